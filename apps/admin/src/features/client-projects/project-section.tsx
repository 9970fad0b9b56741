import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@nirman/ui'
import type { ReactNode } from 'react'

/**
 * A section of the project's page: a card titled by a level-2 heading, the target of the page's
 * in-page index (`#id`), as the schedule, payments, updates and documents sections are.
 */
export function ProjectSection({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-4">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id={`${id}-title`}>
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="grid gap-4">{children}</CardContent>
      </Card>
    </section>
  )
}
