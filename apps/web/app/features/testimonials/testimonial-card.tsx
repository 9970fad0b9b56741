import { cn } from '@nirman/ui'
import { Quote } from 'lucide-react'
import type { Testimonial } from '../../content/testimonials'

export interface TestimonialCardProps {
  testimonial: Testimonial
  className?: string
}

/**
 * One client's words, their name and what we built for them, as a `<figure>`. Who they are and
 * what was built are optional in the dashboard: the line under the name leaves out an empty one.
 */
export function TestimonialCard({ testimonial, className }: TestimonialCardProps) {
  const about = [testimonial.detail, testimonial.project].filter((text) => text !== '')
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
        {about.length > 0 ? (
          <p className="text-muted-foreground text-sm">{about.join(' · ')}</p>
        ) : null}
      </figcaption>
    </figure>
  )
}
