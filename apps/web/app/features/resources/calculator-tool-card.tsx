import { Button, Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@nirman/ui'
import { calculatorCopy as calculatorCopyEnglish } from '../../content/calculators'
import { calculatorCopy as calculatorCopyHindi } from '../../content/hi/calculators'
import { resourcesPageCopy as resourcesPageCopyHindi } from '../../content/hi/resources'
import {
  calculatorIcons,
  resourcesPageCopy as resourcesPageCopyEnglish,
} from '../../content/resources'
import { type CalculatorSlug, paths } from '../../content/site-map'
import { Link } from '../../i18n/link'
import { usePageText } from '../../i18n/page-text'
import { useLang } from '../../i18n/use-lang'
import { calculatorModalSearch } from '../calculators/calculator-modal'
import { preloadCalculator } from '../calculators/calculator-view'

/**
 * A calculator's tool card. Its button opens the calculator in the page's modal (through the
 * address, `?calculator=<slug>`, so the back button closes it); the calculator's code is fetched
 * only when the pointer or focus reaches the button, or when it opens.
 */
// Each link names its calculator with aria-label, which starts with the visible label: hidden
// text inside the link (an sr-only span, positioned absolutely) makes Chrome insert a space and
// name it "Open Calculator : Paint Calculator".
export function CalculatorToolCard({ slug }: { slug: CalculatorSlug }) {
  const lang = useLang()
  const calculatorCopy = usePageText(calculatorCopyEnglish, calculatorCopyHindi)
  const resourcesPageCopy = usePageText(resourcesPageCopyEnglish, resourcesPageCopyHindi)
  const { title, description } = calculatorCopy[slug]
  const Icon = calculatorIcons[slug]
  const preload = () => preloadCalculator(slug, lang)
  return (
    <Card className="w-full gap-4">
      <CardHeader className="gap-3">
        <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription className="text-base">{description}</CardDescription>
      </CardHeader>
      <CardFooter className="mt-auto justify-between">
        <Button asChild size="sm">
          <Link
            to={{ search: calculatorModalSearch(slug) }}
            preventScrollReset
            onPointerEnter={preload}
            onFocus={preload}
            aria-label={`${resourcesPageCopy.tools.openLabel}: ${title}`}
          >
            {resourcesPageCopy.tools.openLabel}
          </Link>
        </Button>
        <Link
          to={paths.calculator(slug)}
          aria-label={`${resourcesPageCopy.tools.fullPageLabel}: ${title}`}
          className="inline-flex min-h-11 items-center text-primary text-sm underline underline-offset-4 hover:no-underline"
        >
          {resourcesPageCopy.tools.fullPageLabel}
        </Link>
      </CardFooter>
    </Card>
  )
}
