import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { leaveHindiPage, renderCalculatorInHindi } from '../test-utils'
import CostEstimatorCalculator from './cost-estimator-calculator'

afterEach(leaveHindiPage)

describe('the Construction Cost Estimator on a Hindi page', () => {
  it('estimates in Hindi and sends the estimate with its amounts in lakh', async () => {
    const page = await renderCalculatorInHindi('cost-estimator', CostEstimatorCalculator)
    expect(screen.getByRole('option', { name: 'रिहायशी (₹1,500 प्रति sq ft)' })).toHaveValue(
      'residential',
    )
    await page.type(/बिल्ट-अप एरिया/, '1000')
    await page.choose(/फ़िनिशिंग का स्तर/, 'premium')
    await page.calculate()

    // Patna, residential: base 1,000 × ₹1,500 = ₹15,00,000; material 65% × 1 = ₹9,75,000,
    // labour 35% = ₹5,25,000; total 15,00,000 × 1 (Patna) × 1.3 (premium) = ₹19,50,000.
    const result = within(page.result())
    expect(result.getByText('कुल अनुमान', { selector: 'dt' })).toBeInTheDocument()
    expect(result.getByText('₹19,50,000')).toBeInTheDocument()
    expect(result.getByText('₹9,75,000')).toBeInTheDocument()
    expect(
      result.getByText(
        'सामान और मज़दूरी स्टैंडर्ड फ़िनिशिंग के हिसाब से दिखाए गए हैं; कुल अनुमान में प्रीमियम फ़िनिशिंग का ख़र्च ऊपर से जुड़ा है।',
      ),
    ).toBeInTheDocument()
    expect(result.getByText('एरिया × रिहायशी इमारत का प्रति sq ft रेट')).toBeInTheDocument()
    expect(result.getByText('1,000 × ₹1,500 = ₹15,00,000')).toBeInTheDocument()
    expect(result.getByRole('link', { name: 'विस्तृत कोटेशन' })).toHaveAttribute('href', '/hi/contact')

    const send = result.getByRole('link', { name: 'यह अनुमान कोटेशन अनुरोध के साथ भेजें' })
    const href = new URL(send.getAttribute('href') ?? '', 'https://example.test')
    expect(href.pathname).toBe('/hi/contact')
    const message = href.searchParams.get('estimate') ?? ''
    // ₹19,50,000 = 19.5 lakh; ₹15,00,000 = 15 lakh; ₹9,75,000 = 9.75 lakh; ₹5,25,000 = 5.25 lakh.
    expect(message.split('\n').slice(0, 4)).toEqual([
      'निर्माण लागत अनुमान कैलकुलेटर से निकला अनुमान:',
      'कुल अनुमान: ₹19,50,000 (₹19.5 लाख)',
      'बेस लागत: ₹15,00,000 (₹15 लाख)',
      'सामान: ₹9,75,000 (₹9.75 लाख), मज़दूरी: ₹5,25,000 (₹5.25 लाख)',
    ])
    // The link back opens the calculator in Hindi, with the inputs.
    expect(message).toMatch(
      /मेरी भरी हुई जानकारी: https:\/\/\S+\/hi\/resources\/cost-estimator\?area=1000&/,
    )
  })

  it('reads the area in Hindi units, says it in Hindi, and refuses in Hindi', async () => {
    const page = await renderCalculatorInHindi('cost-estimator', CostEstimatorCalculator)
    const area = screen.getByRole('textbox', { name: /बिल्ट-अप एरिया/ })
    expect(area).toHaveAccessibleDescription(
      'सभी मंज़िलें मिलाकर, कम से कम 100 sq ft। या इकाई के साथ लिखें, जैसे 2 कट्ठा या 300 गज।',
    )
    // Below 100 sq ft: 1 धुर = 1,361.25 ÷ 20 = 68.06 वर्ग फुट.
    await page.type(/बिल्ट-अप एरिया/, '1 धुर')
    expect(screen.getByText('1 धुर = 68.06 वर्ग फुट')).toBeInTheDocument()
    // A change elsewhere in the form keeps the field's own check.
    await page.choose(/फ़िनिशिंग का स्तर/, 'luxury')
    await page.calculate()
    expect(area).toHaveProperty('validationMessage', 'यह कम से कम 100 वर्ग फुट होना चाहिए')
    expect(screen.getByRole('alert')).toHaveTextContent('यह कम से कम 100 वर्ग फुट होना चाहिए')
    expect(page.urlValues()).toEqual({})

    await page.type(/बिल्ट-अप एरिया/, 'दो कट्ठा')
    await page.calculate()
    expect(area).toHaveProperty('validationMessage', '“दो कट्ठा” से पहले संख्या लिखें, जैसे 2 कट्ठा।')
    expect(page.urlValues()).toEqual({})

    // Devanagari digits: २ कट्ठा = 2 × 1,361.25 = 2,722.5 sq ft; × ₹1,500 = ₹40,83,750, and the
    // luxury finish × 1.6 = ₹65,34,000.
    await page.type(/बिल्ट-अप एरिया/, '२ कट्ठा')
    expect(screen.getByText('2 कट्ठा = 2,722.5 वर्ग फुट')).toBeInTheDocument()
    await page.calculate()
    const result = within(page.result())
    expect(result.getByText('₹65,34,000')).toBeInTheDocument()
    expect(result.getByText('2 कट्ठा = 2,722.5 वर्ग फुट', { selector: 'dd' })).toBeInTheDocument()
    const send = result.getByRole('link', { name: 'यह अनुमान कोटेशन अनुरोध के साथ भेजें' })
    const message =
      new URL(send.getAttribute('href') ?? '', 'https://example.test').searchParams.get(
        'estimate',
      ) ?? ''
    expect(message.split('\n')[1]).toBe('बिल्ट-अप एरिया: 2 कट्ठा = 2,722.5 वर्ग फुट')
  })
})
