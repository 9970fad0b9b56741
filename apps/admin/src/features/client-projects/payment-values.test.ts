import type { ClientPayment } from '@nirman/contract'
import { describe, expect, it } from 'vitest'
import {
  newPaymentRow,
  type PaymentRow,
  paymentRowsOf,
  paymentScheduleBodyOf,
  previewAmounts,
  receiptBodyOf,
  shareTotal,
} from './payment-values'

const share = (key: number, percent: string): PaymentRow => ({
  ...newPaymentRow(key),
  label: `Instalment ${key}`,
  share: percent,
  stageId: '3',
})
const amount = (key: number, rupees: string): PaymentRow => ({
  ...share(key, ''),
  basis: 'amount',
  amount: rupees,
})

describe('payment rows', () => {
  it('show a share as typed ("7.5") and an amount in rupees ("4,25,000")', () => {
    const saved: ClientPayment[] = [
      {
        id: 1,
        label: 'Booking',
        percentBasisPoints: 750,
        amountPaise: 3_000_000,
        stageId: null,
        dueDate: '2026-01-01',
        dueOn: '2026-01-01',
        status: 'received',
        receipt: null,
      },
      {
        id: 2,
        label: 'Boundary wall',
        percentBasisPoints: null,
        amountPaise: 42_500_000,
        stageId: 4,
        dueDate: null,
        dueOn: null,
        status: 'upcoming',
        receipt: null,
      },
    ]
    expect(paymentRowsOf(saved)).toEqual([
      {
        key: 1,
        id: 1,
        label: 'Booking',
        basis: 'percent',
        share: '7.5',
        amount: '',
        stageId: '',
        dueDate: '2026-01-01',
      },
      {
        key: 2,
        id: 2,
        label: 'Boundary wall',
        basis: 'amount',
        share: '',
        amount: '4,25,000',
        stageId: '4',
        dueDate: '',
      },
    ])
  })
})

describe('previewAmounts: what each instalment comes to, as the API works it out', () => {
  it('rounds a share to the paisa, halves up, and gives the last what is left at 100 %', () => {
    // Contract ₹12,34,567 = 123456700 paise. 15 %: 123456700 × 1500 / 10000 = 18518505 exactly
    // (₹1,85,185.05). 85 % is the last of shares adding up to 100 %: it takes what is left,
    // 123456700 − 18518505 = 104938195 (₹10,49,381.95, which 85 % also comes to exactly).
    expect(previewAmounts(123_456_700, [share(1, '15'), share(2, '85')])).toEqual([
      18_518_505, 104_938_195,
    ])
  })

  it('rounds half a paisa up', () => {
    // ₹1.01 = 101 paise. 50 % is 50.5 paise: floor((101 × 5000 + 5000) / 10000) = floor(51.0) = 51.
    // With an amount beside it, the shares do not make 100 % of the schedule: no remainder rule.
    expect(previewAmounts(101, [share(1, '50'), amount(2, '0.50')])).toEqual([51, 50])
  })

  it('gives the last share the paisa the others’ rounding left', () => {
    // ₹1,000.01 = 100001 paise in 33.33 % + 33.33 % + 33.34 %.
    // 33.33 %: floor((100001 × 3333 + 5000) / 10000) = floor(33330.83…) = 33330, twice: 66660.
    // The last on its own would be floor((100001 × 3334 + 5000) / 10000) = 33340; it takes what
    // is left instead: 100001 − 66660 = 33341.
    expect(
      previewAmounts(100_001, [share(1, '33.33'), share(2, '33.33'), share(3, '33.34')]),
    ).toEqual([33_330, 33_330, 33_341])
  })

  it('leaves amounts as typed and unreadable rows unknown, with no remainder rule', () => {
    // ₹40,00,000 = 400000000 paise: 10 % is 40000000; "4.25 lakh" is 42500000 paise.
    expect(
      previewAmounts(400_000_000, [share(1, '10'), amount(2, '4.25 lakh'), share(3, 'ten')]),
    ).toEqual([40_000_000, 42_500_000, null])
  })

  it('adds up the shares typed', () => {
    expect(shareTotal([share(1, '10'), share(2, '7.5'), amount(3, '1,00,000')])).toBe(1750)
  })
})

describe('paymentScheduleBodyOf', () => {
  it('sends a share in basis points, an amount in paise and the stage as a number', () => {
    expect(
      paymentScheduleBodyOf(
        [share(1, '12.5'), { ...amount(2, '₹1,85,185.05'), dueDate: '2026-05-01' }],
        9,
      ),
    ).toEqual({
      ok: true,
      body: {
        version: 9,
        payments: [
          {
            id: null,
            label: 'Instalment 1',
            percentBasisPoints: 1250,
            amountPaise: null,
            stageId: 3,
            dueDate: null,
          },
          {
            id: null,
            label: 'Instalment 2',
            percentBasisPoints: null,
            amountPaise: 18_518_505,
            stageId: 3,
            dueDate: '2026-05-01',
          },
        ],
      },
    })
  })

  it('refuses an unreadable share or amount, a missing one, and a row due at no time', () => {
    const checked = paymentScheduleBodyOf(
      [
        share(1, 'fifteen'),
        amount(2, '12 bags'),
        share(3, ''),
        { ...share(4, '5'), stageId: '', dueDate: '' },
      ],
      9,
    )
    expect(checked).toEqual({
      ok: false,
      rows: {
        1: { value: 'Percentage must be between 0.01 and 100, with at most two decimals' },
        2: { value: 'Amount must be in rupees, more than ₹0 and at most ₹100 crore' },
        3: { value: 'Give the instalment as a percentage of the contract value or as an amount' },
        4: { dueDate: 'Tie the instalment to a stage or give its due date' },
      },
      list: null,
    })
  })

  it('refuses shares over 100 % as the list’s fault', () => {
    const checked = paymentScheduleBodyOf([share(1, '60'), share(2, '50')], 9)
    expect(checked).toEqual({
      ok: false,
      rows: {},
      list: 'The percentages add up to more than 100 %',
    })
  })
})

describe('receiptBodyOf', () => {
  const values = {
    receivedOn: '2026-03-07',
    amount: '4,25,000',
    mode: 'upi' as const,
    reference: 'UTR 1234',
  }

  it('reads the rupees typed into paise', () => {
    expect(receiptBodyOf(values, 3, '2026-03-07')).toEqual({
      ok: true,
      body: {
        receivedOn: '2026-03-07',
        amountPaise: 42_500_000,
        mode: 'upi',
        reference: 'UTR 1234',
        version: 3,
      },
    })
  })

  it('refuses an amount it cannot read, no mode, and a day after today', () => {
    expect(
      receiptBodyOf(
        { ...values, amount: 'paid', mode: '', receivedOn: '2026-03-08' },
        3,
        '2026-03-07',
      ),
    ).toEqual({
      ok: false,
      errors: {
        amount: 'Amount received must be in rupees, more than ₹0',
        mode: 'Mode must be one of UPI, Bank transfer (NEFT/RTGS/IMPS), Cheque, Cash',
        receivedOn: 'The day received cannot be in the future',
      },
    })
  })
})
