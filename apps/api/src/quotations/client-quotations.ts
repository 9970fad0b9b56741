import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import {
  type ClientQuotation,
  type ClientQuotationMessages,
  type CompanyDetails,
  clientQuotationLimits,
  companyDate,
  formatRupees,
  hiddenAddress,
  type QuotationCodeSent,
  quotationNumber,
  quotationTotals,
  type SalesDeskSettings,
} from '@nirman/contract'
import { type DataSource, type EntityManager, IsNull, MoreThan } from 'typeorm'
import { writeAudit } from '../audit/audit-log'
import {
  QuotationAcceptanceEntity,
  QuotationCodeEntity,
  QuotationRevisionEntity,
} from '../db/quotation-entities'
import { HttpError } from '../http-error'
import { moveLeadStage } from '../leads/lead-stage-move'
import type { MediaFiles } from '../media/storage'
import type { MailService } from '../plugins/mail'
import { clientView, type Opened, openQuotation, openToDecide } from './opened-quotation'
import { quotationPdf } from './quotation-pdf'
import { recordOnLead } from './quotation-rows'

const MINUTE_MS = 60 * 1000

/** What the client's side needs: the database, the PDFs, the mail, the secret codes are kept under. */
export interface ClientQuotationsContext {
  db: DataSource
  files: MediaFiles
  mail: Pick<MailService, 'queue' | 'committed'>
  /** HMAC key of the codes (the session secret). */
  secret: string
  company: () => CompanyDetails
  /** The sales desk in use: the working time of a first contact the client's acceptance makes. */
  desk: () => SalesDeskSettings
  /** Where staff alerts go (LEAD_ALERT_TO) and the dashboard's address; null: none promised. */
  staff: { to: string[]; publicUrl: string } | null
}

/** Where the client is: the address and the browser of their request, for the acceptance record. */
export interface ClientRequestMeta {
  ipAddress: string
  userAgent: string
}

/**
 * A quotation as its client reaches it, by the link's token (no account): read it (the first read
 * of a revision is "viewed" for staff), its PDF, a code by e-mail, accepting it with the name typed
 * and the code, declining it with a reason. Refusals are in the quotation's language; a link that
 * opens nothing (unknown, withdrawn) is a 404.
 */
export class ClientQuotations {
  constructor(private readonly context: ClientQuotationsContext) {}

  /** The latest revision sent, as the client reads it; marks it viewed the first time. */
  async view(token: string, now: Date = new Date()): Promise<ClientQuotation> {
    const opened = await openQuotation(this.context.db.manager, token)
    if (opened.revision.status === 'sent') {
      await this.context.db.transaction(async (manager) => {
        const marked = await manager.update(
          QuotationRevisionEntity,
          { id: opened.revision.id, status: 'sent' },
          { status: 'viewed', viewedAt: now },
        )
        if (!marked.affected) return
        const { quotation, revision } = opened
        await recordOnLead(
          manager,
          {
            leadId: Number(quotation.leadId),
            id: Number(quotation.id),
            revision: Number(revision.revision),
            status: 'viewed',
          },
          null,
          now,
        )
      })
      return this.viewOf(await openQuotation(this.context.db.manager, token), now)
    }
    return this.viewOf(opened, now)
  }

  /** The PDF the client downloads: as sent, or once accepted, with its certificate. */
  async pdf(token: string): Promise<{ key: string; downloadName: string }> {
    const opened = await openQuotation(this.context.db.manager, token)
    const number = quotationNumber(Number(opened.quotation.id))
    const accepted =
      opened.acceptance && Number(opened.acceptance.revision) === Number(opened.revision.revision)
    const key = accepted ? opened.acceptance?.certifiedPdfKey : opened.revision.pdfKey
    if (!key) throw new HttpError(404, opened.words.notFound)
    return { key, downloadName: `Quotation ${number}${accepted ? ' accepted' : ''}.pdf` }
  }

  /** E-mails a code to accept `revision` to the quotation's address: 429 past three an hour. */
  async requestCode(token: string, revision: number, now = new Date()): Promise<QuotationCodeSent> {
    const sent = await this.context.db.transaction(async (manager) => {
      const opened = await openToDecide(manager, token, revision, now)
      const { words, content, quotation } = opened
      if (content.clientEmail === '') throw new HttpError(409, words.noEmail)
      const recent = await manager.countBy(QuotationCodeEntity, {
        quotationId: quotation.id,
        createdAt: MoreThan(new Date(now.getTime() - 60 * MINUTE_MS)),
      })
      if (recent >= clientQuotationLimits.codesPerHour) {
        throw new HttpError(429, words.tooManyCodes)
      }
      const code = String(randomInt(0, 1_000_000)).padStart(clientQuotationLimits.codeDigits, '0')
      await manager.insert(QuotationCodeEntity, {
        quotationId: quotation.id,
        revision,
        codeHash: this.codeHash(Number(quotation.id), code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + clientQuotationLimits.codeMinutes * MINUTE_MS),
        usedAt: null,
        attempts: 0,
      })
      await this.context.mail.queue(manager, {
        template: 'quotation-code',
        language: content.language,
        to: content.clientEmail,
        data: {
          code,
          minutes: clientQuotationLimits.codeMinutes,
          number: quotationNumber(Number(quotation.id)),
        },
      })
      return {
        codeTo: hiddenAddress(content.clientEmail),
        minutes: clientQuotationLimits.codeMinutes,
      }
    })
    this.context.mail.committed()
    return sent
  }

  /**
   * Accepts `revision` with the name typed and the code e-mailed: the acceptance record (name,
   * time, address, browser, the SHA-256 of the PDF accepted), the PDF with its certificate, the
   * revision accepted, the lead Won, the staff alerted, in one transaction. Accepted twice (two
   * taps, two devices), it is recorded once, and the second is answered as the first.
   */
  async accept(
    token: string,
    body: { revision: number; name: string; code: string },
    meta: ClientRequestMeta,
    now: Date = new Date(),
  ): Promise<ClientQuotation> {
    const first = await openQuotation(this.context.db.manager, token)
    if (first.acceptance && Number(first.acceptance.revision) === body.revision) {
      return this.viewOf(first, now)
    }
    const opened = await openToDecide(this.context.db.manager, token, body.revision, now)
    const { quotation, revision, content, words } = opened
    const id = Number(quotation.id)
    // The code is checked (the try counted) before anything is made: a wrong code costs no PDF.
    const tried = await this.context.db.transaction((manager) =>
      this.tryCode(manager, id, body.revision, body.code, words, now),
    )
    if (tried === 'wrong') throw new HttpError(401, words.wrongCode)
    const totals = quotationTotals(content)
    const pdfSha256 = revision.pdfSha256 ?? ''
    // The certified PDF is made before the transaction (it takes a moment); a refusal after it
    // leaves a file no row names, for the cleanup of orphans.
    const certified = await quotationPdf(
      {
        number: quotationNumber(id),
        revision: body.revision,
        issuedOn: companyDate(revision.sentAt ?? now),
        company: this.context.company(),
        content,
        totals,
      },
      { name: body.name, acceptedAt: now, ...meta, codeTo: content.clientEmail, pdfSha256 },
    )
    const certifiedPdfSha256 = createHash('sha256').update(certified).digest('hex')
    const certifiedPdfKey = `q${id}-r${body.revision}-accepted-${certifiedPdfSha256.slice(0, 16)}.pdf`
    await this.context.files.put(certifiedPdfKey, certified, 'application/pdf')
    try {
      await this.context.db.transaction(async (manager) => {
        const latest = await openToDecide(manager, token, body.revision, now)
        const spent = await manager.update(
          QuotationCodeEntity,
          { id: tried.codeId, usedAt: IsNull() },
          { usedAt: now },
        )
        if (!spent.affected) throw new HttpError(401, words.expiredCode)
        await manager.insert(QuotationAcceptanceEntity, {
          quotationId: id,
          revision: body.revision,
          name: body.name,
          acceptedAt: now,
          ipAddress: meta.ipAddress.slice(0, 64),
          userAgent: meta.userAgent.slice(0, 500),
          pdfSha256,
          certifiedPdfKey,
          certifiedPdfSha256,
        })
        await this.decide(manager, latest, 'accepted', { typedName: body.name, reason: '' }, now)
      })
    } catch (error) {
      // Another tap or device accepted it first: answer as it was answered.
      const again = await openQuotation(this.context.db.manager, token)
      if (again.acceptance && Number(again.acceptance.revision) === body.revision) {
        return this.viewOf(again, now)
      }
      throw error
    }
    this.context.mail.committed()
    return this.viewOf(await openQuotation(this.context.db.manager, token), now)
  }

  /** Declines `revision` with the client's reason: the staff alerted, the lead's timeline told. */
  async decline(
    token: string,
    body: { revision: number; reason: string },
    now: Date = new Date(),
  ): Promise<ClientQuotation> {
    await this.context.db.transaction(async (manager) => {
      const opened = await openToDecide(manager, token, body.revision, now)
      await this.decide(manager, opened, 'declined', { typedName: '', reason: body.reason }, now)
    })
    this.context.mail.committed()
    return this.viewOf(await openQuotation(this.context.db.manager, token), now)
  }

  /**
   * Counts a try of `code` against the latest code of the quotation's revision, then compares: the
   * code's id when right (spent by the acceptance's transaction), 'wrong' (the try stays counted:
   * the transaction commits, then the caller refuses), or a 401 for no code, an expired or used
   * one, or too many tries. Counted in one statement before the comparison, so tries sent at once
   * cannot together pass the limit.
   */
  private async tryCode(
    manager: EntityManager,
    quotationId: number,
    revision: number,
    code: string,
    words: ClientQuotationMessages,
    now: Date,
  ): Promise<{ codeId: number } | 'wrong'> {
    const latest = await manager.findOne(QuotationCodeEntity, {
      where: { quotationId, revision },
      order: { createdAt: 'DESC', id: 'DESC' },
    })
    if (!latest) throw new HttpError(401, words.wrongCode)
    if (latest.usedAt || latest.expiresAt.getTime() <= now.getTime()) {
      throw new HttpError(401, words.expiredCode)
    }
    const counted = await manager
      .createQueryBuilder()
      .update(QuotationCodeEntity)
      .set({ attempts: () => 'attempts + 1' })
      .where('id = :id AND attempts < :tries AND usedAt IS NULL', {
        id: latest.id,
        tries: clientQuotationLimits.codeTries,
      })
      .execute()
    if (!counted.affected) throw new HttpError(401, words.tooManyTries)
    const expected = Buffer.from(latest.codeHash, 'hex')
    const typed = Buffer.from(this.codeHash(quotationId, code), 'hex')
    if (expected.length !== typed.length || !timingSafeEqual(expected, typed)) return 'wrong'
    return { codeId: Number(latest.id) }
  }

  /** The client's decision on the revision: its state, the lead, the timeline, the audit, the staff. */
  private async decide(
    manager: EntityManager,
    opened: Opened,
    decision: 'accepted' | 'declined',
    said: { typedName: string; reason: string },
    now: Date,
  ): Promise<void> {
    const { quotation, revision, content } = opened
    const id = Number(quotation.id)
    const leadId = Number(quotation.leadId)
    const number = quotationNumber(id)
    const revisionNumber = Number(revision.revision)
    await manager.update(
      QuotationRevisionEntity,
      { id: revision.id },
      { status: decision, decidedAt: now, declineReason: said.reason },
    )
    await recordOnLead(
      manager,
      { leadId, id, revision: revisionNumber, status: decision },
      null,
      now,
    )
    if (decision === 'accepted') {
      await moveLeadStage(
        manager,
        {
          leadId,
          from: ['new', 'contacted', 'site_visit_scheduled', 'quotation_sent', 'lost'],
          to: 'won',
          cause: { quotation: id },
          reached: true,
        },
        null,
        now,
        this.context.desk(),
      )
    }
    await writeAudit(manager, {
      actor: null,
      action: decision === 'accepted' ? 'quotation.accept' : 'quotation.decline',
      targetType: 'quotation',
      targetId: id,
      details: { revision: revisionNumber, pdfSha256: revision.pdfSha256 },
      at: now,
    })
    const staff = this.context.staff
    if (!staff) return
    for (const to of staff.to) {
      await this.context.mail.queue(manager, {
        template: 'quotation-decision',
        language: 'en',
        to,
        data: {
          number,
          revision: revisionNumber,
          clientName: content.clientName,
          decision,
          typedName: said.typedName,
          reason: said.reason,
          total: formatRupees(quotationTotals(content).totalPaise),
          link: `${staff.publicUrl}/admin/quotations/${id}`,
        },
      })
    }
  }

  private viewOf(opened: Opened, now: Date): ClientQuotation {
    return clientView(opened, this.context.company(), now)
  }

  /** The HMAC-SHA256 of a code under the secret, bound to its quotation. */
  private codeHash(quotationId: number, code: string): string {
    return createHmac('sha256', this.context.secret)
      .update(`quotation:${quotationId}:${code}`)
      .digest('hex')
  }
}
