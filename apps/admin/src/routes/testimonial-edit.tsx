import type { AdminTestimonial } from '@nirman/contract'
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Notice,
  NoticeDescription,
  Spinner,
  toast,
} from '@nirman/ui'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { type ReactNode, useMemo } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import {
  createTestimonial,
  portfolioKeys,
  testimonialListQuery,
  updateTestimonial,
} from '../api/portfolio'
import { TestimonialForm } from '../features/testimonials/testimonial-form'
import {
  emptyTestimonialForm,
  newTestimonialBody,
  testimonialFormValuesOf,
  testimonialUpdateBody,
} from '../features/testimonials/testimonial-form-values'
import { testimonialCopy } from '../portfolio-content'

/** A testimonial's page under the link back to the list. */
function TestimonialFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <Link
        to="/testimonials"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {testimonialCopy.backToList}
      </Link>
      {children}
    </div>
  )
}

/** `/admin/testimonials/new`. */
export function NewTestimonialPage() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return (
    <TestimonialFrame>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{testimonialCopy.newTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <TestimonialForm
            saved={emptyTestimonialForm}
            submitLabel={testimonialCopy.create}
            check={newTestimonialBody}
            send={createTestimonial}
            onSaved={async () => {
              toast(testimonialCopy.created)
              await queryClient.invalidateQueries({ queryKey: portfolioKeys.testimonials() })
              await navigate('/testimonials')
            }}
          />
        </CardContent>
      </Card>
    </TestimonialFrame>
  )
}

/**
 * `/admin/testimonials/:id`: the testimonial is read from the list (the page before it has it
 * already), which is fetched again after someone else's change.
 */
export function EditTestimonialPage() {
  const id = Number(useParams().id)
  const list = useQuery(testimonialListQuery)
  const testimonial = list.data?.find((one) => one.id === id)
  return (
    <TestimonialFrame>
      {list.isError || (list.data && !testimonial) ? (
        <Notice variant="destructive">
          <NoticeDescription>
            {list.isError ? testimonialCopy.loadError : testimonialCopy.notFound}
          </NoticeDescription>
        </Notice>
      ) : testimonial ? (
        <EditTestimonial testimonial={testimonial} />
      ) : (
        <Spinner label={testimonialCopy.loading} className="text-2xl" />
      )}
    </TestimonialFrame>
  )
}

function EditTestimonial({ testimonial }: { testimonial: AdminTestimonial }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const saved = useMemo(() => testimonialFormValuesOf(testimonial), [testimonial])
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="break-words">
          {testimonial.author}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <TestimonialForm
          saved={saved}
          submitLabel={testimonialCopy.save}
          check={(values) => testimonialUpdateBody(values, testimonial.version)}
          send={(body) => updateTestimonial(testimonial.id, body)}
          onSaved={async () => {
            toast(testimonialCopy.saved)
            await queryClient.invalidateQueries({ queryKey: portfolioKeys.testimonials() })
            await navigate('/testimonials')
          }}
          onReload={() =>
            void queryClient.invalidateQueries({ queryKey: portfolioKeys.testimonials() })
          }
        />
      </CardContent>
    </Card>
  )
}
