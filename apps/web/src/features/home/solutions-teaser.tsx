import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@nirman/ui'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '../../content/site-map'
import { solutionList, solutionsTeaserCopy } from '../../content/solutions'
import { PageSection } from '../sections/page-section'

/** The three client segments, each linking to its section of /client-solutions. */
export function SolutionsTeaser() {
  return (
    <PageSection title={solutionsTeaserCopy.title} description={solutionsTeaserCopy.description}>
      <ul className="grid gap-6 md:grid-cols-3">
        {solutionList.map(({ id, title, summary, icon: Icon }) => (
          <li key={id} className="flex">
            <Card className="w-full border-t-4 border-t-accent">
              <CardHeader className="gap-3">
                <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <CardTitle>{title}</CardTitle>
              </CardHeader>
              <CardContent className="flex-1">
                <CardDescription className="text-base">{summary}</CardDescription>
              </CardContent>
              <CardFooter>
                <Link
                  to={paths.solution(id)}
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
                >
                  <span>
                    {solutionsTeaserCopy.linkLabel}
                    <span className="sr-only">: {title}</span>
                  </span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
