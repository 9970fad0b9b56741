import { describe, expect, it } from 'vitest'
import {
  calculateBuildingMaterials,
  calculateConcrete,
  calculateConstructionLoan,
  calculateCostEstimate,
  calculateElectricalLoad,
  calculateFlooring,
  calculateHvac,
  calculateLandGrading,
  calculatePaint,
  calculatePlumbing,
  calculateRenovationRoi,
  calculateRoof,
  calculateStaircase,
  type Explanation,
  explanationLine,
} from '../index'

const lines = (explanation: Explanation | undefined) => (explanation ?? []).map(explanationLine)

describe('explanations worked by hand', () => {
  it('paint: the 12 x 10 ft room, 10 ft high, one door, two windows, standard, two coats', () => {
    const result = calculatePaint(
      { length: 12, width: 10, height: 10, doors: 1, windows: 2, quality: 'standard', coats: 2 },
      { explain: true },
    )
    // 2 x 22 x 10 = 440; 21 + 30 = 51; 440 - 51 = 389; 389 / 125 x 2 = 6.224 L (shown 6.22);
    // 7 whole litres = one 4 L can + three 1 L cans; 6.224 x 350 = 2178.40 rupees
    expect(lines(result.explanation)).toEqual([
      'Wall area: 2 × (12 + 10) × 10 = 440 sq ft',
      'Doors and windows: 1 × 21 + 2 × 15 = 51 sq ft',
      'Area to paint: 440 − 51 = 389 sq ft',
      'Paint needed: 389 ÷ 125 × 2 = 6.22 litres',
      'Cans to buy: 7 litres = 1 × 4 L + 3 × 1 L',
      'Cost of paint: 6.22 × ₹350 = ₹2,178.40',
    ])
    expect(result.explanation?.[0]?.formula).toBe('2 × (length + width) × height')
  })

  it('cost estimate: 1,000 sq ft residential in Delhi, premium finish', () => {
    const { explanation } = calculateCostEstimate(
      { area: 1000, propertyType: 'residential', location: 'delhi', finish: 'premium' },
      { explain: true },
    )
    // base 1000 x 1500 = 15,00,000; material x 0.65 x 1.3 = 12,67,500; labour x 0.35 x 1.3 =
    // 6,82,500; total x 1.3 x 1.3 = 25,35,000
    expect(lines(explanation)).toEqual([
      'Base cost: 1,000 × ₹1,500 = ₹15,00,000',
      'Material: ₹15,00,000 × 0.65 × 1.3 = ₹12,67,500',
      'Labour: ₹15,00,000 × 0.35 × 1.3 = ₹6,82,500',
      'Total estimate: ₹15,00,000 × 1.3 × 1.3 = ₹25,35,000',
    ])
  })

  it('roof: a flat 40 x 30 ft metal roof has no slope step', () => {
    const { explanation } = calculateRoof(
      { length: 40, width: 30, pitch: 0, roofType: 'flat', material: 'metal' },
      { explain: true },
    )
    // 1200 sq ft; x 1.15 = 1380; 1380 / 100 = 13.8, 14 panels; labour 1200 / 100 x 200 = 2400
    expect(lines(explanation)).toEqual([
      'Plan area: 40 × 30 = 1,200 sq ft',
      'Roof area: 1,200 × 1 = 1,200 sq ft',
      'With wastage: 1,200 × (1 + 15 ÷ 100) = 1,380 sq ft',
      'metal to buy: 1,380 ÷ 100 = 14 panels',
      'Material: 14 × ₹0 = ₹0',
      'Labour: 1,200 ÷ 100 × ₹200 = ₹2,400',
      'Total cost: ₹0 + ₹2,400 = ₹2,400',
    ])
  })

  it('roof: a gable roof of pitch 12 shows its slope factor, the square root of 2', () => {
    const { explanation } = calculateRoof(
      { length: 10, width: 10, pitch: 12, roofType: 'gable', material: 'asphalt' },
      { explain: true },
    )
    expect(lines(explanation)).toContain('Slope factor: √(1 + (12 ÷ 12)²) = 1.4142')
  })

  it('electrical: two 1,000 W loads for 5 hours on a single-phase house', () => {
    const { explanation } = calculateElectricalLoad(
      {
        propertyType: 'residential',
        phase: 'single',
        items: [{ id: 'a', name: 'Heater', watts: 1000, quantity: 2, hoursPerDay: 5 }],
      },
      { explain: true },
    )
    // 2000 W; x 0.7 = 1400 W; 1400 / (230 x 0.8 = 184) = 7.6087 A; x 1.25 = 9.51, 10 A, switch 16 A;
    // 2000 x 5 / 1000 = 10 kWh a day, x 30 = 300 kWh; x 8 = 2400 rupees; 10 / 4 = 2.5 kW
    expect(lines(explanation)).toEqual([
      'Connected load: 1,000 × 2 = 2,000 W',
      'Maximum demand: 2,000 × 0.7 = 1,400 W',
      'Current: 1,400 ÷ (230 × 0.8) = 7.61 A',
      'Main switch: 7.61 × 1.25 = 10 A = 16 A',
      'Energy a month: 10 × 30 = 300 kWh',
      'Monthly bill: 300 × ₹8 = ₹2,400',
      'Solar to cover it: 10 ÷ 4 = 2.5 kW',
    ])
  })

  it('staircase: a 108 in floor with 7 in risers and 11 in treads', () => {
    const { explanation } = calculateStaircase(
      { floorHeight: 108, spaceLength: 240, spaceWidth: 60 },
      { explain: true },
    )
    // 108 / 7 = 15.43, 16 risers of 6.75 in; 15 treads x 11 = 165 in; atan(108 / 165) = 33.2 deg
    expect(lines(explanation).slice(0, 5)).toEqual([
      'Risers: 108 ÷ 7 = 16 risers',
      'Actual riser: 108 ÷ 16 = 6.75 in',
      'Treads: 16 − 1 = 15 treads',
      'Total run: 15 × 11 = 165 in',
      'Angle: arctan(108 ÷ 165) = 33.2°',
    ])
  })

  it('land grading: cutting a 100 x 50 ft plot of loam down 2 ft', () => {
    const { explanation } = calculateLandGrading(
      { length: 100, width: 50, currentElevation: 2, targetElevation: 0 },
      { explain: true },
    )
    // 5000 sq ft x 2 / 27 = 370.37 cu yd; x 1.2 = 444.44; 44.44 trucks -> 45; x 800 = 3,55,555.56;
    // 444.44 / 100 = 4.4 hours
    expect(lines(explanation)).toEqual([
      'Plot area: 100 × 50 = 5,000 sq ft',
      'Earth to move: 5,000 × |2 − 0| ÷ 27 = 370.37 cu yd (cut)',
      'With bulking: 370.37 × (1 + 20 ÷ 100) = 444.44 cu yd',
      'Trucks: 444.44 ÷ 10 = 45 trucks',
      'Cost: 444.44 × ₹800 = ₹3,55,555.56',
      'Machine hours: 444.44 ÷ 100 = 4.4 hours',
    ])
  })

  it('construction loan: the loan and its monthly rate', () => {
    const { explanation } = calculateConstructionLoan(
      {
        projectCost: 2_500_000,
        downPayment: 500_000,
        termYears: 20,
        annualRate: 12,
        constructionMonths: 12,
      },
      { explain: true },
    )
    // 25,00,000 - 5,00,000 = 20,00,000; 12 / 100 / 12 = 0.01
    expect(lines(explanation).slice(0, 2)).toEqual([
      'Loan: ₹25,00,000 − ₹5,00,000 = ₹20,00,000',
      'Monthly rate: 12 ÷ 100 ÷ 12 = 0.01',
    ])
  })
})

describe('more explanations worked by hand', () => {
  it('flooring: a 12 x 10 ft room of 12 x 12 in tiles, laid straight', () => {
    const { explanation } = calculateFlooring({ length: 12, width: 10 }, { explain: true })
    // 120 sq ft; x 1.1 = 132; 132 / 10 = 13.2 -> 14 boxes; 132 x 1 / (144 / 144) = 132 tiles;
    // price 0: material 0; labour 120 x 6 = 720
    expect(lines(explanation)).toEqual([
      'Floor area: 12 × 10 = 120 sq ft',
      'With wastage: 120 × (1 + 10 ÷ 100) = 132 sq ft',
      'Boxes: 132 ÷ 10 = 14 boxes',
      'Tiles: 132 × 1 ÷ (12 × 12 ÷ 144) = 132 tiles',
      'Material: 14 × ₹0 = ₹0',
      'Labour: 120 × ₹6 = ₹720',
      'Total cost: ₹0 + ₹720 = ₹720',
    ])
  })

  it('concrete: a 20 x 27 ft slab, 6 in thick, 4000 PSI, no wastage', () => {
    const { explanation } = calculateConcrete(
      { shape: 'slab', length: 20, width: 27, thickness: 6, wastage: 0, strength: 4000 },
      { explain: true },
    )
    // 20 x 27 x 0.5 = 270 cu ft / 27 = 10 cu yd; mix 1 : 1.5 : 3 (5.5 parts): 10 / 5.5 x 27 =
    // 49.09 cu ft -> 50 bags; water 49.09 x 0.45 x 7.48 = 165.24 gallons; one truck; 10 x 6000
    expect(lines(explanation)).toEqual([
      'Volume: 20 × 27 × 6 ÷ 12 ÷ 27 = 10 cu yd',
      'With wastage: 10 × (1 + 0 ÷ 100) = 10 cu yd',
      'Cement: 10 × 1 ÷ 5.5 × 27 ÷ 1 = 50 bags',
      'Water: 49.09 × 0.45 × 7.48 = 165.24 gallons',
      'Trucks: 10 ÷ 10 = 1 truck',
      'Cost: 10 × ₹6,000 = ₹60,000',
    ])
  })

  it('building materials: a 20 x 10 ft wall, one brick thick, mortar 1:6', () => {
    const { explanation } = calculateBuildingMaterials(
      { wallLength: 20, wallHeight: 10, thickness: 9, mortarRatio: 6 },
      { explain: true },
    )
    // 200 sq ft x 9 / 12 = 150 cu ft; brick 9 x 4.5 x 3 = 121.5 cu in = 0.0703 cu ft;
    // 150 / 0.0703125 x 1.1 = 2346.7 -> 2,347 bricks; mortar 150 x 0.2 = 30 cu ft;
    // cement 30 / 7 / 1.25 = 3.43 -> 4 bags of 50 kg; sand 30 x 6 / 7 = 25.7 -> 26; water 4 x 80
    expect(lines(explanation)).toEqual([
      'Wall area: 20 × 10 − 0 = 200 sq ft',
      'Wall volume: 200 × 9 ÷ 12 = 150 cu ft',
      'Bricks: 150 ÷ 0.0703 × 1.1 = 2,347 bricks',
      'Mortar: 150 × 0.2 = 30 cu ft',
      'Cement: 30 ÷ 7 ÷ 1.25 = 4 bags (200 kg)',
      'Sand: 30 × 6 ÷ 7 = 26 cu ft',
      'Water: 4 × 80 = 320 litres',
    ])
  })

  it('HVAC: 1,000 sq ft house in a hot climate, 10 ft ceilings, four people', () => {
    const { explanation } = calculateHvac(
      {
        floorArea: 1000,
        ceilingHeight: 10,
        occupants: 4,
        buildingType: 'residential',
        climate: 'hot',
        insulation: 'average',
        windows: 'average',
        appliances: 'average',
      },
      { explain: true },
    )
    // 1000 x 30 x 1 x 1.2 x 1 x 1 x 10 / 8 = 45,000; + 4 x 400 + 3000 = 49,600 BTU/h;
    // / 12,000 = 4.13 tons (4 to 10: split or packaged); 1000 / 150 = 6.7 -> 7 vents
    expect(lines(explanation).slice(0, 3)).toEqual([
      'Cooling load: 1,000 × 30 × 1 × 1.2 × 1 × 1 × 10 ÷ 8 + 4 × 400 + 3,000 = 49,600 BTU/h',
      'Tons: 49,600 ÷ 12,000 = 4.13 tons (Split System or Packaged Unit)',
      'Vents: 1,000 ÷ 150 = 7 vents',
    ])
  })

  it('renovation ROI: a kitchen at its default cost in an urban house', () => {
    const { explanation } = calculateRenovationRoi(
      {
        propertyType: 'residential',
        location: 'urban',
        propertyValue: 5_000_000,
        renovationBudget: 50_000,
        projects: [{ id: 'kitchen' }],
      },
      { explain: true },
    )
    // factor 1.2 x 1; 25,000 x 0.75 x 1.2 = 22,500; 22,500 - 25,000 = -2,500; -2,500 / 25,000 = -10 %
    expect(lines(explanation)).toEqual([
      'Value factor: 1.2 × 1 = 1.2',
      'Kitchen Remodel: ₹25,000 × 0.75 × 1.2 = ₹22,500 added',
      'Net gain: ₹22,500 − ₹25,000 = -₹2,500',
      'Overall ROI: -₹2,500 ÷ ₹25,000 × 100 = -10%',
    ])
  })
})

describe('plumbing explanation', () => {
  it('works out fixture points and storage of a two-floor house with the defaults', () => {
    const { explanation } = calculatePlumbing({ floors: 2 }, { explain: true })
    // 2 bathrooms x 4 + 1 kitchen x 2 = 10 points; 2 bathrooms x 2 people = 4 x 200 L = 800 L,
    // in the band up to 1,000 L at 1.50 a litre: 1,200 rupees
    const text = lines(explanation)
    expect(text).toContain('Fixture points: 2 × 4 + 1 × 2 = 10 points')
    expect(text).toContain('Water storage: 4 × 200 = 800 litres')
    expect(text).toContain('Storage cost: 800 × ₹1.50 = ₹1,200')
  })
})
