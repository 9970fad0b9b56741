// The texts of the owner's Reports page (issue 27). The dimensions, funnel steps, working times and
// refusals are the contract's words (`reportDimensionLabels`, `funnelStepLabels`,
// `formatWorkingSeconds`, `reportMessages`); these are the screen's own. Figures reach these
// functions already formatted ("1,234", "60.0 %", "1 Sept 2026"). The page's title is its link's
// word (`accountCopy.nav.reports`): this module is loaded with the page, not with the dashboard.

const leadPlural = new Intl.PluralRules('en-IN')
/** "1 lead", "1,234 leads": `count` is the number, `shown` how it reads. */
const leadsOf = (count: number, shown: string) =>
  `${shown} ${leadPlural.select(count) === 'one' ? 'lead' : 'leads'}`

export const reportsCopy = {
  loading: 'Loading the report...',
  description:
    'Where leads came from and what became of them, for the dates you choose (India’s calendar).',
  filters: {
    label: 'Dates and grouping of the report',
    from: 'From',
    to: 'To',
    by: 'Group sources by',
    show: 'Show report',
    quickRanges: 'Quick ranges',
    lastFourWeeks: 'Last 4 weeks',
    lastTwelveWeeks: 'Last 12 weeks',
    thisYear: 'This year',
  },
  /** Above the sections: how many leads the report counts. */
  leadsInRange: (count: number, shown: string, from: string, to: string) =>
    `${leadsOf(count, shown)} from ${from} to ${to}`,
  noLeads: (from: string, to: string) => `No leads arrived from ${from} to ${to}.`,
  downloadCsv: 'Download CSV',
  downloadCsvOf: (title: string) => `Download CSV: ${title}`,
  notApplicable: '—',
  weekly: {
    title: 'Leads per week by source',
    caption: (dimension: string) => `Leads per week by ${dimension}`,
    chart: (dimension: string) =>
      `Stacked bar chart of the leads of each week by ${dimension}; the table below gives the figures.`,
    week: 'Week',
    weekOf: (day: string) => `Week of ${day}`,
    csvWeek: 'Week starting',
    total: 'Total',
    file: 'leads-by-week',
  },
  funnel: {
    title: 'From new lead to won',
    caption: 'Leads that reached each step',
    chart:
      'Horizontal bar chart of the leads that reached each step; the table below gives the figures.',
    step: 'Step',
    leads: 'Leads',
    ofStepBefore: 'Of the step before',
    ofAllLeads: 'Of all leads',
    csvOfStepBefore: 'Of the step before (%)',
    csvOfAllLeads: 'Of all leads (%)',
    lost: (count: number, shown: string) => `Lost: ${leadsOf(count, shown)}`,
    file: 'funnel',
  },
  sources: {
    title: 'Conversion and won value by source',
    caption: (dimension: string) => `Conversion and won value by ${dimension}`,
    chart: (dimension: string) =>
      `Bar chart of the won value in rupees by ${dimension}; the table below gives the figures.`,
    source: 'Source',
    leads: 'Leads',
    contacted: 'Contacted',
    won: 'Won',
    conversion: 'Conversion',
    wonValue: 'Won value',
    csvConversion: 'Conversion (%)',
    csvWonValue: 'Won value (rupees)',
    file: 'conversion-by-source',
  },
  firstContact: {
    title: 'First contact by staff',
    caption: 'First contacts by member of staff',
    chart:
      'Bar chart of the share of first contacts each member of staff made within 5 minutes; the table below gives the figures.',
    staff: 'Staff member',
    nobody: 'Nobody recorded',
    contacts: 'First contacts',
    median: 'Median time to first contact',
    quick: 'Within 5 minutes',
    quickOf: (quick: string, all: string, share: string) => `${quick} of ${all} (${share})`,
    csvMedian: 'Median time to first contact (working seconds)',
    csvQuick: 'Within 5 minutes',
    csvQuickShare: 'Within 5 minutes (%)',
    chartQuickShare: 'Within 5 minutes (%)',
    notContacted: (count: number, shown: string) => `Not contacted yet: ${leadsOf(count, shown)}.`,
    workingTime:
      'Times are working time: only the sales desk’s opening hours count, as set in Settings.',
    none: 'Nobody has made a first contact with a lead of these dates yet.',
    file: 'first-contact-by-staff',
  },
  lostReasons: {
    title: 'Why leads were lost',
    caption: 'Lost leads by reason',
    chart: 'Horizontal bar chart of the lost leads by reason; the table below gives the figures.',
    reason: 'Reason',
    leads: 'Leads',
    none: 'No lead in these dates was lost.',
    file: 'lost-reasons',
  },
} as const
