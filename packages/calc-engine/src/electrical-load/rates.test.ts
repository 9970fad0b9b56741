import { describe, expect, it } from 'vitest'
import { defaultElectricalLoadRates } from './index'

describe('defaultElectricalLoadRates', () => {
  it('exposes the constants of the specification', () => {
    expect(defaultElectricalLoadRates).toEqual({
      demandFactors: {
        residential: { upToWatts: 10000, factor: 0.7, factorAbove: 0.6 },
        commercial: { upToWatts: 25000, factor: 0.65, factorAbove: 0.55 },
        industrial: { upToWatts: 50000, factor: 0.75, factorAbove: 0.65 },
      },
      singlePhaseVolts: 230,
      threePhaseVolts: 400,
      powerFactor: 0.8,
      switchSafetyFactor: 1.25,
      mainSwitchSizesAmps: [
        16, 25, 32, 40, 50, 63, 80, 100, 125, 160, 200, 250, 400, 630, 800, 1000,
      ],
      daysPerMonth: 30,
      pricePerKwh: 8,
      solarPeakSunHours: 4,
    })
  })
})
