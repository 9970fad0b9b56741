import { type AdminTestimonial, testimonialPlacementLabels } from '@nirman/contract'
import { Badge, Button, toast } from '@nirman/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Pencil } from 'lucide-react'
import { Link } from 'react-router'
import { deleteTestimonial, orderTestimonials, portfolioKeys } from '../../api/portfolio'
import { refusalCopy } from '../../content'
import { portfolioCopy, segmentLabels, testimonialCopy } from '../../portfolio-content'
import { toastRefusal } from '../forms/refusal-toast'
import { ConfirmDelete } from '../portfolio/confirm-delete'
import { MoveButtons } from '../portfolio/move-buttons'
import { inOrder, useOrder } from '../portfolio/use-order'

/**
 * Every testimonial in its order: the words, who said them, where they are shown and whether
 * they are published, with Edit, Move up, Move down and (for the owner) Delete.
 */
export function TestimonialList({
  testimonials,
  canDelete,
}: {
  testimonials: readonly AdminTestimonial[]
  canDelete: boolean
}) {
  const queryClient = useQueryClient()
  const listKey = portfolioKeys.testimonials()
  const order = useOrder<AdminTestimonial>({
    items: testimonials,
    listKey,
    reorder: (ids) =>
      queryClient.setQueryData<AdminTestimonial[]>(listKey, (list) =>
        list ? inOrder(list, ids) : list,
      ),
    send: (ids) => orderTestimonials({ ids }),
    done: testimonialCopy.moved,
    fallback: portfolioCopy.failed,
  })
  const remove = useMutation({
    mutationFn: (testimonial: AdminTestimonial) => deleteTestimonial(testimonial.id),
    onSuccess: async () => {
      toast(testimonialCopy.deleted)
      await queryClient.invalidateQueries({ queryKey: listKey })
    },
    onError: (error) =>
      toastRefusal(error, { title: refusalCopy.failedTitle, fallback: portfolioCopy.failed }),
  })

  return (
    <ol aria-label={testimonialCopy.listLabel} className="grid gap-3">
      {testimonials.map((testimonial, index) => {
        const headingId = `testimonial-${testimonial.id}`
        return (
          <li
            key={testimonial.id}
            aria-labelledby={headingId}
            className="grid min-w-0 gap-2 rounded-lg border border-border bg-background p-3 sm:p-4"
          >
            <h3 id={headingId} className="font-semibold break-words">
              <span className="text-muted-foreground">{index + 1}. </span>
              {testimonial.author}
              {testimonial.detail ? (
                <span className="font-normal text-muted-foreground">, {testimonial.detail}</span>
              ) : null}
            </h3>
            <blockquote className="line-clamp-3 break-words text-muted-foreground">
              “{testimonial.quote}”
            </blockquote>
            <div className="flex flex-wrap gap-1">
              <Badge variant={testimonial.published ? 'success' : 'secondary'}>
                {testimonial.published ? testimonialCopy.published : testimonialCopy.hidden}
              </Badge>
              {testimonial.placements.length === 0 ? (
                <Badge variant="outline">{testimonialCopy.nowhere}</Badge>
              ) : (
                testimonial.placements.map((placement) => (
                  <Badge key={placement} variant="outline">
                    {testimonialPlacementLabels[placement]}
                  </Badge>
                ))
              )}
              {testimonial.segment ? (
                <Badge variant="outline">{segmentLabels[testimonial.segment]}</Badge>
              ) : null}
              {testimonial.hindi ? <Badge variant="outline">हिन्दी</Badge> : null}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Button asChild size="sm">
                <Link
                  to={`/testimonials/${testimonial.id}`}
                  aria-label={testimonialCopy.editLabel(testimonial.author)}
                >
                  <Pencil aria-hidden />
                  {testimonialCopy.edit}
                </Link>
              </Button>
              <MoveButtons
                id={testimonial.id}
                index={index}
                count={testimonials.length}
                upLabel={testimonialCopy.moveUpLabel(testimonial.author)}
                downLabel={testimonialCopy.moveDownLabel(testimonial.author)}
                onMove={(step) => order.move(index, step)}
              />
              {canDelete ? (
                <ConfirmDelete
                  label={testimonialCopy.delete}
                  accessibleLabel={testimonialCopy.deleteLabel(testimonial.author)}
                  question={testimonialCopy.confirmDelete(testimonial.author)}
                  deleting={remove.isPending && remove.variables.id === testimonial.id}
                  onDelete={() => remove.mutate(testimonial)}
                />
              ) : null}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
