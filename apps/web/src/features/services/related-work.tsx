import { Badge, Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@nirman/ui'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { type RelatedWork as RelatedWorkItem, serviceDetailCopy } from '../../content/services'

/** The portfolio filtered to one project type: /projects?type=residential. */
export function projectsOfType(type: RelatedWorkItem['projectType']): string {
  return `/projects?type=${type}`
}

/** Three cards of the kinds of work a service covers, each opening the matching portfolio. */
export function RelatedWork({ items }: { items: readonly RelatedWorkItem[] }) {
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
              <Link
                to={projectsOfType(item.projectType)}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary text-sm underline-offset-4 hover:underline"
              >
                <span>
                  {serviceDetailCopy.relatedLinkLabel}
                  <span className="sr-only">: {item.title}</span>
                </span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  )
}
