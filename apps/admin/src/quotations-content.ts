// The texts of quotations in the dashboard (issue 26): a request's quotations and how one is
// started, and a quotation's page with its revisions, its draft's editor and its totals, sending
// it, the client's link, each revision's answers and the client's acceptance. The
// messages of refused input are the contract's (`quotationMessages`), shown as the API words
// them; these are the screens' own words.

import type { QuotationStatus, QuoteLanguage } from '@nirman/contract'

export const quotationLanguageLabels: Record<QuoteLanguage, string> = {
  en: 'English',
  hi: 'Hindi (हिन्दी)',
}

export const propertyTypeLabels = {
  residential: 'Residential',
  commercial: 'Commercial',
  institutional: 'Institutional',
} as const

export const finishLabels = {
  standard: 'Standard',
  premium: 'Premium',
  luxury: 'Luxury',
} as const

/** A request's quotations, in its details. */
export const leadQuotationsCopy = {
  title: 'Quotations',
  listLabel: 'Quotations of this request',
  loading: 'Loading the quotations…',
  loadError: 'The quotations could not be loaded. Close and open the request again.',
  empty: 'No quotation yet.',
  revision: (revision: number) => `Revision ${revision}`,
  total: (total: string) => `Total ${total}`,
  start: {
    legend: 'Start a quotation',
    from: {
      blank: 'Blank',
      estimate: 'From the attached estimate',
      rate_card: 'From the rate card',
    },
    hints: {
      blank: 'The client’s name, phone, e-mail and city from the request; no items yet.',
      estimate:
        'The items of the cost estimate the visitor worked out on the website and sent with the request.',
      rate_card: 'The built-up area at the rate card’s rate per sq ft for the property and finish.',
    },
    builtUpArea: 'Built-up area (sq ft)',
    builtUpAreaHint: 'The floors together, e.g. 1,200.',
    propertyType: 'Property type',
    finish: 'Finish',
    submit: 'Start the quotation',
    starting: 'Starting…',
    failed: 'The quotation could not be started. Check the connection and try again.',
  },
} as const

/** What happened to a revision that is no longer a draft, after "Revision 2 …". */
const frozenStates: Record<Exclude<QuotationStatus, 'draft'>, string> = {
  sent: 'has been sent',
  viewed: 'has been sent and viewed by the client',
  accepted: 'has been accepted by the client',
  declined: 'was declined by the client',
  expired: 'has expired',
}

/** A quotation's page. */
export const quotationCopy = {
  pageTitle: 'Quotation',
  heading: (number: string) => `Quotation ${number}`,
  backToRequest: 'Back to the request',
  loading: 'Loading the quotation…',
  loadError:
    'The quotation could not be loaded. Check the connection, then reload the page to try again.',
  notFound: 'This quotation does not exist.',
  revisionStatus: (revision: number, status: string) => `Revision ${revision} · ${status}`,
  revisionsLabel: 'Revisions',
  revisionEntry: (revision: number, status: string, created: string) =>
    `Revision ${revision}: ${status}, made ${created}`,
  earlierRevision: (revision: number) =>
    `Revision ${revision} is an earlier revision, kept as it was: it cannot be changed.`,
  /** The latest revision, no longer a draft: what happened to it, and that it cannot change. */
  frozen: (revision: number, status: Exclude<QuotationStatus, 'draft'>) =>
    `Revision ${revision} ${frozenStates[status]}: it is kept as it was and cannot be changed.`,
  madeBy: (name: string, when: string) => `Made by ${name}, ${when}`,
  madeOn: (when: string) => `Made ${when}`,

  sections: {
    client: 'Client and site',
    items: 'Items',
    taxes: 'Discount and taxes',
    schedule: 'Payment schedule',
    terms: 'Terms',
    totals: 'Totals',
    problems: 'Before it can be sent',
  },
  fields: {
    title: 'Title',
    titleHint: 'What the client reads at the top, e.g. “G+1 house at Danapur”.',
    clientName: 'Client name',
    clientPhone: 'Client phone',
    clientEmail: 'Client e-mail',
    siteAddress: 'Site address',
    language: 'Language of the quotation',
    validUntil: 'Valid until',
    discount: 'Discount (₹)',
    discountHint: 'An amount taken from the items’ total; leave empty for none.',
    pricesIncludeTax: 'Prices include GST',
    pricesIncludeTaxHint:
      'The rates already include the taxes: the total stays, and the tax lines say how much of it is tax.',
    terms: 'Terms',
  },

  // Groups and items
  groupsHint:
    'Items in groups by stage or trade (“Foundation”, “Electrical”). Quantities as people write them: 1,200 or 12.5.',
  /** A group as an item's labels name it: its title, or "group 2" until it has one. */
  groupName: (position: number, title: string) => title || `group ${position}`,
  /** A group as its own buttons name it: "group Foundation", "group 2". */
  groupButtonName: (position: number, title: string) =>
    title ? `group ${title}` : `group ${position}`,
  groupHeading: (position: number, title: string) =>
    title ? `${position}. ${title}` : `Group ${position}`,
  groupsLabel: 'Groups of items',
  groupTitle: 'Group title',
  itemsOf: (group: string) => `Items of ${group}`,
  itemName: (position: number, group: string) => `item ${position} in ${group}`,
  itemHeading: (position: number) => `Item ${position}`,
  /** An item's heading for screen readers: "Item 2 in Foundation". */
  itemInGroup: (position: number, group: string) => `Item ${position} in ${group}`,
  item: {
    description: 'Description',
    quantity: 'Quantity',
    quantityHint: '1,200 or 12.5',
    unit: 'Unit',
    unitHint: 'sq ft, cu m, bag, no.',
    rate: 'Rate (₹)',
    rateHint: '1,950 or 12.4 lakh',
    optional: 'Optional',
    optionalHint: 'Offered beside the total, not counted in it',
    amount: 'Amount',
    optionalAmount: 'Amount, not in the total',
    unreadable: '—',
  },
  /** The label of a field of one row, for screen readers: "Quantity of item 2 in Foundation". */
  fieldOf: (field: string, row: string) => `${field} of ${row}`,
  addItem: 'Add an item',
  addItemLabel: (group: string) => `Add an item to ${group}`,
  removeItem: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  moveUpLabel: (name: string) => `Move ${name} up`,
  moveDownLabel: (name: string) => `Move ${name} down`,
  addGroup: 'Add a group',
  removeGroup: 'Remove group',
  noGroups: 'No items yet: add a group (a stage or a trade) and its items.',

  // Taxes
  taxLinesLabel: 'Tax lines',
  /** A tax line as its fields' labels name it. */
  taxRowName: (position: number) => `tax line ${position}`,
  /** A tax line as its buttons name it: its label, or "tax line 2" until it has one. */
  taxName: (position: number, label: string) => label || `tax line ${position}`,
  taxLabel: 'Tax name',
  taxLabelHint: 'CGST, SGST or IGST',
  taxRate: 'Rate (%)',
  addTax: 'Add a tax line',
  noTaxes: 'No tax lines.',

  // Payment schedule
  scheduleHint: 'The stages the client pays at, each a share of the total; together 100 %.',
  stagesLabel: 'Stages of the payment schedule',
  /** A stage as its fields' labels name it. */
  stageRowName: (position: number) => `stage ${position}`,
  /** A stage as its buttons name it: its label, or "stage 2" until it has one. */
  stageName: (position: number, label: string) => label || `stage ${position}`,
  stageLabel: 'Stage name',
  stagePercent: 'Share (%)',
  comesTo: (amount: string) => `Comes to ${amount}`,
  addStage: 'Add a stage',
  noStages: 'No stages yet.',
  /** The shares together: "100 %", "Adds up to 85 %: 15 % left", "Adds up to 110 %: 10 % too much". */
  shareTotal: (total: string, left: string | null, over: string | null) =>
    over
      ? `Adds up to ${total}: ${over} too much`
      : left
        ? `Adds up to ${total}: ${left} left`
        : total,

  // Totals
  totals: {
    subtotal: 'Items',
    optional: 'Optional items (not in the total)',
    discount: 'Discount',
    taxable: 'Taxable amount',
    tax: (label: string, rate: string, included: boolean) =>
      included ? `${label} ${rate} (included)` : `${label} ${rate}`,
    total: 'Total',
    inWords: 'In words',
    schedule: 'Payment schedule',
    stage: (label: string, rate: string) => `${label} (${rate})`,
  },
  problemsNone: 'Nothing stops it: every check for sending passes.',

  save: 'Save draft',
  saving: 'Saving…',
  saved: {
    title: 'Draft saved',
    description: 'Everyone who opens the quotation sees it now.',
  },
  reload: 'Reload the quotation',
  failed: 'The draft could not be saved. Check the connection and try again.',
} as const

/** Sending a draft to the client: the button beside the draft, and its confirmation. */
export const quotationSendCopy = {
  title: 'Send to the client',
  send: 'Send to the client',
  sending: 'Sending…',
  /** Why the button is off. */
  blockedByProblems: 'It cannot be sent yet: put right what “Before it can be sent” lists.',
  unsaved: 'Save the draft before sending: the client gets the draft as saved.',
  saving: 'Wait for the draft to be saved.',
  ready: (revision: number) =>
    `Revision ${revision} is ready: sending makes its PDF and gives the client a link to accept it.`,
  confirmTitle: (number: string, revision: number) =>
    revision > 1
      ? `Send quotation ${number}, revision ${revision}?`
      : `Send quotation ${number} to the client?`,
  confirmIntro: 'Sending does all of this at once:',
  confirmPdf: (revision: number) =>
    `The PDF is made from the draft as saved. Revision ${revision} is then kept as sent: a change makes the next revision.`,
  confirmEmail: (address: string) =>
    `The client gets an e-mail at ${address} with the link to read the quotation, download the PDF and accept it.`,
  confirmNoEmail:
    'The quotation has no e-mail address, so nothing is e-mailed: send the link by WhatsApp once it is sent.',
  confirmLinkKept:
    'The client’s link stays the same: from now on it opens this revision instead of the earlier one.',
  confirmNewLink: 'The client gets a link of their own to the quotation, to send by WhatsApp too.',
  confirmStageMoves: (from: string) => `The request moves from ${from} to Quotation sent.`,
  confirmStageStays: (stage: string) => `The request stays at ${stage}.`,
  confirmStageUnknown:
    'The request moves to Quotation sent (a request already Won or Lost stays where it is).',
  confirm: 'Send the quotation',
  cancel: 'Cancel',
  close: 'Close',
  sent: (number: string) => `Quotation ${number} sent`,
  sentEmailed: (address: string) => `E-mailed to ${address}. The client’s link is on the page.`,
  sentNotEmailed: 'Nothing was e-mailed (no address): send the client’s link by WhatsApp.',
  failed: 'The quotation could not be sent. Check the connection and try again.',
} as const

/** The client's link of a sent quotation. */
export const quotationLinkCopy = {
  title: 'The client’s link',
  description:
    'The client reads the quotation, downloads the PDF and accepts it at this address, on a phone, without an account.',
  label: 'Link to the quotation',
  copy: 'Copy link',
  copied: {
    title: 'Link copied',
    description: 'Paste it into WhatsApp or a message to the client.',
  },
  copyUnavailable: {
    title: 'The link could not be copied',
    description: 'It is selected in its box: copy it from there.',
  },
  whatsapp: 'Send on WhatsApp',
  whatsappLabel: (name: string) => `Send on WhatsApp to ${name} (opens in a new tab)`,
  noWhatsapp: 'No WhatsApp link: the quotation has no phone number of 10 digits.',
  withdraw: 'Withdraw link',
  withdrawTitle: 'Withdraw the client’s link?',
  withdrawQuestion:
    'The link stops working at once: the client’s page opens no quotation. The next revision sent gets a new link, to send to the client again.',
  withdrawConfirm: 'Withdraw the link',
  withdrawing: 'Withdrawing…',
  withdrawn: {
    title: 'Link withdrawn',
    description: 'The client’s page opens no quotation now.',
  },
  withdrawnNote:
    'The client’s link has been withdrawn: it opens no quotation. The next send makes a new link.',
  withdrawnNoteRevise:
    'The client’s link has been withdrawn: it opens no quotation. Start a new revision and send it to give the client a new link.',
  withdrawnNoteAccepted: 'The client’s link has been withdrawn: it opens no quotation.',
  cancel: 'Cancel',
  close: 'Close',
  failed: 'The link could not be withdrawn. Check the connection and try again.',
} as const

/** Each revision with what happened to it: sent, viewed, accepted or declined, and its PDF. */
export const quotationHistoryCopy = {
  title: 'Revisions and the client’s answers',
  listLabel: 'Each revision, what happened to it',
  revision: (revision: number) => `Revision ${revision}`,
  made: 'Made',
  madeBy: (when: string, name: string) => `${when} by ${name}`,
  sent: 'Sent',
  emailedTo: (when: string, address: string) => `${when}, e-mailed to ${address}`,
  notEmailed: (when: string) => `${when}, not e-mailed (no address)`,
  viewed: 'Viewed by the client',
  notViewed: 'Not opened yet',
  accepted: 'Accepted',
  declined: 'Declined',
  reason: 'Reason given',
  noReason: 'No reason given',
  validUntil: 'Valid until',
  download: 'Download PDF',
  downloadLabel: (revision: number) => `Download PDF of revision ${revision}`,
} as const

/** Starting the next revision of a sent quotation. */
export const quotationReviseCopy = {
  start: (revision: number) => `Start revision ${revision}`,
  starting: 'Starting…',
  hint: (latest: number) =>
    `A draft copied from revision ${latest}, to change and send. The client reads revision ${latest} until the new one is sent.`,
  started: (revision: number) => ({
    title: `Revision ${revision} started`,
    description: 'Change it and save it, then send it to the client.',
  }),
  failed: 'The revision could not be started. Check the connection and try again.',
} as const

/** The client's acceptance: who, when, and the record kept. */
export const quotationAcceptanceCopy = {
  title: (name: string, when: string) => `Accepted by ${name} on ${when}`,
  description: (revision: number) =>
    `The client accepted revision ${revision} online, typing their name and the code e-mailed to them. The record kept:`,
  recordLabel: 'Record of the acceptance',
  revision: 'Revision accepted',
  name: 'Name typed',
  at: 'Accepted at',
  ipAddress: 'Internet address',
  userAgent: 'Browser',
  pdfSha256: 'SHA-256 of the PDF accepted',
  certifiedPdfSha256: 'SHA-256 of the PDF with its certificate',
  download: 'Download the accepted PDF with its certificate',
} as const
