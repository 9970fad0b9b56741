import { describe, expect, it } from 'vitest'
import { type QuotationContentInput, quotationContentSchema } from './quotation'
import { quotationSendProblems, quotationTotals, sharesOf } from './quotation-totals'

const cgstAndSgst = [
  { label: 'CGST', rateBasisPoints: 900 },
  { label: 'SGST', rateBasisPoints: 900 },
]

const house = (change: Partial<QuotationContentInput> = {}) =>
  quotationContentSchema.parse({
    clientName: 'Ravi Kumar',
    validUntil: '2026-12-31',
    groups: [
      {
        title: 'Construction',
        items: [
          // 1,800 sq ft at ₹1,500: 27,00,000 rupees.
          {
            description: 'Built-up area',
            quantityMilli: 1_800_000,
            unit: 'sq ft',
            ratePaise: 150_000,
          },
        ],
      },
    ],
    taxLines: cgstAndSgst,
    schedule: [
      { label: 'Booking', percentBasisPoints: 4000 },
      { label: 'Handover', percentBasisPoints: 6000 },
    ],
    ...change,
  })

describe('the totals of a quotation, in paise', () => {
  it('adds CGST and SGST on top of the items and splits the total by the schedule', () => {
    const totals = quotationTotals(house())
    // 27,00,000 rupees = 27,00,00,000 paise; 9 % of it is 2,43,000 rupees each.
    expect(totals.subtotalPaise).toBe(270_000_000)
    expect(totals.taxes.map((tax) => tax.amountPaise)).toEqual([24_300_000, 24_300_000])
    // 27,00,000 + 2 x 2,43,000 = 31,86,000 rupees.
    expect(totals.totalPaise).toBe(318_600_000)
    // 40 % = 12,74,400 rupees; 60 % = 19,11,600 rupees.
    expect(totals.schedule.map((stage) => stage.amountPaise)).toEqual([127_440_000, 191_160_000])
  })

  it('rounds an item half up to the paisa', () => {
    const content = house({
      taxLines: [],
      groups: [
        {
          title: 'Small work',
          items: [
            // 1.5 units at 15 paise = 22.5 paise: 23.
            { description: 'Hook', quantityMilli: 1500, unit: 'no.', ratePaise: 15 },
            // 0.333 units at ₹1 = 33.3 paise: 33.
            { description: 'Wire', quantityMilli: 333, unit: 'm', ratePaise: 100 },
            // 2.005 units at ₹0.10 = 20.05 paise: 20.
            { description: 'Tape', quantityMilli: 2005, unit: 'm', ratePaise: 10 },
          ],
        },
      ],
    })
    const totals = quotationTotals(content)
    expect(totals.groups[0]?.itemAmountsPaise).toEqual([23, 33, 20])
    // 23 + 33 + 20 = 76 paise.
    expect(totals.totalPaise).toBe(76)
  })

  it('keeps optional items out of the total and takes the discount before the tax', () => {
    const content = house({
      groups: [
        {
          title: 'Finishing',
          items: [
            // 10 x ₹1,000 = ₹10,000.
            { description: 'Doors', quantityMilli: 10_000, unit: 'no.', ratePaise: 100_000 },
            // 1 x ₹5,000, optional.
            {
              description: 'Modular kitchen',
              quantityMilli: 1000,
              unit: 'lot',
              ratePaise: 500_000,
              optional: true,
            },
          ],
        },
      ],
      // ₹1,000 off: ₹9,000 taxable.
      discountPaise: 100_000,
    })
    const totals = quotationTotals(content)
    expect(totals.subtotalPaise).toBe(1_000_000)
    expect(totals.optionalPaise).toBe(500_000)
    expect(totals.taxablePaise).toBe(900_000)
    // 9 % of ₹9,000 = ₹810 each; total ₹9,000 + ₹1,620 = ₹10,620.
    expect(totals.taxes.map((tax) => tax.amountPaise)).toEqual([81_000, 81_000])
    expect(totals.totalPaise).toBe(1_062_000)
  })

  it('finds the tax inside prices that include it', () => {
    const content = house({
      pricesIncludeTax: true,
      groups: [
        {
          title: 'Work',
          // ₹1,180 including 18 %: ₹1,000 before tax, ₹180 tax, ₹90 each.
          items: [{ description: 'Job', quantityMilli: 1000, unit: 'lot', ratePaise: 118_000 }],
        },
      ],
    })
    const totals = quotationTotals(content)
    expect(totals.totalPaise).toBe(118_000)
    expect(totals.taxes.map((tax) => tax.amountPaise)).toEqual([9000, 9000])
  })

  it('shares an odd tax inside the prices so that it adds up to the paisa', () => {
    const content = house({
      pricesIncludeTax: true,
      groups: [
        {
          title: 'Work',
          // ₹100.01 including 18 %: 10001 / 1.18 = 8475.42 paise -> 8475 before tax; tax 1526
          // paise, shared 9:9 cumulatively: 763 (exactly half) and 763.
          items: [{ description: 'Job', quantityMilli: 1000, unit: 'lot', ratePaise: 10_001 }],
        },
      ],
    })
    const totals = quotationTotals(content)
    expect(totals.taxes.map((tax) => tax.amountPaise)).toEqual([763, 763])
    expect(totals.totalPaise).toBe(10_001)
  })

  it('splits a schedule cumulatively, so the stages add up to the total exactly', () => {
    // 100 paise in three equal thirds: 33.33 -> 33, 66.67 -> 67, 100: shares 33, 34, 33.
    expect(sharesOf(100, [1, 1, 1])).toEqual([33, 34, 33])
    // ₹10,00,001 (100000100 paise) as 10 % and 90 %: 10000010 and 90000090 paise.
    expect(sharesOf(100_000_100, [1000, 9000], 10_000)).toEqual([10_000_010, 90_000_090])
    // A schedule short of 100 % leaves the rest unshared: 50 % of 1,001 paise is 500.5 -> 501.
    expect(sharesOf(1001, [5000], 10_000)).toEqual([501])
  })

  it('works an amount past 2^53 thousandths of a paisa without losing a paisa to floating point', () => {
    // 999,999.999 units at ₹90,105.01: 999999999 x 9010501 = 9,010,501,000,000,000 - 9,010,501
    // = 9,010,500,990,989,499 thousandth-paise, odd and above 2^53 (9,007,199,254,740,992), which
    // a double cannot hold; / 1000 = 9,010,500,990,989.499 paise, rounded: 9,010,500,990,989.
    const content = house({
      taxLines: [],
      schedule: [],
      groups: [
        {
          title: 'Large',
          items: [
            {
              description: 'Everything',
              quantityMilli: 999_999_999,
              unit: 'lot',
              ratePaise: 9_010_501,
            },
          ],
        },
      ],
    })
    expect(quotationTotals(content).totalPaise).toBe(9_010_500_990_989)
  })

  it('refuses items beyond ₹1,000 crore together, beside the items', () => {
    // 10,00,000 units at ₹10 crore: ₹10,00,000 crore.
    const result = quotationContentSchema.safeParse({
      clientName: 'Ravi',
      validUntil: '2026-12-31',
      groups: [
        {
          title: 'Huge',
          items: [
            {
              description: 'All',
              quantityMilli: 1_000_000_000,
              unit: 'lot',
              ratePaise: 10_000_000_000,
            },
          ],
        },
      ],
    })
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['groups'], 'The total is beyond ₹1,000 crore: check the quantities and rates'],
    ])
  })
})

describe('what stops a quotation from being sent', () => {
  it('sends a complete quotation', () => {
    expect(quotationSendProblems(house(), '2026-11-28')).toEqual([])
  })

  it('names each problem beside its field', () => {
    const content = house({
      groups: [],
      schedule: [{ label: 'Booking', percentBasisPoints: 9000 }],
      validUntil: '2026-11-27',
    })
    expect(quotationSendProblems(content, '2026-11-28')).toEqual([
      { path: ['groups'], message: 'Add at least one item before the quotation is sent' },
      {
        path: ['schedule'],
        message: 'The payment schedule must add up to 100 % before the quotation is sent',
      },
      {
        path: ['validUntil'],
        message: 'The validity date has passed: give a later day before sending',
      },
    ])
  })

  it('refuses a discount that makes the total negative', () => {
    // ₹27,00,000 of items, ₹28,00,000 off.
    const content = house({ discountPaise: 280_000_000 })
    expect(quotationTotals(content).totalPaise).toBeLessThan(0)
    expect(quotationSendProblems(content, '2026-11-28')).toEqual([
      {
        path: ['discountPaise'],
        message: 'The discount must be an amount of rupees, at most the total of the items',
      },
    ])
  })

  it('counts a quotation of optional items only as one with no items', () => {
    const content = house({
      groups: [
        {
          title: 'Extras',
          items: [
            {
              description: 'Solar',
              quantityMilli: 1000,
              unit: 'lot',
              ratePaise: 1,
              optional: true,
            },
          ],
        },
      ],
    })
    expect(quotationSendProblems(content, '2026-11-28')[0]?.path).toEqual(['groups'])
  })

  it('keeps a schedule of more than 100 % out of even a draft', () => {
    const result = quotationContentSchema.safeParse({
      clientName: 'Ravi',
      validUntil: '2026-12-31',
      schedule: [
        { label: 'Booking', percentBasisPoints: 6000 },
        { label: 'Handover', percentBasisPoints: 5000 },
      ],
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['schedule'], 'The stages add up to more than 100 %'],
    ])
  })

  it('refuses a quantity with more than three decimals as a quantity, beside the item', () => {
    const result = quotationContentSchema.safeParse({
      clientName: 'Ravi',
      validUntil: '2026-12-31',
      groups: [
        {
          title: 'Work',
          items: [{ description: 'x', quantityMilli: 1.5, unit: 'm', ratePaise: 1 }],
        },
      ],
    })
    expect(result.error?.issues[0]?.path).toEqual(['groups', 0, 'items', 0, 'quantityMilli'])
  })
})
