import { Badge, Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@nirman/ui'
import {
  serviceDetailCopy as serviceDetailCopyHindi,
  keptInEnglish as servicesKept,
} from '../../content/hi/services'
import {
  type RelatedWork as RelatedWorkItem,
  serviceDetailCopy as serviceDetailCopyEnglish,
} from '../../content/services'
import { usePageText } from '../../i18n/page-text'
import { CardLink } from '../sections/card-link'

/** The portfolio filtered to one project type: /projects?type=residential. */
export function projectsOfType(type: RelatedWorkItem['projectType']): string {
  return `/projects?type=${type}`
}

/** Three cards of the kinds of work a service covers, each opening the matching portfolio. */
export function RelatedWork({ items }: { items: readonly RelatedWorkItem[] }) {
  const serviceDetailCopy = usePageText(
    serviceDetailCopyEnglish,
    serviceDetailCopyHindi,
    servicesKept,
  )
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="flex">
          <Card className="w-full gap-4">
            <CardHeader className="gap-2">
              <Badge variant="secondary">
                {serviceDetailCopy.projectTypeLabels[item.projectType]}
              </Badge>
              <CardTitle className="text-lg">{item.title}</CardTitle>
              <CardDescription>{item.description}</CardDescription>
            </CardHeader>
            <CardFooter className="mt-auto">
              <CardLink
                to={projectsOfType(item.projectType)}
                label={serviceDetailCopy.relatedLinkLabel}
                context={item.title}
                size="sm"
              />
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  )
}
