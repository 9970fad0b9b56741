import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@nirman/ui'
import { type ReactNode, useId } from 'react'

/**
 * A part of a quotation's page (the client and site, the items, the taxes, the schedule, the
 * terms): a card titled by a level-3 heading, under the page's "Quotation Q-12".
 */
export function QuotationSection({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <Card>
        <CardHeader>
          <CardTitle as="h3" id={headingId}>
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="grid min-w-0 gap-4">{children}</CardContent>
      </Card>
    </section>
  )
}
