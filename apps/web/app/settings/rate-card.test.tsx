import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useRateCard } from './rate-card'
import { giveCompanyDetails, giveRateCard } from './test-utils'

/** What a calculator reads of the card: the residential rate and the day. */
function CardRate() {
  const { rateCard, asOf } = useRateCard()
  const rate = rateCard.costEstimate?.ratePerSqFt?.residential
  return (
    <p>{`${rate ? `₹${rate} per sq ft` : 'the specification’s rates'} as of ${asOf ?? 'no day'}`}</p>
  )
}

describe('useRateCard', () => {
  it('gives no card where the page has none (the build, or no card saved)', () => {
    render(<CardRate />)
    expect(screen.getByText('the specification’s rates as of no day')).toBeInTheDocument()
  })

  it('gives no card to a page whose settings have company details only', () => {
    giveCompanyDetails({ phones: ['+91 94310 12345'] })
    render(<CardRate />)
    expect(screen.getByText('the specification’s rates as of no day')).toBeInTheDocument()
  })

  it("gives a part drawn in the browser the page's card and its day at once", () => {
    giveRateCard({ costEstimate: { ratePerSqFt: { residential: 1900 } } })
    render(<CardRate />)
    expect(screen.getByText('₹1900 per sq ft as of 2026-12-01')).toBeInTheDocument()
  })

  it('gives none to the prerender, and the card right after a hydration without mismatch', async () => {
    giveRateCard({ costEstimate: { ratePerSqFt: { residential: 1900 } } })
    const html = renderToString(<CardRate />)
    expect(html).toContain('the specification’s rates as of no day')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const problems: unknown[] = []
    const root = await act(async () =>
      hydrateRoot(container, <CardRate />, {
        onRecoverableError: (error) => problems.push(error),
      }),
    )
    expect(container).toHaveTextContent('₹1900 per sq ft as of 2026-12-01')
    expect(problems).toEqual([])
    act(() => root.unmount())
    container.remove()
  })
})
