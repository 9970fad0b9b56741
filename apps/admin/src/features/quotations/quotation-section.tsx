import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@nirman/ui'
import { type ReactNode, type Ref, useId } from 'react'

/**
 * A part of a quotation's page (the client and site, the items, the taxes, the schedule, the
 * terms, the client's link): a card titled by a level-3 heading, under the page's "Quotation Q-12".
 * With `headingRef`, the heading can take the focus (after a change that shows the section).
 */
export function QuotationSection({
  title,
  description,
  headingRef,
  className,
  children,
}: {
  title: string
  description?: string
  headingRef?: Ref<HTMLHeadingElement>
  className?: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={className ?? 'min-w-0'}>
      <Card className="h-full">
        <CardHeader>
          <CardTitle
            as="h3"
            id={headingId}
            ref={headingRef}
            tabIndex={headingRef ? -1 : undefined}
            className={headingRef ? 'outline-none' : undefined}
          >
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="grid min-w-0 gap-4">{children}</CardContent>
      </Card>
    </section>
  )
}
