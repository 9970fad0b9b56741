import type { QuotationStatus } from '@nirman/contract'
import { EntitySchema } from 'typeorm'

// The tables of quotations (issue 26; migration 1795730000000-quotations). A quotation belongs to
// a lead; each change after sending is a new revision, the earlier ones kept as they were sent.

const datetime = { type: 'datetime', precision: 3 } as const
const text = (length: number) => ({ type: 'varchar', length }) as const
const id = { type: 'integer', primary: true, generated: 'increment' } as const

export interface QuotationRow {
  id: number
  /** The request (contact_submissions.id) it answers. */
  leadId: number
  /** Bumped by every change of the quotation or its revisions; a stale change is refused (409). */
  version: number
  createdAt: Date
  updatedAt: Date
  /** The client's link (base64url); null before the first send and once withdrawn. */
  linkToken: string | null
}

export interface QuotationRevisionRow {
  id: number
  quotationId: number
  /** 1, 2, 3...: the order of the revisions within the quotation. */
  revision: number
  status: QuotationStatus
  /** The content as staff wrote it (QuotationContent, JSON); frozen once sent. */
  content: string
  /** The total of the content in paise, kept for lists (worked out again from the content). */
  totalPaise: number
  createdAt: Date
  createdById: number | null
  createdByName: string | null
  sentAt: Date | null
  viewedAt: Date | null
  decidedAt: Date | null
  declineReason: string
  /** The sent PDF's key in the private quotation-files namespace, and the SHA-256 of its bytes. */
  pdfKey: string | null
  pdfSha256: string | null
  /** The client's address it was e-mailed to when sent. */
  emailedTo: string | null
}

export const QuotationEntity = new EntitySchema<QuotationRow>({
  name: 'Quotation',
  tableName: 'quotations',
  columns: {
    id,
    leadId: { type: 'integer' },
    version: { type: 'integer' },
    createdAt: datetime,
    updatedAt: datetime,
    linkToken: { ...text(64), nullable: true, unique: true },
  },
})

export const QuotationRevisionEntity = new EntitySchema<QuotationRevisionRow>({
  name: 'QuotationRevision',
  tableName: 'quotation_revisions',
  columns: {
    id,
    quotationId: { type: 'integer' },
    revision: { type: 'integer' },
    status: text(20),
    content: { type: 'text' },
    totalPaise: { type: 'bigint' },
    createdAt: datetime,
    createdById: { type: 'integer', nullable: true },
    createdByName: { ...text(100), nullable: true },
    sentAt: { ...datetime, nullable: true },
    viewedAt: { ...datetime, nullable: true },
    decidedAt: { ...datetime, nullable: true },
    declineReason: { ...text(1000), default: '' },
    pdfKey: { ...text(160), nullable: true },
    pdfSha256: { ...text(64), nullable: true },
    emailedTo: { ...text(254), nullable: true },
  },
})

/** A code e-mailed to the client to accept a revision (only its HMAC is kept). */
export interface QuotationCodeRow {
  id: number
  quotationId: number
  revision: number
  codeHash: string
  createdAt: Date
  expiresAt: Date
  usedAt: Date | null
  attempts: number
}

/** The client's acceptance of a quotation: who typed what, when, from where, on which PDF. */
export interface QuotationAcceptanceRow {
  id: number
  quotationId: number
  revision: number
  /** The name the client typed. */
  name: string
  acceptedAt: Date
  ipAddress: string
  userAgent: string
  /** SHA-256 of the PDF sent, the one accepted. */
  pdfSha256: string
  /** The PDF with the certificate of acceptance as its last page, and its SHA-256. */
  certifiedPdfKey: string
  certifiedPdfSha256: string
}

export const QuotationCodeEntity = new EntitySchema<QuotationCodeRow>({
  name: 'QuotationCode',
  tableName: 'quotation_codes',
  columns: {
    id,
    quotationId: { type: 'integer' },
    revision: { type: 'integer' },
    codeHash: text(64),
    createdAt: datetime,
    expiresAt: datetime,
    usedAt: { ...datetime, nullable: true },
    attempts: { type: 'integer' },
  },
})

export const QuotationAcceptanceEntity = new EntitySchema<QuotationAcceptanceRow>({
  name: 'QuotationAcceptance',
  tableName: 'quotation_acceptances',
  columns: {
    id,
    quotationId: { type: 'integer', unique: true },
    revision: { type: 'integer' },
    name: text(100),
    acceptedAt: datetime,
    ipAddress: text(64),
    userAgent: text(500),
    pdfSha256: text(64),
    certifiedPdfKey: text(160),
    certifiedPdfSha256: text(64),
  },
})

export const quotationEntities = [
  QuotationEntity,
  QuotationRevisionEntity,
  QuotationCodeEntity,
  QuotationAcceptanceEntity,
]
