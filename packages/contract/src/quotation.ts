import { z } from 'zod'
import { dayOnlySchema } from './client-projects'
import type { StaffRef } from './leads'
import { quoteLanguages } from './quote-source'

/**
 * Quotations: what the company offers to build for a lead, itemised, with its tax, total and
 * payment schedule. Money is integer paise (₹1 = 100 paise), shares are basis points (1500 =
 * 15 %), quantities are thousandths of their unit (1,800.5 sq ft = 1800500): every figure is a
 * whole number, so the totals (quotation-totals.ts) are exact and agree on every screen and paper.
 */

/**
 * Where a quotation stands. A draft is edited by staff; sending freezes it; the client's first
 * opening makes it viewed; the client accepts or declines it; its validity date passing makes it
 * expired. A change to a sent quotation is a new revision, itself a draft.
 */
export const quotationStatuses = [
  'draft',
  'sent',
  'viewed',
  'accepted',
  'declined',
  'expired',
] as const
export type QuotationStatus = (typeof quotationStatuses)[number]

export const quotationStatusLabels: Record<QuotationStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed by the client',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
}

export const quotationLimits = {
  title: 150,
  clientName: 100,
  clientPhone: 20,
  clientEmail: 254,
  siteAddress: 300,
  groups: 30,
  groupTitle: 120,
  /** Items of the whole quotation, every group together. */
  items: 200,
  description: 300,
  unit: 20,
  /** 1,00,00,000 units, in thousandths (the built-up area of a start goes up to 20,00,000 sq ft). */
  quantityMilli: 10_000_000_000,
  /** ₹10 crore per unit, in paise. */
  ratePaise: 10_000_000_000,
  /** ₹1,000 crore, in paise: a total beyond it is a slip of the finger. */
  totalPaise: 10_000_000_000_000,
  taxLines: 4,
  taxLabel: 30,
  terms: 5000,
  scheduleStages: 20,
  stageLabel: 100,
} as const

export const quotationMessages = {
  title: `A title must be at most ${quotationLimits.title} characters`,
  clientName: 'Enter the client’s name',
  clientNameLong: `A name must be at most ${quotationLimits.clientName} characters`,
  clientPhone: `A phone must be at most ${quotationLimits.clientPhone} characters`,
  clientEmail: 'Enter a valid e-mail address, or leave it empty',
  siteAddress: `The site must be at most ${quotationLimits.siteAddress} characters`,
  language: 'Language must be en or hi',
  groups: `A quotation has at most ${quotationLimits.groups} groups of items`,
  groupTitle: 'Name the group (a stage or a trade: “Foundation”, “Electrical”)',
  groupTitleLong: `A group’s name must be at most ${quotationLimits.groupTitle} characters`,
  groupItems: 'A group needs at least one item',
  items: `A quotation has at most ${quotationLimits.items} items`,
  description: 'Describe the item',
  descriptionLong: `A description must be at most ${quotationLimits.description} characters`,
  quantity: 'Quantity must be more than 0 and at most 1,00,00,000, with at most three decimals',
  unit: `Give the unit (sq ft, cu m, bag, no.), at most ${quotationLimits.unit} characters`,
  rate: 'Rate must be an amount of rupees from ₹0 to ₹10,00,00,000, with at most two decimals',
  discount: 'The discount must be an amount of rupees, at most the total of the items',
  taxLines: `At most ${quotationLimits.taxLines} tax lines`,
  taxLabel: `Name the tax (CGST, SGST, IGST), at most ${quotationLimits.taxLabel} characters`,
  taxRate: 'A tax rate must be more than 0 % and at most 100 %, with at most two decimals',
  validUntil: 'Give the last day the quotation is valid (YYYY-MM-DD)',
  terms: `Terms must be at most ${quotationLimits.terms} characters`,
  schedule: `A payment schedule has at most ${quotationLimits.scheduleStages} stages`,
  stageLabel: 'Name the stage (booking, foundation, each slab, finishing, handover)',
  stageLabelLong: `A stage’s name must be at most ${quotationLimits.stageLabel} characters`,
  stagePercent:
    'A stage’s share must be more than 0 % and at most 100 %, with at most two decimals',
  scheduleOver: 'The stages add up to more than 100 %',
  scheduleNot100: 'The payment schedule must add up to 100 % before the quotation is sent',
  noItems: 'Add at least one item before the quotation is sent',
  totalTooLarge: 'The total is beyond ₹1,000 crore: check the quantities and rates',
  expired: 'The validity date has passed: give a later day before sending',
  builtUpArea: 'Built-up area must be from 100 to 20,00,000 sq ft',
  version: 'version must be the version you changed',
  stale:
    'Someone else changed this quotation while you were editing it. Reload to see their changes.',
  notFound: 'Quotation not found',
  leadNotFound: 'Request not found',
  noDraft: 'This revision has been sent and is frozen: start a new revision to change it',
  draftExists: 'A draft revision is already open: change that one',
  noEstimate: 'This request has no calculator estimate attached',
  accepted: 'The client has accepted this quotation: it can no longer change',
  notSent: 'This quotation has not been sent yet',
} as const

const text = (long: string, max: number) =>
  z.string({ error: long }).trim().max(max, { error: long }).default('')

const required = (empty: string, long: string, max: number) =>
  z.string({ error: empty }).trim().min(1, { error: empty }).max(max, { error: long })

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })

/** One line of a quotation: `quantityMilli` thousandths of `unit` at `ratePaise` per unit. */
export const quotationItemSchema = z.object({
  description: required(
    quotationMessages.description,
    quotationMessages.descriptionLong,
    quotationLimits.description,
  ),
  quantityMilli: wholeNumber(quotationMessages.quantity, 1, quotationLimits.quantityMilli),
  unit: required(quotationMessages.unit, quotationMessages.unit, quotationLimits.unit),
  ratePaise: wholeNumber(quotationMessages.rate, 0, quotationLimits.ratePaise),
  /** Offered beside the quotation, shown with its amount, never counted in the total. */
  optional: z.boolean({ error: 'optional must be true or false' }).default(false),
})
export type QuotationItem = z.output<typeof quotationItemSchema>

/** Items of one stage or trade ("Foundation", "Electrical"), in the order the client reads them. */
export const quotationGroupSchema = z.object({
  title: required(
    quotationMessages.groupTitle,
    quotationMessages.groupTitleLong,
    quotationLimits.groupTitle,
  ),
  items: z
    .array(quotationItemSchema, { error: quotationMessages.groupItems })
    .min(1, { error: quotationMessages.groupItems })
    .max(quotationLimits.items, { error: quotationMessages.items }),
})
export type QuotationGroup = z.output<typeof quotationGroupSchema>

/** A tax on the amount after the discount: in Bihar, GST as CGST 9 % and SGST 9 %. */
export const quotationTaxLineSchema = z.object({
  label: required(quotationMessages.taxLabel, quotationMessages.taxLabel, quotationLimits.taxLabel),
  rateBasisPoints: wholeNumber(quotationMessages.taxRate, 1, 10_000),
})
export type QuotationTaxLine = z.output<typeof quotationTaxLineSchema>

/** One stage of the payment schedule: its share of the total. */
export const quotationPaymentStageSchema = z.object({
  label: required(
    quotationMessages.stageLabel,
    quotationMessages.stageLabelLong,
    quotationLimits.stageLabel,
  ),
  percentBasisPoints: wholeNumber(quotationMessages.stagePercent, 1, 10_000),
})
export type QuotationPaymentStage = z.output<typeof quotationPaymentStageSchema>

/**
 * What staff write in a quotation. A draft may be incomplete (a schedule short of 100 %, no items
 * yet, a discount beyond the items while they are being changed); sending checks the rest
 * (`quotationSendProblems`). A schedule is never more than 100 %.
 */
export const quotationContentSchema = z
  .object({
    language: z.enum(quoteLanguages, { error: quotationMessages.language }).default('en'),
    title: text(quotationMessages.title, quotationLimits.title),
    clientName: required(
      quotationMessages.clientName,
      quotationMessages.clientNameLong,
      quotationLimits.clientName,
    ),
    clientPhone: text(quotationMessages.clientPhone, quotationLimits.clientPhone),
    clientEmail: z
      .union([
        z.literal(''),
        z.email({ error: quotationMessages.clientEmail }).max(quotationLimits.clientEmail, {
          error: quotationMessages.clientEmail,
        }),
      ])
      .default(''),
    siteAddress: text(quotationMessages.siteAddress, quotationLimits.siteAddress),
    groups: z
      .array(quotationGroupSchema, { error: quotationMessages.groups })
      .max(quotationLimits.groups, { error: quotationMessages.groups })
      .default([]),
    discountPaise: wholeNumber(quotationMessages.discount, 0, quotationLimits.totalPaise).default(
      0,
    ),
    taxLines: z
      .array(quotationTaxLineSchema, { error: quotationMessages.taxLines })
      .max(quotationLimits.taxLines, { error: quotationMessages.taxLines })
      .default([]),
    /** The rates already include the taxes (the tax lines say how much of the total is tax). */
    pricesIncludeTax: z.boolean({ error: 'pricesIncludeTax must be true or false' }).default(false),
    validUntil: dayOnlySchema(quotationMessages.validUntil),
    terms: text(quotationMessages.terms, quotationLimits.terms),
    schedule: z
      .array(quotationPaymentStageSchema, { error: quotationMessages.schedule })
      .max(quotationLimits.scheduleStages, { error: quotationMessages.schedule })
      .default([]),
  })
  .superRefine((content, context) => {
    const items = content.groups.flatMap((group) => group.items)
    if (items.length > quotationLimits.items) {
      context.addIssue({ code: 'custom', path: ['groups'], message: quotationMessages.items })
    }
    // Every item together (optional ones too) within ₹1,000 crore, so that every sum and tax of
    // the totals stays a whole number JavaScript holds exactly (below 2^53 paise).
    const thousandthPaise = items.reduce(
      (sum, item) => sum + BigInt(item.quantityMilli) * BigInt(item.ratePaise),
      0n,
    )
    if (thousandthPaise > BigInt(quotationLimits.totalPaise) * 1000n) {
      context.addIssue({
        code: 'custom',
        path: ['groups'],
        message: quotationMessages.totalTooLarge,
      })
    }
    const shares = content.schedule.reduce((sum, stage) => sum + stage.percentBasisPoints, 0)
    if (shares > 10_000) {
      context.addIssue({
        code: 'custom',
        path: ['schedule'],
        message: quotationMessages.scheduleOver,
      })
    }
  })
export type QuotationContent = z.output<typeof quotationContentSchema>
export type QuotationContentInput = z.input<typeof quotationContentSchema>

const versionSchema = wholeNumber(quotationMessages.version, 1, Number.MAX_SAFE_INTEGER)

/** `PUT /api/admin/quotations/:id/draft`: the whole draft, made on the quotation's `version`. */
export const quotationDraftBodySchema = z.object({
  content: quotationContentSchema,
  version: versionSchema,
})
export type QuotationDraftBody = z.input<typeof quotationDraftBodySchema>

/**
 * `POST /api/admin/quotations/:id/send`, `/revisions` and `/link/withdraw`: a change of the whole
 * quotation, made on its `version`.
 */
export const quotationVersionBodySchema = z.object({ version: versionSchema })
export type QuotationVersionBody = z.input<typeof quotationVersionBodySchema>

/** The cost estimator's choices a quotation from the rate card is worked out with. */
export const quotationPropertyTypes = ['residential', 'commercial', 'institutional'] as const
export const quotationFinishes = ['standard', 'premium', 'luxury'] as const

/**
 * `POST /api/admin/dashboard/leads/:id/quotations`: a new quotation for a lead, started blank,
 * from the calculator estimate the visitor attached, or from the rate card (the built-up area at
 * the rate per sq ft of the property type and finish).
 */
export const quotationStartSchema = z.discriminatedUnion(
  'from',
  [
    z.object({ from: z.literal('blank') }),
    z.object({ from: z.literal('estimate') }),
    z.object({
      from: z.literal('rate_card'),
      builtUpSqFt: z
        .number({ error: quotationMessages.builtUpArea })
        .min(100, { error: quotationMessages.builtUpArea })
        .max(2_000_000, { error: quotationMessages.builtUpArea }),
      propertyType: z.enum(quotationPropertyTypes).default('residential'),
      finish: z.enum(quotationFinishes).default('standard'),
    }),
  ],
  { error: 'from must be blank, estimate or rate_card' },
)
export type QuotationStart = z.input<typeof quotationStartSchema>

/** The totals of a revision, worked out from its content (quotation-totals.ts). */
export interface QuotationTotals {
  /** Each group's items' amounts, in the order of the content. */
  groups: { subtotalPaise: number; itemAmountsPaise: number[] }[]
  /** The items counted: every item not optional. */
  subtotalPaise: number
  /** The optional items together, offered beside the total. */
  optionalPaise: number
  discountPaise: number
  /** The subtotal less the discount: what the taxes are worked on. */
  taxablePaise: number
  taxes: { label: string; rateBasisPoints: number; amountPaise: number }[]
  totalPaise: number
  schedule: { label: string; percentBasisPoints: number; amountPaise: number }[]
}

/** One revision as staff read it. */
export interface QuotationRevision {
  revision: number
  status: QuotationStatus
  content: QuotationContent
  totals: QuotationTotals
  /** ISO 8601, UTC. */
  createdAt: string
  createdBy: StaffRef | null
  sentAt: string | null
  viewedAt: string | null
  decidedAt: string | null
  declineReason: string
  /** SHA-256 (hex) of the PDF sent, the bytes the client reads and accepts; null for a draft. */
  pdfSha256: string | null
  /** The client's address the quotation was e-mailed to when sent; null when it was not. */
  emailedTo: string | null
}

/** The client's link of a sent quotation, to paste into WhatsApp or a message. */
export interface QuotationLink {
  /** The quotation's page on the website: `https://…/q/<token>`. */
  url: string
  /** `https://wa.me/91…?text=…` to the client's phone with the link; null without a phone. */
  whatsappUrl: string | null
}

/** `GET /api/admin/quotations/:id`: the quotation and every revision, oldest first. */
export interface QuotationDetail {
  id: number
  /** What the client and the staff call it: "Q-12". */
  number: string
  leadId: number
  /** Bumped by every change; send it back with a change (stale changes answer 409). */
  version: number
  createdAt: string
  revisions: QuotationRevision[]
  /** The client's link while it stands: null before the first send and once withdrawn. */
  link: QuotationLink | null
  /** The client's acceptance, once made: the record kept, and the PDF with its certificate. */
  acceptance: QuotationAcceptance | null
}

/** What the acceptance record keeps. */
export interface QuotationAcceptance {
  revision: number
  /** The name the client typed. */
  name: string
  /** ISO 8601, UTC. */
  at: string
  ipAddress: string
  userAgent: string
  /** SHA-256 of the PDF accepted (the revision's, as sent). */
  pdfSha256: string
  /** SHA-256 of the PDF with the certificate of acceptance after it. */
  certifiedPdfSha256: string
}

/** One quotation of a lead's list. */
export interface QuotationSummary {
  id: number
  number: string
  revision: number
  status: QuotationStatus
  totalPaise: number
  updatedAt: string
}

export const quotationPaths = {
  ofLead: (leadId: number) => `/api/admin/dashboard/leads/${leadId}/quotations`,
  one: (id: number) => `/api/admin/quotations/${id}`,
  draft: (id: number) => `/api/admin/quotations/${id}/draft`,
  send: (id: number) => `/api/admin/quotations/${id}/send`,
  revisions: (id: number) => `/api/admin/quotations/${id}/revisions`,
  withdrawLink: (id: number) => `/api/admin/quotations/${id}/link/withdraw`,
  /** The PDF of a sent revision, for staff (a plain link: the session cookie goes with it). */
  pdf: (id: number, revision: number) => `/api/admin/quotations/${id}/revisions/${revision}/pdf`,
  /** The accepted PDF with its certificate of acceptance (a plain link). */
  acceptedPdf: (id: number) => `/api/admin/quotations/${id}/accepted.pdf`,
} as const

/** The client's page of a quotation on the website, from its link's token. */
export const quotationPagePath = (token: string): string => `/q/${token}`

/** The number staff and the client call a quotation by. */
export const quotationNumber = (id: number): string => `Q-${id}`
