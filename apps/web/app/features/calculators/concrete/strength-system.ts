import { parseConcreteForm } from '@nirman/calc-engine'
import type { CalculatorState, CalculatorValues } from '../use-calculator-values'

/** How the visitor gives the concrete's strength: in PSI, as the specification does, or as an Indian grade. */
export const strengthSystems = ['psi', 'grade'] as const
export type StrengthSystem = (typeof strengthSystems)[number]

/**
 * The strength and grade a form starts from when the visitor picks how to give it: the engine's
 * default strength, and M20, the grade of most slabs, beams and columns of a house.
 */
const firstChoice = { strength: String(parseConcreteForm({}).strength), grade: 'M20' }

/**
 * Whether the form gives a grade (`grade=M20`) or a PSI strength: as the engine reads it, so that
 * a link with a grade it does not know (`grade=M30`) shows the PSI strength it is worked out with.
 */
export const strengthSystemOf = (draft: CalculatorValues): StrengthSystem =>
  parseConcreteForm(draft).grade ? 'grade' : 'psi'

/**
 * The form with the strength given the other way: a grade blanks the PSI strength, a PSI strength
 * blanks the grade, so that the URL holds only the one the result is worked from (`strength=3000`
 * or `grade=M20`), as it holds only the dimensions of the chosen shape.
 */
function giveStrength(system: string) {
  return (draft: CalculatorValues): CalculatorValues =>
    system === 'grade'
      ? { ...draft, strength: '', grade: draft.grade || firstChoice.grade }
      : { ...draft, grade: '', strength: draft.strength || firstChoice.strength }
}

/**
 * The form as the "Give the strength" choice sees it. The choice is no value of its own: it reads
 * whether a grade is given and, chosen, sets the strength or the grade, so no `strengthSystem`
 * reaches the URL and a link of the specification's (`strength=3500`) opens as it did.
 */
export function strengthSystemState(state: CalculatorState): CalculatorState {
  return {
    ...state,
    draft: { ...state.draft, strengthSystem: strengthSystemOf(state.draft) },
    setValue: (_name, system) => state.setDraft(giveStrength(system)),
  }
}

/**
 * The form as the grade list sees it: the grade as the engine reads it, so that a link typed in
 * small letters (`grade=m20`) shows the M20 it is worked out with, not the list's first grade.
 */
export function gradeState(state: CalculatorState): CalculatorState {
  const grade = parseConcreteForm(state.draft).grade
  return grade && grade !== state.draft.grade
    ? { ...state, draft: { ...state.draft, grade } }
    : state
}

/**
 * The draft's values from the prerendered form as typed before the calculator's code came: its
 * "Give the strength" list is no field of its own, so a grade chosen there (`strengthSystem=grade`)
 * gives the grade, M20 first, as the list does once the code is here.
 *
 * @example
 * strengthFromTyped({ strengthSystem: 'grade', strength: '3000', shape: 'slab' })
 * // { strength: '', shape: 'slab', grade: 'M20' }
 */
export function strengthFromTyped(typed: CalculatorValues): CalculatorValues {
  const { strengthSystem, ...values } = typed
  return strengthSystem === 'grade' ? giveStrength('grade')(values) : values
}
