import type { Lang } from './lang'

// Amounts as people in Bihar say them: in lakh (1,00,000) and crore (1,00,00,000), in the page's
// language ("12 lakh", "12 लाख", "1.5 crore", "1.5 करोड़"); figures keep Indian grouping
// (₹12,34,567: formatINR of @nirman/calc-engine, the same in both languages).
const words: Record<Lang, { lakh: string; crore: string; thousand: string }> = {
  en: { lakh: 'lakh', crore: 'crore', thousand: 'thousand' },
  hi: { lakh: 'लाख', crore: 'करोड़', thousand: 'हज़ार' },
}

const upToTwoDecimals = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })

/**
 * Rupees in words for running text: `amountInWords('hi', 1_200_000)` is '₹12 लाख',
 * `amountInWords('en', 15_000_000)` is '₹1.5 crore', `amountInWords('hi', 45_000)` is '₹45 हज़ार';
 * below a thousand, the figure ('₹850'). Rounded to two decimals of the unit.
 */
export function amountInWords(lang: Lang, rupees: number): string {
  const { lakh, crore, thousand } = words[lang]
  const amount = Math.abs(rupees)
  const sign = rupees < 0 ? '-' : ''
  if (amount >= 1e7) return `${sign}₹${upToTwoDecimals.format(amount / 1e7)} ${crore}`
  if (amount >= 1e5) return `${sign}₹${upToTwoDecimals.format(amount / 1e5)} ${lakh}`
  if (amount >= 1e3) return `${sign}₹${upToTwoDecimals.format(amount / 1e3)} ${thousand}`
  return `${sign}₹${upToTwoDecimals.format(amount)}`
}

/**
 * An amount for a summary line: its figure (as the page writes it, formatINR of
 * @nirman/calc-engine), and from a lakh up the same in words, as it is said:
 * `amountInFiguresAndWords('hi', { value: 2_535_000, text: '₹25,35,000' })` is
 * '₹25,35,000 (₹25.35 लाख)'; below a lakh the figure alone ('₹2,178': "₹2.18 हज़ार" is not how
 * anyone says it).
 */
export function amountInFiguresAndWords(
  lang: Lang,
  amount: { readonly value: number; readonly text: string },
): string {
  return Math.abs(amount.value) >= 1e5
    ? `${amount.text} (${amountInWords(lang, amount.value)})`
    : amount.text
}
