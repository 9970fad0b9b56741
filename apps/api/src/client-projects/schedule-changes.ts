import {
  clientProjectMessages,
  type PaymentInput,
  type ReceiptInput,
  type StageInput,
} from '@nirman/contract'
import { type EntityManager, In } from 'typeorm'
import type { AuditDetails } from '../audit/audit-log'
import {
  ClientPaymentEntity,
  type ClientPaymentRow,
  ClientStageEntity,
  ClientUpdateEntity,
} from '../db/client-entities'
import { fieldError, HttpError } from '../http-error'

/**
 * Changes of a project's schedule and instalments, each inside the transaction that moved the
 * project to its next version (client-project-admin.ts). A schedule is sent whole and in order:
 * a row with an `id` is kept and changed, one without is added, one left out is deleted.
 */

/**
 * Checks the `id`s of a list sent whole: each must be one of `existing` (400 naming
 * `<list>.<index>.id`), and none may come twice. Returns the existing ids left out.
 */
function leftOut(
  list: 'stages' | 'payments',
  sent: readonly { id: number | null }[],
  existing: readonly number[],
  messages: { unknown: string; twice: string },
): number[] {
  const known = new Set(existing)
  const seen = new Set<number>()
  sent.forEach(({ id }, index) => {
    if (id === null) return
    if (!known.has(id)) throw fieldError(`${list}.${index}.id`, messages.unknown)
    if (seen.has(id)) throw fieldError(`${list}.${index}.id`, messages.twice)
    seen.add(id)
  })
  return existing.filter((id) => !seen.has(id))
}

const idsOf = (rows: readonly { id: number }[]) => rows.map((row) => Number(row.id))

/**
 * Replaces a project's schedule with `stages`. A stage left out is deleted, unless an instalment
 * or an update belongs to it: then the whole change is refused with 409 (the stage is not in the
 * request, so no field of it can be named; the answer says what to do first).
 */
export async function replaceStages(
  manager: EntityManager,
  projectId: number,
  stages: readonly StageInput[],
): Promise<AuditDetails> {
  const existing = idsOf(await manager.find(ClientStageEntity, { where: { projectId } }))
  const removed = leftOut('stages', stages, existing, {
    unknown: clientProjectMessages.stageUnknown,
    twice: clientProjectMessages.stageTwice,
  })
  if (removed.length > 0) {
    const inUse =
      (await manager.existsBy(ClientPaymentEntity, { projectId, stageId: In(removed) })) ||
      (await manager.existsBy(ClientUpdateEntity, { projectId, stageId: In(removed) }))
    if (inUse) throw new HttpError(409, clientProjectMessages.stageInUse)
    await manager.delete(ClientStageEntity, { projectId, id: In(removed) })
  }
  // In the order sent: a kept stage changed in place (its instalments and updates follow it).
  for (const [position, { id, ...columns }] of stages.entries()) {
    if (id === null) await manager.insert(ClientStageEntity, { ...columns, projectId, position })
    else await manager.update(ClientStageEntity, { id, projectId }, { ...columns, position })
  }
  return {
    stages: stages.length,
    added: stages.filter((stage) => stage.id === null).length,
    removed: removed.length,
  }
}

/**
 * Replaces a project's instalments with `payments`. Each `stageId` must be a stage of the project;
 * an instalment already received keeps its receipt, and cannot be left out (409): money recorded
 * as received never disappears with a schedule edit.
 */
export async function replacePayments(
  manager: EntityManager,
  projectId: number,
  payments: readonly PaymentInput[],
): Promise<AuditDetails> {
  const existing = await manager.find(ClientPaymentEntity, { where: { projectId } })
  const removed = leftOut('payments', payments, idsOf(existing), {
    unknown: clientProjectMessages.paymentNotFound,
    twice: clientProjectMessages.paymentTwice,
  })
  const stageIds = new Set(idsOf(await manager.find(ClientStageEntity, { where: { projectId } })))
  payments.forEach(({ stageId }, index) => {
    if (stageId !== null && !stageIds.has(stageId)) {
      throw fieldError(`payments.${index}.stageId`, clientProjectMessages.stageUnknown)
    }
  })
  const receivedLeftOut = existing.some(
    (row) => removed.includes(Number(row.id)) && row.receivedOn !== null,
  )
  if (receivedLeftOut) throw new HttpError(409, clientProjectMessages.receivedKept)
  if (removed.length > 0) await manager.delete(ClientPaymentEntity, { projectId, id: In(removed) })
  // In the order sent; a kept instalment's receipt columns are left as they are.
  for (const [position, { id, ...columns }] of payments.entries()) {
    if (id === null) await manager.insert(ClientPaymentEntity, { ...columns, projectId, position })
    else await manager.update(ClientPaymentEntity, { id, projectId }, { ...columns, position })
  }
  return {
    payments: payments.length,
    added: payments.filter((payment) => payment.id === null).length,
    removed: removed.length,
  }
}

/** An instalment of the project; 404 when it is not one of its instalments. */
async function paymentOf(
  manager: EntityManager,
  projectId: number,
  paymentId: number,
): Promise<ClientPaymentRow> {
  const row = await manager.findOneBy(ClientPaymentEntity, { id: paymentId, projectId })
  if (!row) throw new HttpError(404, clientProjectMessages.paymentNotFound)
  return row
}

/**
 * Records the money received for an instalment; 409 when it is already received (a receipt
 * recorded by mistake is undone first, so a correction is always two entries of the audit log).
 */
export async function recordReceipt(
  manager: EntityManager,
  projectId: number,
  paymentId: number,
  receipt: Omit<ReceiptInput, 'version'>,
): Promise<void> {
  const payment = await paymentOf(manager, projectId, paymentId)
  if (payment.receivedOn !== null) throw new HttpError(409, clientProjectMessages.alreadyReceived)
  await manager.update(
    ClientPaymentEntity,
    { id: paymentId },
    {
      receivedOn: receipt.receivedOn,
      receivedPaise: receipt.amountPaise,
      mode: receipt.mode,
      reference: receipt.reference,
    },
  )
}

/** Undoes an instalment's receipt, recorded by mistake; 409 when it has none. */
export async function undoReceipt(
  manager: EntityManager,
  projectId: number,
  paymentId: number,
): Promise<void> {
  const payment = await paymentOf(manager, projectId, paymentId)
  if (payment.receivedOn === null) throw new HttpError(409, clientProjectMessages.notReceived)
  await manager.update(
    ClientPaymentEntity,
    { id: paymentId },
    { receivedOn: null, receivedPaise: null, mode: null, reference: '' },
  )
}
