import { createContext, use } from 'react'

/** Where a calculator is shown: in a modal over the resources page, or as a page of its own. */
export interface CalculatorHost {
  kind: 'modal' | 'page'
  /** Closes the modal, or leaves the page for the resources page. */
  close: () => void
}

export const CalculatorHostContext = createContext<CalculatorHost>({
  kind: 'page',
  close: () => {},
})

export function useCalculatorHost(): CalculatorHost {
  return use(CalculatorHostContext)
}

/**
 * What the visitor typed into the calculator's prerendered form before its code arrived, by field
 * name (empty when there was no such form: a modal, a calculator opened in the app). Read while
 * the calculator hydrates, before React puts its own values in the inputs.
 */
export const TypedBeforeHydrationContext = createContext<() => Record<string, string>>(() => ({}))
