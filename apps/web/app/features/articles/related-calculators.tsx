import { ArrowRight } from 'lucide-react'
import { useId } from 'react'
import { calculatorCopy as calculatorCopyEnglish } from '../../content/calculators'
import { calculatorCopy as calculatorCopyHindi } from '../../content/hi/calculators'
import { type CalculatorSlug, paths } from '../../content/site-map'
import { Link } from '../../i18n/link'
import { usePageText } from '../../i18n/page-text'

export interface RelatedCalculatorsProps {
  title: string
  slugs: readonly CalculatorSlug[]
}

/** The calculators that go with an article or guide, each linked to its own page. */
export function RelatedCalculators({ title, slugs }: RelatedCalculatorsProps) {
  const headingId = useId()
  const calculatorCopy = usePageText(calculatorCopyEnglish, calculatorCopyHindi)
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-muted p-6">
      <h2 id={headingId} className="mb-4 font-bold text-xl">
        {title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {slugs.map((slug) => (
          <li key={slug}>
            <Link
              to={paths.calculator(slug)}
              className="group flex h-full flex-col gap-1 rounded-lg border border-border bg-card p-4 transition-shadow hover:shadow-md"
            >
              <span className="inline-flex items-center gap-1 font-semibold text-primary">
                {calculatorCopy[slug].title}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 transition-transform group-hover:translate-x-1"
                />
              </span>
              <span className="text-muted-foreground text-sm">
                {calculatorCopy[slug].description}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
