import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { leaveHindiPage, renderCalculatorInHindi } from '../test-utils'
import PaintCalculator from './paint-calculator'

afterEach(leaveHindiPage)

describe('the Paint calculator on a Hindi page', () => {
  it('labels its fields and choices in Hindi', async () => {
    await renderCalculatorInHindi('paint-calculator', PaintCalculator)
    expect(screen.getByRole('spinbutton', { name: /^कमरे की लंबाई ?\(फ़ीट\)/ })).toBeRequired()
    expect(screen.getByRole('option', { name: 'प्रीमियम' })).toHaveValue('premium')
    expect(screen.getByRole('option', { name: '3 कोट' })).toHaveValue('3')
    expect(screen.getByRole('button', { name: 'हिसाब लगाएँ' })).toBeInTheDocument()
  })

  it('says in Hindi what is wrong with a field, and calculates nothing', async () => {
    const page = await renderCalculatorInHindi('paint-calculator', PaintCalculator)
    const doors = screen.getByLabelText('दरवाज़े')
    await page.type('दरवाज़े', '1.5')
    await page.calculate()

    // The room is left blank; 1.5 doors is between the whole numbers 1 and 2.
    expect(screen.getByLabelText(/कमरे की लंबाई/)).toHaveProperty(
      'validationMessage',
      'कृपया यह जानकारी भरें',
    )
    expect(doors).toHaveProperty('validationMessage', 'कृपया पूरी संख्या लिखें, दशमलव के बिना: जैसे 1 या 2')
    expect(screen.queryByRole('region', { name: 'आपका अनुमान' })).not.toBeInTheDocument()
    expect(page.urlValues()).toEqual({})

    // Put right, the message goes and the form calculates.
    await page.type('दरवाज़े', '1')
    expect(doors).toHaveProperty('validationMessage', '')
  })

  it('refuses a length above 1,000 feet in Hindi, and takes the result beside it away', async () => {
    const page = await renderCalculatorInHindi('paint-calculator', PaintCalculator)
    await page.type(/कमरे की लंबाई/, '12')
    await page.type(/कमरे की चौड़ाई/, '10')
    await page.type(/दीवार की ऊँचाई/, '10')
    await page.calculate()
    expect(page.result()).toBeInTheDocument()

    await page.type(/कमरे की लंबाई/, '99999999999')
    await page.calculate()
    // The maximum with the unit as the field shows it in Hindi ("फ़ीट").
    const length = screen.getByLabelText(/कमरे की लंबाई/)
    expect(length).toBeInvalid()
    expect(length).toHaveProperty('validationMessage', 'यह ज़्यादा से ज़्यादा 1,000 फ़ीट हो सकता है')
    expect(screen.queryByRole('region', { name: 'आपका अनुमान' })).not.toBeInTheDocument()
    expect(page.urlValues()).toEqual({})
    expect(length).toHaveValue(99999999999)
    expect(screen.getByLabelText(/कमरे की चौड़ाई/)).toHaveValue(10)
    expect(screen.getByLabelText(/दीवार की ऊँचाई/)).toHaveValue(10)
    expect(screen.getByLabelText('दरवाज़े')).toHaveValue(1)
  })

  it('answers in Hindi, with the figures of the English page and its working', async () => {
    const page = await renderCalculatorInHindi('paint-calculator', PaintCalculator)
    await page.type(/कमरे की लंबाई/, '12')
    await page.type(/कमरे की चौड़ाई/, '10')
    await page.type(/दीवार की ऊँचाई/, '10')
    await page.type('खिड़कियाँ', '2')
    await page.calculate()

    // Walls 2 × (12 + 10) × 10 = 440 sq ft, less a door (21) and two windows (30): 389 sq ft;
    // 389 ÷ 125 × 2 coats = 6.224 litres, "6.2 लीटर"; 7 litres in cans: 1 × 4 L + 3 × 1 L;
    // 6.224 × ₹350 = ₹2,178.4, "₹2,178".
    const result = within(page.result())
    expect(result.getByText('कितना पेंट लगेगा', { selector: 'dt' })).toBeInTheDocument()
    expect(result.getByText('6.2 लीटर')).toBeInTheDocument()
    expect(result.getByText('389 sq ft')).toBeInTheDocument()
    expect(result.getByText('1 × 4 L, 3 × 1 L')).toBeInTheDocument()
    expect(result.getByText('₹2,178')).toBeInTheDocument()

    const working = result.getByText('हमने हिसाब कैसे लगाया')
    await page.user.click(working)
    expect(result.getByText('दीवारों का एरिया', { selector: 'li span' })).toBeVisible()
    expect(result.getByText('2 × (लंबाई + चौड़ाई) × ऊँचाई')).toBeVisible()
    expect(
      result.getByText('पेंट होने वाला एरिया ÷ स्टैंडर्ड पेंट का एक लीटर जितना एरिया ढकता है × कोट'),
    ).toBeVisible()
    expect(result.getByText('389 ÷ 125 × 2 = 6.22 लीटर')).toBeVisible()
  })
})
