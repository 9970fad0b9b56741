import { cn } from '@nirman/ui'
import { type ReactNode, useId } from 'react'

export type SectionTone = 'plain' | 'muted' | 'brand'

const toneClasses: Record<SectionTone, string> = {
  plain: 'bg-background',
  muted: 'bg-muted',
  brand: 'bg-primary text-primary-foreground',
}

export interface PageSectionProps {
  /** The in-page anchor, e.g. "services" for /#services. */
  id?: string
  title: string
  description?: string
  tone?: SectionTone
  /** Centre the heading (the default) or align it with the content's left edge. */
  align?: 'center' | 'start'
  /** Hide the heading visually (still read by screen readers and kept in the outline). */
  hideTitle?: boolean
  className?: string
  children: ReactNode
}

/**
 * One band of a page: a `<section>` named by its `<h2>`, with the page's width and spacing. Keeps
 * every page's heading outline h1 > h2 > h3 without each page re-deciding it.
 */
export function PageSection({
  id,
  title,
  description,
  tone = 'plain',
  align = 'center',
  hideTitle = false,
  className,
  children,
}: PageSectionProps) {
  const headingId = useId()
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('px-4 py-16 sm:py-20', toneClasses[tone], className)}
    >
      <div className="mx-auto max-w-7xl">
        <div
          className={cn(
            'mb-10 max-w-3xl',
            align === 'center' && 'mx-auto text-center',
            hideTitle && 'sr-only',
          )}
        >
          <h2 id={headingId} className="font-bold text-3xl tracking-tight sm:text-4xl">
            {title}
          </h2>
          {description ? (
            <p
              className={cn(
                'mt-4 text-lg',
                tone === 'brand' ? 'text-brand-100' : 'text-muted-foreground',
              )}
            >
              {description}
            </p>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  )
}
