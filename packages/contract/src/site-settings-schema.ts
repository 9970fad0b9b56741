// The checks of the owner's settings, for the API that refuses what fails them and the dashboard
// that shows each message beside its field. A text left empty is a detail not given (the page hides
// what needs it); a detail given must be one a visitor can use.
import { z } from 'zod'
import { type CompanyDetails, type SettingsPart, settingsParts, weekdays } from './site-settings'

export const companyDetailsLimits = {
  name: 100,
  text: 200,
  url: 500,
  phones: 3,
} as const

export const companyDetailsMessages = {
  name: `The company's name must be at most ${companyDetailsLimits.name} characters`,
  hindiName: `The Hindi name must be at most ${companyDetailsLimits.name} characters`,
  publicUrl:
    'Please enter the site’s address as people type it, starting with https:// (https://www.example.in)',
  phone:
    'Please enter an Indian phone number of 10 digits, with its area code for a landline (0612 234 5678 or +91 94310 12345)',
  phones: `Please give at most ${companyDetailsLimits.phones} phone numbers`,
  phonesRepeated: 'The same phone number is given twice',
  whatsapp: 'Please enter the WhatsApp number of 10 digits (+91 94310 12345)',
  email: 'Please enter an e-mail address such as info@example.in',
  street: `Please enter the street, building or landmark (at most ${companyDetailsLimits.text} characters)`,
  locality: `The locality must be at most ${companyDetailsLimits.text} characters`,
  city: 'Please enter the city',
  postalCode: 'Please enter the six-digit PIN code (801503)',
  mapUrl: 'Please enter the map’s link, starting with https://',
  days: 'Please choose the days the office is open',
  time: 'Please enter a time of day such as 09:00',
  closesAfterOpens: 'The office must close after it opens',
  social: 'Please enter the profile’s link, starting with https://',
  gstin: 'Please enter the 15-character GSTIN (10AABCN1234F1Z5)',
  creditName: 'Please enter the agency’s name',
  creditUrl: 'Please enter the agency’s link, starting with https://',
  version: 'Please reload the settings: the version you edited is missing',
  part: 'Please say which part to restore: company, rateCard, quotations, salesDesk or siteVisits',
  /** 409: someone saved the settings since this screen read them. */
  stale:
    'These settings were changed by someone else since you opened them. Please reload them and make your change again.',
  notFound: 'There is no such version of the settings',
} as const

/** A text the form may leave empty: empty or only spaces is "not given". */
const optional = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  )

const text = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message })

/** An https address (http is refused: the pages are served over https). */
const httpsUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(companyDetailsLimits.url, { error: message })
    .refine(
      (value) => {
        try {
          const url = new URL(value)
          return url.protocol === 'https:' && url.hostname.includes('.')
        } catch {
          return false
        }
      },
      { error: message },
    )

/**
 * An Indian number: 10 digits after an optional +91, 91 or 0, spaces, dashes, dots and brackets
 * allowed between them ("+91 94310-12345", "0612 234 5678"). Kept as typed, tidied of extra spaces.
 */
const indianPhone = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value) => value.replace(/\s+/g, ' '))
    .refine(
      (value) =>
        /^[+\d(][\d\s().-]*$/.test(value) && /^(?:\+?91|0)?\d{10}$/.test(value.replace(/\D/g, '')),
      { error: message },
    )

const clock = z
  .string({ error: companyDetailsMessages.time })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { error: companyDetailsMessages.time })

/** The company's details as the owner saves them (`PUT /api/admin/settings/company`). */
export const companyDetailsSchema = z.object({
  name: optional(text(companyDetailsMessages.name, companyDetailsLimits.name)),
  hindiName: optional(text(companyDetailsMessages.hindiName, companyDetailsLimits.name)),
  publicUrl: optional(
    httpsUrl(companyDetailsMessages.publicUrl)
      .refine(
        (value) => {
          const url = new URL(value)
          return url.pathname === '/' && !url.search && !url.hash && !url.username
        },
        { error: companyDetailsMessages.publicUrl },
      )
      .transform((value) => new URL(value).origin),
  ),
  phones: z
    .array(indianPhone(companyDetailsMessages.phone), { error: companyDetailsMessages.phone })
    .max(companyDetailsLimits.phones, { error: companyDetailsMessages.phones })
    .refine(
      (phones) =>
        new Set(phones.map((phone) => phone.replace(/\D/g, '').slice(-10))).size === phones.length,
      { error: companyDetailsMessages.phonesRepeated },
    )
    .optional()
    .transform((phones) => (phones?.length ? phones : undefined)),
  salesPhone: optional(indianPhone(companyDetailsMessages.phone)),
  whatsapp: optional(indianPhone(companyDetailsMessages.whatsapp)),
  email: optional(
    z
      .string({ error: companyDetailsMessages.email })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: companyDetailsMessages.email }).max(254)),
  ),
  address: z
    .object({
      street: text(companyDetailsMessages.street, companyDetailsLimits.text),
      locality: optional(text(companyDetailsMessages.locality, companyDetailsLimits.text)),
      city: text(companyDetailsMessages.city, companyDetailsLimits.name),
      postalCode: z
        .string({ error: companyDetailsMessages.postalCode })
        .trim()
        .regex(/^[1-9]\d{5}$/, { error: companyDetailsMessages.postalCode }),
    })
    .optional(),
  mapUrl: optional(httpsUrl(companyDetailsMessages.mapUrl)),
  hours: z
    .object({
      days: z
        .array(z.enum(weekdays, { error: companyDetailsMessages.days }))
        .min(1, { error: companyDetailsMessages.days })
        .transform((days) => weekdays.filter((day) => days.includes(day))),
      opens: clock,
      closes: clock,
    })
    .refine((hours) => hours.closes > hours.opens, {
      error: companyDetailsMessages.closesAfterOpens,
      path: ['closes'],
    })
    .optional(),
  socials: z
    .object({
      facebook: optional(httpsUrl(companyDetailsMessages.social)),
      instagram: optional(httpsUrl(companyDetailsMessages.social)),
      youtube: optional(httpsUrl(companyDetailsMessages.social)),
    })
    .strict()
    .optional(),
  gstin: optional(
    z
      .string({ error: companyDetailsMessages.gstin })
      .trim()
      .toUpperCase()
      .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, { error: companyDetailsMessages.gstin }),
  ),
  credit: z
    .object({
      name: text(companyDetailsMessages.creditName, companyDetailsLimits.name),
      url: httpsUrl(companyDetailsMessages.creditUrl),
    })
    .optional(),
}) satisfies z.ZodType<CompanyDetails>

const settingsVersionSchema = z
  .number({ error: companyDetailsMessages.version })
  .int({ error: companyDetailsMessages.version })
  .min(0, { error: companyDetailsMessages.version })

/** `PUT /api/admin/settings/company`: the details, made on the settings' `version` (409 if stale). */
export const companyDetailsSaveSchema = z.object({
  company: companyDetailsSchema,
  version: settingsVersionSchema,
})
export type CompanyDetailsSave = z.output<typeof companyDetailsSaveSchema>

/** `POST /api/admin/settings/versions/:version/restore`: a part of an earlier version, made on `version`. */
export const settingsRestoreSchema = z.object({
  part: z.enum(settingsParts, { error: companyDetailsMessages.part }),
  version: settingsVersionSchema,
})
export type SettingsRestore = { part: SettingsPart; version: number }

export const settingsVersionParamSchema = z.object({
  version: z.coerce.number().int().min(1),
})

/** The owner's settings routes, for the API that serves them and the dashboard that calls them. */
export const settingsPaths = {
  current: '/api/admin/settings',
  company: '/api/admin/settings/company',
  rateCard: '/api/admin/settings/rate-card',
  quotations: '/api/admin/settings/quotations',
  salesDesk: '/api/admin/settings/sales-desk',
  siteVisits: '/api/admin/settings/site-visits',
  versions: '/api/admin/settings/versions',
  version: (version: number) => `/api/admin/settings/versions/${version}`,
  restore: (version: number) => `/api/admin/settings/versions/${version}/restore`,
} as const
