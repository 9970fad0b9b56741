// The words of a client's quotation page (/q/<token>, routes/quotation.tsx): staff send the link
// by e-mail and WhatsApp, the client reads the quotation on their phone, downloads its PDF, and
// accepts it with their name and a code e-mailed to them, or declines it. The page speaks the
// quotation's language (its `content.language`), not the address's: its Hindi is
// content/hi/quotation.ts, both come with the route's code. What the page says before the quotation
// is here, and for a link that opens nothing, is said in both languages at once (`quotationShellCopy`).
// The API's refusals are the contract's `clientQuotationMessages`, in both languages there.

/** The page before its quotation has come, and a link that opens nothing: English, then Hindi. */
export const quotationShellCopy = {
  title: 'Quotation',
  opening: 'Opening your quotation...',
  noScript:
    'This page needs JavaScript to show your quotation. Please turn it on, or ask us for the PDF.',
  notFoundTitle: 'No quotation at this link',
  /** The API did not answer (no connection, or it is down). */
  notReached: 'We could not reach our server. Check your internet connection and try again.',
  tryAgain: 'Try again',
} as const

/** The quotation as its client reads it. */
export const quotationPageCopy = {
  /** The tab's title: "Quotation Q-12 | Nirman Constructions". */
  metaTitle: (number: string, company: string) => `Quotation ${number} | ${company}`,
  letterhead: {
    phone: 'Phone',
    email: 'E-mail',
    gstin: 'GSTIN',
  },
  heading: (number: string) => `Quotation ${number}`,
  revision: (revision: number) => `Revision ${revision}`,
  issuedOn: 'Date',
  validUntil: 'Valid until',
  client: 'Client',
  site: 'Site',
  downloadPdf: 'Download PDF',
  items: 'Items',
  /** A group's items offered beside the total. */
  optionalItems: 'Optional (not in the total)',
  optional: 'Optional',
  amount: 'Amount',
  groupSubtotal: (group: string) => `Subtotal of ${group}`,
  summary: 'Total',
  subtotal: 'Subtotal',
  discount: 'Discount',
  /** What the taxes are worked on (prices without tax). */
  taxable: 'Taxable amount',
  /** The total less its taxes (prices that include the taxes). */
  beforeTax: 'Amount before tax',
  total: 'Total',
  optionalTotal: 'Optional items (not in the total)',
  inWords: 'In words',
  pricesIncludeTax: 'Prices include GST.',
  schedule: 'Payment schedule',
  stage: 'Stage',
  share: 'Share',
  terms: 'Terms',
  /** A time of day in India from its hour (0-23) and minutes ("05"): "3:45 pm". */
  time: (hour: number, minutes: string) =>
    `${hour % 12 || 12}:${minutes} ${hour < 12 ? 'am' : 'pm'}`,
  status: {
    open: (day: string) => `This quotation is valid until ${day}.`,
    accepted: (name: string, day: string, time: string) =>
      `Accepted by ${name} on ${day} at ${time} IST.`,
    acceptedPdf: 'Download the accepted PDF with its certificate',
    declined: (day: string) => `You declined this quotation on ${day}.`,
    declinedReason: 'Your reason',
    expired: (day: string) => `This quotation was valid until ${day}. Please ask us for a new one.`,
  },
  answer: {
    title: 'Accept or decline',
    /** What accepting means: the number, the revision and the total, as in the PDF. */
    meaning: (number: string, revision: number, total: string) =>
      `By accepting, you accept quotation ${number}, revision ${revision}, for a total of ${total}, exactly as in its PDF.`,
    fingerprint: 'The PDF’s SHA-256 fingerprint',
    nameLabel: 'Your full name',
    sendCode: 'Send me a code',
    newCode: 'Send a new code',
    sendingCode: 'Sending the code...',
    codeGoesTo: (address: string) => `We send the code by e-mail to ${address}.`,
    codeSent: (address: string, minutes: number) =>
      `We sent a 6-digit code to ${address}. It works for ${minutes} minutes.`,
    codeLabel: '6-digit code from the e-mail',
    accept: 'Accept this quotation',
    accepting: 'Accepting...',
    decline: 'Decline this quotation',
    reasonLabel: 'Why do you decline it?',
    declineButton: 'Send and decline',
    declining: 'Sending...',
    /** The API did not answer (no connection, or it is down). */
    notReached: 'We could not reach our server. Check your internet connection and try again.',
    reload: 'Reload the quotation',
  },
} as const
