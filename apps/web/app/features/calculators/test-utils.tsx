import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { calculatorText as englishText } from '../../content/calculators'
import { calculatorText as hindiText } from '../../content/hi/calculators'
import type { CalculatorSlug } from '../../content/site-map'
import { hindiFirstLoad } from '../../i18n/hindi-first-load'
import { hindiForms } from '../../i18n/hindi-forms'
import { provideHindiParts } from '../../i18n/hindi-parts'
import { CalculatorHostContext } from './calculator-host'
import { CalculatorHindiContext } from './calculator-language'
import { loadHindiCalculators } from './registry'

/**
 * Renders one calculator component as its own page at `/resources/test?<query>` and gives access
 * to the URL, where its inputs live.
 */
export function renderCalculator(Calculator: ComponentType, query = '') {
  return renderAt('/resources/test', Calculator, query)
}

/**
 * The same on a Hindi page, `/hi/resources/test?<query>`, with the Hindi texts the calculator's
 * page loads with its code (calculator-view.tsx). Call `leaveHindiPage` after the test.
 */
export async function renderCalculatorInHindi(
  slug: CalculatorSlug,
  Calculator: ComponentType,
  query = '',
) {
  // The page's first-load Hindi (entry.client.tsx) and its address, which the shared calculator
  // texts read (app/i18n/page-text.ts).
  provideHindiParts({ firstLoad: hindiFirstLoad, forms: hindiForms })
  window.history.replaceState(null, '', '/hi/resources/test')
  const texts = await (await loadHindiCalculators()).hindiFor(slug)
  const InHindi = () => (
    <CalculatorHindiContext value={texts}>
      <Calculator />
    </CalculatorHindiContext>
  )
  return renderAt('/hi/resources/test', InHindi, query)
}

/**
 * The bounds the browser checks on the number input labelled `label` (inside `container`, by
 * default the page), as its attributes say them; null for one it has not.
 */
export function boundsOf(
  label: string | RegExp,
  container: Pick<typeof screen, 'getByLabelText'> = screen,
) {
  const input = container.getByLabelText(label)
  return {
    min: input.getAttribute('min'),
    max: input.getAttribute('max'),
    step: input.getAttribute('step'),
  }
}

/** Back to an English address after a Hindi test. */
export function leaveHindiPage() {
  window.history.replaceState(null, '', '/')
}

function renderAt(path: string, Calculator: ComponentType, query: string) {
  const text = path.startsWith('/hi/') ? hindiText : englishText
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <CalculatorHostContext value={{ kind: 'page', close: () => {} }}>
            <Calculator />
          </CalculatorHostContext>
        ),
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [`${path}${query ? `?${query}` : ''}`] },
  )
  const user = userEvent.setup()
  const view = render(<RouterProvider router={router} />)
  return {
    ...view,
    user,
    router,
    /** The calculator's inputs as the URL holds them. */
    urlValues: () => Object.fromEntries(new URLSearchParams(router.state.location.search)),
    /** Replaces a field's text (by its label) with `value`. */
    async type(label: string | RegExp, value: string) {
      const input = screen.getByLabelText(label)
      await user.clear(input)
      if (value !== '') await user.type(input, value)
    },
    async choose(label: string | RegExp, option: string) {
      await user.selectOptions(screen.getByLabelText(label), option)
    },
    calculate: () => user.click(screen.getByRole('button', { name: text.calculate })),
    /** The result panel, found by its heading. */
    result: () => screen.getByRole('region', { name: text.resultHeading }),
  }
}
