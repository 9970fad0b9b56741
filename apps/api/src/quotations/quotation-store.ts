import {
  type QuotationContent,
  type QuotationDetail,
  type QuotationRevision,
  type QuotationStatus,
  type QuotationSummary,
  quotationContentSchema,
  quotationMessages,
  quotationNumber,
  quotationTotals,
  type StaffRef,
} from '@nirman/contract'
import { type DataSource, type EntityManager, In } from 'typeorm'
import { writeAudit } from '../audit/audit-log'
import { ContactSubmissionEntity, type ContactSubmissionRow } from '../db/entities'
import {
  QuotationEntity,
  QuotationRevisionEntity,
  type QuotationRevisionRow,
} from '../db/quotation-entities'
import { HttpError } from '../http-error'
import { addLeadEvent } from '../leads/lead-changes'

/** How a quotation was started, as its audit entry says. */
export type QuotationStartKind = 'blank' | 'estimate' | 'rate_card'

/**
 * A lead's quotations and their revisions (tables quotations, quotation_revisions). Every change
 * is one transaction with its timeline entry (quotations the client will see) and its audit
 * entry, made on the quotation's version: a change made on an older version is a 409, so two
 * staff editing one draft never overwrite each other.
 */
export class Quotations {
  constructor(private readonly db: DataSource) {}

  /** A lead's quotations, newest first, each at its latest revision; 404 for no such lead. */
  async ofLead(leadId: number): Promise<QuotationSummary[]> {
    if (!(await this.db.manager.existsBy(ContactSubmissionEntity, { id: leadId }))) {
      throw new HttpError(404, quotationMessages.leadNotFound)
    }
    const quotations = await this.db.manager.find(QuotationEntity, {
      where: { leadId },
      order: { id: 'DESC' },
    })
    const summaries: QuotationSummary[] = []
    for (const quotation of quotations) {
      const latest = await this.db.manager.findOneOrFail(QuotationRevisionEntity, {
        where: { quotationId: quotation.id },
        order: { revision: 'DESC' },
      })
      summaries.push({
        id: Number(quotation.id),
        number: quotationNumber(Number(quotation.id)),
        revision: Number(latest.revision),
        status: latest.status,
        totalPaise: Number(latest.totalPaise),
        updatedAt: quotation.updatedAt.toISOString(),
      })
    }
    return summaries
  }

  /**
   * Starts a quotation for a lead with revision 1, a draft made by `build` from the lead's row
   * (null: nothing to start from, answered 400 with `refusal`). Returns its id.
   */
  async start(
    leadId: number,
    actor: StaffRef,
    how: QuotationStartKind,
    build: (lead: ContactSubmissionRow) => QuotationContent | null,
    refusal: string = quotationMessages.noEstimate,
  ): Promise<number> {
    return this.db.transaction(async (manager) => {
      const lead = await manager.findOneBy(ContactSubmissionEntity, { id: leadId })
      if (!lead) throw new HttpError(404, quotationMessages.leadNotFound)
      const content = build(lead)
      if (!content) throw new HttpError(400, refusal)
      const now = new Date()
      const inserted = await manager.insert(QuotationEntity, {
        leadId,
        version: 1,
        createdAt: now,
        updatedAt: now,
      })
      const id = Number(inserted.identifiers[0]?.id)
      await manager.insert(QuotationRevisionEntity, revisionRow(id, 1, content, actor, now))
      await recordOnLead(manager, { leadId, id, revision: 1, status: 'draft' }, actor, now)
      await writeAudit(manager, {
        actor,
        action: 'quotation.create',
        targetType: 'quotation',
        targetId: id,
        details: { lead: leadId, from: how },
        at: now,
      })
      return id
    })
  }

  /** A quotation with every revision, oldest first; 404 when there is none. */
  async detail(id: number): Promise<QuotationDetail> {
    const quotation = await this.db.manager.findOneBy(QuotationEntity, { id })
    if (!quotation) throw new HttpError(404, quotationMessages.notFound)
    const revisions = await this.db.manager.find(QuotationRevisionEntity, {
      where: { quotationId: id },
      order: { revision: 'ASC' },
    })
    return {
      id: Number(quotation.id),
      number: quotationNumber(Number(quotation.id)),
      leadId: Number(quotation.leadId),
      version: Number(quotation.version),
      createdAt: quotation.createdAt.toISOString(),
      revisions: revisions.map(revisionView),
    }
  }

  /**
   * Replaces the open draft's content, made on `version`: 409 when someone changed the quotation
   * since (`stale`) or when its latest revision is no draft (`noDraft`: a sent revision is frozen).
   */
  async saveDraft(
    id: number,
    actor: StaffRef,
    change: { content: QuotationContent; version: number },
  ): Promise<void> {
    await this.db.transaction(async (manager) => {
      const now = new Date()
      const draft = await this.changeOn(manager, id, change.version, now)
      if (draft.status !== 'draft') throw new HttpError(409, quotationMessages.noDraft)
      const totalPaise = quotationTotals(change.content).totalPaise
      await manager.update(
        QuotationRevisionEntity,
        { id: draft.id },
        { content: JSON.stringify(change.content), totalPaise },
      )
      await writeAudit(manager, {
        actor,
        action: 'quotation.draft',
        targetType: 'quotation',
        targetId: id,
        details: { revision: Number(draft.revision), totalPaise },
        at: now,
      })
    })
  }

  /**
   * Claims the quotation's next version for a change (`UPDATE ... WHERE version = ?`, which also
   * holds the row until the transaction ends) and returns its latest revision. 404 for no such
   * quotation, 409 when `version` is not the current one.
   */
  private async changeOn(
    manager: EntityManager,
    id: number,
    version: number,
    now: Date,
  ): Promise<QuotationRevisionRow> {
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
    return manager.findOneOrFail(QuotationRevisionEntity, {
      where: { quotationId: id },
      order: { revision: 'DESC' },
    })
  }
}

function revisionRow(
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
  }
}

/** A quotation's state on its lead's timeline, written in the transaction of the change. */
async function recordOnLead(
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

function revisionView(row: QuotationRevisionRow): QuotationRevision {
  const content = quotationContentSchema.parse(JSON.parse(row.content))
  return {
    revision: Number(row.revision),
    status: row.status,
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
  await manager.delete(QuotationEntity, { id: In(ids) })
}
