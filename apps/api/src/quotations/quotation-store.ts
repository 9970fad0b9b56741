import {
  type CompanyDetails,
  type QuotationContent,
  type QuotationDetail,
  type QuotationSummary,
  quotationContentSchema,
  quotationMessages,
  quotationNumber,
  quotationTotals,
  type StaffRef,
} from '@nirman/contract'
import type { DataSource } from 'typeorm'
import { writeAudit } from '../audit/audit-log'
import { ContactSubmissionEntity, type ContactSubmissionRow } from '../db/entities'
import {
  QuotationAcceptanceEntity,
  QuotationEntity,
  QuotationRevisionEntity,
} from '../db/quotation-entities'
import { HttpError } from '../http-error'
import { quotationLinkOf } from './quotation-link'
import {
  claimQuotation,
  latestRevision,
  recordOnLead,
  revisionRow,
  revisionView,
  shownStatus,
} from './quotation-rows'

/** Where the client's link of a quotation points, and whose name its WhatsApp message gives. */
export interface LinkContext {
  origin: string
  company: CompanyDetails
}

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
        status: shownStatus(
          latest.status,
          quotationContentSchema.parse(JSON.parse(latest.content)).validUntil,
        ),
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

  /**
   * A quotation with every revision, oldest first, and the client's link while it stands (made
   * for the latest revision sent); 404 when there is none.
   */
  async detail(id: number, linkContext: LinkContext): Promise<QuotationDetail> {
    const quotation = await this.db.manager.findOneBy(QuotationEntity, { id })
    if (!quotation) throw new HttpError(404, quotationMessages.notFound)
    const rows = await this.db.manager.find(QuotationRevisionEntity, {
      where: { quotationId: id },
      order: { revision: 'ASC' },
    })
    const revisions = rows.map(revisionView)
    const accepted = await this.db.manager.findOneBy(QuotationAcceptanceEntity, { quotationId: id })
    const number = quotationNumber(Number(quotation.id))
    const sent = revisions.findLast((revision) => revision.status !== 'draft')
    return {
      id: Number(quotation.id),
      number,
      leadId: Number(quotation.leadId),
      version: Number(quotation.version),
      createdAt: quotation.createdAt.toISOString(),
      revisions,
      link:
        quotation.linkToken && sent
          ? quotationLinkOf(
              linkContext.origin,
              quotation.linkToken,
              sent.content,
              number,
              linkContext.company,
            )
          : null,
      acceptance: accepted
        ? {
            revision: Number(accepted.revision),
            name: accepted.name,
            at: accepted.acceptedAt.toISOString(),
            ipAddress: accepted.ipAddress,
            userAgent: accepted.userAgent,
            pdfSha256: accepted.pdfSha256,
            certifiedPdfSha256: accepted.certifiedPdfSha256,
          }
        : null,
    }
  }

  /**
   * Starts the next revision, a draft copied from the latest one sent, made on `version`: 409
   * when a draft is open already (`draftExists`), when the client accepted the quotation
   * (`accepted`: what was agreed stays), or when stale.
   */
  async revise(id: number, actor: StaffRef, version: number): Promise<void> {
    await this.db.transaction(async (manager) => {
      const now = new Date()
      const quotation = await claimQuotation(manager, id, version, now)
      const latest = await latestRevision(manager, id)
      if (latest.status === 'draft') throw new HttpError(409, quotationMessages.draftExists)
      if (latest.status === 'accepted') throw new HttpError(409, quotationMessages.accepted)
      const revision = Number(latest.revision) + 1
      const content = quotationContentSchema.parse(JSON.parse(latest.content))
      await manager.insert(QuotationRevisionEntity, revisionRow(id, revision, content, actor, now))
      const leadId = Number(quotation.leadId)
      await recordOnLead(manager, { leadId, id, revision, status: 'draft' }, actor, now)
      await writeAudit(manager, {
        actor,
        action: 'quotation.revise',
        targetType: 'quotation',
        targetId: id,
        details: { revision },
        at: now,
      })
    })
  }

  /**
   * Withdraws the client's link, made on `version`: the page it opened answers as if there were
   * none. The next send makes a new link.
   */
  async withdrawLink(id: number, actor: StaffRef, version: number): Promise<void> {
    await this.db.transaction(async (manager) => {
      const now = new Date()
      const quotation = await claimQuotation(manager, id, version, now)
      if (quotation.linkToken === null) return
      await manager.update(QuotationEntity, { id }, { linkToken: null })
      await writeAudit(manager, {
        actor,
        action: 'quotation.withdraw_link',
        targetType: 'quotation',
        targetId: id,
        at: now,
      })
    })
  }

  /** The accepted PDF with its certificate: its key and download name; 404 before acceptance. */
  async acceptedPdfOf(id: number): Promise<{ key: string; downloadName: string }> {
    const accepted = await this.db.manager.findOneBy(QuotationAcceptanceEntity, { quotationId: id })
    if (!accepted) throw new HttpError(404, quotationMessages.notFound)
    return {
      key: accepted.certifiedPdfKey,
      downloadName: `Quotation ${quotationNumber(id)} accepted.pdf`,
    }
  }

  /** The stored PDF of a sent revision: its key and its download name; 404 for none. */
  async pdfOf(id: number, revision: number): Promise<{ key: string; downloadName: string }> {
    const row = await this.db.manager.findOneBy(QuotationRevisionEntity, {
      quotationId: id,
      revision,
    })
    if (!row?.pdfKey) throw new HttpError(404, quotationMessages.notFound)
    const number = quotationNumber(id)
    return {
      key: row.pdfKey,
      downloadName:
        revision > 1 ? `Quotation ${number} revision ${revision}.pdf` : `Quotation ${number}.pdf`,
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
      await claimQuotation(manager, id, change.version, now)
      const draft = await latestRevision(manager, id)
      if (draft.status === 'accepted') throw new HttpError(409, quotationMessages.accepted)
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
}
