import { describe, expect, it } from 'vitest'
import { defaultPlumbingRates } from './index'

describe('defaultPlumbingRates', () => {
  it('exposes the constants of the specification', () => {
    expect(defaultPlumbingRates).toEqual({
      baseLengthsFeet: {
        residential: { mainSupply: 30, branchSupply: 15, mainDrain: 40, branchDrain: 20 },
        commercial: { mainSupply: 50, branchSupply: 25, mainDrain: 60, branchDrain: 30 },
        industrial: { mainSupply: 80, branchSupply: 40, mainDrain: 100, branchDrain: 50 },
      },
      mainExtraFeetPerFloor: 15,
      fixtureSupplyFeet: 5,
      fixtureDrainFeet: 3,
      ventFeetPerFloor: 15,
      runSizesInches: {
        mainSupply: 1,
        branchSupply: 0.75,
        fixtureSupply: 0.5,
        mainDrain: 4,
        branchDrain: 2,
        fixtureDrain: 1.5,
        vent: 2,
      },
      drainPipeType: 'upvc',
      // 3 in has a price though no default run uses it; plumbing.test.ts prices a 3 in main drain
      pricePerFoot: {
        upvc: { 0.5: 15, 0.75: 25, 1: 35, 1.5: 50, 2: 80, 3: 120, 4: 180 },
        cpvc: { 0.5: 25, 0.75: 40, 1: 60, 1.5: 90, 2: 130, 3: 200, 4: 300 },
        copper: { 0.5: 120, 0.75: 180, 1: 240, 1.5: 350, 2: 480, 3: 700, 4: 1000 },
      },
      fixturesPerBathroom: 4,
      fixturesPerKitchen: 2,
      fixturePrices: {
        toilet: 5000,
        sinkBasin: 3000,
        shower: 4000,
        bathtub: 15000,
        kitchenSink: 5000,
        washingMachineConnection: 1000,
        waterHeaterConnection: 1000,
        floorDrain: 500,
        mainShutOffValve: 1200,
        angleValve: 300,
      },
      bathroomsPerBathtub: 2,
      angleValvesPerBathroom: 3,
      angleValvesPerKitchen: 2,
      occupantsPerBathroom: 2,
      occupantsPerFixture: 2,
      storageLitresPerPerson: { residential: 200, commercial: 50, industrial: 100 },
      storageBands: [
        { upToLitres: 1000, rupeesPerLitre: 1.5 },
        { upToLitres: 5000, rupeesPerLitre: 1.2 },
      ],
      storageRupeesPerLitreAbove: 1,
      heaterLitresPerBathroom: { storage: 50, instant: 5, solar: 100, none: 0 },
      pumpBands: [
        { upToFloors: 1, advice: 'No pump required if municipal pressure is adequate' },
        { upToFloors: 3, advice: '0.5 HP pump recommended' },
        { upToFloors: 6, advice: '1 HP pump with pressure tank recommended' },
      ],
      pumpAdviceAbove: 'Multi-stage pump system with pressure booster required',
      labourRate: 0.4,
    })
  })
})
