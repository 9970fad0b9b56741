import { Badge, cn } from '@nirman/ui'
import { Calculator } from 'lucide-react'
import { calculatorCopy as calculatorCopyEnglish } from '../../content/calculators'
import { calculatorCopy as calculatorCopyHindi } from '../../content/hi/calculators'
import {
  clientSolutionsCopy as copyHindi,
  keptInEnglish as solutionsKept,
} from '../../content/hi/solutions'
import { paths } from '../../content/site-map'
import { clientSolutionsCopy as copyEnglish, type Solution } from '../../content/solutions'
import { Link } from '../../i18n/link'
import { usePageText } from '../../i18n/page-text'
import { CheckList } from './check-list'

export interface SolutionSectionProps {
  solution: Solution
  /** Odd sections sit on grey with the image on the left, so the page alternates. */
  index: number
}

/** One client segment on /client-solutions, at its anchor (#homeowners, #developers, #commercial). */
export function SolutionSection({ solution, index }: SolutionSectionProps) {
  const calculatorCopy = usePageText(calculatorCopyEnglish, calculatorCopyHindi)
  const copy = usePageText(copyEnglish, copyHindi, solutionsKept)
  const alternate = index % 2 === 1
  const headingId = `${solution.id}-title`
  return (
    <section
      id={solution.id}
      aria-labelledby={headingId}
      className={cn('px-4 py-16 sm:py-20', alternate ? 'bg-muted' : 'bg-background')}
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={cn(alternate && 'lg:order-2')}>
          <Badge variant="accent">{copy.badge}</Badge>
          <h2 id={headingId} className="mt-4 font-bold text-3xl tracking-tight sm:text-4xl">
            {solution.title}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{solution.description}</p>
          <div className="mt-8 grid gap-8 sm:grid-cols-2">
            <div>
              <h3 className="mb-4 font-semibold text-xl">{copy.benefitsTitle}</h3>
              <CheckList items={solution.benefits} />
            </div>
            <div>
              <h3 className="mb-4 font-semibold text-xl">{copy.approachTitle}</h3>
              <ol className="space-y-3">
                {solution.approach.map((step, stepIndex) => (
                  <li key={step} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-xs"
                    >
                      {stepIndex + 1}
                    </span>
                    <span>{step}</span>
                  </li>
                ))}
              </ol>
            </div>
          </div>
          <div className="mt-8">
            <h3 className="mb-3 font-semibold">{copy.toolsTitle}</h3>
            <ul className="flex flex-wrap gap-3">
              {solution.calculators.map((slug) => (
                <li key={slug}>
                  <Link
                    to={paths.calculator(slug)}
                    className="inline-flex min-h-11 items-center gap-2 rounded-md border border-border bg-card px-4 font-medium text-primary text-sm hover:bg-secondary"
                  >
                    <Calculator aria-hidden="true" className="size-4" />
                    {calculatorCopy[slug].title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <img
          src={solution.imageUrl}
          alt={solution.imageAlt}
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
          className={cn('h-auto w-full rounded-xl', alternate && 'lg:order-1')}
        />
      </div>
    </section>
  )
}
