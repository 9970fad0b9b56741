import { describe, expect, it } from 'vitest'
import {
  figureOf,
  formatFigure,
  rateCardBody,
  rateCardFieldErrorsOf,
  rateCardFormValuesOf,
} from './rate-card-form-values'

describe('a figure as the owner types it', () => {
  it('reads digits, a decimal point and Indian grouping', () => {
    expect(figureOf('1900')).toBe(1900)
    expect(figureOf(' 1,900 ')).toBe(1900)
    expect(figureOf('1,36,125')).toBe(136125)
    expect(figureOf('7.42')).toBe(7.42)
    expect(figureOf('.5')).toBe(0.5)
  })

  it('reads an empty box as no figure, and anything else as not a figure', () => {
    expect(figureOf('')).toBeUndefined()
    expect(figureOf('   ')).toBeUndefined()
    expect(figureOf('four hundred')).toBeNaN()
    expect(figureOf('-5')).toBeNaN()
    expect(figureOf('1e3')).toBeNaN()
    expect(figureOf('0x10')).toBeNaN()
  })

  it('is shown in Indian grouping', () => {
    expect(formatFigure(150000)).toBe('1,50,000')
    expect(formatFigure(1361.25)).toBe('1,361.25')
    expect(formatFigure(0.14)).toBe('0.14')
  })
})

describe('the refusals of a card, at their boxes', () => {
  it('puts each issue at the box its path names, a mirror’s at the box that has it', () => {
    expect(
      rateCardFieldErrorsOf([
        { path: 'rateCard.costEstimate.ratePerSqFt.residential', message: 'homes' },
        { path: 'rateCard.concrete.prices.sandPerCubicMetre', message: 'sand per m³' },
        // A pipe's size has a dot of its own.
        { path: ['rateCard', 'plumbing', 'pricePerFoot', 'upvc', '0.5'], message: 'pipe' },
        { path: ['rateCard', 'renovationRoi', 'projects', 3, 'defaultCost'], message: 'windows' },
        { path: 'asOf', message: 'day' },
        { path: 'landUnits.kathaSqFt', message: 'katha' },
      ]),
    ).toEqual({
      'costEstimate.ratePerSqFt.residential': 'homes',
      'buildingMaterials.prices.sandPerCubicFoot': 'sand per m³',
      'plumbing.pricePerFoot.upvc.0.5': 'pipe',
      'renovationRoi.projects.3.defaultCost': 'windows',
      asOf: 'day',
      'landUnits.kathaSqFt': 'katha',
    })
  })

  it('keeps a refusal naming no box for under the form, the first message of each', () => {
    expect(
      rateCardFieldErrorsOf([
        { path: 'rateCard.renovationRoi.projects', message: 'the ten projects' },
        { path: 'rateCard.roof.laborPer100SqFt.thatch', message: 'unknown' },
        { path: 'asOf', message: 'first' },
        { path: 'asOf', message: 'second' },
      ]),
    ).toEqual({ rateCard: 'the ten projects', asOf: 'first' })
  })
})

describe('the form’s values of a saved card', () => {
  it('shows the card’s figures, a renovation project at its default cost as empty', () => {
    const values = rateCardFormValuesOf(
      {
        rateCard: {
          costEstimate: { ratePerSqFt: { residential: 1900 } },
          renovationRoi: {
            projects: [
              { id: 'kitchen', name: 'Kitchen Remodel', defaultCost: 30000, roi: 0.7 },
              { id: 'bathroom', name: 'Bathroom Remodel', defaultCost: 10000, roi: 0.65 },
            ],
          },
        },
        rateCardAsOf: '2026-12-01',
        landUnits: { kathaSqFt: 1361.25 },
      },
      '2026-12-05',
    )
    expect(values['costEstimate.ratePerSqFt.residential']).toBe('1900')
    expect(values['costEstimate.ratePerSqFt.commercial']).toBe('')
    expect(values['renovationRoi.projects.0.defaultCost']).toBe('30000')
    // ₹10,000 is the bathroom's default: the box is empty.
    expect(values['renovationRoi.projects.1.defaultCost']).toBe('')
    expect(values.asOf).toBe('2026-12-01')
    expect(values.kathaSqFt).toBe('1361.25')
  })

  it('dates a card never saved today, with Patna’s katha', () => {
    const values = rateCardFormValuesOf({ rateCard: {} }, '2026-12-05')
    expect(values.asOf).toBe('2026-12-05')
    expect(values.kathaSqFt).toBe('')
  })

  it('sends nothing of an empty form but its day', () => {
    const values = rateCardFormValuesOf({ rateCard: {} }, '2026-12-05')
    expect(rateCardBody(values, 4)).toEqual({
      ok: true,
      body: { rateCard: {}, asOf: '2026-12-05', version: 4 },
    })
  })
})
