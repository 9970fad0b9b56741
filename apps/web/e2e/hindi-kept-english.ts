import type { Locator, Page } from '@playwright/test'

/**
 * Measures written as two words in Latin letters, taken out of a text before its words are
 * checked (so that "in" of "sq in" does not allow the English word "in" everywhere).
 */
const keptPhrases = /\b(?:sq ft|sq in|cu ft|cu yd|BTU\/h|M-sand)(?![A-Za-z])/g

/**
 * The words in Latin letters a reader of the Hindi site may meet, each kept in English by choice
 * (reviewed with app/content/hi/GLOSSARY.md), besides the phrases above and any single capital
 * letter (a unit, 40 A, 4 L; a shape, an L-shaped stair; G+2 floors, 3D, zone IV's letters).
 * Anything else in Latin letters on a /hi/ page is English that should have been Hindi. Text
 * marked `lang="en"` (the language switch's "English") and e-mail and web addresses are not words
 * of the page and are not listed.
 */
export const keptInEnglish: ReadonlySet<string> = new Set([
  // Units as builders, bills and the specification's calculators write them: 30 x 40 ft, kW, kWh,
  // BTU, HP, kg, PSI, the US gallon, 20 mm aggregate, m³.
  'x',
  'mm',
  'm',
  'kW',
  'kWh',
  'BTU',
  'HP',
  'kg',
  'PSI',
  'US',
  // Abbreviations a Bihar homeowner meets in English on drawings, bills and forms: RCC frames, EMI,
  // ISI marks and IS codes (BIS), FAR, the AAI's NOC, RERA, DPC, cement (OPC) and blocks (AAC),
  // pipes (CPVC, uPVC, SWR), wires (FR, FRLS), steel (Fe 500), the bill of quantities (BOQ), HVAC
  // and AC, LED, a WC, a JCB, a DG set, seismic zone IV, the NCR, ROI, SMS; on the privacy policy
  // GDPR, HTTPS and IP (address); arctan in a staircase's working. In the articles and guides: TMT
  // bars and their bar bending schedule (BBS), cements (PPC, PSC), the RCCB, seismic zone III, GST,
  // PAN and the RBI.
  'TMT',
  'BBS',
  'PPC',
  'PSC',
  'RCCB',
  'III',
  'GST',
  'PAN',
  'RBI',
  'RCC',
  'EMI',
  'ISI',
  'IS',
  'BIS',
  'FAR',
  'AAI',
  'NOC',
  'RERA',
  'DPC',
  'OPC',
  'AAC',
  'CPVC',
  'uPVC',
  'UPVC',
  'SWR',
  'FR',
  'FRLS',
  'Fe',
  'BOQ',
  'HVAC',
  'AC',
  'LED',
  'WC',
  'JCB',
  'DG',
  'IV',
  'NCR',
  'ROI',
  'SMS',
  'GDPR',
  'HTTPS',
  'IP',
  'arctan',
  // Names: the apps a visitor knows by these names (the contact bar's WhatsApp, the names of the
  // owner's social profiles), and the company's name as its owner may write it.
  'WhatsApp',
  'Facebook',
  'Instagram',
  'YouTube',
  'Nirman',
  'Constructions',
])

/** The words of `text` in Latin letters that a Hindi page should not show. */
export function englishWords(text: string): string[] {
  const words =
    text
      .replace(/\S+@\S+/g, ' ')
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/\b[\w-]+\.(?:in|com)\b/g, ' ')
      .replace(keptPhrases, ' ')
      .match(/[A-Za-z][A-Za-z'’]*/g) ?? []
  return words.filter((word) => !/^[A-Z]$/.test(word) && !keptInEnglish.has(word))
}

/**
 * Every word in Latin letters a reader meets in `scope` (its text, and the placeholders, image
 * descriptions, labels and titles a screen reader reads) that is not kept in English by choice,
 * each as "word: the text it stands in". Each text node is read apart, so a figure never runs
 * into a unit; text inside `lang="en"`, hidden, or in a script is not read.
 */
export async function englishIn(scope: Page | Locator): Promise<string[]> {
  const root = 'goto' in scope ? scope.locator('body') : scope
  const texts = await root.evaluate((element) => {
    const found: string[] = []
    const english = (node: Element | null) => node?.closest('[lang^="en"]') != null
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, noscript, template') || english(parent))
        continue
      if (parent.checkVisibility()) found.push(node.textContent ?? '')
    }
    for (const labelled of element.querySelectorAll(
      '[placeholder], [alt], [aria-label], [title]',
    )) {
      if (english(labelled)) continue
      for (const name of ['placeholder', 'alt', 'aria-label', 'title']) {
        const value = labelled.getAttribute(name)
        if (value) found.push(value)
      }
    }
    return found
  })
  return texts.flatMap((text) =>
    englishWords(text).map((word) => `${word}: "${text.trim().slice(0, 120)}"`),
  )
}
