import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@nirman/ui'
import type { Service } from '../../content/services'
import { paths } from '../../content/site-map'
import { CardLink } from '../sections/card-link'

export interface ServiceCardProps {
  service: Service
  /** The visible link text, e.g. "Learn more"; the service's title is added for screen readers. */
  linkLabel: string
}

/** A service's illustration, title, sentence and a link to its detail page. */
export function ServiceCard({ service, linkLabel }: ServiceCardProps) {
  const Icon = service.icon
  return (
    <Card className="h-full overflow-hidden pt-0">
      <img
        src={service.imageUrl}
        alt=""
        width={400}
        height={260}
        loading="lazy"
        decoding="async"
        className="aspect-[20/13] h-auto w-full bg-secondary object-cover"
      />
      <CardHeader>
        <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-amber-100 text-amber-900">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <CardTitle>{service.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex-1">
        <CardDescription className="text-base">{service.shortDescription}</CardDescription>
      </CardContent>
      <CardFooter>
        <CardLink to={paths.service(service.id)} label={linkLabel} context={service.title} />
      </CardFooter>
    </Card>
  )
}
