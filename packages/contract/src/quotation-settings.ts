// The owner's quotation settings (issue 26): what a new quotation starts with. The checks are
// here, written once for the API that refuses settings that fail them and the dashboard that shows
// each message beside its field. The built-in settings: `defaultQuotationSettings` (site-settings.ts).
import { z } from 'zod'
import { quotationLimits, quotationMessages, quotationTaxLineSchema } from './quotation'
import type { QuotationSettings } from './site-settings'

export const quotationSettingsLimits = {
  taxLines: quotationLimits.taxLines,
  validityDays: { min: 1, max: 365 },
  terms: quotationLimits.terms,
} as const

export const quotationSettingsMessages = {
  taxLines: quotationMessages.taxLines,
  validityDays: `Please enter the days a quotation is valid: a whole number from ${quotationSettingsLimits.validityDays.min} to ${quotationSettingsLimits.validityDays.max}`,
  pricesIncludeTax: 'Please say whether the prices include GST',
  termsEn: `The English terms must be at most ${quotationSettingsLimits.terms} characters`,
  termsHi: `The Hindi terms must be at most ${quotationSettingsLimits.terms} characters`,
} as const

const terms = (message: string) =>
  z.string({ error: message }).trim().max(quotationSettingsLimits.terms, { error: message })

/** The quotation settings as the owner saves them: each tax line as a quotation's. */
export const quotationSettingsSchema = z.strictObject({
  taxLines: z
    .array(quotationTaxLineSchema, { error: quotationSettingsMessages.taxLines })
    .max(quotationSettingsLimits.taxLines, { error: quotationSettingsMessages.taxLines }),
  pricesIncludeTax: z.boolean({ error: quotationSettingsMessages.pricesIncludeTax }),
  validityDays: z
    .number({ error: quotationSettingsMessages.validityDays })
    .int({ error: quotationSettingsMessages.validityDays })
    .min(quotationSettingsLimits.validityDays.min, {
      error: quotationSettingsMessages.validityDays,
    })
    .max(quotationSettingsLimits.validityDays.max, {
      error: quotationSettingsMessages.validityDays,
    }),
  terms: z.strictObject({
    en: terms(quotationSettingsMessages.termsEn),
    hi: terms(quotationSettingsMessages.termsHi),
  }),
}) satisfies z.ZodType<QuotationSettings>

/** `PUT /api/admin/settings/quotations`: the settings, made on the settings' `version` (409 if stale). */
export const quotationSettingsSaveSchema = z.object({
  quotations: quotationSettingsSchema,
  version: z.number().int().min(0),
})
export type QuotationSettingsSave = z.output<typeof quotationSettingsSaveSchema>
