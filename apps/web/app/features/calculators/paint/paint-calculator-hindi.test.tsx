import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { leaveHindiPage, renderCalculatorInHindi } from '../test-utils'
import PaintCalculator from './paint-calculator'

afterEach(leaveHindiPage)

describe('the Paint calculator on a Hindi page', () => {
  it('asks in Hindi and answers in Hindi, with the figures of the English page', async () => {
    const page = await renderCalculatorInHindi('paint-calculator', PaintCalculator)
    await page.type(/कमरे की लंबाई/, '12')
    await page.type(/कमरे की चौड़ाई/, '10')
    await page.type(/दीवार की ऊँचाई/, '10')
    await page.type('खिड़कियाँ', '2')
    await page.calculate()

    // Walls 2 × (12 + 10) × 10 = 440 sq ft, less a door (21) and two windows (30): 389 sq ft;
    // 389 ÷ 125 × 2 coats = 6.224 litres, "6.2 लीटर"; 7 litres in cans: 1 × 4 L + 3 × 1 L.
    const result = within(page.result())
    expect(result.getByText('6.2 लीटर')).toBeInTheDocument()
    expect(result.getByText('1 × 4 L, 3 × 1 L')).toBeInTheDocument()
    expect(result.getByText('हिसाब कैसे लगाया')).toBeInTheDocument()
    expect(result.getByText('दीवारों का एरिया', { selector: 'li span' })).toBeInTheDocument()
    expect(result.getByText('2 × (लंबाई + चौड़ाई) × ऊँचाई')).toBeInTheDocument()
    expect(
      result.getByText('पेंट होने वाला एरिया ÷ स्टैंडर्ड पेंट का एक लीटर जितना एरिया ढकता है × कोट'),
    ).toBeInTheDocument()
    expect(result.getByText('389 ÷ 125 × 2 = 6.22 लीटर')).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'प्रीमियम' })).toHaveValue('premium')
  })
})
