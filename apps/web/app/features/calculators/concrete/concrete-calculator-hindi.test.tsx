import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { leaveHindiPage, renderCalculatorInHindi } from '../test-utils'
import ConcreteCalculator from './concrete-calculator'

afterEach(leaveHindiPage)

// The slab of the English test: 20 × 27 ft, 6 in thick, no wastage, M20.
const m20Slab = 'shape=slab&length=20&width=27&thickness=6&wastage=0&grade=M20'

describe('the Concrete calculator on a Hindi page', () => {
  it('offers the PSI strength and the Indian grades in Hindi', async () => {
    const page = await renderCalculatorInHindi('concrete-calculator', ConcreteCalculator)
    expect(screen.getByRole('option', { name: 'PSI में (अमेरिकी)' })).toHaveValue('psi')
    await page.choose('मज़बूती कैसे बताएँ', 'grade')
    expect(screen.getByLabelText('कंक्रीट का ग्रेड')).toHaveValue('M20')
    expect(screen.getByRole('option', { name: 'M15 (मिक्स 1:2:4)' })).toHaveValue('M15')
  })

  it('answers a grade in m³ and 50 kg bags, with the site mix’s cost and its working', async () => {
    const page = await renderCalculatorInHindi('concrete-calculator', ConcreteCalculator, m20Slab)
    // The figures of the English test: 7.65 m³, 62 bags (3,083 kg), 3.21 m³ of sand, 6.42 m³ of
    // gitti, 1,541 litres; the site mix ₹26,660 + ₹6,804 + ₹23,711 = ₹57,175.
    const result = within(page.result())
    expect(result.getByText('7.65 m³ (10 cu yd)')).toBeInTheDocument()
    expect(result.getByText('50 kg की 62 बोरी (3,083 kg)')).toBeInTheDocument()
    expect(result.getByText('गिट्टी', { selector: 'dt' }).nextSibling).toHaveTextContent('6.42 m³')
    expect(result.getByText('1,541 लीटर')).toBeInTheDocument()
    expect(
      result.getByText('साइट पर मिक्स करने का सामान', { selector: 'dt' }).nextSibling,
    ).toHaveTextContent('₹57,175')
    expect(result.getByText('या रेडी-मिक्स कंक्रीट').nextSibling).toHaveTextContent('₹60,000')

    await page.user.click(result.getByText('हमने हिसाब कैसे लगाया'))
    expect(result.getByText('50 किलो की बोरियों में सीमेंट')).toBeVisible()
    expect(
      result.getByText('11.774 × 1 ÷ 5.5 × 1,440 ÷ 50 = 62 बोरी (3,082.69 किलो)'),
    ).toBeVisible()
    expect(result.getByText('साइट पर मिक्स करने का सामान', { selector: 'li span' })).toBeVisible()

    const link = screen.getByRole('link', { name: 'यह अनुमान कोटेशन अनुरोध के साथ भेजें' })
    const sent = new URL(link.getAttribute('href') ?? '', 'https://example.test').searchParams
    expect(sent.get('estimate')?.split('\n')).toEqual(
      expect.arrayContaining([
        'मँगवाने लायक कंक्रीट: 7.65 m³ (10 cu yd), M20 (मिक्स 1:1.5:3)',
        'सीमेंट: 50 kg की 62 बोरी, बालू 3.21 m³, गिट्टी 6.42 m³',
        'साइट पर मिक्स करने का सामान: ₹57,175',
        'या रेडी-मिक्स: 1 ट्रक, ₹60,000',
      ]),
    )
  })
})
