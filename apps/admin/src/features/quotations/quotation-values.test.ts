import { paiseOfRupees, quotationMessages } from '@nirman/contract'
import { describe, expect, it } from 'vitest'
import { quotationFieldErrorsOf } from './quotation-field-names'
import { startBodyOf } from './quotation-start-values'
import { draftBodyOf, type QuotationValues, quotationValuesOf } from './quotation-values'
import { quantityMilliOf, quantityText } from './typed-figures'

/** A draft as staff type it: a foundation of concrete and an optional waterproofing, with GST. */
const typed = (): QuotationValues => ({
  language: 'en',
  title: 'G+1 house at Danapur',
  clientName: 'Anita Sharma',
  clientPhone: '98765 43210',
  clientEmail: ' anita@example.com ',
  siteAddress: 'Plot 7, Danapur',
  validUntil: '2026-12-31',
  groups: [
    {
      key: 1,
      title: 'Foundation',
      items: [
        {
          key: 1,
          description: 'M20 concrete',
          quantity: '12.5',
          unit: 'cu m',
          rate: '6,850.50',
          optional: false,
        },
        {
          key: 2,
          description: 'Waterproofing compound',
          quantity: '40',
          unit: 'bag',
          rate: '450',
          optional: true,
        },
      ],
    },
  ],
  discount: '631.25',
  taxLines: [
    { key: 1, label: 'CGST', rate: '9' },
    { key: 2, label: 'SGST', rate: '9' },
  ],
  pricesIncludeTax: false,
  terms: 'Cement: UltraTech or ACC.',
  schedule: [
    { key: 1, label: 'Booking', percent: '25' },
    { key: 2, label: 'Foundation', percent: '75' },
  ],
})

describe('quantities and rates as people type them', () => {
  it('reads a quantity in thousandths of its unit, worked on the digits', () => {
    // 1,200 sq ft = 1,200 x 1,000 thousandths; 12.5 cu m = 12,500; 0.125 t = 125.
    expect(quantityMilliOf('1,200')).toBe(1_200_000)
    expect(quantityMilliOf('12.5')).toBe(12_500)
    expect(quantityMilliOf(' 1,20,000.125 ')).toBe(120_000_125)
    expect(quantityMilliOf('0.125')).toBe(125)
    expect(quantityMilliOf('.5')).toBe(500)
    // 0.1 is exactly 100 thousandths, not 0.1 x 1000 in floating point.
    expect(quantityMilliOf('0.1')).toBe(100)
  })

  it('refuses what is no quantity: four decimals, words, a sign, a broken grouping', () => {
    for (const text of ['', 'abc', '12.3456', '-3', '1,2000', '12.', '1 200']) {
      expect(quantityMilliOf(text), text).toBeNull()
    }
  })

  it('shows a quantity for editing in the Indian grouping, decimals only when there are some', () => {
    expect(quantityText(1_200_000)).toBe('1,200')
    expect(quantityText(12_500)).toBe('12.5')
    expect(quantityText(120_000_125)).toBe('1,20,000.125')
    expect(quantityText(125)).toBe('0.125')
  })

  it('reads rates with the contract: figures, paise, lakh', () => {
    // ₹1,950 = 1,95,000 paise; ₹6,850.50 = 6,85,050; 12.4 lakh = ₹12,40,000 = 12,40,00,000 paise.
    expect(paiseOfRupees('1,950')).toBe(195_000)
    expect(paiseOfRupees('6850.50')).toBe(685_050)
    expect(paiseOfRupees('12.4 lakh')).toBe(124_000_000)
  })
})

describe('the draft sent for a typed form', () => {
  it('is the contract’s content: figures in paise, basis points and thousandths, text trimmed', () => {
    const checked = draftBodyOf(typed(), 4)
    expect(checked).toEqual({
      ok: true,
      body: {
        version: 4,
        content: {
          language: 'en',
          title: 'G+1 house at Danapur',
          clientName: 'Anita Sharma',
          clientPhone: '98765 43210',
          clientEmail: 'anita@example.com',
          siteAddress: 'Plot 7, Danapur',
          validUntil: '2026-12-31',
          groups: [
            {
              title: 'Foundation',
              items: [
                {
                  description: 'M20 concrete',
                  quantityMilli: 12_500,
                  unit: 'cu m',
                  ratePaise: 685_050,
                  optional: false,
                },
                {
                  description: 'Waterproofing compound',
                  quantityMilli: 40_000,
                  unit: 'bag',
                  ratePaise: 45_000,
                  optional: true,
                },
              ],
            },
          ],
          // ₹631.25 = 63,125 paise.
          discountPaise: 63_125,
          taxLines: [
            { label: 'CGST', rateBasisPoints: 900 },
            { label: 'SGST', rateBasisPoints: 900 },
          ],
          pricesIncludeTax: false,
          terms: 'Cement: UltraTech or ACC.',
          schedule: [
            { label: 'Booking', percentBasisPoints: 2500 },
            { label: 'Foundation', percentBasisPoints: 7500 },
          ],
        },
      },
    })
  })

  it('sends an empty discount as none', () => {
    const checked = draftBodyOf({ ...typed(), discount: ' ' }, 1)
    expect(checked.ok && checked.body.content.discountPaise).toBe(0)
  })

  it('shows a saved draft as it was typed, and sends it back unchanged', () => {
    const sent = draftBodyOf(typed(), 4)
    if (!sent.ok) throw new Error('the typed draft is refused')
    const values = quotationValuesOf(sent.body.content)
    expect(values.groups[0]?.items.map((item) => [item.quantity, item.rate])).toEqual([
      ['12.5', '6,850.50'],
      ['40', '450'],
    ])
    expect(values.discount).toBe('631.25')
    expect(values.schedule.map((stage) => stage.percent)).toEqual(['25', '75'])
    expect(draftBodyOf(values, 4)).toEqual(sent)
  })

  it('refuses a figure it cannot read beside its field, in the contract’s words, before sending', () => {
    const values = typed()
    const [concrete, waterproofing] = values.groups[0]?.items ?? []
    if (!concrete || !waterproofing) throw new Error('no items')
    concrete.rate = 'abc'
    waterproofing.quantity = '12.3456'
    values.discount = 'a little'
    values.taxLines[1] = { key: 2, label: 'SGST', rate: 'nine' }
    values.schedule[0] = { key: 1, label: 'Booking', percent: '' }
    expect(draftBodyOf(values, 1)).toEqual({
      ok: false,
      errors: {
        'item.1.rate': quotationMessages.rate,
        'item.2.quantity': quotationMessages.quantity,
        discount: quotationMessages.discount,
        'tax.2.rate': quotationMessages.taxRate,
        'stage.1.percent': quotationMessages.stagePercent,
      },
    })
  })

  it('names the contract’s refusals by the row they are about', () => {
    const values = typed()
    values.clientName = ' '
    values.groups.push({ key: 7, title: 'Walls', items: [] })
    const concrete = values.groups[0]?.items[0]
    if (!concrete) throw new Error('no item')
    concrete.description = ''
    values.schedule[1] = { key: 2, label: 'Foundation', percent: '85' }
    const checked = draftBodyOf(values, 1)
    expect(checked).toEqual({
      ok: false,
      errors: {
        clientName: quotationMessages.clientName,
        'item.1.description': quotationMessages.description,
        'group.7.items': quotationMessages.groupItems,
        // 25 % + 85 % = 110 %.
        schedule: quotationMessages.scheduleOver,
      },
    })
  })
})

describe('a refused draft’s messages from the API', () => {
  it('go beside the fields of the rows sent, by their dotted paths', () => {
    const sent = typed()
    const errors = quotationFieldErrorsOf(
      [
        { path: 'content.groups.0.items.1.ratePaise', message: quotationMessages.rate },
        { path: 'content.groups.0.items.1.ratePaise', message: 'A second message' },
        { path: 'content.groups.0.title', message: quotationMessages.groupTitle },
        { path: 'content.taxLines.1.rateBasisPoints', message: quotationMessages.taxRate },
        { path: 'content.schedule.0.label', message: quotationMessages.stageLabel },
        { path: 'content.schedule', message: quotationMessages.scheduleOver },
        { path: 'content.groups', message: quotationMessages.totalTooLarge },
        { path: 'content.discountPaise', message: quotationMessages.discount },
        { path: 'content.clientEmail', message: quotationMessages.clientEmail },
        // A row no longer there (the API's index beyond the rows sent) is said under its list.
        { path: 'content.groups.0.items.5.unit', message: quotationMessages.unit },
      ],
      sent,
    )
    expect(errors).toEqual({
      'item.2.rate': quotationMessages.rate,
      'group.1.title': quotationMessages.groupTitle,
      'tax.2.rate': quotationMessages.taxRate,
      'stage.1.label': quotationMessages.stageLabel,
      schedule: quotationMessages.scheduleOver,
      groups: quotationMessages.totalTooLarge,
      discount: quotationMessages.discount,
      clientEmail: quotationMessages.clientEmail,
      'group.1.items': quotationMessages.unit,
    })
  })
})

describe('starting a quotation', () => {
  it('sends the rate card’s area as typed, in sq ft', () => {
    expect(
      startBodyOf({
        from: 'rate_card',
        builtUpArea: '1,200',
        propertyType: 'residential',
        finish: 'premium',
      }),
    ).toEqual({
      ok: true,
      body: {
        from: 'rate_card',
        builtUpSqFt: 1200,
        propertyType: 'residential',
        finish: 'premium',
      },
    })
    expect(
      startBodyOf({
        from: 'estimate',
        builtUpArea: 'x',
        propertyType: 'commercial',
        finish: 'luxury',
      }),
    ).toEqual({ ok: true, body: { from: 'estimate' } })
  })

  it('refuses an area it cannot read or below 100 sq ft beside its field', () => {
    for (const builtUpArea of ['', 'big', '50']) {
      expect(
        startBodyOf({
          from: 'rate_card',
          builtUpArea,
          propertyType: 'residential',
          finish: 'standard',
        }),
      ).toEqual({ ok: false, errors: { builtUpSqFt: quotationMessages.builtUpArea } })
    }
  })
})
