import { Button, Notice, NoticeDescription, Spinner } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { Link } from 'react-router'
import { testimonialListQuery } from '../api/portfolio'
import { useIsOwner } from '../features/layout/staff-shell'
import { TestimonialList } from '../features/testimonials/testimonial-list'
import { testimonialCopy } from '../portfolio-content'

/** `/admin/testimonials`: every testimonial, unpublished too, in the order the site shows them. */
export function TestimonialsPage() {
  const testimonials = useQuery(testimonialListQuery)
  const isOwner = useIsOwner()
  return (
    <div className="grid gap-4 rounded-lg border border-border bg-card p-3 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-muted-foreground">{testimonialCopy.description}</p>
        <Button asChild>
          <Link to="/testimonials/new">
            <Plus aria-hidden />
            {testimonialCopy.add}
          </Link>
        </Button>
      </div>
      {testimonials.isError ? (
        <Notice variant="destructive">
          <NoticeDescription>{testimonialCopy.loadError}</NoticeDescription>
        </Notice>
      ) : null}
      {testimonials.isPending ? (
        <Spinner label={testimonialCopy.loading} className="text-2xl" />
      ) : null}
      {testimonials.data?.length === 0 ? (
        <p className="text-muted-foreground">{testimonialCopy.empty}</p>
      ) : null}
      {testimonials.data && testimonials.data.length > 0 ? (
        <TestimonialList testimonials={testimonials.data} canDelete={isOwner} />
      ) : null}
    </div>
  )
}
