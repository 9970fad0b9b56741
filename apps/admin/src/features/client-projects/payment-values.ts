import {
  basisPointsOfPercent,
  type ClientPayment,
  clientProjectMessages,
  formatPercent,
  formatRupees,
  type PaymentMode,
  type PaymentScheduleInput,
  paiseOfRupees,
  paymentScheduleInputSchema,
  receiptInputSchema,
} from '@nirman/contract'
import { fieldErrorsOf } from '../forms/refusal'
import { type DraftRow, rowErrorsOf } from './record-list-draft'

/** How an instalment is given: a share of the contract value, or an amount of its own. */
export type PaymentBasis = 'percent' | 'amount'

/**
 * An instalment as its fields hold it: the share as typed ("15", "7.5"), the amount in rupees as
 * typed ("4,25,000", "4.25 lakh"), the stage's id as a select's value ('' for none) and the due
 * day ('' for none).
 */
export interface PaymentRow extends DraftRow {
  label: string
  basis: PaymentBasis
  share: string
  amount: string
  stageId: string
  dueDate: string
}

/** Rupees as a field shows them for editing: "4,25,000", without the sign. */
export const rupeesText = (paise: number) => formatRupees(paise).replace('₹', '')

/** A share as a field shows it for editing: "15", "7.5". */
export const percentText = (basisPoints: number) => formatPercent(basisPoints).replace(' %', '')

/** The rows of a saved schedule, each keyed by its id. */
export function paymentRowsOf(payments: readonly ClientPayment[]): PaymentRow[] {
  return payments.map((payment) => ({
    key: payment.id,
    id: payment.id,
    label: payment.label,
    basis: payment.percentBasisPoints === null ? 'amount' : 'percent',
    share: payment.percentBasisPoints === null ? '' : percentText(payment.percentBasisPoints),
    amount: payment.percentBasisPoints === null ? rupeesText(payment.amountPaise) : '',
    stageId: payment.stageId === null ? '' : String(payment.stageId),
    dueDate: payment.dueDate ?? '',
  }))
}

/** A new instalment at the end: a share, due at no stage and on no day until staff say. */
export const newPaymentRow = (key: number): PaymentRow => ({
  key,
  id: null,
  label: '',
  basis: 'percent',
  share: '',
  amount: '',
  stageId: '',
  dueDate: '',
})

/** What a row's typed share or amount comes to: basis points or paise, null when unreadable. */
function typedValue(row: PaymentRow) {
  return row.basis === 'percent'
    ? { percentBasisPoints: basisPointsOfPercent(row.share), amountPaise: null }
    : { percentBasisPoints: null, amountPaise: paiseOfRupees(row.amount) }
}

/**
 * What each instalment comes to, in paise, as the API works it out (`instalmentAmounts`): a share
 * rounded to the nearest paisa, halves up; when every instalment is a share and the shares add up
 * to exactly 100 %, the last takes what is left, so the schedule adds up to the contract value.
 * Null for a row whose share or amount cannot be read.
 *
 * @example previewAmounts(123456700, rows of 15 % and 85 %) // [18518505, 104938195]
 */
export function previewAmounts(
  contractValuePaise: number,
  rows: readonly PaymentRow[],
): (number | null)[] {
  const values = rows.map(typedValue)
  const amounts = values.map((value) => {
    if (value.percentBasisPoints !== null) {
      return Math.floor((contractValuePaise * value.percentBasisPoints + 5_000) / 10_000)
    }
    return value.amountPaise
  })
  const allShares = values.every((value) => value.percentBasisPoints !== null)
  if (rows.length > 0 && allShares && shareTotal(rows) === 10_000) {
    const others = amounts.slice(0, -1).reduce<number>((sum, amount) => sum + (amount ?? 0), 0)
    amounts[amounts.length - 1] = contractValuePaise - others
  }
  return amounts
}

/** The shares typed, added up in basis points (rows given as amounts, or unreadable, count 0). */
export function shareTotal(rows: readonly PaymentRow[]): number {
  return rows.reduce(
    (sum, row) => sum + (row.basis === 'percent' ? (basisPointsOfPercent(row.share) ?? 0) : 0),
    0,
  )
}

/** The form's field of a body's field: the share and the amount are one field on screen. */
const formField = (field: string) =>
  field === 'percentBasisPoints' || field === 'amountPaise' ? 'value' : field

/**
 * The body of `PUT …/payments`, checked with the contract's schema as the server checks it; or the
 * messages of the refused rows (by key: `label`, `value` for the share or amount, `stageId`,
 * `dueDate`) and of the list (shares over 100 %). A share or an amount that cannot be read is
 * refused with the contract's words before anything else is said of it.
 */
export function paymentScheduleBodyOf(
  rows: readonly PaymentRow[],
  version: number,
):
  | { ok: true; body: PaymentScheduleInput }
  | { ok: false; rows: Record<number, Record<string, string>>; list: string | null } {
  const unreadable: Record<number, Record<string, string>> = {}
  for (const row of rows) {
    const value = typedValue(row)
    if (row.basis === 'percent' && value.percentBasisPoints === null && row.share.trim() !== '') {
      unreadable[row.key] = { value: clientProjectMessages.percent }
    }
    if (row.basis === 'amount' && value.amountPaise === null && row.amount.trim() !== '') {
      unreadable[row.key] = { value: clientProjectMessages.amount }
    }
  }
  const parsed = paymentScheduleInputSchema.safeParse({
    version,
    payments: rows.map((row) => ({
      id: row.id,
      label: row.label,
      ...typedValue(row),
      stageId: row.stageId === '' ? null : Number(row.stageId),
      dueDate: row.dueDate || null,
    })),
  })
  if (parsed.success && Object.keys(unreadable).length === 0) return { ok: true, body: parsed.data }
  const found = parsed.success
    ? { rows: {}, list: null }
    : rowErrorsOf(
        parsed.error.issues,
        'payments',
        rows.map((row) => row.key),
        formField,
      )
  for (const [key, fields] of Object.entries(unreadable)) {
    found.rows[Number(key)] = { ...found.rows[Number(key)], ...fields }
  }
  return { ok: false, ...found }
}

/** The server's messages of a refused schedule, by row key and form field. */
export const paymentErrorsOf = (
  issues: readonly { path: string; message: string }[],
  keys: readonly number[],
) => rowErrorsOf(issues, 'payments', keys, formField)

/** The receipt's fields as typed: the amount in rupees, the mode '' until chosen. */
export interface ReceiptValues {
  receivedOn: string
  amount: string
  mode: PaymentMode | ''
  reference: string
}

/**
 * The body of `PUT …/receipt`, checked as the server checks it (the contract's schema, and no day
 * after today in Patna), or the refused fields: `amount` is the rupees typed.
 */
export function receiptBodyOf(values: ReceiptValues, version: number, today: string) {
  const amountPaise = paiseOfRupees(values.amount)
  const parsed = receiptInputSchema.safeParse({
    receivedOn: values.receivedOn,
    amountPaise: amountPaise ?? Number.NaN,
    mode: values.mode,
    reference: values.reference,
    version,
  })
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues)
  const { amountPaise: amountError, ...others } = errors
  const refused: Record<string, string> = {
    ...others,
    ...(amountError || amountPaise === null
      ? { amount: clientProjectMessages.receivedAmount }
      : {}),
  }
  if (values.receivedOn > today && !refused.receivedOn) {
    refused.receivedOn = clientProjectMessages.receivedFuture
  }
  return parsed.success && Object.keys(refused).length === 0
    ? ({ ok: true, body: parsed.data } as const)
    : ({ ok: false, errors: refused } as const)
}
