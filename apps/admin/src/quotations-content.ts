// The texts of quotations in the dashboard (issue 26): a request's quotations and how one is
// started, and a quotation's page with its revisions, its draft's editor and its totals. The
// messages of refused input are the contract's (`quotationMessages`), shown as the API words
// them; these are the screens' own words.

import type { QuoteLanguage } from '@nirman/contract'

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
  frozen: (revision: number, status: string) =>
    `Revision ${revision} is ${status.toLowerCase()}: it is kept as it was and cannot be changed.`,
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
