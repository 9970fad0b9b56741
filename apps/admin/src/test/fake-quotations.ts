import {
  companyDate,
  type LeadDetail,
  type QuotationContent,
  type QuotationDetail,
  type QuotationRevision,
  type QuotationSummary,
  quotationContentSchema,
  quotationDraftBodySchema,
  quotationMessages,
  quotationNumber,
  quotationStartSchema,
  quotationTotals,
  type StaffRef,
} from '@nirman/contract'

/** What the fake keeps of quotations: each whole, with its revisions. */
export interface FakeQuotationsState {
  quotations: QuotationDetail[]
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** A 400 as the API's error handler words it: the first message, and every issue by dotted path. */
function refused(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }))
  return json(400, { message: issues[0]?.message ?? 'Invalid request', issues })
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

/**
 * The quotations' routes as apps/api answers them (routes/staff/quotations.ts): a lead's list and
 * a new one, a quotation, and its draft saved with the contract's schema, 409 when made on an old
 * version. A lead's estimate is attached when its message carries the cost estimator's link.
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
  const one = path.match(/^\/api\/admin\/quotations\/(\d+)(\/draft)?$/)
  if (!one) return undefined
  const quotation = state.quotations.find((each) => each.id === Number(one[1]))
  if (!quotation) return json(404, { message: quotationMessages.notFound })
  if (!one[2] && method === 'GET') return json(200, quotation)
  if (one[2] && method === 'PUT') {
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
