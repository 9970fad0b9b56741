import { render, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { estimateQuoteHref, useEstimateMessage } from './estimate-link'

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
