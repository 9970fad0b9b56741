import {
  companyDate,
  type QuotationContent,
  type QuotationRevision,
  type QuotationStatus,
  quotationContentSchema,
  quotationMessages,
  quotationNumber,
  quotationTotals,
  type StaffRef,
} from '@nirman/contract'
import { type EntityManager, In } from 'typeorm'
import {
  QuotationAcceptanceEntity,
  QuotationCodeEntity,
  QuotationEntity,
  QuotationRevisionEntity,
  type QuotationRevisionRow,
  type QuotationRow,
} from '../db/quotation-entities'
import { HttpError } from '../http-error'
import { addLeadEvent } from '../leads/lead-changes'
import type { ReferenceCheck } from '../media/orphan-cleanup'

// The rows of quotations as every change reads and writes them: claiming the quotation's version,
// its latest revision, a new revision's row, a revision as staff read it, its entry on the lead's
// timeline, and the rows that go with a deleted lead or that name a stored PDF.

/**
 * Claims the quotation's next version for a change (`UPDATE ... WHERE version = ?`, which also
 * holds the row until the transaction ends) and returns the quotation as it now is. 404 for no
 * such quotation, 409 when `version` is not the current one.
 */
export async function claimQuotation(
  manager: EntityManager,
  id: number,
  version: number,
  now: Date,
): Promise<QuotationRow> {
  const claimed = await manager
    .createQueryBuilder()
    .update(QuotationEntity)
    .set({ updatedAt: now, version: () => 'version + 1' })
    .where('id = :id', { id })
    .andWhere('version = :version', { version })
    .execute()
  if (!claimed.affected) {
    const exists = await manager.existsBy(QuotationEntity, { id })
    throw exists
      ? new HttpError(409, quotationMessages.stale)
      : new HttpError(404, quotationMessages.notFound)
  }
  return manager.findOneByOrFail(QuotationEntity, { id })
}

/** The latest revision of a quotation (every quotation has its first). */
export function latestRevision(manager: EntityManager, id: number): Promise<QuotationRevisionRow> {
  return manager.findOneOrFail(QuotationRevisionEntity, {
    where: { quotationId: id },
    order: { revision: 'DESC' },
  })
}

export function revisionRow(
  quotationId: number,
  revision: number,
  content: QuotationContent,
  actor: StaffRef,
  now: Date,
): Omit<QuotationRevisionRow, 'id'> {
  return {
    quotationId,
    revision,
    status: 'draft',
    content: JSON.stringify(content),
    totalPaise: quotationTotals(content).totalPaise,
    createdAt: now,
    createdById: actor.id,
    createdByName: actor.name,
    sentAt: null,
    viewedAt: null,
    decidedAt: null,
    declineReason: '',
    pdfKey: null,
    pdfSha256: null,
    emailedTo: null,
  }
}

/** A quotation's state on its lead's timeline, written in the transaction of the change. */
export async function recordOnLead(
  manager: EntityManager,
  event: { leadId: number; id: number; revision: number; status: QuotationStatus },
  actor: StaffRef | null,
  at: Date,
): Promise<void> {
  const { leadId, ...quotation } = event
  await addLeadEvent(
    manager,
    leadId,
    actor,
    'quotation',
    { ...quotation, number: quotationNumber(quotation.id) },
    at,
  )
}

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null)

/**
 * The state staff read of a revision on `today`: a revision sent (or viewed) whose validity day
 * has passed is expired; the row keeps "sent" (the client can no longer accept it either).
 */
export function shownStatus(
  status: QuotationStatus,
  validUntil: string,
  today: string = companyDate(new Date()),
): QuotationStatus {
  return (status === 'sent' || status === 'viewed') && validUntil < today ? 'expired' : status
}

export function revisionView(row: QuotationRevisionRow): QuotationRevision {
  const content = quotationContentSchema.parse(JSON.parse(row.content))
  return {
    revision: Number(row.revision),
    status: shownStatus(row.status, content.validUntil),
    content,
    totals: quotationTotals(content),
    createdAt: row.createdAt.toISOString(),
    createdBy:
      row.createdById === null
        ? null
        : { id: Number(row.createdById), name: row.createdByName ?? '' },
    sentAt: isoOrNull(row.sentAt),
    viewedAt: isoOrNull(row.viewedAt),
    decidedAt: isoOrNull(row.decidedAt),
    declineReason: row.declineReason,
    pdfSha256: row.pdfSha256,
    emailedTo: row.emailedTo,
  }
}

/**
 * Deletes a lead's quotations with their revisions, in the transaction that deletes the lead (a
 * request deleted for good takes the client's name and figures with it).
 */
export async function deleteQuotationsOfLead(
  manager: EntityManager,
  leadId: number,
): Promise<void> {
  const quotations = await manager.find(QuotationEntity, {
    where: { leadId },
    select: { id: true },
  })
  if (quotations.length === 0) return
  const ids = quotations.map((quotation) => Number(quotation.id))
  await manager.delete(QuotationRevisionEntity, { quotationId: In(ids) })
  await manager.delete(QuotationCodeEntity, { quotationId: In(ids) })
  await manager.delete(QuotationAcceptanceEntity, { quotationId: In(ids) })
  await manager.delete(QuotationEntity, { id: In(ids) })
}

/** Which of `keys` (files of the quotation-files namespace) a revision or an acceptance names. */
export const quotationFilesInUse: ReferenceCheck = async (db, keys) => {
  if (keys.length === 0) return new Set()
  const rows = await db.manager.find(QuotationRevisionEntity, {
    where: { pdfKey: In([...keys]) },
    select: { id: true, pdfKey: true },
  })
  const certified = await db.manager.find(QuotationAcceptanceEntity, {
    where: { certifiedPdfKey: In([...keys]) },
    select: { id: true, certifiedPdfKey: true },
  })
  return new Set([
    ...rows.flatMap((row) => (row.pdfKey ? [row.pdfKey] : [])),
    ...certified.map((row) => row.certifiedPdfKey),
  ])
}
