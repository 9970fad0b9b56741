import { Notice, NoticeDescription, Spinner } from '@nirman/ui'
import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react'
import { calculatorText } from '../../content/calculators'
import { type CalculatorSlug, calculatorSlugs } from '../../content/site-map'
import { type CalculatorHost, CalculatorHostContext } from './calculator-host'
import { loadCalculator } from './registry'

const lazyCalculators = {} as Record<CalculatorSlug, ComponentType>
for (const slug of calculatorSlugs) lazyCalculators[slug] = lazy(loadCalculator[slug])

/** A failed download of a calculator's code (offline, a new deployment) gets a message, not a blank. */
class LoadErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <Notice variant="destructive">
        <NoticeDescription>{calculatorText.loadFailed}</NoticeDescription>
      </Notice>
    )
  }
}

/** One calculator, loaded on demand, in a modal or on its own page. */
export function CalculatorView({ slug, host }: { slug: CalculatorSlug; host: CalculatorHost }) {
  const Calculator = lazyCalculators[slug]
  return (
    <CalculatorHostContext value={host}>
      <LoadErrorBoundary>
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
    </CalculatorHostContext>
  )
}

/** Starts downloading a calculator's code, e.g. when the pointer comes near its card. */
export function preloadCalculator(slug: CalculatorSlug): void {
  void loadCalculator[slug]().catch(() => {})
}
