import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { leaveHindiPage, renderCalculatorInHindi } from '../test-utils'
import LandGradingCalculator from './land-grading-calculator'

afterEach(leaveHindiPage)

describe('the Land Grading calculator on a Hindi page', () => {
  it('takes the plot by its area in कट्ठा and works it out in Hindi', async () => {
    const page = await renderCalculatorInHindi('land-grading-calculator', LandGradingCalculator)
    const plotSize = screen.getByRole('group', { name: 'प्लॉट का नाप' })
    expect(within(plotSize).getByRole('radio', { name: 'लंबाई और चौड़ाई' })).toBeChecked()
    await page.user.click(within(plotSize).getByRole('radio', { name: 'एरिया' }))
    const area = screen.getByRole('textbox', { name: /प्लॉट का एरिया/ })

    // A text it cannot read is refused in Hindi.
    await page.type(/प्लॉट का एरिया/, '2 हेक्टेयर')
    await page.type(/ज़मीन का अभी का लेवल/, '0')
    await page.type(/चाहा गया लेवल/, '1')
    await page.calculate()
    expect(area).toHaveProperty(
      'validationMessage',
      '“हेक्टेयर” इकाई हम नहीं पहचानते: वर्ग फुट, वर्ग मीटर, गज, धुर, कट्ठा, डिसमिल, एकड़ या बीघा लिखें।',
    )
    expect(page.urlValues()).toEqual({})

    await page.type(/प्लॉट का एरिया/, '2 कट्ठा')
    expect(screen.getByText('2 कट्ठा = 2,722.5 वर्ग फुट')).toBeInTheDocument()
    await page.calculate()

    // 2 कट्ठा = 2,722.5 sq ft (0.0625 -> 0.063 एकड़), 1 ft below the target: fill 2,722.5 / 27
    // = 100.83 cu yd; + 10% compaction = 110.92 cu yd; 11.09 -> 12 trucks.
    const result = within(page.result())
    expect(result.getByText('2 कट्ठा = 2,722.5 वर्ग फुट (0.063 एकड़)')).toBeInTheDocument()
    expect(result.getByText('100.83 cu yd')).toBeInTheDocument()
    expect(result.getByText('12 ट्रक')).toBeInTheDocument()
    // Its working: the area as given.
    expect(result.getByText('जैसा आपने भरा')).toBeInTheDocument()
    expect(result.getByText('2,722.5 = 2,722.5 sq ft')).toBeInTheDocument()
    expect(page.urlValues()).toMatchObject({ area: '2 कट्ठा' })
  })
})
