import { estimateMaxLength } from '../quote/estimate-link'
import type { CalculatorPanelHindi } from './calculator-language'

/**
 * The message of a quote request sent from a calculator on a Hindi page: as estimateMessage of
 * ../quote/estimate-link.ts writes it in English (the calculator, its result and the whole link
 * back to its inputs, within `estimateMaxLength` characters, the result shortened with "…" to
 * leave the link whole), with the page's words around it.
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
): string {
  const head = `${words.estimateHead(title)}\n`
  const tail = `\n\n${words.estimateInputs} ${link}`
  const withLink = estimateMaxLength - head.length - tail.length
  const room = withLink >= 1 ? withLink : estimateMaxLength - head.length
  const characters = Array.from(summary.trim())
  const fitted =
    characters.length <= room ? characters.join('') : `${characters.slice(0, room - 1).join('')}…`
  return `${head}${fitted}${withLink >= 1 ? tail : ''}`
}
