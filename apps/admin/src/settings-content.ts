// The texts of the owner's Settings page (issues 25 to 28): the company's details, the rate card,
// what new quotations start with, the sales desk, site visits and the history of the settings. The messages of refused input are the contract's
// (`companyDetailsMessages`, `rateCardMessages`), shown as the API words them, and so are the rate
// card's labels, units and groups (`rateCardFields`); these are the screen's own words.

import {
  type SettingsPart,
  type SocialNetwork,
  salesDeskLimits,
  siteVisitLimits,
  type Weekday,
} from '@nirman/contract'

export const settingsCopy = {
  nav: 'Settings',
  title: 'Settings',
  indexLabel: 'Parts of the settings',
  loading: 'Loading the settings...',
  loadError: 'The settings could not be loaded. Please try again.',
  savedBy: (name: string | null, when: string) =>
    name ? `Saved by ${name} on ${when}` : `Saved on ${when}`,
  nothingSaved: 'Nothing has been saved yet: the website shows no company details of its own.',
  reload: 'Reload',
} as const

/** The parts of the settings as the history names them. */
export const settingsPartLabels: Record<SettingsPart, string> = {
  company: 'Company details',
  rateCard: 'Rate card',
  quotations: 'Quotations',
  salesDesk: 'Sales desk',
  siteVisits: 'Site visits',
}

export const weekdayLabels: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
}

export const weekdayShortLabels: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
}

export const companyCopy = {
  title: 'Company details',
  description:
    'What every page of the website, its footer, contact bar, WhatsApp links, search-engine data and the e-mails say of the company. A detail left empty is hidden on the website: no made-up number or address is ever shown.',
  save: 'Save company details',
  saving: 'Saving...',
  saved: 'Saved. The website shows the new details on its next page load.',
  failed: 'The company details could not be saved. Please try again.',
  groups: {
    nameAndAddress: 'Name and address',
    phones: 'Phones and WhatsApp',
    emailAndHours: 'E-mail and hours',
    links: 'Links',
    tax: 'Tax',
    credit: 'Footer credit',
  },
  fields: {
    name: 'Company name',
    nameHint: 'Page titles, the header and the e-mails.',
    hindiName: 'Name in Hindi',
    hindiNameHint: 'In Devanagari, after the title of a Hindi page.',
    street: 'Street, building or landmark',
    streetHint: 'Saguna More, Bailey Road',
    locality: 'Locality',
    localityHint: 'The area of the city: Danapur.',
    city: 'City',
    postalCode: 'PIN code',
    postalCodeHint: 'Six digits: 801503.',
    addressHint:
      'Shown to visitors and given to search engines; Bihar and India go without saying. Leave all four empty to hide the address.',
    phone: (position: number) => `Phone ${position}`,
    phoneHints: [
      'The first phone is the call button of every page.',
      'Shown with the first one.',
      'Shown with the first two.',
    ],
    phonesHint:
      'Up to three numbers, written as people read them: +91 94310 12345, or 0612 234 5678 for a landline.',
    salesPhone: 'Sales enquiry number',
    salesPhoneHint: 'The number for sales enquiries, shown with the company’s contacts.',
    whatsapp: 'WhatsApp number',
    whatsappHint: 'Its digits make every WhatsApp link of the website (wa.me).',
    email: 'E-mail',
    emailHint: 'Shown to visitors; the e-mail links of the website write to it.',
    days: 'Open on',
    opens: 'Opens at',
    closes: 'Closes at',
    hoursHint:
      'India’s time, the same hours each open day. Leave the days and times empty to hide the hours.',
    publicUrl: 'Public address of the website',
    publicUrlHint:
      'Used in canonical links, the sitemap, the links shared on social media and the links of the e-mails: https://www.example.in, without a path.',
    mapUrl: 'Map link',
    mapUrlHint: 'The office on Google Maps (or another map), opened in a new tab.',
    social: (network: string) => `${network} profile`,
    socialHint: 'Its icon in the footer links here; left empty, the icon is hidden.',
    gstin: 'GSTIN',
    gstinHint: 'The company’s GST identification number: 15 characters, 10AABCN1234F1Z5.',
    creditName: 'Agency name',
    creditUrl: 'Agency link',
    creditHint: 'The design agency credited in the footer. Leave both empty to credit nobody.',
  },
} as const

export const socialLabels: Record<SocialNetwork, string> = {
  facebook: companyCopy.fields.social('Facebook'),
  instagram: companyCopy.fields.social('Instagram'),
  youtube: companyCopy.fields.social('YouTube'),
}

export const historyCopy = {
  title: 'History',
  description:
    'Every saved version of the settings, the newest first. Open one to read its company details, rate card, quotation settings, sales desk and site visit times, and bring any of them back.',
  listLabel: 'Versions of the settings',
  loading: 'Loading the history...',
  loadError: 'The history could not be loaded. Please try again.',
  empty: 'Nothing has been saved yet.',
  version: (version: number) => `Version ${version}`,
  current: 'In use',
  by: (name: string | null) => (name ? `by ${name}` : 'by an account since removed'),
  changed: (parts: string[]) =>
    parts.length
      ? `Changed: ${parts.length > 2 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts.join(' and ')}`
      : 'No change',
  restoredFrom: (version: number) => `restored from version ${version}`,
  open: 'Open',
  close: 'Close',
  openLabel: (version: number) => `Open version ${version}`,
  closeLabel: (version: number) => `Close version ${version}`,
  versionLoading: 'Loading the version...',
  versionLoadError: 'This version could not be loaded. Please try again.',
  noCompanyDetails: 'No company details were given in this version.',
  restoreConfirm: 'Restore',
  restoreFailedTitle: 'Not restored',
} as const

/** What an opened version says of each part it can bring back. */
export const versionPartCopy: Record<
  SettingsPart,
  {
    heading: (version: number) => string
    restore: string
    restoreLabel: (version: number) => string
    restoreQuestion: (version: number) => string
    restored: (from: number, version: number) => string
    restoreFailed: string
    inUse: string
  }
> = {
  company: {
    heading: (version) => `Company details of version ${version}`,
    restore: 'Restore these company details',
    restoreLabel: (version) => `Restore the company details of version ${version}`,
    restoreQuestion: (version) =>
      `Bring back the company details of version ${version}? They become a new version; the rate card stays as it is.`,
    restored: (from, version) =>
      `Restored the company details of version ${from} as version ${version}. The website shows them on its next page load.`,
    restoreFailed: 'The company details could not be restored. Please try again.',
    inUse: 'These are the company details in use.',
  },
  rateCard: {
    heading: (version) => `Rate card of version ${version}`,
    restore: 'Restore this rate card',
    restoreLabel: (version) => `Restore the rate card of version ${version}`,
    restoreQuestion: (version) =>
      `Bring back the rate card of version ${version}, with its “as of” day and land units? It becomes a new version; the company details stay as they are.`,
    restored: (from, version) =>
      `Restored the rate card of version ${from} as version ${version}. The calculators use it from their next page load.`,
    restoreFailed: 'The rate card could not be restored. Please try again.',
    inUse: 'This is the rate card in use.',
  },
  quotations: {
    heading: (version) => `Quotation settings of version ${version}`,
    restore: 'Restore these quotation settings',
    restoreLabel: (version) => `Restore the quotation settings of version ${version}`,
    restoreQuestion: (version) =>
      `Bring back the quotation settings of version ${version}: tax lines, validity and terms? They become a new version; the other settings stay as they are.`,
    restored: (from, version) =>
      `Restored the quotation settings of version ${from} as version ${version}. New quotations start with them.`,
    restoreFailed: 'The quotation settings could not be restored. Please try again.',
    inUse: 'These are the quotation settings in use.',
  },
  salesDesk: {
    heading: (version) => `Sales desk of version ${version}`,
    restore: 'Restore this sales desk',
    restoreLabel: (version) => `Restore the sales desk of version ${version}`,
    restoreQuestion: (version) =>
      `Bring back the sales desk of version ${version}: its hours, holidays, first-contact minutes and who gets new leads? It becomes a new version; the other settings stay as they are.`,
    restored: (from, version) =>
      `Restored the sales desk of version ${from} as version ${version}. New leads follow it from now on.`,
    restoreFailed: 'The sales desk could not be restored. Please try again.',
    inUse: 'This is the sales desk in use.',
  },
  siteVisits: {
    heading: (version) => `Site visits of version ${version}`,
    restore: 'Restore these site visit times',
    restoreLabel: (version) => `Restore the site visit times of version ${version}`,
    restoreQuestion: (version) =>
      `Bring back the site visit times of version ${version}: days, hours, holidays, length and notice? They become a new version; the other settings stay as they are.`,
    restored: (from, version) =>
      `Restored the site visit times of version ${from} as version ${version}. Visitors are offered them from now on.`,
    restoreFailed: 'The site visit times could not be restored. Please try again.',
    inUse: 'These are the site visit times in use.',
  },
}

export const rateCardCopy = {
  title: 'Rate card',
  description:
    'Every rate and material price the website’s calculators use, by calculator. A box left empty uses the specification’s figure shown beside it. The calculators use the saved card from their next page load and say which day its rates are as of.',
  savedLine: (asOf: string, name: string | null, when: string) =>
    `Rates as of ${asOf}, saved by ${name ?? 'an account since removed'} on ${when}`,
  asOfLine: (asOf: string) => `Rates as of ${asOf}`,
  nothingSaved: 'No rate card has been saved yet: the calculators use the specification’s figures.',
  specification: (figure: string) => `Specification: ${figure}`,
  changed: 'Changed',
  groupsHint: 'Open a calculator’s group to see and change its figures.',
  groupSummary: (figures: number, changed: number) =>
    changed === 0 ? `${figures} figures` : `${changed} of ${figures} changed`,
  source: (source: string) => `Source: ${source}`,
  pipes: { upvc: 'uPVC pipes', cpvc: 'CPVC pipes', copper: 'Copper pipes' } as Record<
    string,
    string
  >,
  pipeUnit: '₹ per ft, by the pipe’s size',
  pipeSize: (size: string) => `${size} inch`,
  asOf: 'Rates as of',
  asOfHint:
    'The day these figures were checked. The calculators show it: “Rates as of 1 Dec 2026”.',
  landUnits: 'Land units',
  katha: '1 katha',
  kathaName: '1 katha in sq ft',
  kathaEquals: '=',
  sqFt: 'sq ft',
  kathaHint:
    'Empty: Patna’s 1,361.25 sq ft. 1 dhur = 1/20 katha, 1 bigha = 20 katha; Bhagalpur counts 720 sq ft.',
  loadPreset: 'Load Patna market rates',
  presetHint:
    'Fills in the figures found in Patna’s market in November 2026, each with its source, for you to check. The other boxes stay as they are.',
  presetLoaded: (count: number) =>
    `Filled ${count} ${count === 1 ? 'figure' : 'figures'} from the Patna market rates. Nothing is saved until you press Save rate card.`,
  save: 'Save rate card',
  saving: 'Saving...',
  saved: 'Saved. The calculators use these rates from the next page load.',
  failed: 'The rate card could not be saved. Please try again.',
} as const

export const quotationSettingsCopy = {
  title: 'Quotations',
  description:
    'What every new quotation starts with: its GST lines, whether the prices include GST, the days it is valid and its terms. Staff can still change each quotation; quotations already started keep what they have.',
  nothingSaved:
    'Nothing saved yet: new quotations start with CGST 9 % and SGST 9 % on top of the prices, valid for 30 days, with the built-in terms.',
  taxLines: 'GST lines',
  taxLinesHint:
    'Up to four lines, each a name and a rate: CGST 9 % and SGST 9 % within Bihar, IGST 18 % for work in another state. Leave a row empty for no line.',
  taxLabel: (row: number) => `Name of tax line ${row}`,
  taxRate: (row: number) => `Rate of tax line ${row} (%)`,
  taxRow: (row: number) => `Tax line ${row}`,
  pricesIncludeTax: 'Prices include GST',
  pricesIncludeTaxHint:
    'Ticked: the rates of the items already include GST, and the quotation shows how much of its total is tax. Not ticked: GST is added to the prices.',
  validityDays: 'Days a quotation is valid',
  validityDaysHint: 'From the day it is started: 1 to 365 days. Its last day is shown on it.',
  termsEn: 'Terms in English',
  termsHi: 'Terms in Hindi',
  termsHint:
    'Left empty: the built-in terms of that language, which name the days above. A quotation takes the terms of its own language.',
  save: 'Save quotation settings',
  saving: 'Saving...',
  saved: 'Saved. New quotations start with these settings.',
  failed: 'The quotation settings could not be saved. Please try again.',
} as const

/** The words of a saved version's quotation settings (read-only). */
export const quotationSettingsListCopy = {
  taxLines: 'GST lines',
  noTaxLines: 'No tax lines',
  pricesIncludeTax: 'Prices',
  includeTax: 'Include GST',
  excludeTax: 'GST added to them',
  validityDays: 'Valid for',
  days: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
  termsEn: 'Terms in English',
  termsHi: 'Terms in Hindi',
  builtInTerms: 'The built-in terms',
  builtIn: 'The built-in settings (none saved in this version).',
} as const

/** The words of a saved version's rate card (read-only). */
export const rateCardListCopy = {
  figure: (figure: string, unit: string) => `${figure} (${unit})`,
  asOf: 'Rates as of',
  noAsOf: 'Not given (no card saved)',
  katha: '1 katha',
  kathaValue: (sqFt: string) => `${sqFt} sq ft`,
  patnaKatha: '1,361.25 sq ft (Patna’s)',
  noFigures: 'Every figure is the specification’s.',
} as const

/** The labels of the details a version lists (read-only). */
export const companyDetailLabels = {
  name: companyCopy.fields.name,
  hindiName: companyCopy.fields.hindiName,
  publicUrl: companyCopy.fields.publicUrl,
  phones: 'Phones',
  salesPhone: companyCopy.fields.salesPhone,
  whatsapp: companyCopy.fields.whatsapp,
  email: companyCopy.fields.email,
  address: 'Address',
  mapUrl: companyCopy.fields.mapUrl,
  hours: 'Hours',
  gstin: companyCopy.fields.gstin,
  credit: companyCopy.groups.credit,
  hoursValue: (days: string, opens: string, closes: string) => `${days}, ${opens} to ${closes}`,
} as const

/** "Rajesh Nirman, Sunita Devi and Amit Raj". */
const listOfNames = new Intl.ListFormat('en-IN', { style: 'long', type: 'conjunction' })
export const namesOf = (names: readonly string[]) => listOfNames.format(names)

/** The rows of holidays, the same in the sales desk's and the site visits' parts. */
const holidayRowWords = {
  noHolidays: 'No holidays.',
  holiday: (row: number) => `Holiday ${row}`,
  addHoliday: 'Add a holiday',
  removeHoliday: (day: string | null, row: number) =>
    day ? `Remove the holiday of ${day}` : `Remove holiday ${row}`,
  remove: 'Remove',
}

export const salesDeskCopy = {
  title: 'Sales desk',
  description:
    'When the sales desk works, so the first-contact clock runs only then, and who gets each new lead: in turn among the staff on duty, or the staff of its project type. With nobody on duty, the owner gets it.',
  nothingSaved:
    'Nothing saved yet: the desk works Monday to Saturday from 09:00 to 19:00, a first contact is due within 15 working minutes and everyone is on duty.',
  hours: 'Working hours',
  hoursHint: 'India’s time, the same hours each working day.',
  days: 'Working days',
  opens: 'Opens',
  closes: 'Closes',
  holidays: 'Holidays',
  holidaysHint: `Days the desk is closed on top of the days off: the clock stops. At most ${salesDeskLimits.holidays}.`,
  ...holidayRowWords,
  firstContact: 'First contact',
  firstContactMinutes: 'Minutes for a first contact',
  firstContactHint:
    'Counted in working hours: a lead that arrives at 18:55 on Saturday must be called by 9:10 on Monday with 15 minutes.',
  whoGetsLeads: 'Who gets new leads',
  onDuty: 'On duty',
  onDutyHint:
    'New leads go in turn to the staff ticked. Untick someone on leave, or an owner who only oversees. Disabled accounts are not listed.',
  goesTo: (names: string) => `New leads go in turn to: ${names}.`,
  ownerFallback: (names: string) => `Nobody is on duty: new leads go to the owner (${names}).`,
  nobodyActive: 'No account is active: new leads stay unassigned.',
  rules: 'Project types with their own staff',
  rulesHint:
    'A lead of one of these project types goes in turn to the staff ticked for it who are on duty; when none of them is, to everyone on duty.',
  noRules: 'No rules: every lead goes to everyone on duty.',
  rule: (row: number) => `Rule ${row}`,
  ruleProjectType: (row: number) => `Project type of rule ${row}`,
  chooseProjectType: 'Choose a project type',
  ruleStaff: (row: number) => `Staff of rule ${row}`,
  addRule: 'Add a rule',
  removeRule: (projectType: string, row: number) =>
    projectType ? `Remove the rule for ${projectType}` : `Remove rule ${row}`,
  staffLoading: 'Loading the staff...',
  staffLoadError:
    'The staff could not be loaded, so the sales desk cannot be changed. Please try again.',
  save: 'Save sales desk',
  saving: 'Saving...',
  saved: 'Saved. New leads follow these settings from now on.',
  failed: 'The sales desk could not be saved. Please try again.',
} as const

const minutesPlural = new Intl.PluralRules('en-IN')

/** The words of a saved version's sales desk (read-only). */
export const salesDeskListCopy = {
  hours: 'Days and hours',
  holidays: 'Holidays',
  noHolidays: 'None',
  firstContactMinutes: 'First contact within',
  minutes: (minutes: number) =>
    `${minutes} working ${minutesPlural.select(minutes) === 'one' ? 'minute' : 'minutes'}`,
  offDuty: 'Off duty',
  nobodyOffDuty: 'Nobody: everyone is on duty',
  unknownAccount: (id: number) => `#${id}`,
  rules: 'Project types with their own staff',
  noRules: 'None',
  rule: (projectType: string, names: string) => `${projectType}: ${names}`,
  builtIn: 'The built-in sales desk (none saved in this version).',
} as const

/** "1 hour", "12 hours": a count and its noun, as English plurals take it. */
const countOf = (count: number, one: string, other: string) =>
  `${count} ${minutesPlural.select(count) === 'one' ? one : other}`

/** The numbers of the sentence under the site visits form: what visitors will be offered. */
export interface SiteVisitOffer {
  /** The start times of a day of visits, the first and last "10:00" and "16:00". */
  starts: number
  first: string
  last: string
  visitsAtOnce: number
  noticeHours: number
  daysAhead: number
}

export const siteVisitCopy = {
  title: 'Site visits',
  description: 'When visitors can book a free site visit on the website. Times are Patna time.',
  nothingSaved:
    'Nothing saved yet: one-hour visits Monday to Saturday from 10:00 to 17:00, 2 at a time, booked at least 12 hours and at most 21 days ahead.',
  hours: 'Days and times of visits',
  hoursHint: 'Patna time, the same times on each day of visits.',
  days: 'Days visits are made',
  opens: 'First visit starts',
  closes: 'Last visit ends',
  visits: 'Visits',
  slotMinutes: 'Length of a visit (minutes)',
  slotMinutesHint: `Visits start one after another at this step. A multiple of 15 from ${siteVisitLimits.slotMinutes.min} to ${siteVisitLimits.slotMinutes.max}: 30, 45, 60, 90, 120...`,
  visitsAtOnce: 'Visits at the same time',
  visitsAtOnceHint: 'How many engineers can go out at the same time.',
  noticeHours: 'Notice (hours)',
  noticeHoursHint: 'A visit is never booked less than this many hours ahead. 0: no notice.',
  daysAhead: 'Days visitors can choose from',
  daysAheadHint: 'Today and the days after it: 21 is today and the next 20 days.',
  holidays: 'Holidays',
  holidaysHint: `Days without visits on top of the days off. At most ${siteVisitLimits.holidays}.`,
  ...holidayRowWords,
  offer: ({ starts, first, last, visitsAtOnce, noticeHours, daysAhead }: SiteVisitOffer) =>
    `${
      starts === 1
        ? `Visitors can book one start time a day, at ${first}`
        : `Visitors can choose from ${starts} start times a day, ${first} to ${last}`
    }, with ${countOf(visitsAtOnce, 'visit', 'visits')} at each, ${
      noticeHours === 0
        ? 'with no notice'
        : `at least ${countOf(noticeHours, 'hour', 'hours')} ahead`
    }, on any of the next ${countOf(daysAhead, 'day', 'days')} (today included).`,
  noOffer: 'What visitors are offered shows here once every field above is right.',
  save: 'Save site visits',
  saving: 'Saving...',
  saved: 'Saved. Visitors are offered these times from now on.',
  failed: 'The site visits could not be saved. Please try again.',
} as const

/** The words of a saved version's site visits (read-only). */
export const siteVisitListCopy = {
  hours: 'Days and times',
  holidays: 'Holidays',
  noHolidays: 'None',
  slotMinutes: 'Length of a visit',
  minutes: (minutes: number) => countOf(minutes, 'minute', 'minutes'),
  visitsAtOnce: 'Visits at the same time',
  noticeHours: 'Notice',
  noticeValue: (hours: number) => countOf(hours, 'hour', 'hours'),
  daysAhead: 'Days visitors can choose from',
  days: (days: number) => countOf(days, 'day', 'days'),
  builtIn: 'The built-in site visit times (none saved in this version).',
} as const
