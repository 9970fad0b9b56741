import {
  defaultQuotationSettings,
  type QuotationContent,
  type QuotationPaymentStage,
  type QuotationSettings,
  type QuotationTaxLine,
  type QuoteLanguage,
} from '@nirman/contract'

// What a new quotation is filled with before staff change anything: its validity, GST, the
// company's usual payment schedule of a house and its terms, in English and in Hindi. The owner's
// quotation settings (Settings > Quotations) replace the built-in tax lines, validity and terms
// (the contract's defaultQuotationSettings).

/** Days a new quotation is valid for, from the day it is started, unless the owner says. */
export const quotationValidityDays = defaultQuotationSettings.validityDays

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * The last day a quotation started on `today` is valid: `today` + `days` (30 unless the owner
 * says) on the calendar, worked on the date itself (UTC midnight, no time of day and no time zone
 * to slip a day).
 *
 * @param today - `YYYY-MM-DD`, the company's day
 * @throws RangeError when `today` is not a real day of the calendar
 * @example validUntilFrom('2026-12-15') // '2027-01-14'
 * @example validUntilFrom('2026-12-15', 15) // '2026-12-30'
 */
export function validUntilFrom(today: string, days: number = quotationValidityDays): string {
  const match = dayPattern.exec(today)
  const start = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN
  if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== today) {
    throw new RangeError(`${today} is not a day (YYYY-MM-DD)`)
  }
  const dayMs = 24 * 60 * 60 * 1000
  return new Date(start + days * dayMs).toISOString().slice(0, 10)
}

/**
 * GST on building work in Bihar, an intra-state supply: CGST 9 % and SGST 9 %, on top of the
 * prices. The labels are the taxes' own names, the same on a Hindi quotation.
 */
export const defaultTaxLines: readonly QuotationTaxLine[] = defaultQuotationSettings.taxLines

/** The prices of a new quotation are without tax: the tax lines are added to them. */
export const defaultPricesIncludeTax = defaultQuotationSettings.pricesIncludeTax

/**
 * The stages of a house contract and each one's share, from a contractor's published house schedule
 * (../shared/research/bihar-rates-units-practice.md: booking 5-10 %, foundation 10 %, each roof
 * slab 15 %, brickwork 10 %, plaster 10 %, flooring 10 %, painting 10 %, handover 5-10 %; the
 * ranges taken at 10 % and 15 % so the shares make exactly 100 %).
 */
const scheduleStages: readonly { en: string; hi: string; percentBasisPoints: number }[] = [
  { en: 'Booking', hi: 'बुकिंग', percentBasisPoints: 1000 },
  { en: 'Foundation', hi: 'नींव', percentBasisPoints: 1000 },
  { en: 'Ground-floor roof slab', hi: 'भूतल की छत की ढलाई', percentBasisPoints: 1500 },
  { en: 'Brickwork and lintel', hi: 'ईंट की जुड़ाई और लिंटल', percentBasisPoints: 1000 },
  { en: 'First-floor roof slab', hi: 'पहली मंज़िल की छत की ढलाई', percentBasisPoints: 1500 },
  { en: 'Plaster and internal work', hi: 'प्लास्टर और अंदर का काम', percentBasisPoints: 1000 },
  { en: 'Flooring and woodwork', hi: 'फ़र्श और लकड़ी का काम', percentBasisPoints: 1000 },
  { en: 'Painting', hi: 'रंगाई-पुताई', percentBasisPoints: 1000 },
  { en: 'Handover', hi: 'मकान सौंपना (हैंडओवर)', percentBasisPoints: 1000 },
]

/** The usual payment schedule of a house, its stages named in `language`; 10000 bp in all. */
export function defaultSchedule(language: QuoteLanguage): QuotationPaymentStage[] {
  return scheduleStages.map((stage) => ({
    label: stage[language],
    percentBasisPoints: stage.percentBasisPoints,
  }))
}

const termLines = (days: number): Record<QuoteLanguage, readonly string[]> => ({
  en: [
    `This quotation is valid for ${days} days, until the validity date shown on it.`,
    'Materials are of the brands named in the items, or of equal quality.',
    'The rates include labour and material, unless an item says otherwise.',
    'Work beyond these items is done only after the client’s written approval, and charged at the agreed rates.',
    'Payments by bank transfer, UPI or cheque, for each stage of the payment schedule once that stage is done.',
    'GST is charged as shown in the tax lines.',
  ],
  hi: [
    `यह कोटेशन ${days} दिन के लिए, इस पर लिखी आख़िरी तारीख़ तक मान्य है।`,
    'सामान आइटम में लिखे ब्रांड का, या उसके बराबर क्वालिटी का लगेगा।',
    'जब तक किसी आइटम में अलग से न लिखा हो, रेट में मज़दूरी और सामान दोनों शामिल हैं।',
    'इन आइटम के अलावा कोई भी काम ग्राहक की लिखित मंज़ूरी के बाद ही होगा, और उसका पैसा तय रेट से लगेगा।',
    'भुगतान बैंक ट्रांसफ़र, UPI या चेक से, भुगतान सूची का हर चरण पूरा होने पर।',
    'GST टैक्स की लाइनों में दिखाए अनुसार लगेगा।',
  ],
})

/** The usual terms, a numbered list in `language`, valid for `days` (30 unless the owner says). */
export function defaultTerms(
  language: QuoteLanguage,
  days: number = quotationValidityDays,
): string {
  return termLines(days)
    [language].map((line, index) => `${index + 1}. ${line}`)
    .join('\n')
}

/** What a quotation started on `today` in `language` is filled with, before any item. */
export type QuotationDefaults = Pick<
  QuotationContent,
  'taxLines' | 'pricesIncludeTax' | 'schedule' | 'terms' | 'validUntil'
>

/**
 * The tax lines, whether the prices include them, the usual payment schedule, the terms and the
 * validity date of a new quotation: the owner's quotation settings, or the built-in ones (CGST 9 %
 * and SGST 9 % on top of the prices, 30 days). Terms the owner left empty in the quotation's
 * language are the built-in terms of that language, valid for the owner's days.
 *
 * @param language - the quotation's language: the schedule's stages and the terms are in it
 * @param today - `YYYY-MM-DD`, the company's day the quotation is started
 * @param settings - the owner's settings in use (`app.siteSettings.current().settings`)
 * @example quotationDefaults('hi', '2026-12-15').validUntil // '2027-01-14'
 */
export function quotationDefaults(
  language: QuoteLanguage,
  today: string,
  settings: { quotations?: QuotationSettings } = {},
): QuotationDefaults {
  const owner = settings.quotations ?? defaultQuotationSettings
  const terms = owner.terms[language].trim()
  return {
    taxLines: owner.taxLines.map((line) => ({ ...line })),
    pricesIncludeTax: owner.pricesIncludeTax,
    schedule: defaultSchedule(language),
    terms: terms === '' ? defaultTerms(language, owner.validityDays) : terms,
    validUntil: validUntilFrom(today, owner.validityDays),
  }
}
