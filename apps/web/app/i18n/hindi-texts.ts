import type { HindiFirstLoad } from './hindi-first-load'
import type { HindiForms } from './hindi-forms'
import { langOf } from './lang'

// The Hindi first-load texts once they are here (see hindi-first-load.ts). Undefined on an English
// page that has not needed them; on a Hindi page they are given before anything renders.
let texts: HindiFirstLoad | undefined

/** The Hindi first-load texts, undefined until loaded (an English page). */
export function hindiTexts(): HindiFirstLoad | undefined {
  return texts
}

/** Gives the texts (the prerender imports them; the browser loads them with loadHindiTexts). */
export function provideHindiTexts(value: HindiFirstLoad): void {
  texts = value
}

/** Fetches the Hindi first-load chunk and gives it (before a Hindi page hydrates). */
export async function loadHindiTexts(): Promise<void> {
  if (!texts) provideHindiTexts((await import('./hindi-first-load')).hindiFirstLoad)
}

/** The keys of the company's details kept in English (for the types of the laid-over values). */
export type CompanyKept = HindiFirstLoad['company']['keptInEnglish'][number]

// The quote forms' Hindi texts once they are here (see hindi-forms.ts).
let forms: HindiForms | undefined
let formsLoading: Promise<void> | undefined

/**
 * The quote forms' Hindi texts, undefined until loaded. A Hindi page that draws a form before they
 * came would show it in English: every way a form reaches a Hindi page loads them first (the entry
 * for any page but the home page, the home page's form parts and the popup with their code, the
 * contact page's clientLoader on a move inside the app); reading them too early says so.
 */
export function hindiFormTexts(): HindiForms | undefined {
  if (!forms && typeof window !== 'undefined' && langOf(window.location.pathname) === 'hi') {
    console.error('A quote form drew on a Hindi page before its Hindi texts were loaded')
  }
  return forms
}

/** Gives the forms' texts (the prerender and tests import them). */
export function provideHindiFormTexts(value: HindiForms): void {
  forms = value
}

/** Fetches the forms' Hindi texts on a Hindi page (once); nothing on an English page. */
export function loadHindiFormTexts(): Promise<void> {
  if (forms || langOf(window.location.pathname) !== 'hi') return Promise.resolve()
  formsLoading ??= import('./hindi-forms').then(
    (module) => provideHindiFormTexts(module.hindiForms),
    (error: unknown) => {
      // Offline, or a new deployment replaced the chunk: try again next time.
      formsLoading = undefined
      throw error
    },
  )
  return formsLoading
}

/** `load`, once the forms' Hindi texts are here too (a part or dialog that draws a form). */
export async function withHindiFormTexts<T>(load: () => Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([load(), loadHindiFormTexts()])
  return loaded
}
