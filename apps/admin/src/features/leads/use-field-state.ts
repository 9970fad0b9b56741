import { useState } from 'react'

/**
 * A form field's value that starts from the lead's and follows it when the lead changes (Mark
 * Processed, a reload after a conflict), unless staff changed the field: what they typed is kept.
 *
 * @param saved the lead's current value
 */
export function useFieldState<T>(saved: T): [T, (value: T) => void] {
  const [state, setState] = useState({ value: saved, saved })
  if (state.saved !== saved) {
    // Adjusting state while rendering, as React's docs advise over an effect.
    setState({ value: state.value === state.saved ? saved : state.value, saved })
  }
  return [state.value, (value: T) => setState((current) => ({ ...current, value }))]
}
