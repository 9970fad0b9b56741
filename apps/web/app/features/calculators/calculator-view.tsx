import { Notice, NoticeDescription, Spinner } from '@nirman/ui'
import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useRef,
} from 'react'
import { calculatorText as calculatorTextEnglish } from '../../content/calculators'
import { calculatorText as calculatorTextHindi } from '../../content/hi/calculators'
import { type CalculatorSlug, calculatorSlugs } from '../../content/site-map'
import type { Lang } from '../../i18n/lang'
import { usePageText } from '../../i18n/page-text'
import { useLang } from '../../i18n/use-lang'
import { typedFormValues } from '../quote/on-demand-form'
import {
  type CalculatorHost,
  CalculatorHostContext,
  TypedBeforeHydrationContext,
} from './calculator-host'
import { CalculatorHindiContext } from './calculator-language'
import { loadCalculator, loadHindiCalculators } from './registry'

/**
 * A calculator with its Hindi: its code, and the Hindi of the shared frame and its own, fetched
 * together (so a Hindi page draws it, and hydrates it, in Hindi from the start).
 */
async function loadInHindi(slug: CalculatorSlug): Promise<{ default: ComponentType }> {
  const [{ default: Calculator }, texts] = await Promise.all([
    loadCalculator[slug](),
    loadHindiCalculators().then(({ hindiFor }) => hindiFor(slug)),
  ])
  return {
    default: () => (
      <CalculatorHindiContext value={texts}>
        <Calculator />
      </CalculatorHindiContext>
    ),
  }
}

const lazyCalculators = {} as Record<CalculatorSlug, ComponentType>
const lazyHindiCalculators = {} as Record<CalculatorSlug, ComponentType>
for (const slug of calculatorSlugs) {
  lazyCalculators[slug] = lazy(loadCalculator[slug])
  lazyHindiCalculators[slug] = lazy(() => loadInHindi(slug))
}

/** A failed download of a calculator's code (offline, a new deployment) gets a message, not a blank. */
class LoadErrorBoundary extends Component<
  { children: ReactNode; failedText: string },
  { failed: boolean }
> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <Notice variant="destructive">
        <NoticeDescription>{this.props.failedText}</NoticeDescription>
      </Notice>
    )
  }
}

/** One calculator, loaded on demand, in a modal or on its own page. */
export function CalculatorView({ slug, host }: { slug: CalculatorSlug; host: CalculatorHost }) {
  const calculatorText = usePageText(calculatorTextEnglish, calculatorTextHindi)
  const Calculator = (useLang() === 'hi' ? lazyHindiCalculators : lazyCalculators)[slug]
  // The calculator's page is prerendered with its form: a visitor may type into it before the
  // calculator's code has arrived. This wrapper hydrates with the page, so while the calculator
  // itself hydrates it can still read that form, as typed.
  const container = useRef<HTMLDivElement>(null)
  const typedBeforeHydration = useCallback(
    () => typedFormValues(container.current?.querySelector('form') ?? null),
    [],
  )
  return (
    <CalculatorHostContext value={host}>
      <TypedBeforeHydrationContext value={typedBeforeHydration}>
        <div ref={container}>
          <LoadErrorBoundary failedText={calculatorText.loadFailed}>
            <Suspense
              fallback={
                <div className="flex min-h-48 items-center justify-center">
                  <Spinner label={calculatorText.loading} />
                </div>
              }
            >
              <Calculator />
            </Suspense>
          </LoadErrorBoundary>
        </div>
      </TypedBeforeHydrationContext>
    </CalculatorHostContext>
  )
}

/**
 * Starts downloading a calculator's code, e.g. when the pointer comes near its card, with its
 * Hindi on a Hindi page (`lang`, the page's language).
 */
export function preloadCalculator(slug: CalculatorSlug, lang: Lang): void {
  void loadCalculator[slug]().catch(() => {})
  if (lang === 'hi')
    void loadHindiCalculators()
      .then(({ hindiFor }) => hindiFor(slug))
      .catch(() => {})
}
