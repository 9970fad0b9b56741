import { z } from 'zod'
import {
  type LandSide,
  landSides,
  quoteMessages,
  sideFeetMessage,
  sideInchesMessage,
  singleLineMessage,
  tooLongMessage,
} from './messages'
import {
  cleanMultiLineText,
  controlCharacters,
  landFacingOptions,
  landSizeUnreadableMessage,
  quoteLimits,
  quoteProjectTypes,
  readLandSize,
  type SideFeetField,
  type SideInchesField,
  sideFeetField,
  sideInchesField,
} from './quote-fields'

export {
  cleanMultiLineText,
  contactProjectTypes,
  controlCharacters,
  emptyFullQuoteForm,
  heroProjectTypes,
  honeypotField,
  type LandSizeReading,
  landFacingOptions,
  landSizeUnreadableMessage,
  popupProjectTypes,
  type QuoteRequestField,
  quoteLimits,
  quoteProjectTypes,
  quoteRequestFields,
  readLandSize,
  type SideFeetField,
  type SideInchesField,
  sideFeetField,
  sideInchesField,
} from './quote-fields'

// Digits, spaces, +, -, dots and brackets: "+91 98765 43210", "0612-2345678".
const phoneCharacters = /^[+(\d][\d\s().-]*$/
const wholeInches = /^(?:\d|1[01])$/
const nonNegativeNumber = /^\d+(?:\.\d+)?$/

/**
 * A trimmed one-line text up to `max` characters; `typeMessage` answers a missing or non-text value.
 * A line break or other control character inside it is refused with the field's message (the
 * visitor can fix it; see `controlCharacters`), before any other check of the field.
 */
const text = (max: number, label: string, typeMessage?: string) =>
  z
    .string(typeMessage ? { error: typeMessage } : undefined)
    .trim()
    .refine((value) => !controlCharacters.test(value), { error: singleLineMessage(label) })
    .max(max, { error: tooLongMessage(label, max) })

/** The multi-line message: its line breaks kept, other control characters removed (never refused). */
const multiLineText = (max: number, label: string) =>
  z
    .string()
    .overwrite(cleanMultiLineText)
    .trim()
    .max(max, { error: tooLongMessage(label, max) })

export const nameSchema = text(quoteLimits.name, 'Name', quoteMessages.name).min(3, {
  error: quoteMessages.name,
})
export const phoneSchema = text(quoteLimits.phone, 'Phone number', quoteMessages.phone)
  .min(10, { error: quoteMessages.phone })
  .regex(phoneCharacters, { error: quoteMessages.phone })
  // At least 10 digits, whatever the separators: "1---------" is not a phone number.
  .refine((phone) => phoneDigits(phone).length >= 10, { error: quoteMessages.phone })

/** The digits of a phone number, without spaces, +, -, dots or brackets. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '')
}
const emailAddress = z.email({ error: quoteMessages.email }).max(quoteLimits.email, {
  error: tooLongMessage('Email', quoteLimits.email),
})
/** Optional e-mail: empty is allowed, anything else must be an address. */
export const optionalEmailSchema = z
  .string()
  .trim()
  .pipe(z.union([z.literal(''), emailAddress], { error: quoteMessages.email }))
export const requiredEmailSchema = z
  .string({ error: quoteMessages.email })
  .trim()
  .pipe(emailAddress)
export const projectTypeSchema = z
  .string({ error: quoteMessages.projectType })
  .trim()
  .min(1, { error: quoteMessages.projectType })

/**
 * The land size as the forms and the API accept it (readLandSize): square feet, a plot's two sides
 * ("30x40") or an area in land units ("2 katha"), kept as typed (trimmed): the API stores its
 * square feet beside it, read with the company's sizes of the units. Anything else ("2.5 hectare")
 * is refused with a message, never guessed at. Empty is refused with the spec's message where the
 * field is `required`, else kept empty.
 */
function landSizeSchema(required: boolean) {
  return text(quoteLimits.landSize, 'Land size', quoteMessages.landSize).transform(
    (typed, context) => {
      const reading = readLandSize(typed)
      if (reading.kind === 'empty') {
        if (required)
          context.issues.push({ code: 'custom', input: typed, message: quoteMessages.landSize })
        return ''
      }
      if (reading.kind === 'unreadable') {
        context.issues.push({ code: 'custom', input: typed, message: landSizeUnreadableMessage })
        return z.NEVER
      }
      return typed
    },
  )
}

function feetSchema(side: LandSide, required: boolean) {
  const message = sideFeetMessage(side)
  const base = z.string({ error: message }).trim().max(quoteLimits.feet, { error: message })
  return required
    ? base.regex(nonNegativeNumber, { error: message })
    : base.refine((value) => value === '' || nonNegativeNumber.test(value), { error: message })
}

function inchesSchema(side: LandSide) {
  return z
    .string()
    .trim()
    .transform((value) => (value === '' ? '0' : value))
    .pipe(z.string().regex(wholeInches, { error: sideInchesMessage(side) }))
}

function sideFields(required: boolean) {
  return Object.fromEntries(
    landSides.flatMap((side) => [
      [
        sideFeetField(side),
        required ? feetSchema(side, true) : feetSchema(side, false).default(''),
      ],
      [sideInchesField(side), inchesSchema(side).default('0')],
    ]),
  ) as Record<SideFeetField, z.ZodType<string, string | undefined>> &
    Record<SideInchesField, z.ZodType<string, string | undefined>>
}

/**
 * What `POST /api/contact` accepts. name, phone and projectType are required (the hero quick form
 * sends only those, email and an empty message); the land fields and the message are optional but
 * checked when present. Unknown fields are dropped. Every value is a string, as the forms send them.
 */
export const quoteRequestSchema = z.object({
  name: nameSchema,
  phone: phoneSchema,
  email: optionalEmailSchema.default(''),
  city: text(quoteLimits.city, 'City').default(''),
  landSize: landSizeSchema(false).default(''),
  ...sideFields(false),
  landFacing: z
    .union([z.literal(''), z.enum(landFacingOptions)], { error: quoteMessages.landFacing })
    .default(''),
  projectType: projectTypeSchema.pipe(
    z.enum(quoteProjectTypes, { error: quoteMessages.projectType }),
  ),
  message: multiLineText(quoteLimits.message, 'Message').default(''),
})
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>
export type QuoteRequest = z.output<typeof quoteRequestSchema>

/**
 * The full quote form of the popup, the home page and the contact page (website.md section 5):
 * every field required but email, inches and message.
 */
export const fullQuoteFormSchema = z.object({
  name: nameSchema,
  phone: phoneSchema,
  email: optionalEmailSchema,
  city: text(quoteLimits.city, 'City').min(1, { error: quoteMessages.city }),
  landSize: landSizeSchema(true),
  ...sideFields(true),
  landFacing: z.string().trim().min(1, { error: quoteMessages.landFacing }),
  projectType: projectTypeSchema,
  message: z.string(),
})
export type FullQuoteForm = z.input<typeof fullQuoteFormSchema>

/** The hero quick form: name, phone, a required e-mail and a project type. */
export const heroQuoteFormSchema = z.object({
  name: nameSchema,
  phone: phoneSchema,
  email: requiredEmailSchema,
  projectType: projectTypeSchema,
})
export type HeroQuoteForm = z.input<typeof heroQuoteFormSchema>
