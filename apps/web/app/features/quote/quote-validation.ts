import { zodResolver } from '@hookform/resolvers/zod'
import { fullQuoteFormSchema, heroQuoteFormSchema, honeypotField } from '@nirman/contract'
import { z } from 'zod'

/*
 * The zod side of the quote forms. Loaded only through lazy-resolvers.ts, the first time a visitor
 * submits (or starts filling in) a form, so zod stays out of the JavaScript every page loads first.
 */

// The honeypot rides along as any text: the form sends it only when a bot filled it in.
const withHoneypot = { [honeypotField]: z.string() }

export const fullQuoteSchema = fullQuoteFormSchema.extend(withHoneypot)
export const heroQuoteSchema = heroQuoteFormSchema.extend(withHoneypot)

export type FullQuoteValues = z.input<typeof fullQuoteSchema>
export type FullQuoteSubmission = z.output<typeof fullQuoteSchema>
export type HeroQuoteValues = z.input<typeof heroQuoteSchema>
export type HeroQuoteSubmission = z.output<typeof heroQuoteSchema>

export const fullQuoteResolver = zodResolver(fullQuoteSchema)
export const heroQuoteResolver = zodResolver(heroQuoteSchema)
