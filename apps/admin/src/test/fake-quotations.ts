import {
  companyDate,
  type LeadDetail,
  type LeadStage,
  type QuotationContent,
  type QuotationDetail,
  type QuotationLink,
  type QuotationRevision,
  type QuotationSummary,
  quotationContentSchema,
  quotationDraftBodySchema,
  quotationMessages,
  quotationNumber,
  quotationPagePath,
  quotationSendProblems,
  quotationStartSchema,
  quotationTotals,
  quotationVersionBodySchema,
  type StaffRef,
  whatsappDigitsOf,
} from '@nirman/contract'
import { json, refused } from './fake-answers'

/** What the fake keeps of quotations: each whole, with its revisions. */
export interface FakeQuotationsState {
  quotations: QuotationDetail[]
}

/** A revision of `content` with its totals, as the API answers it. */
export function quotationRevision(
  content: Partial<QuotationContent>,
  overrides: Partial<Omit<QuotationRevision, 'content' | 'totals'>> = {},
): QuotationRevision {
  const full = quotationContentSchema.parse({
    clientName: 'Ravi Kumar',
    validUntil: '2026-12-31',
    ...content,
  })
  return {
    revision: 1,
    status: 'draft',
    content: full,
    totals: quotationTotals(full),
    createdAt: '2026-11-20T06:30:00.000Z',
    createdBy: { id: 1, name: 'Sunita Devi' },
    sentAt: null,
    viewedAt: null,
    decidedAt: null,
    declineReason: '',
    pdfSha256: null,
    emailedTo: null,
    ...overrides,
  }
}

/** A quotation of lead 1 with one draft revision; override what the test is about. */
export function fakeQuotation(overrides: Partial<QuotationDetail> = {}): QuotationDetail {
  const id = overrides.id ?? 12
  return {
    id,
    number: quotationNumber(id),
    leadId: 1,
    version: 1,
    createdAt: '2026-11-20T06:30:00.000Z',
    revisions: [quotationRevision({})],
    link: null,
    acceptance: null,
    ...overrides,
  }
}

const summaryOf = (quotation: QuotationDetail): QuotationSummary => {
  const latest = quotation.revisions.at(-1) ?? quotationRevision({})
  return {
    id: quotation.id,
    number: quotation.number,
    revision: latest.revision,
    status: latest.status,
    totalPaise: latest.totals.totalPaise,
    updatedAt: latest.createdAt,
  }
}

/** A draft as the API starts one for `lead` (the rate card's ₹1,500 a sq ft, x 1.3 premium). */
function startedContent(
  lead: LeadDetail,
  area: number | null,
  finish: 'standard' | 'premium' | 'luxury',
  now: Date,
): QuotationContent {
  const factor = { standard: 10, premium: 13, luxury: 16 }[finish]
  return quotationContentSchema.parse({
    clientName: lead.name,
    clientPhone: lead.phone,
    clientEmail: lead.email,
    siteAddress: lead.city,
    validUntil: companyDate(new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000)),
    groups:
      area === null
        ? []
        : [
            {
              title: 'Construction',
              items: [
                {
                  description: 'Construction, all work',
                  quantityMilli: area * 1000,
                  unit: 'sq ft',
                  ratePaise: 15_000 * factor,
                },
              ],
            },
          ],
  })
}

/** The website the fake's links open on. */
export const fakeWebsite = 'https://nirman.example'

/** A link's token (43 letters, as the API's 32 random bytes): one per link the fake makes. */
let tokens = 0
const newToken = () => `${'T'.repeat(36)}${String(++tokens).padStart(7, '0')}`

/**
 * The client's link as the API makes it (quotation-link.ts): the website's `/q/<token>`, and
 * WhatsApp to the client's phone (ten digits or more) with a message carrying it.
 */
export function fakeQuotationLink(
  token: string,
  content: Pick<QuotationContent, 'clientName' | 'clientPhone'>,
  number: string,
): QuotationLink {
  const url = `${fakeWebsite}${quotationPagePath(token)}`
  const text = `Dear ${content.clientName}, here is your quotation ${number}. Read it, download the PDF and accept it here: ${url}`
  return {
    url,
    whatsappUrl:
      content.clientPhone.replace(/\D/g, '').length >= 10
        ? `https://wa.me/${whatsappDigitsOf(content.clientPhone)}?text=${encodeURIComponent(text)}`
        : null,
  }
}

/** A SHA-256 in hex for a revision's PDF: 64 hex digits, one per quotation and revision. */
const fakeSha256 = (id: number, revision: number) =>
  `${id.toString(16)}f${revision.toString(16)}`.padEnd(64, '0')

/** The lead stages a send moves on from (apps/api lead-stage-move.ts). */
const movedBySend: readonly LeadStage[] = ['new', 'contacted', 'site_visit_scheduled']

/**
 * A change of the whole quotation (send, a new revision, the link withdrawn) as the API makes it:
 * the body read with the contract's schema, 409 `stale` when made on an old version, the version
 * bumped for the change.
 */
function versionChange(
  quotation: QuotationDetail,
  data: Record<string, unknown>,
  change: (latest: QuotationRevision) => Response | undefined,
): Response {
  const body = quotationVersionBodySchema.safeParse(data)
  if (!body.success) return refused(body.error)
  if (body.data.version !== quotation.version) {
    return json(409, { message: quotationMessages.stale })
  }
  const latest = quotation.revisions.at(-1)
  if (!latest) throw new Error(`Quotation ${quotation.id} has no revision`)
  const refusal = change(latest)
  if (refusal) return refusal
  quotation.version += 1
  return json(200, quotation)
}

/**
 * Sends the draft as apps/api does (quotation-sending.ts): 409 when accepted or not a draft, 400
 * with every problem beside its field (`content.schedule` …), else the revision frozen as sent
 * with its PDF's SHA-256 and the address e-mailed, the link made (or kept), the lead moved on.
 */
function sendDraft(
  state: FakeQuotationsState & { leads: LeadDetail[] },
  quotation: QuotationDetail,
  latest: QuotationRevision,
  now: Date,
): Response | undefined {
  if (latest.status === 'accepted') return json(409, { message: quotationMessages.accepted })
  if (latest.status !== 'draft') return json(409, { message: quotationMessages.noDraft })
  const problems = quotationSendProblems(latest.content, companyDate(now))
  if (problems.length > 0) {
    const issues = problems.map((problem) => ({
      path: ['content', ...problem.path].join('.'),
      message: problem.message,
    }))
    return json(400, { message: issues[0]?.message, issues })
  }
  const emailedTo = latest.content.clientEmail === '' ? null : latest.content.clientEmail
  quotation.revisions = [
    ...quotation.revisions.slice(0, -1),
    {
      ...latest,
      status: 'sent',
      sentAt: now.toISOString(),
      pdfSha256: fakeSha256(quotation.id, latest.revision),
      emailedTo,
    },
  ]
  const token = quotation.link ? quotation.link.url.split('/q/')[1] : newToken()
  quotation.link = fakeQuotationLink(token ?? newToken(), latest.content, quotation.number)
  const lead = state.leads.find((row) => row.id === quotation.leadId)
  if (lead && movedBySend.includes(lead.stage)) {
    lead.stage = 'quotation_sent'
    lead.version += 1
  }
  return undefined
}

/**
 * The quotations' routes as apps/api answers them (routes/staff/quotations.ts): a lead's list and
 * a new one, a quotation, and its draft saved with the contract's schema, 409 when made on an old
 * version; sending it, a new revision (201) and the client's link withdrawn, each made on the
 * quotation's version. A lead's estimate is attached when its message carries the cost
 * estimator's link. The PDFs are plain links the page never fetches.
 */
export function quotationRoute(
  state: FakeQuotationsState & { leads: LeadDetail[] },
  request: { method: string; path: string; data: Record<string, unknown> },
  actor: StaffRef,
  now: Date,
): Response | undefined {
  const { method, path, data } = request
  const ofLead = path.match(/^\/api\/admin\/dashboard\/leads\/(\d+)\/quotations$/)
  if (ofLead) {
    const lead = state.leads.find((row) => row.id === Number(ofLead[1]))
    if (!lead) return json(404, { message: quotationMessages.leadNotFound })
    if (method === 'GET') {
      return json(
        200,
        state.quotations
          .filter((quotation) => quotation.leadId === lead.id)
          .sort((a, b) => b.id - a.id)
          .map(summaryOf),
      )
    }
    const start = quotationStartSchema.safeParse(data)
    if (!start.success) return refused(start.error)
    const hasEstimate = lead.message.includes('cost-estimator?')
    if (start.data.from === 'estimate' && !hasEstimate) {
      return json(400, { message: quotationMessages.noEstimate })
    }
    const content =
      start.data.from === 'rate_card'
        ? startedContent(lead, start.data.builtUpSqFt, start.data.finish, now)
        : startedContent(lead, start.data.from === 'estimate' ? 1200 : null, 'premium', now)
    const id = Math.max(0, ...state.quotations.map((quotation) => quotation.id)) + 1
    const quotation = fakeQuotation({
      id,
      leadId: lead.id,
      createdAt: now.toISOString(),
      revisions: [quotationRevision(content, { createdAt: now.toISOString(), createdBy: actor })],
    })
    state.quotations.push(quotation)
    return json(201, quotation)
  }
  const one = path.match(
    /^\/api\/admin\/quotations\/(\d+)(\/draft|\/send|\/revisions|\/link\/withdraw)?$/,
  )
  if (!one) return undefined
  const quotation = state.quotations.find((each) => each.id === Number(one[1]))
  if (!quotation) return json(404, { message: quotationMessages.notFound })
  const action = one[2] ?? ''
  if (action === '' && method === 'GET') return json(200, quotation)
  if (action === '/send' && method === 'POST') {
    return versionChange(quotation, data, (latest) => sendDraft(state, quotation, latest, now))
  }
  if (action === '/revisions' && method === 'POST') {
    const answer = versionChange(quotation, data, (latest) => {
      if (latest.status === 'draft') return json(409, { message: quotationMessages.draftExists })
      if (latest.status === 'accepted') return json(409, { message: quotationMessages.accepted })
      quotation.revisions = [
        ...quotation.revisions,
        quotationRevision(latest.content, {
          revision: latest.revision + 1,
          createdAt: now.toISOString(),
          createdBy: actor,
        }),
      ]
      return undefined
    })
    return answer.status === 200 ? json(201, quotation) : answer
  }
  if (action === '/link/withdraw' && method === 'POST') {
    return versionChange(quotation, data, () => {
      quotation.link = null
      return undefined
    })
  }
  if (action === '/draft' && method === 'PUT') {
    const body = quotationDraftBodySchema.safeParse(data)
    if (!body.success) return refused(body.error)
    if (body.data.version !== quotation.version) {
      return json(409, { message: quotationMessages.stale })
    }
    const latest = quotation.revisions.at(-1)
    if (latest?.status !== 'draft') {
      return json(409, { message: quotationMessages.noDraft })
    }
    quotation.version += 1
    quotation.revisions = [
      ...quotation.revisions.slice(0, -1),
      { ...latest, content: body.data.content, totals: quotationTotals(body.data.content) },
    ]
    return json(200, quotation)
  }
  return undefined
}
