import { fitEstimate } from '../quote/estimate-link'
import type { CalculatorPanelHindi } from './calculator-hindi-texts'

/**
 * The message of a quote request sent from a calculator on a Hindi page: as estimateMessage of
 * ../quote/estimate-link.ts writes it in English (the calculator, its result, the rate card's day
 * and the whole link back to its inputs, within `estimateMaxLength` characters, the result
 * shortened with "…" to leave the rest whole), with the page's words around it.
 *
 * @example
 * estimateMessageIn(hi, 'पेंट कैलकुलेटर', '6.2 लीटर', 'https://example.in/hi/resources/paint-calculator?length=12')
 * // 'पेंट कैलकुलेटर से निकला अनुमान:\n6.2 लीटर\n\nमेरी भरी हुई जानकारी: https://…'
 */
export function estimateMessageIn(
  words: Pick<CalculatorPanelHindi, 'estimateHead' | 'estimateInputs'>,
  title: string,
  summary: string,
  link: string,
  ratesAsOf?: string,
): string {
  return fitEstimate(
    `${words.estimateHead(title)}\n`,
    summary,
    `\n\n${words.estimateInputs} ${link}`,
    ratesAsOf ? `\n${ratesAsOf}` : '',
  )
}
