import { calculateCostEstimate, parseCostEstimateForm } from '@nirman/calc-engine'
import { describe, expect, it } from 'vitest'
import { rateCardFields, rateCardSaveSchema, rateCardSchema } from './rate-card'
import { cardRateOf, defaultRateOf, patnaMarketRates, withCardRate } from './rate-card-defaults'
import type { RateCard } from './site-settings'

const fieldOf = (id: string) => {
  const found = rateCardFields.find((field) => field.id === id)
  if (!found) throw new Error(`no field ${id}`)
  return found
}

describe('the rate card’s fields', () => {
  it('each have the specification’s default inside their range, and ids of their own', () => {
    for (const field of rateCardFields) {
      const value = defaultRateOf(field)
      expect(value, field.id).toBeGreaterThanOrEqual(field.min)
      expect(value, field.id).toBeLessThanOrEqual(field.max)
    }
    expect(new Set(rateCardFields.map((field) => field.id)).size).toBe(rateCardFields.length)
    // The specification's standard rate of a home: ₹1,500 a sq ft (calculators.md section 9).
    expect(defaultRateOf(fieldOf('costEstimate.ratePerSqFt.residential'))).toBe(1500)
  })

  it('accept a card of every default, and the Patna preset', () => {
    let card: RateCard = {}
    for (const field of rateCardFields) card = withCardRate(card, field, defaultRateOf(field))
    expect(rateCardSchema.safeParse(card).success).toBe(true)
    let patna: RateCard = {}
    for (const rate of patnaMarketRates) patna = withCardRate(patna, fieldOf(rate.id), rate.value)
    expect(rateCardSchema.parse(patna)).toEqual(patna)
  })

  it('refuse a figure out of its range, the message naming the field, its bounds and unit', () => {
    const card = withCardRate({}, fieldOf('costEstimate.ratePerSqFt.residential'), 190)
    const result = rateCardSchema.safeParse(card)
    expect(result.error?.issues[0]?.path).toEqual(['costEstimate', 'ratePerSqFt', 'residential'])
    expect(result.error?.issues[0]?.message).toBe(
      '“Homes, standard finish” must be between 500 and 20,000 (₹ per sq ft)',
    )
  })

  it('refuse a figure the calculators do not know, and a renovation list not the engine’s', () => {
    expect(rateCardSchema.safeParse({ paint: { pricePerLitre: { gold: 900 } } }).success).toBe(
      false,
    )
    expect(
      rateCardSchema.safeParse({
        renovationRoi: { projects: [{ id: 'kitchen', name: 'K', defaultCost: 1, roi: 1 }] },
      }).success,
    ).toBe(false)
  })

  it('set a mirrored price in both calculators, each in its unit', () => {
    // ₹60 a cu ft of sand is 60 × 35.3147 = ₹2,118.882 a m³, kept to the paisa: 2,118.88.
    const card = withCardRate({}, fieldOf('buildingMaterials.prices.sandPerCubicFoot'), 60)
    expect(card.buildingMaterials?.prices?.sandPerCubicFoot).toBe(60)
    expect(card.concrete?.prices?.sandPerCubicMetre).toBe(2118.88)
    expect(cardRateOf(card, fieldOf('buildingMaterials.prices.sandPerCubicFoot'))).toBe(60)
    expect(rateCardSchema.safeParse(card).success).toBe(true)
  })

  it('keep the renovation projects whole, one cost changed', () => {
    const kitchen = rateCardFields.find((field) => field.label === 'Kitchen remodel')
    if (!kitchen) throw new Error('no kitchen')
    const card = withCardRate({}, kitchen, 350000)
    expect(card.renovationRoi?.projects).toHaveLength(10)
    expect(card.renovationRoi?.projects?.[0]).toMatchObject({ id: 'kitchen', defaultCost: 350000 })
    expect(card.renovationRoi?.projects?.[1]).toMatchObject({ id: 'bathroom', defaultCost: 10000 })
    expect(rateCardSchema.safeParse(card).success).toBe(true)
    // Back to the default: the list goes, the engine's own is used.
    expect(withCardRate(card, kitchen, undefined).renovationRoi).toBeUndefined()
  })

  it('reach the engine as its overrides: ₹1,900 a sq ft makes 1,000 sq ft cost ₹19 lakh', () => {
    const card = withCardRate({}, fieldOf('costEstimate.ratePerSqFt.residential'), 1900)
    // 1,000 sq ft × ₹1,900 × Patna 1 × standard 1 = ₹19,00,000.
    const result = calculateCostEstimate(
      parseCostEstimateForm({
        area: '1000',
        propertyType: 'residential',
        location: 'patna',
        finish: 'standard',
      }),
      { rates: card.costEstimate },
    )
    expect(result.totalEstimate).toBe(1_900_000)
  })
})

describe('a saved card', () => {
  it('needs a real day for its "as of" and a katha between 500 and 2,000 sq ft', () => {
    const base = { rateCard: {}, version: 3 }
    expect(rateCardSaveSchema.safeParse({ ...base, asOf: '2026-12-01' }).success).toBe(true)
    expect(rateCardSaveSchema.safeParse({ ...base, asOf: '2026-02-30' }).success).toBe(false)
    expect(
      rateCardSaveSchema.safeParse({ ...base, asOf: '2026-12-01', landUnits: { kathaSqFt: 720 } })
        .success,
    ).toBe(true)
    expect(
      rateCardSaveSchema.safeParse({ ...base, asOf: '2026-12-01', landUnits: { kathaSqFt: 80 } })
        .success,
    ).toBe(false)
  })
})
