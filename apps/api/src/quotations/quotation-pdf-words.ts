import type { QuoteLanguage } from '@nirman/contract'

// The fixed words of a quotation's PDF (quotation-pdf.ts), in English and in Hindi: the language of
// the quotation decides every one of them. Figures stay in Western digits in both, grouped the
// Indian way (₹12,40,000), as bills in Bihar print them.

export interface QuotationPdfWords {
  /** "Quotation Q-12". */
  quotation: string
  revision: (revision: number) => string
  issuedOn: string
  validUntil: string
  client: string
  phone: string
  email: string
  site: string
  gstin: string
  number: string
  description: string
  quantity: string
  unit: string
  rate: string
  amount: string
  /** After the description of an item offered beside the total. */
  optional: string
  /** After a group's title when its table goes on over a page. */
  continued: string
  subtotal: string
  /** The optional items together, offered beside the total. */
  optionalItems: string
  discount: string
  /** What the taxes are worked on (prices without tax). */
  taxable: string
  /** The total less its taxes (prices that include the taxes). */
  beforeTax: string
  total: string
  pricesIncludeTax: string
  inWords: string
  schedule: string
  stage: string
  share: string
  terms: string
  validity: (day: string) => string
  page: (page: number, pages: number) => string
  /** A day, 'YYYY-MM-DD', as the paper writes it: "2 January 2026", "2 जनवरी 2026". */
  day: (day: string) => string
}

const englishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

const hindiMonths = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
]

/** A day in words from a fixed list of months (no locale data: the same bytes on every Node). */
const dayIn =
  (months: readonly string[]) =>
  (day: string): string => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
    const month = match ? months[Number(match[2]) - 1] : undefined
    if (!match || month === undefined) return day
    return `${Number(match[3])} ${month} ${match[1]}`
  }

export const quotationPdfWords: Record<QuoteLanguage, QuotationPdfWords> = {
  en: {
    quotation: 'Quotation',
    revision: (revision) => `Revision ${revision}`,
    issuedOn: 'Date',
    validUntil: 'Valid until',
    client: 'Client',
    phone: 'Phone',
    email: 'E-mail',
    site: 'Site',
    gstin: 'GSTIN',
    number: 'No.',
    description: 'Description',
    quantity: 'Qty',
    unit: 'Unit',
    rate: 'Rate',
    amount: 'Amount',
    optional: '(optional)',
    continued: '(continued)',
    subtotal: 'Subtotal',
    optionalItems: 'Optional items (not in the total)',
    discount: 'Discount',
    taxable: 'Taxable amount',
    beforeTax: 'Amount before tax',
    total: 'Total',
    pricesIncludeTax: 'Prices include GST.',
    inWords: 'In words',
    schedule: 'Payment schedule',
    stage: 'Stage',
    share: 'Share',
    terms: 'Terms',
    validity: (day) => `This quotation is valid until ${day}.`,
    page: (page, pages) => `Page ${page} of ${pages}`,
    day: dayIn(englishMonths),
  },
  hi: {
    quotation: 'कोटेशन',
    revision: (revision) => `संशोधन ${revision}`,
    issuedOn: 'दिनांक',
    validUntil: 'मान्य तिथि',
    client: 'ग्राहक',
    phone: 'फ़ोन',
    email: 'ई-मेल',
    site: 'कार्य स्थल',
    gstin: 'GSTIN',
    number: 'क्र.',
    description: 'विवरण',
    quantity: 'मात्रा',
    unit: 'इकाई',
    rate: 'दर',
    amount: 'राशि',
    optional: '(वैकल्पिक)',
    continued: '(जारी)',
    subtotal: 'उप-योग',
    optionalItems: 'वैकल्पिक कार्य (कुल में शामिल नहीं)',
    discount: 'छूट',
    taxable: 'कर योग्य राशि',
    beforeTax: 'कर से पहले की राशि',
    total: 'कुल राशि',
    pricesIncludeTax: 'दरों में जीएसटी शामिल है।',
    inWords: 'शब्दों में',
    schedule: 'भुगतान की किस्तें',
    stage: 'चरण',
    share: 'हिस्सा',
    terms: 'शर्तें',
    validity: (day) => `यह कोटेशन ${day} तक मान्य है।`,
    page: (page, pages) => `पृष्ठ ${page} / ${pages}`,
    day: dayIn(hindiMonths),
  },
}
