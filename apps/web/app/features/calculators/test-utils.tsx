import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { CalculatorHostContext } from './calculator-host'

/**
 * Renders one calculator component as its own page at `/resources/test?<query>` and gives access
 * to the URL, where its inputs live.
 */
export function renderCalculator(Calculator: ComponentType, query = '') {
  const router = createMemoryRouter(
    [
      {
        path: '/resources/test',
        element: (
          <CalculatorHostContext value={{ kind: 'page', close: () => {} }}>
            <Calculator />
          </CalculatorHostContext>
        ),
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [`/resources/test${query ? `?${query}` : ''}`] },
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
    calculate: () => user.click(screen.getByRole('button', { name: 'Calculate' })),
    /** The result panel, found by its heading. */
    result: () => screen.getByRole('region', { name: 'Your estimate' }),
  }
}
