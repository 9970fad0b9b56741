import { cn } from '@nirman/ui'
import { Quote } from 'lucide-react'
import type { Testimonial } from '../../content/testimonials'

export interface TestimonialCardProps {
  testimonial: Testimonial
  className?: string
}

/** One client's words, their name and what we built for them, as a `<figure>`. */
export function TestimonialCard({ testimonial, className }: TestimonialCardProps) {
  return (
    <figure
      className={cn(
        'flex h-full flex-col gap-6 rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8',
        className,
      )}
    >
      <Quote aria-hidden="true" className="size-8 shrink-0 text-amber-600" />
      <blockquote className="flex-1 text-foreground text-lg leading-relaxed">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption>
        <p className="font-semibold text-foreground">{testimonial.name}</p>
        <p className="text-muted-foreground text-sm">
          {testimonial.detail} · {testimonial.project}
        </p>
      </figcaption>
    </figure>
  )
}
