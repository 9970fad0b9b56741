import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@nirman/ui'
import type { ReactNode } from 'react'

/**
 * A part of the Settings page (Company details, History; the rate card next): a card titled by a
 * level-2 heading, the target of the page's index (`#id`).
 */
export function SettingsSection({
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
