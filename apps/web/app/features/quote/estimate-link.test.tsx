import { render, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import {
  estimateMessage,
  estimateQuoteHref,
  readableQuery,
  useEstimateMessage,
} from './estimate-link'

function EstimateProbe() {
  return <p>{useEstimateMessage() ?? 'no estimate'}</p>
}

function renderAt(url: string) {
  const { container } = render(
    <MemoryRouter initialEntries={[url]}>
      <EstimateProbe />
    </MemoryRouter>,
  )
  return within(container).getByRole('paragraph')
}

describe('estimateQuoteHref', () => {
  it('links to the contact form with the estimate encoded in the address', () => {
    // ':' is %3A, ' ' is %20, '₹' (U+20B9) is E2 82 B9 in UTF-8, ',' is %2C, '&' is %26.
    expect(estimateQuoteHref('Paint: ₹12,500 & 42 litres')).toBe(
      '/contact?estimate=Paint%3A%20%E2%82%B912%2C500%20%26%2042%20litres#quote-form',
    )
  })

  it('names the calculator, as the source of the request the form will send', () => {
    expect(estimateQuoteHref('Paint: 42 litres', 'paint-calculator')).toBe(
      '/contact?estimate=Paint%3A%2042%20litres&calculator=paint-calculator#quote-form',
    )
  })

  it('keeps at most 1500 characters, never cutting a character in half', () => {
    const long = `${'a'.repeat(1499)}🏠🏠`
    const href = estimateQuoteHref(long)
    const estimate = new URL(href, 'https://example.com').searchParams.get('estimate')
    // 1499 letters and one house (two UTF-16 units) make 1500 characters.
    expect(estimate).toBe(`${'a'.repeat(1499)}🏠`)
  })
})

describe('useEstimateMessage', () => {
  it('reads the estimate the address carries', () => {
    const href = estimateQuoteHref('Concrete: 3.2 m³ for the roof slab')
    expect(renderAt(href)).toHaveTextContent('Concrete: 3.2 m³ for the roof slab')
  })

  it('gives nothing when the address has no estimate', () => {
    expect(renderAt('/contact')).toHaveTextContent('no estimate')
  })

  it('gives nothing for an estimate of blanks', () => {
    expect(renderAt('/contact?estimate=%20%20')).toHaveTextContent('no estimate')
  })
})

describe('estimateMessage', () => {
  const link = 'https://www.example.in/resources/electrical-calculator?items.0.name=Fan'

  it('carries the calculator, the result and the whole link', () => {
    expect(estimateMessage('Paint Calculator', '42 litres', link)).toBe(
      `Estimate from the Paint Calculator:\n42 litres\n\nMy inputs: ${link}`,
    )
  })

  it('shortens a long summary, never the link, to stay within 1500 characters', () => {
    const message = estimateMessage('Electrical Load Calculator', 'x'.repeat(3000), link)
    expect(Array.from(message)).toHaveLength(1500)
    expect(message.endsWith(`…\n\nMy inputs: ${link}`)).toBe(true)
    // 'Estimate from the Electrical Load Calculator:\n' is 46 characters and the link's line
    // 2 + 11 + 71 = 84, so the summary keeps 1500 - 46 - 84 = 1370 characters: 1369 and '…'.
    expect(message).toContain(`:\n${'x'.repeat(1369)}…\n`)
    // What the contact form receives is the same text: the link arrives whole.
    const href = estimateQuoteHref(message)
    const estimate = new URL(href, 'https://example.com').searchParams.get('estimate')
    expect(estimate?.endsWith(link)).toBe(true)
  })

  it('names the rate card after the result, and shortens the result to keep it', () => {
    expect(estimateMessage('Paint Calculator', '42 litres', link, 'Rates as of 1 Dec 2026')).toBe(
      `Estimate from the Paint Calculator:\n42 litres\nRates as of 1 Dec 2026\n\nMy inputs: ${link}`,
    )
    const message = estimateMessage(
      'Electrical Load Calculator',
      'x'.repeat(3000),
      link,
      'Rates as of 1 Dec 2026',
    )
    expect(Array.from(message)).toHaveLength(1500)
    // The head 46 characters, the card's line 1 + 22 = 23, the link's 84: the summary keeps
    // 1500 - 46 - 23 - 84 = 1347 characters, 1346 and '…'.
    expect(message).toContain(`:\n${'x'.repeat(1346)}…\nRates as of 1 Dec 2026\n\nMy inputs: `)
    expect(message.endsWith(link)).toBe(true)
  })

  it('leaves out a link too long to fit rather than cut it', () => {
    const longLink = `https://www.example.in/?${'a'.repeat(1600)}`
    const message = estimateMessage('Paint Calculator', '42 litres', longLink)
    expect(message).toBe('Estimate from the Paint Calculator:\n42 litres')
  })
})

describe('readableQuery', () => {
  it('leaves Devanagari as it is and keeps the characters that shape a query escaped', () => {
    const params = new URLSearchParams([
      ['items.1.name', 'छत का पंखा'],
      ['note', 'a&b=c+d%'],
    ])
    // Spaces are '+' as in any query; &, =, + and % of a value stay escaped.
    expect(readableQuery(params)).toBe('items.1.name=छत+का+पंखा&note=a%26b%3Dc%2Bd%25')
    // Read back by the browser, it is the same query.
    expect(new URLSearchParams(readableQuery(params)).get('items.1.name')).toBe('छत का पंखा')
    expect(new URLSearchParams(readableQuery(params)).get('note')).toBe('a&b=c+d%')
  })

  it('is nine times shorter for a Devanagari letter than the escaped form', () => {
    // 'पंखा' is 4 code points, each 3 bytes of UTF-8 escaped as %XX: 4 x 9 = 36 characters.
    const params = new URLSearchParams([['n', 'पंखा']])
    expect(params.toString()).toHaveLength(2 + 36)
    expect(readableQuery(params)).toHaveLength(2 + 4)
  })
})
