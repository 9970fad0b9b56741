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
