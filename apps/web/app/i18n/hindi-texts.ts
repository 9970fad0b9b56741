import type { HindiFirstLoad } from './hindi-first-load'

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
