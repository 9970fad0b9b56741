import { type RefObject, useEffect, useRef } from 'react'

/**
 * Moves the focus after the next render inside `container`, to the first of some selectors that
 * finds an enabled element: the first refused field after a refusal, a moved row's button, the
 * row that took a removed one's place. A list editor's rows are rendered anew before the focus
 * can go to them, hence after the render rather than at once.
 */
export function useFocusAfterRender(container: RefObject<HTMLElement | null>) {
  const pending = useRef<string[]>([])
  useEffect(() => {
    const selectors = pending.current
    if (selectors.length === 0) return
    pending.current = []
    for (const selector of selectors) {
      const element = container.current?.querySelector<HTMLElement>(selector)
      if (element && !element.matches(':disabled')) {
        element.focus()
        return
      }
    }
  })
  return (...selectors: string[]) => {
    pending.current = selectors
  }
}

/** The selectors of a moved row's buttons: the same direction first, the other at the list's end. */
export const movedRowButtons = (key: number, step: -1 | 1) => {
  const [same, other] = step < 0 ? ['up', 'down'] : ['down', 'up']
  return [`[data-item="${key}"][data-move="${same}"]`, `[data-item="${key}"][data-move="${other}"]`]
}
