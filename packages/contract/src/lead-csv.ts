/**
 * The CSV export (`GET /api/admin/dashboard/leads/export.csv`), made by the server as a stream for
 * the list's current filter. The 19 columns of the specification come first in its order, then the
 * 12 of the lead's source (issue 14), then the sales desk's.
 */
export const specificationCsvColumns = [
  'ID',
  'Name',
  'Email',
  'Phone',
  'City',
  'Land Size',
  'North Feet',
  'North Inches',
  'South Feet',
  'South Inches',
  'East Feet',
  'East Inches',
  'West Feet',
  'West Inches',
  'Facing',
  'Project Type',
  'Message',
  'Created At',
  'Processed',
] as const

export const sourceCsvColumns = [
  'Form',
  'Page',
  'Landing Page',
  'Referrer',
  'UTM Source',
  'UTM Medium',
  'UTM Campaign',
  'UTM Term',
  'UTM Content',
  'GCLID',
  'FBCLID',
  'Calculator',
] as const

export const leadCsvColumns = ['Stage', 'Lost Reason', 'Assigned To', 'Follow-up At'] as const

/** After every earlier column: the website's language the visitor used (issue 12). */
export const languageCsvColumns = ['Language'] as const

export const csvColumns = [
  ...specificationCsvColumns,
  ...sourceCsvColumns,
  ...leadCsvColumns,
  ...languageCsvColumns,
] as const

/** "Yes" / "No" of the Processed column. */
export const csvYes = 'Yes'
export const csvNo = 'No'

/** contact-forms-2026-11-18.csv, with the company's date of the export. */
export const csvFileName = (companyDate: string) => `contact-forms-${companyDate}.csv`
