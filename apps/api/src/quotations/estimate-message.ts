import type { FormValues } from '@nirman/calc-engine'

// The calculator estimate a visitor attached to a quote request, read back from the request's
// message. The website writes it (apps/web/app/features/quote/estimate-link.ts `estimateMessage`,
// and features/calculators/estimate-message.ts on a Hindi page) as
//
//   Estimate from the Paint Calculator:          पेंट कैलकुलेटर से निकला अनुमान:
//   Paint needed: 6.2 litres                     लगने वाला पेंट: 6.2 लीटर
//   Rates as of 1 Dec 2026        (when a card)  दरें 1 दिस॰ 2026 के अनुसार
//
//   My inputs: https://<site>/resources/paint-calculator?length=12&...
//                                                मेरी भरी हुई जानकारी: https://<site>/hi/resources/...
//
// and the visitor may have written more around it before sending.

/** The calculators of the website, by the slug of their page (apps/web/app/content/site-map.ts). */
export const calculatorSlugs = [
  'cost-estimator',
  'materials-calculator',
  'paint-calculator',
  'concrete-calculator',
  'flooring-calculator',
  'roof-calculator',
  'land-grading-calculator',
  'electrical-calculator',
  'plumbing-calculator',
  'staircase-calculator',
  'hvac-calculator',
  'renovation-roi-calculator',
  'loan-calculator',
] as const
export type CalculatorSlug = (typeof calculatorSlugs)[number]

/** True for the slug of one of the website's calculators. */
export const isCalculatorSlug = (slug: string): slug is CalculatorSlug =>
  (calculatorSlugs as readonly string[]).includes(slug)

/** An estimate found in a message. */
export interface AttachedEstimate {
  /** The link back to the calculator with its inputs, as written. */
  link: string
  /** The result in the message's lines (and the rate card's day), without the heading. */
  summary: string
  /** The calculator of the link's path; null when the link cannot be read as one. */
  slug: CalculatorSlug | null
  /** The link's query: the calculator's form values; null when the link cannot be read. */
  inputs: FormValues | null
}

// "My inputs:" in English, "मेरी भरी हुई जानकारी:" on a Hindi page, then the link.
const inputsLine = /(?:My inputs:|मेरी भरी हुई जानकारी:)[ \t]*(\S+)/u
const headings = [/^Estimate from the .+:$/u, /^.+ से निकला अनुमान:$/u]
const calculatorPath = /^(?:\/hi)?\/resources\/([a-z-]+)\/?$/

/**
 * The estimate attached to `message`, or null when it has none (no "My inputs:" link: the
 * website leaves the link out only when it cannot fit, and a request without it carries no inputs).
 *
 * @example
 * attachedEstimate('Estimate from the Paint Calculator:\n6.2 litres\n\nMy inputs: https://nirman.in/resources/paint-calculator?length=12')
 * // { link: 'https://nirman.in/resources/paint-calculator?length=12', summary: '6.2 litres',
 * //   slug: 'paint-calculator', inputs: { length: '12' } }
 */
export function attachedEstimate(message: string): AttachedEstimate | null {
  const found = inputsLine.exec(message)
  const link = found?.[1]
  if (found === null || link === undefined) return null
  const lines = message
    .slice(0, found.index)
    .split('\n')
    .map((line) => line.trim())
  const headingAt = lines.findIndex((line) => headings.some((heading) => heading.test(line)))
  const summary = lines
    .slice(headingAt + 1)
    .filter((line) => line !== '')
    .join('\n')
  return { link, summary, ...calculatorOfLink(link) }
}

/** The calculator and the inputs of a link back to a calculator, or nulls when it is not one. */
function calculatorOfLink(link: string): Pick<AttachedEstimate, 'slug' | 'inputs'> {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return { slug: null, inputs: null }
  }
  const slug = calculatorPath.exec(url.pathname)?.[1]
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { slug: null, inputs: null }
  if (slug === undefined || !isCalculatorSlug(slug)) return { slug: null, inputs: null }
  // The first of a repeated field, as URLSearchParams.get reads it on the website's page; own
  // properties only (a field named `__proto__` or `constructor` is a field like any other).
  const inputs = new Map<string, string>()
  for (const [key, value] of url.searchParams) {
    if (!inputs.has(key)) inputs.set(key, value)
  }
  return { slug, inputs: Object.fromEntries(inputs) }
}
