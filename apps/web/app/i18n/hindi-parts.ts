import type { HindiFirstLoad } from './hindi-first-load'
import type { HindiFooter } from './hindi-footer'
import type { HindiForms } from './hindi-forms'
import { langOf } from './lang'

// The Hindi texts that are not in a page's own code, in parts fetched only for a Hindi page:
// - `firstLoad`: what every page's first load draws (header, contact bar, the company's details,
//   the home page's hero and numbers, the texts of a page that fails), hindi-first-load.ts;
// - `forms`: the quote forms' texts, hindi-forms.ts;
// - `footer`: the footer's, with its code when it nears the screen, hindi-footer.ts.
// A page's own Hindi (about.ts's texts, say) comes with its route's code instead. So an English page
// fetches no Hindi, and a Hindi page reads its texts in render through page-text.ts, which takes a
// part from here: the entry loads both before a Hindi page hydrates (the home page's forms part
// comes with the forms' code), the prerender is given both, and a part read before it came
// suspends the part of the page that needs it until it is here (never English on a Hindi page).

export interface HindiParts {
  firstLoad: HindiFirstLoad
  forms: HindiForms
  footer: HindiFooter
}
export type HindiPartName = keyof HindiParts

const importers: { [Name in HindiPartName]: () => Promise<HindiParts[Name]> } = {
  firstLoad: () => import('./hindi-first-load').then((module) => module.hindiFirstLoad),
  forms: () => import('./hindi-forms').then((module) => module.hindiForms),
  footer: () => import('./hindi-footer').then((module) => module.hindiFooter),
}

const loaded: Partial<HindiParts> = {}
const loading: { [Name in HindiPartName]?: Promise<HindiParts[Name]> } = {}

/** Gives parts at once (the prerender, and tests drawing a Hindi page). */
export function provideHindiParts(parts: Partial<HindiParts>): void {
  Object.assign(loaded, parts)
}

/** The part `name` if it is here. */
export function loadedHindiPart<Name extends HindiPartName>(
  name: Name,
): HindiParts[Name] | undefined {
  return loaded[name]
}

/** Fetches the part `name` (once; again after a failure: offline, or a new deployment). */
export function loadHindiPart<Name extends HindiPartName>(name: Name): Promise<HindiParts[Name]> {
  const here = loaded[name]
  if (here) return Promise.resolve(here)
  const pending =
    (loading[name] as Promise<HindiParts[Name]> | undefined) ??
    importers[name]().then(
      (part) => {
        loaded[name] = part
        return part
      },
      (error: unknown) => {
        loading[name] = undefined
        throw error
      },
    )
  loading[name] = pending as (typeof loading)[Name]
  return pending
}

/**
 * `load` (a part of the page's code), with the Hindi part `name` fetched beside it on a Hindi page,
 * so that the part draws in Hindi at once: `lazy(() => withHindiPart('forms', () => import(...)))`.
 */
export async function withHindiPart<T>(name: HindiPartName, load: () => Promise<T>): Promise<T> {
  // The prerender has every part, and no window.
  const needed =
    !loaded[name] && typeof window !== 'undefined' && langOf(window.location.pathname) === 'hi'
  const [module] = await Promise.all([load(), needed ? loadHindiPart(name) : undefined])
  return module
}
