import { describe, expect, it } from 'vitest'
import { calculatePlumbing, defaultPlumbingRates, plumbingPipeTypes } from './index'

describe('calculatePlumbing', () => {
  it('works out a two-floor house with the defaults: 2 bathrooms, 1 kitchen, uPVC, storage heater', () => {
    // fixture points = 2 * 4 + 1 * 2 = 10; branches = 2 + 1 = 3
    // supply (uPVC): main 1"     30 + 15 * (2 - 1) = 45 ft x 1  at 35 = 1575
    //                branch 0.75" 15 ft x 3 runs    = 45 ft     at 25 = 1125
    //                fixture 0.5"  5 ft x 10 runs   = 50 ft     at 15 =  750   -> 3450
    // drain (uPVC):  main 4"      40 + 15 = 55 ft x 1            at 180 = 9900
    //                branch 2"    20 ft x 3 = 60 ft              at 80  = 4800
    //                fixture 1.5"  3 ft x 10 = 30 ft             at 50  = 1500
    //                vent 2"      15 * 2 = 30 ft x 1             at 80  = 2400  -> 18600
    // pipes = 3450 + 18600 = 22050
    // fixtures: toilet 2 * 5000 = 10000; sink/basin 3 * 3000 = 9000; shower 2 * 4000 = 8000;
    //   bathtub floor(2 / 2) = 1 * 15000 = 15000; kitchen sink 1 * 5000 = 5000; washing machine 1000;
    //   water heater 1000; floor drain 3 * 500 = 1500; main valve 1200;
    //   angle valves (2 * 3 + 1 * 2) = 8 * 300 = 2400                  -> 54100
    // storage: occupants 2 * 2 = 4; 4 * 200 = 800 L <= 1000 L, so 800 * 1.5 = 1200
    // heater 2 * 50 = 100 L; 2 floors: 0.5 HP pump
    // labour = 0.4 * (22050 + 54100 + 1200) = 0.4 * 77350 = 30940; total = 77350 + 30940 = 108290
    const result = calculatePlumbing({ floors: 2 })
    expect(result.supplyPipes).toEqual([
      row('Main Supply Line', 'upvc', 1, 45, 1, 35, 1575),
      row('Branch Supply Lines', 'upvc', 0.75, 15, 3, 25, 1125),
      row('Fixture Supply Lines', 'upvc', 0.5, 5, 10, 15, 750),
    ])
    expect(result.drainPipes).toEqual([
      row('Main Drain Line', 'upvc', 4, 55, 1, 180, 9900),
      row('Branch Drain Lines', 'upvc', 2, 20, 3, 80, 4800),
      row('Fixture Drain Lines', 'upvc', 1.5, 3, 10, 50, 1500),
      row('Vent Stack', 'upvc', 2, 30, 1, 80, 2400),
    ])
    expect(result.fixtures).toEqual([
      { name: 'Toilet', quantity: 2, unitPrice: 5000, cost: 10000 },
      { name: 'Sink/Basin', quantity: 3, unitPrice: 3000, cost: 9000 },
      { name: 'Shower', quantity: 2, unitPrice: 4000, cost: 8000 },
      { name: 'Bathtub', quantity: 1, unitPrice: 15000, cost: 15000 },
      { name: 'Kitchen Sink', quantity: 1, unitPrice: 5000, cost: 5000 },
      { name: 'Washing Machine Connection', quantity: 1, unitPrice: 1000, cost: 1000 },
      { name: 'Water Heater Connection', quantity: 1, unitPrice: 1000, cost: 1000 },
      { name: 'Floor Drain', quantity: 3, unitPrice: 500, cost: 1500 },
      { name: 'Main Shut-off Valve', quantity: 1, unitPrice: 1200, cost: 1200 },
      { name: 'Angle Valves', quantity: 8, unitPrice: 300, cost: 2400 },
    ])
    expect(result).toMatchObject({
      fixtureCount: 10,
      occupants: 4,
      pipeCost: 22050,
      fixtureCost: 54100,
      storageLitres: 800,
      storageCost: 1200,
      heaterLitres: 100,
      pumpAdvice: '0.5 HP pump recommended',
      laborCost: 30940,
      totalCost: 108290,
    })
  })

  it('works out a five-floor commercial building in copper, 4 bathrooms, no kitchen, instant heater', () => {
    // fixture points = 4 * 4 + 0 * 2 = 16; branches = 4
    // supply (copper): main 1"  50 + 15 * 4 = 110 ft at 240 = 26400
    //                  branch 0.75" 25 ft x 4 = 100 ft at 180 = 18000
    //                  fixture 0.5" 5 ft x 16 = 80 ft at 120 = 9600      -> 54000
    // drain (uPVC):    main 4" 60 + 60 = 120 ft at 180 = 21600; branch 2" 30 x 4 = 120 ft at 80 = 9600
    //                  fixture 1.5" 3 x 16 = 48 ft at 50 = 2400; vent 2" 15 * 5 = 75 ft at 80 = 6000
    //                                                                  -> 39600
    // pipes = 93600
    // fixtures: toilet 4 * 5000 = 20000; sink/basin 4 * 3000 = 12000; shower 4 * 4000 = 16000;
    //   bathtub 2 * 15000 = 30000; no kitchen sink; washing machine 1000; water heater 1000;
    //   floor drain 4 * 500 = 2000; main valve 1200; angle valves 12 * 300 = 3600 -> 86800
    // storage: commercial occupants = 16 * 2 = 32; 32 * 50 = 1600 L <= 5000 L: 1600 * 1.2 = 1920
    // heater 4 * 5 = 20 L; 5 floors: 1 HP pump with tank
    // labour = 0.4 * (93600 + 86800 + 1920) = 0.4 * 182320 = 72928; total = 255248
    const result = calculatePlumbing({
      buildingType: 'commercial',
      floors: 5,
      bathrooms: 4,
      kitchens: 0,
      pipeType: 'copper',
      heater: 'instant',
    })
    expect(
      result.supplyPipes.map((pipe) => [pipe.diameterInches, pipe.pipeType, pipe.cost]),
    ).toEqual([
      [1, 'copper', 26400],
      [0.75, 'copper', 18000],
      [0.5, 'copper', 9600],
    ])
    expect(result.drainPipes.map((pipe) => [pipe.lengthFeet, pipe.runs, pipe.cost])).toEqual([
      [120, 1, 21600],
      [30, 4, 9600],
      [3, 16, 2400],
      [75, 1, 6000],
    ])
    expect(result.fixtures.map((fixture) => fixture.name)).not.toContain('Kitchen Sink')
    expect(result.fixtures.find((fixture) => fixture.name === 'Bathtub')?.quantity).toBe(2)
    expect(result).toMatchObject({
      fixtureCount: 16,
      occupants: 32,
      pipeCost: 93600,
      fixtureCost: 86800,
      storageLitres: 1600,
      storageCost: 1920,
      heaterLitres: 20,
      pumpAdvice: '1 HP pump with pressure tank recommended',
      laborCost: 72928,
      totalCost: 255248,
    })
  })

  it('works out an eight-floor industrial building in CPVC with given fixtures and storage', () => {
    // 1 bathroom, 1 kitchen, 6 fixture points given, 6000 L given, solar heater
    // supply (CPVC): main 1" 80 + 15 * 7 = 185 ft at 60 = 11100; branch 0.75" 40 x 2 = 80 ft at 40 = 3200
    //                fixture 0.5" 5 x 6 = 30 ft at 25 = 750                          -> 15050
    // drain (uPVC):  main 4" 100 + 105 = 205 ft at 180 = 36900; branch 2" 50 x 2 = 100 ft at 80 = 8000
    //                fixture 1.5" 3 x 6 = 18 ft at 50 = 900; vent 2" 15 * 8 = 120 ft at 80 = 9600
    //                                                                                -> 55400
    // pipes = 70450
    // fixtures: toilet 5000; sink/basin 2 * 3000 = 6000; shower 4000; bathtub floor(1 / 2) = 0: none;
    //   kitchen sink 5000; washing machine 1000; water heater 1000; floor drain 2 * 500 = 1000;
    //   main valve 1200; angle valves (3 + 2) * 300 = 1500                           -> 25700
    // storage 6000 L given (above 5000 L): 6000 * 1 = 6000; heater solar 1 * 100 = 100 L
    // 8 floors: multi-stage; labour = 0.4 * (70450 + 25700 + 6000) = 0.4 * 102150 = 40860
    // total = 102150 + 40860 = 143010
    const result = calculatePlumbing({
      buildingType: 'industrial',
      floors: 8,
      bathrooms: 1,
      kitchens: 1,
      fixtures: 6,
      pipeType: 'cpvc',
      heater: 'solar',
      storageLitres: 6000,
    })
    expect(result.supplyPipes.map((pipe) => pipe.cost)).toEqual([11100, 3200, 750])
    expect(result.drainPipes.map((pipe) => pipe.cost)).toEqual([36900, 8000, 900, 9600])
    expect(result.fixtures.map((fixture) => fixture.name)).not.toContain('Bathtub')
    expect(result).toMatchObject({
      fixtureCount: 6,
      pipeCost: 70450,
      fixtureCost: 25700,
      storageLitres: 6000,
      storageCost: 6000,
      heaterLitres: 100,
      pumpAdvice: 'Multi-stage pump system with pressure booster required',
      laborCost: 40860,
      totalCost: 143010,
    })
  })

  it('leaves out every row with nothing to fit', () => {
    // one floor, no bathroom, no kitchen: 0 fixture points, 0 branches, 0 occupants
    // supply: main 30 ft at 35 = 1050; drain: main 40 ft at 180 = 7200, vent 15 ft at 80 = 1200
    // pipes = 9450; fixtures: washing machine 1000 + water heater 1000 + main valve 1200 = 3200
    // storage 0 L -> 0; labour = 0.4 * (9450 + 3200) = 5060; total = 12650 + 5060 = 17710
    const result = calculatePlumbing({ floors: 1, bathrooms: 0, kitchens: 0 })
    expect(result.supplyPipes.map((pipe) => pipe.name)).toEqual(['Main Supply Line'])
    expect(result.drainPipes.map((pipe) => pipe.name)).toEqual(['Main Drain Line', 'Vent Stack'])
    expect(result.fixtures.map((fixture) => fixture.name)).toEqual([
      'Washing Machine Connection',
      'Water Heater Connection',
      'Main Shut-off Valve',
    ])
    expect(result).toMatchObject({ pipeCost: 9450, fixtureCost: 3200, storageCost: 0 })
    expect(result.totalCost).toBe(17710)
  })

  it('sizes industrial storage at 100 L per person, two people per fixture point', () => {
    // defaults: 10 fixture points -> 20 people -> 2000 L (<= 5000 L): 2000 * 1.2 = 2400
    const result = calculatePlumbing({ buildingType: 'industrial', floors: 1 })
    expect(result.occupants).toBe(20)
    expect(result.storageLitres).toBe(2000)
    expect(result.storageCost).toBeCloseTo(2400, 9)
  })

  it.each([
    // [litres, rupees]: 1.5 per litre up to 1000 L, 1.2 up to 5000 L, then 1
    [0, 0],
    [1000, 1500],
    [1001, 1201.2],
    [5000, 6000],
    [5001, 5001],
  ])('prices %i L of storage at %d rupees', (storageLitres, cost) => {
    expect(calculatePlumbing({ floors: 1, storageLitres }).storageCost).toBeCloseTo(cost, 9)
  })

  it.each([
    [1, 'No pump required if municipal pressure is adequate'],
    [2, '0.5 HP pump recommended'],
    [3, '0.5 HP pump recommended'],
    [4, '1 HP pump with pressure tank recommended'],
    [6, '1 HP pump with pressure tank recommended'],
    [7, 'Multi-stage pump system with pressure booster required'],
    [20, 'Multi-stage pump system with pressure booster required'],
  ])('advises for %i floors: %s', (floors, advice) => {
    expect(calculatePlumbing({ floors }).pumpAdvice).toBe(advice)
  })

  it.each([
    ['storage', 150],
    ['instant', 15],
    ['solar', 300],
    ['none', 0],
  ] as const)('sizes a %s heater for 3 bathrooms at %i L', (heater, litres) => {
    // 3 bathrooms * (50 / 5 / 100 / 0) L
    expect(calculatePlumbing({ floors: 1, bathrooms: 3, heater }).heaterLitres).toBe(litres)
  })

  it.each([
    // one floor, defaults: main drain 4" 40 ft, branch 2" 60 ft, fixture 1.5" 30 ft, vent 2" 15 ft
    // uPVC   40*180 + 60*80 + 30*50 + 15*80        = 7200 + 4800 + 1500 + 1200   = 14700
    // CPVC   40*300 + 60*130 + 30*90 + 15*130      = 12000 + 7800 + 2700 + 1950  = 24450
    // copper 40*1000 + 60*480 + 30*350 + 15*480    = 40000 + 28800 + 10500 + 7200 = 86500
    // a 3" main drain instead of 4": 40 ft at 120 / 200 / 700 = 4800 / 8000 / 28000
    ['upvc', 14700, 4800],
    ['cpvc', 24450, 8000],
    ['copper', 86500, 28000],
  ] as const)(
    'prices drains as %s when told to, including the 3 in size',
    (drainPipeType, drains, main3) => {
      const drainCost = (rates: Parameters<typeof calculatePlumbing>[1]) =>
        calculatePlumbing({ floors: 1 }, rates).drainPipes
      expect(
        drainCost({ rates: { drainPipeType } }).reduce((sum, pipe) => sum + pipe.cost, 0),
      ).toBe(drains)
      const runSizesInches = { ...defaultPlumbingRates.runSizesInches, mainDrain: 3 as const }
      expect(drainCost({ rates: { drainPipeType, runSizesInches } })[0]?.cost).toBe(main3)
    },
  )

  it('prices supply by the chosen pipe type and drains as uPVC whatever it is', () => {
    const drains = plumbingPipeTypes.map(
      (pipeType) => calculatePlumbing({ floors: 3, pipeType }).drainPipes,
    )
    expect(drains[1]).toEqual(drains[0])
    expect(drains[2]).toEqual(drains[0])
  })

  it('takes rate overrides: labour share and fixture prices', () => {
    // first example: pipes 22050, fixtures 54100, storage 1200
    // toilets at 6000: fixtures 54100 + 2 * 1000 = 56100; labour 0.5 * (22050 + 56100 + 1200) = 39675
    // total = 79350 + 39675 = 119025
    const result = calculatePlumbing(
      { floors: 2 },
      {
        rates: {
          labourRate: 0.5,
          fixturePrices: { ...defaultPlumbingRates.fixturePrices, toilet: 6000 },
        },
      },
    )
    expect(result.fixtureCost).toBe(56100)
    expect(result.laborCost).toBe(39675)
    expect(result.totalCost).toBe(119025)
  })
})

function row(
  name: string,
  pipeType: string,
  diameterInches: number,
  lengthFeet: number,
  runs: number,
  pricePerFoot: number,
  cost: number,
) {
  return { name, pipeType, diameterInches, lengthFeet, runs, pricePerFoot, cost }
}
