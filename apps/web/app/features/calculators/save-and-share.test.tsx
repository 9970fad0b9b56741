import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { giveCompanyDetails } from '../../settings/test-utils'
import HvacCalculator from './hvac/hvac-calculator'
import PaintCalculator from './paint/paint-calculator'
import { leaveHindiPage, renderCalculator, renderCalculatorInHindi } from './test-utils'

// "Save or print" and "Share on WhatsApp" under a result (issue 25, item 5).

const roomLink = 'length=12&width=10&height=10&doors=1&windows=2&quality=standard&coats=2'

/** The printout, drawn at the end of the page's body while a print lasts. */
function sheet(): HTMLElement | null {
  return document.body.querySelector('[data-print-sheet]')
}

/** The printout's inputs (its first list, before the result's), label and value by line. */
function inputLines(printout: HTMLElement): string[][] {
  return [...(printout.querySelector('dl')?.querySelectorAll('dt') ?? [])].map((term) => [
    term.textContent ?? '',
    term.nextElementSibling?.textContent ?? '',
  ])
}

let print: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  // jsdom has no printing: the browser's dialog is where the test stops.
  print = vi.spyOn(window, 'print').mockImplementation(() => {})
})
afterEach(() => {
  print.mockRestore()
  window.dispatchEvent(new Event('afterprint'))
})

describe('Save or print', () => {
  it('prints one sheet: the company, the inputs, the result, the working opened and the link', async () => {
    giveCompanyDetails({
      name: 'Nirman Constructions',
      phones: ['+91 94310 12345'],
      email: 'info@nirman.example',
      publicUrl: 'https://nirman.example',
    })
    const page = renderCalculator(PaintCalculator, roomLink)
    expect(sheet()).toBeNull()
    await page.user.click(within(page.result()).getByRole('button', { name: 'Save or print' }))
    expect(print).toHaveBeenCalledOnce()

    const printout = sheet()
    if (!printout) throw new Error('no printout')
    const on = within(printout)
    expect(on.getByText('Nirman Constructions')).toBeInTheDocument()
    expect(on.getByText('+91 94310 12345 · info@nirman.example')).toBeInTheDocument()
    expect(on.getByText('nirman.example')).toBeInTheDocument()
    expect(on.getByRole('heading', { level: 1, name: 'Paint Calculator' })).toBeInTheDocument()
    expect(on.getByText(/^Worked out on \d{1,2} \w{3} \d{4}$/)).toBeInTheDocument()
    // The inputs as the form labels them, the choices in their words.
    expect(inputLines(printout)).toEqual([
      ['Room length (ft)', '12'],
      ['Room width (ft)', '10'],
      ['Wall height (ft)', '10'],
      ['Doors', '1'],
      ['Windows', '2'],
      ['Paint quality', expect.stringMatching(/^Standard/)],
      ['Coats', '2 coats'],
    ])
    // The result (6.2 litres: paint-calculator.test.tsx works it out) and its working, opened.
    expect(on.getByText('6.2 litres')).toBeInTheDocument()
    expect(on.getByText('How we worked this out').closest('details')).toHaveAttribute('open')
    expect(on.getByText('2 × (12 + 10) × 10 = 440 sq ft')).toBeVisible()
    expect(
      on.getByText(
        `To open this estimate again: https://nirman.example/resources/paint-calculator?${roomLink}`,
      ),
    ).toBeInTheDocument()
    expect(on.getByText(/^Results are estimates/)).toBeInTheDocument()
    // No button on paper: the sheet has none, and the print styles leave the page out.
    expect(on.queryAllByRole('button')).toEqual([])
    expect(on.queryByText('Send this estimate with a quote request')).not.toBeInTheDocument()

    // After the print, the sheet goes.
    fireEvent(window, new Event('afterprint'))
    expect(sheet()).toBeNull()
  })

  it("is drawn for the browser's own Print too, and names no phone the owner did not give", () => {
    renderCalculator(PaintCalculator, roomLink)
    fireEvent(window, new Event('beforeprint'))
    const printout = sheet()
    if (!printout) throw new Error('no printout')
    expect(within(printout).getByText('Nirman Constructions')).toBeInTheDocument()
    expect(printout).not.toHaveTextContent(/\+91|98765/)
    expect(inputLines(printout)[0]).toEqual(['Room length (ft)', '12'])
  })

  it('prints the inputs of a result that replaced its form (HVAC)', async () => {
    const page = renderCalculator(
      HvacCalculator,
      'floorArea=1500&ceilingHeight=8&occupants=5&buildingType=office&climate=extreme&insulation=good&windows=extensive&appliances=high',
    )
    expect(screen.queryByRole('button', { name: 'Calculate' })).not.toBeInTheDocument()
    await page.user.click(within(page.result()).getByRole('button', { name: 'Save or print' }))
    const printout = sheet()
    if (!printout) throw new Error('no printout')
    expect(inputLines(printout)).toEqual([
      ['Floor area to cool (sq ft)', '1500'],
      ['Ceiling height (ft)', '8'],
      ['People usually inside', '5'],
      ['Building type', 'Office'],
      ['Climate', 'Extreme'],
      ['Insulation', 'Good'],
      ['Windows', 'Many windows'],
      ['Appliance heat', 'High'],
    ])
    // 6.21 tons: hvac-calculator.test.tsx works it out.
    expect(within(printout).getByText('6.21 tons (74,528 BTU/h)')).toBeInTheDocument()
    // The form stays replaced by the result on the screen.
    expect(screen.queryByRole('button', { name: 'Calculate' })).not.toBeInTheDocument()
  })

  it('prints in Hindi on a Hindi page', async () => {
    try {
      const page = await renderCalculatorInHindi('paint-calculator', PaintCalculator, roomLink)
      await page.user.click(within(page.result()).getByRole('button', { name: 'सेव या प्रिंट करें' }))
      const printout = sheet()
      if (!printout) throw new Error('no printout')
      const on = within(printout)
      expect(on.getByRole('heading', { level: 2, name: 'आपकी भरी हुई जानकारी' })).toBeInTheDocument()
      expect(on.getByText(/ को निकाला गया$/)).toBeInTheDocument()
      expect(on.getByText('हमने हिसाब कैसे लगाया').closest('details')).toHaveAttribute('open')
      expect(
        on.getByText(
          `यह अनुमान फिर से खोलने के लिए: https://www.nirmanconstructions.in/hi/resources/paint-calculator?${roomLink}`,
        ),
      ).toBeInTheDocument()
    } finally {
      leaveHindiPage()
    }
  })
})

describe('Share on WhatsApp', () => {
  it('opens WhatsApp with the calculator, the result and the link that reopens it', () => {
    giveCompanyDetails({ publicUrl: 'https://nirman.example' })
    const page = renderCalculator(PaintCalculator, roomLink)
    const share = within(page.result()).getByRole('link', { name: 'Share on WhatsApp' })
    const href = new URL(share.getAttribute('href') ?? '')
    expect(href.origin + href.pathname).toBe('https://wa.me/')
    const message = href.searchParams.get('text') ?? ''
    expect(message.startsWith('Paint Calculator\n')).toBe(true)
    expect(message).toContain('6.2 litres')
    expect(
      message.endsWith(
        `\n\nOpen this estimate: https://nirman.example/resources/paint-calculator?${roomLink}`,
      ),
    ).toBe(true)
    expect(share).toHaveAttribute('target', '_blank')
  })
})
