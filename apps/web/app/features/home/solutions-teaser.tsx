import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@nirman/ui'
import {
  keptInEnglish as solutionsKept,
  solutionsTeaserCopy as solutionsTeaserCopyHindi,
} from '../../content/hi/solutions'
import { paths } from '../../content/site-map'
import { solutionsTeaserCopy as solutionsTeaserCopyEnglish } from '../../content/solutions'
import { usePageText } from '../../i18n/page-text'
import { CardLink } from '../sections/card-link'
import { PageSection } from '../sections/page-section'
import { usePageSolutionList } from '../sections/page-solutions'

/** The three client segments, each linking to its section of /client-solutions. */
export function SolutionsTeaser() {
  // Texts in the language of the page being drawn (app/i18n/page-text.ts).
  const solutionsTeaserCopy = usePageText(
    solutionsTeaserCopyEnglish,
    solutionsTeaserCopyHindi,
    solutionsKept,
  )
  const solutionList = usePageSolutionList()
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
                <CardLink
                  to={paths.solution(id)}
                  label={solutionsTeaserCopy.linkLabel}
                  context={title}
                />
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
