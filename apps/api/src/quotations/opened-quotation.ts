import {
  type ClientQuotation,
  type ClientQuotationMessages,
  type CompanyDetails,
  clientQuotationMessages,
  companyDate,
  hiddenAddress,
  type QuotationContent,
  quotationContentSchema,
  quotationNumber,
  quotationTotals,
} from '@nirman/contract'
import { type EntityManager, IsNull, Not } from 'typeorm'
import {
  QuotationAcceptanceEntity,
  type QuotationAcceptanceRow,
  QuotationEntity,
  QuotationRevisionEntity,
  type QuotationRevisionRow,
  type QuotationRow,
} from '../db/quotation-entities'
import { HttpError } from '../http-error'

// A quotation opened by its link's token: the quotation, its latest sent revision, whether it may
// still be decided, and what its client reads of it.

/** The quotation of a link, with its latest sent revision and that revision's content. */
export interface Opened {
  quotation: QuotationRow
  revision: QuotationRevisionRow
  content: QuotationContent
  words: ClientQuotationMessages
  acceptance: QuotationAcceptanceRow | null
}

/** The quotation of `token` and its latest sent revision; 404 when the link opens nothing. */
export async function openQuotation(manager: EntityManager, token: string): Promise<Opened> {
  const quotation = await manager.findOneBy(QuotationEntity, { linkToken: token })
  const revision = quotation
    ? await manager.findOne(QuotationRevisionEntity, {
        where: { quotationId: quotation.id, sentAt: Not(IsNull()) },
        order: { revision: 'DESC' },
      })
    : null
  if (!quotation || !revision) throw new HttpError(404, clientQuotationMessages.en.notFound)
  const content = quotationContentSchema.parse(JSON.parse(revision.content))
  const acceptance = await manager.findOneBy(QuotationAcceptanceEntity, {
    quotationId: quotation.id,
  })
  return {
    quotation,
    revision,
    content,
    words: clientQuotationMessages[content.language],
    acceptance,
  }
}

/** `openQuotation`, refused (409) unless `revision` is the latest sent, undecided and still valid. */
export async function openToDecide(
  manager: EntityManager,
  token: string,
  revision: number,
  now: Date,
): Promise<Opened> {
  const opened = await openQuotation(manager, token)
  const { words } = opened
  if (opened.acceptance || ['accepted', 'declined'].includes(opened.revision.status)) {
    throw new HttpError(409, words.decided)
  }
  if (Number(opened.revision.revision) !== revision) throw new HttpError(409, words.changed)
  if (opened.content.validUntil < companyDate(now)) throw new HttpError(409, words.expired)
  return opened
}

/** What the client reads of an opened quotation on `now`. */
export function clientView(opened: Opened, company: CompanyDetails, now: Date): ClientQuotation {
  const { quotation, revision, content, acceptance } = opened
  const accepted =
    acceptance && Number(acceptance.revision) === Number(revision.revision) ? acceptance : null
  const status = accepted
    ? 'accepted'
    : revision.status === 'declined'
      ? 'declined'
      : content.validUntil < companyDate(now)
        ? 'expired'
        : 'open'
  return {
    number: quotationNumber(Number(quotation.id)),
    revision: Number(revision.revision),
    status,
    issuedOn: companyDate(revision.sentAt ?? now),
    content,
    totals: quotationTotals(content),
    pdfSha256: revision.pdfSha256 ?? '',
    codeTo: content.clientEmail === '' ? null : hiddenAddress(content.clientEmail),
    company: {
      name: company.name ?? '',
      phones: (company.phones ?? []).filter(Boolean),
      email: company.email ?? null,
      gstin: company.gstin ?? null,
    },
    accepted: accepted ? { name: accepted.name, at: accepted.acceptedAt.toISOString() } : null,
    declined:
      revision.status === 'declined'
        ? { reason: revision.declineReason, at: (revision.decidedAt ?? now).toISOString() }
        : null,
  }
}
