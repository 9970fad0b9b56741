import { createHash, randomBytes } from 'node:crypto'
import {
  type CompanyDetails,
  companyDate,
  formatRupees,
  quotationContentSchema,
  quotationMessages,
  quotationNumber,
  quotationSendProblems,
  quotationTotals,
  type SalesDeskSettings,
  type StaffRef,
} from '@nirman/contract'
import type { DataSource } from 'typeorm'
import { writeAudit } from '../audit/audit-log'
import { QuotationEntity, QuotationRevisionEntity } from '../db/quotation-entities'
import { HttpError } from '../http-error'
import { moveLeadStage } from '../leads/lead-stage-move'
import type { MediaFiles } from '../media/storage'
import type { MailService } from '../plugins/mail'
import { quotationLinkOf } from './quotation-link'
import { type QuotationPaper, quotationPdf } from './quotation-pdf'
import { claimQuotation, latestRevision, recordOnLead } from './quotation-rows'

/** What sending needs besides the database: the PDFs' files, the mail, the company, the site. */
export interface SendingContext {
  db: DataSource
  files: MediaFiles
  mail: Pick<MailService, 'queue' | 'committed'>
  company: CompanyDetails
  /** The sales desk in use: the working time of a first contact the send makes. */
  desk: SalesDeskSettings
  /** The website's origin, for the client's link. */
  origin: string
  /** Makes the PDF (quotationPdf; a test may count its calls). */
  makePdf?: (paper: QuotationPaper) => Promise<Buffer>
}

/** A new link's token: 32 random bytes, base64url (43 characters), never guessed. */
export const newLinkToken = (): string => randomBytes(32).toString('base64url')

/**
 * Sends the open draft of quotation `id`, made on `version`: refused with what stops it (400,
 * each problem beside its field: no items, a schedule short of 100 %, a total below zero, a
 * validity day passed), 409 when the quotation changed since `version` or has no draft. The PDF is
 * made and stored first, outside the transaction (a send that then fails leaves a file no row
 * names, which the cleanup of orphans removes); then, in one transaction, the revision is frozen
 * with the PDF's SHA-256, the client's link made (or kept), the lead moved to "Quotation sent",
 * the timeline, the audit log and the client's e-mail (the outbox) written.
 */
export async function sendQuotation(
  context: SendingContext,
  id: number,
  actor: StaffRef,
  version: number,
  now: Date = new Date(),
): Promise<void> {
  const { db } = context
  const quotation = await db.manager.findOneBy(QuotationEntity, { id })
  if (!quotation) throw new HttpError(404, quotationMessages.notFound)
  if (Number(quotation.version) !== version) throw new HttpError(409, quotationMessages.stale)
  const draft = await latestRevision(db.manager, id)
  if (draft.status === 'accepted') throw new HttpError(409, quotationMessages.accepted)
  if (draft.status !== 'draft') throw new HttpError(409, quotationMessages.noDraft)
  const content = quotationContentSchema.parse(JSON.parse(draft.content))
  const today = companyDate(now)
  const problems = quotationSendProblems(content, today)
  const [first] = problems
  if (first) {
    throw new HttpError(
      400,
      first.message,
      problems.map((problem) => ({
        path: ['content', ...problem.path].join('.'),
        message: problem.message,
      })),
    )
  }
  const totals = quotationTotals(content)
  const number = quotationNumber(id)
  const revision = Number(draft.revision)
  const pdf = await (context.makePdf ?? quotationPdf)({
    number,
    revision,
    issuedOn: today,
    company: context.company,
    content,
    totals,
  })
  const pdfSha256 = createHash('sha256').update(pdf).digest('hex')
  const pdfKey = `q${id}-r${revision}-${pdfSha256.slice(0, 16)}.pdf`
  await context.files.put(pdfKey, pdf, 'application/pdf')

  const emailedTo = content.clientEmail === '' ? null : content.clientEmail
  await db.transaction(async (manager) => {
    const claimed = await claimQuotation(manager, id, version, now)
    const latest = await latestRevision(manager, id)
    if (Number(latest.id) !== Number(draft.id) || latest.status !== 'draft') {
      throw new HttpError(409, quotationMessages.stale)
    }
    const token = claimed.linkToken ?? newLinkToken()
    if (claimed.linkToken === null)
      await manager.update(QuotationEntity, { id }, { linkToken: token })
    await manager.update(
      QuotationRevisionEntity,
      { id: latest.id },
      { status: 'sent', sentAt: now, pdfKey, pdfSha256, emailedTo },
    )
    const leadId = Number(claimed.leadId)
    await recordOnLead(manager, { leadId, id, revision, status: 'sent' }, actor, now)
    await moveLeadStage(
      manager,
      {
        leadId,
        from: ['new', 'contacted', 'site_visit_scheduled'],
        to: 'quotation_sent',
        cause: { quotation: id },
        reached: true,
      },
      actor,
      now,
      context.desk,
    )
    await writeAudit(manager, {
      actor,
      action: 'quotation.send',
      targetType: 'quotation',
      targetId: id,
      details: { revision, totalPaise: totals.totalPaise, pdfSha256, emailed: emailedTo !== null },
      at: now,
    })
    if (emailedTo !== null) {
      await context.mail.queue(manager, {
        template: 'quotation-sent',
        language: content.language,
        to: emailedTo,
        data: {
          name: content.clientName,
          number,
          revision,
          total: formatRupees(totals.totalPaise),
          validUntil: content.validUntil,
          link: quotationLinkOf(context.origin, token, content, number, context.company).url,
        },
      })
    }
  })
  if (emailedTo !== null) context.mail.committed()
}
