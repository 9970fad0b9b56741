import type { QuoteReceipt, VisitEntryPoint } from '@nirman/contract'
import { useLocation } from 'react-router'

// How a visitor comes to the booking page (/site-visit): from a quote request just sent (its
// receipt, so the visit joins that lead, and the name and phone typed, so they are not typed
// again: in the history entry's state, never in the address), or by a link beside a calculator's
// result, on /contact or in the phone's contact bar (`?from=`, with the calculator's slug).

/** What a link or the quote form hands the booking page. */
export interface VisitEntry {
  from: Exclude<VisitEntryPoint, 'staff'>
  calculator?: string
  lead?: { id: number; key: string }
  name?: string
  phone?: string
  email?: string
}

/** The state the quote form's "Book a free site visit" carries to the booking page. */
export function visitEntryAfterQuote(
  receipt: Pick<QuoteReceipt, 'id' | 'visitKey'>,
  typed: { name?: string | undefined; phone?: string | undefined; email?: string | undefined },
): VisitEntry {
  return {
    from: 'quote',
    ...(receipt.visitKey ? { lead: { id: receipt.id, key: receipt.visitKey } } : {}),
    ...(typed.name ? { name: typed.name } : {}),
    ...(typed.phone ? { phone: typed.phone } : {}),
    ...(typed.email ? { email: typed.email } : {}),
  }
}

const entryPoints: readonly VisitEntry['from'][] = ['quote', 'calculator', 'contact', 'whatsapp']

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** Reads what came with the visitor: the history state first, then the address's query. */
export function readVisitEntry(state: unknown, search: string): VisitEntry {
  const query = new URLSearchParams(search)
  const given =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {}
  const fromState = entryPoints.find((point) => point === given.from)
  const fromQuery = entryPoints.find((point) => point === query.get('from'))
  const entry: VisitEntry = { from: fromState ?? fromQuery ?? 'contact' }
  const calculator = text(query.get('calculator'))
  if (calculator && entry.from === 'calculator') entry.calculator = calculator.slice(0, 100)
  const lead = given.lead as { id?: unknown; key?: unknown } | undefined
  if (lead && typeof lead.id === 'number' && typeof lead.key === 'string') {
    entry.lead = { id: lead.id, key: lead.key }
  }
  for (const field of ['name', 'phone', 'email'] as const) {
    const value = text(given[field])
    if (value) entry[field] = value
  }
  return entry
}

/** The entry of the page being drawn. */
export function useVisitEntry(): VisitEntry {
  const location = useLocation()
  return readVisitEntry(location.state, location.search)
}
