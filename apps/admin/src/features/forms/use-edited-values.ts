import { useCallback, useState } from 'react'

/**
 * A form's values that start from the saved ones and follow them when they change (a reload
 * after someone else's change), except the fields the user changed: what they typed is kept.
 * `saved` must keep its identity between renders (memoise it).
 *
 * @param saved the values of the record as the server has it
 */
export function useEditedValues<Values extends object>(saved: Values) {
  const [state, setState] = useState({ values: saved, saved })
  if (state.saved !== saved) {
    // Adjusting state while rendering, as React's docs advise over an effect.
    const values = { ...saved }
    for (const key of Object.keys(saved) as (keyof Values)[]) {
      if (!Object.is(state.values[key], state.saved[key])) values[key] = state.values[key]
    }
    setState({ values, saved })
  }
  // Of one identity for the form's life: memoised fields given it re-render only when theirs changes.
  const set = useCallback(
    <Key extends keyof Values>(key: Key, value: Values[Key]) =>
      setState((current) => ({ ...current, values: { ...current.values, [key]: value } })),
    [],
  )
  return {
    values: state.values,
    set,
    /** Forgets what was typed: the form shows `next` (the saved answer of a successful save). */
    reset: (next: Values) => setState({ values: next, saved: next }),
  }
}
