import { Button } from '@nirman/ui'
import { ArrowRight } from 'lucide-react'
import { homeSectionsCopy as homeSectionsCopyHindi } from '../../content/hi/home-sections'
import { processSteps as processStepsHindi } from '../../content/hi/process'
import { homeSectionsCopy as homeSectionsCopyEnglish } from '../../content/home-sections'
import { processSteps as processStepsEnglish } from '../../content/process'
import { Link } from '../../i18n/link'
import { usePageText } from '../../i18n/page-text'
import { PageSection } from '../sections/page-section'

/** The four steps of a project as a timeline (#process): across on wide screens, down on phones. */
export function ProcessTimeline() {
  // Texts in the language of the page being drawn (app/i18n/page-text.ts).
  const copy = usePageText(homeSectionsCopyEnglish, homeSectionsCopyHindi).processSection
  const processSteps = usePageText(processStepsEnglish, processStepsHindi)
  return (
    <PageSection id="process" title={copy.title} description={copy.description} tone="brand">
      <div className="relative">
        <span
          aria-hidden="true"
          className="absolute top-7 right-[12.5%] left-[12.5%] hidden h-0.5 bg-brand-400 lg:block"
        />
        <ol className="grid gap-10 md:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {processSteps.map(({ number, title, summary, icon: Icon }) => (
            <li
              key={number}
              className="relative flex gap-4 lg:flex-col lg:items-center lg:text-center"
            >
              <span className="relative flex size-14 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground ring-8 ring-primary">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <p className="font-semibold text-amber-300 text-sm uppercase tracking-wider">
                  {copy.stepLabel} {number}
                </p>
                <h3 className="mt-1 font-semibold text-xl">{title}</h3>
                <p className="mt-2 text-brand-100">{summary}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <div className="mt-12 flex justify-center">
        <Button asChild variant="accent">
          <Link to={copy.linkTo}>
            {copy.linkLabel}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </PageSection>
  )
}
