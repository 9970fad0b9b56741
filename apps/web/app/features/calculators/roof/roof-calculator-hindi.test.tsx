import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { leaveHindiPage, renderCalculatorInHindi } from '../test-utils'
import RoofCalculator from './roof-calculator'

afterEach(leaveHindiPage)

/** The estimate sent with "Send this estimate", line by line. */
function estimateSent(): string[] {
  const link = screen.getByRole('link', { name: 'यह अनुमान कोटेशन अनुरोध के साथ भेजें' })
  const href = new URL(link.getAttribute('href') ?? '', 'https://example.test')
  return (href.searchParams.get('estimate') ?? '').split('\n')
}

describe('the Roof calculator on a Hindi page', () => {
  it('offers the RCC slab as a roof type, with its thickness and grade in Hindi', async () => {
    const page = await renderCalculatorInHindi('roof-calculator', RoofCalculator)
    expect(screen.getByRole('option', { name: 'आरसीसी स्लैब (छत की ढलाई)' })).toHaveValue('rcc-slab')
    await page.choose(/^छत का प्रकार/, 'rcc-slab')
    expect(screen.getByRole('spinbutton', { name: /^स्लैब की मोटाई ?\(इंच\)/ })).toHaveValue(5)
    expect(screen.getByRole('option', { name: 'M25 (मिक्स 1:1:2)' })).toHaveValue('M25')
  })

  it('answers an RCC slab in Hindi, with the figures of the English page and its working', async () => {
    const page = await renderCalculatorInHindi(
      'roof-calculator',
      RoofCalculator,
      'length=40&width=30&roofType=rcc-slab&thickness=5&grade=M20',
    )
    // The slab of the English test: 14.16 m³ of concrete, 115 bags, 1,111 kg of steel, ₹2,49,830.
    const result = within(page.result())
    expect(result.getByText('कुल लागत', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '₹2,49,830',
    )
    expect(result.getByText('50 kg की 115 बोरी (5,709 kg)')).toBeInTheDocument()
    expect(result.getByText('सरिया (TMT)').nextSibling).toHaveTextContent('1,111 kg')
    expect(result.getByText('2,854 लीटर')).toBeInTheDocument()

    await page.user.click(result.getByText('हमने हिसाब कैसे लगाया'))
    expect(result.getByText('छत का एरिया × मोटाई (इंच) ÷ 12 × एक cu ft में m³')).toBeVisible()
    expect(result.getByText('14.158 × 78.5 = 1,111.44 किलो')).toBeVisible()
    expect(result.getByText('कंक्रीट + सरिया + मज़दूरी')).toBeVisible()

    expect(estimateSent()).toEqual(
      expect.arrayContaining([
        'आरसीसी स्लैब की छत: 1,200 sq ft, 5 इंच मोटी, M20',
        'कंक्रीट: 14.16 m³, सीमेंट 50 kg की 115 बोरी, सरिया 1,111 kg',
        'कंक्रीट: ₹1,11,144 (₹1.11 लाख), सरिया: ₹66,686, मज़दूरी: ₹72,000',
        'कुल लागत: ₹2,49,830 (₹2.5 लाख)',
      ]),
    )
  })

  it('says in Hindi what the usual price of the material adds when none is typed', async () => {
    const page = await renderCalculatorInHindi(
      'roof-calculator',
      RoofCalculator,
      'length=40&width=30&roofType=flat&material=asphalt&wastage=15',
    )
    // 42 bundles at the usual ₹3,000: ₹1,26,000; with the labour's ₹1,800, ₹1,27,800.
    expect(
      within(page.result()).getByText(
        'कोई दाम नहीं लिखा गया, इसलिए सामान की लागत नहीं जुड़ी। आम दाम ₹3,000 प्रति बंडल पर सामान ₹1,26,000 (₹1.26 लाख) का होगा: कुल ₹1,27,800 (₹1.28 लाख)।',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'आम दाम लें: ₹3,000 प्रति बंडल' })).toBeInTheDocument()
  })
})
