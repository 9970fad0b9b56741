import {
  type QuotationDetail,
  type QuotationDraftBody,
  type QuotationStart,
  type QuotationSummary,
  type QuotationVersionBody,
  quotationPaths,
} from '@nirman/contract'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest, apiUrl, getJson } from './client'
import { adminKeys } from './queries'

/**
 * Quotations as staff make them (issue 26): a lead's list, a new one started for a lead, one
 * quotation with its revisions, its draft saved whole, sending it, a new revision and the client's
 * link withdrawn. Each change answers the quotation whole, which the page puts in the query's
 * cache (`quotationKeys.quotation(id)`). The PDFs are plain links (`quotationPdfUrl`).
 */
export const quotationKeys = {
  all: () => [...adminKeys.all, 'quotations'] as const,
  ofLead: (leadId: number) => [...quotationKeys.all(), 'lead', leadId] as const,
  quotation: (id: number) => [...quotationKeys.all(), 'detail', id] as const,
}

const required = async <T>(answer: Promise<T | null>): Promise<T> => {
  const value = await answer
  if (value === null) throw new Error('The API answered nothing')
  return value
}

/** A lead's quotations, newest first, each at its latest revision. */
export function leadQuotationsQuery(leadId: number) {
  return queryOptions({
    queryKey: quotationKeys.ofLead(leadId),
    queryFn: () => required(getJson<QuotationSummary[]>(quotationPaths.ofLead(leadId))),
  })
}

/** One quotation with every revision, oldest first. */
export function quotationQuery(id: number) {
  return queryOptions({
    queryKey: quotationKeys.quotation(id),
    queryFn: () => required(getJson<QuotationDetail>(quotationPaths.one(id))),
  })
}

/** Starts a quotation for a lead: blank, from the attached estimate or from the rate card. */
export const startQuotation = (leadId: number, body: QuotationStart) =>
  required(apiRequest<QuotationDetail>('POST', quotationPaths.ofLead(leadId), body))

/** Saves the open draft whole, made on the quotation's `version` (409 when someone came first). */
export const saveQuotationDraft = (id: number, body: QuotationDraftBody) =>
  required(apiRequest<QuotationDetail>('PUT', quotationPaths.draft(id), body))

/**
 * Sends the open draft, made on the quotation's `version`: the PDF made, the client's link and
 * e-mail. 400 names what stops it (`content.schedule` …), 409 when someone came first.
 */
export const sendQuotation = (id: number, body: QuotationVersionBody) =>
  required(apiRequest<QuotationDetail>('POST', quotationPaths.send(id), body))

/** Starts the next revision, a draft copied from the latest sent one (201). */
export const reviseQuotation = (id: number, body: QuotationVersionBody) =>
  required(apiRequest<QuotationDetail>('POST', quotationPaths.revisions(id), body))

/** Withdraws the client's link: their page opens nothing; the next send makes a new link. */
export const withdrawQuotationLink = (id: number, body: QuotationVersionBody) =>
  required(apiRequest<QuotationDetail>('POST', quotationPaths.withdrawLink(id), body))

/** The PDF of a sent revision, for a plain link (the session cookie goes with it). */
export const quotationPdfUrl = (id: number, revision: number) =>
  apiUrl(quotationPaths.pdf(id, revision))

/** The accepted PDF with its certificate of acceptance, for a plain link. */
export const acceptedQuotationPdfUrl = (id: number) => apiUrl(quotationPaths.acceptedPdf(id))
