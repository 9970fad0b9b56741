// Every text of the dashboard in one place; quoted texts are the website specification's, word for
// word (sections 2, 5 and 8).

export const websiteUrl = import.meta.env.VITE_WEBSITE_URL || '/'

export const loginCopy = {
  title: 'Staff Login',
  description: 'Sign in to review and process quote requests.',
  username: 'Username',
  password: 'Password',
  submit: 'Log in',
  pending: 'Logging in...',
  returnToWebsite: 'Return to Website',
  missing: { title: 'Invalid input', description: 'Please enter both username and password.' },
  failed: { title: 'Login failed', description: 'Invalid username or password.' },
  succeeded: { title: 'Login successful', description: 'You have been logged in successfully.' },
  checkingSession: 'Checking your session...',
} as const

export const logoutCopy = {
  button: 'Logout',
  pending: 'Logging out...',
  failed: { title: 'Logout failed', description: 'Please try again.' },
  successTitle: 'You have been logged out',
  successText: 'Your session has ended. Thank you for looking after our clients today.',
  returnToWebsite: 'Return to Website',
  logInAgain: 'Log In Again',
} as const

export const dashboardCopy = {
  title: 'Dashboard',
  welcome: (name: string) => `Welcome, ${name}`,
  tab: 'Contact Form Submissions',
  filters: { all: 'All', unprocessed: 'Unprocessed', processed: 'Processed' },
  filterLabel: 'Show submissions',
  filterWithCount: (label: string, count: number) => `${label} (${count})`,
  refresh: 'Refresh',
  refreshing: 'Refreshing...',
  exportCsv: 'Export CSV',
  searchLabel: 'Search by name, phone or city',
  searchPlaceholder: 'Search name, phone or city',
  sortLabel: 'Sort by date',
  sortNewest: 'Newest first',
  sortOldest: 'Oldest first',
  tableCaption: 'Contact form submissions',
  showing: (shown: number, total: number) =>
    `Showing ${shown} of ${total} ${total === 1 ? 'submission' : 'submissions'}`,
  columns: [
    'ID',
    'Name',
    'Phone',
    'City',
    'Land Size',
    'Project Type',
    'Date',
    'Status',
    'Actions',
  ],
  statusNew: 'New',
  statusProcessed: 'Processed',
  viewDetails: 'View Details',
  markProcessed: 'Mark Processed',
  markPending: 'Marking...',
  loading: 'Loading submissions...',
  loadError: 'Error loading data. Please try again.',
  empty: 'No contact form submissions found',
  noMatches: 'No submissions match the current filter and search.',
  markSucceeded: { title: 'Success', description: 'Contact form marked as processed.' },
  markFailed: { title: 'Error', description: 'Failed to mark contact form as processed.' },
  exportFailed: { title: 'Export failed', description: 'No data available to export.' },
} as const

/** The labels and texts of one submission, in the table, its details dialog and "Copy details". */
export const submissionCopy = {
  notGiven: 'Not given',
  landSize: (size: string) => `${size} sq ft`,
  side: (feet: string, inches: string) => `${feet} ft ${inches} in`,
  labels: {
    id: 'ID',
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    city: 'City',
    landSize: 'Land Size',
    North: 'North',
    South: 'South',
    East: 'East',
    West: 'West',
    landFacing: 'Facing',
    projectType: 'Project Type',
    message: 'Message',
    createdAt: 'Received',
    status: 'Status',
    processedAt: 'Processed On',
  },
  sections: {
    contact: 'Contact',
    land: 'Land',
    project: 'Project',
    record: 'Record',
  },
  notProcessedYet: 'Not yet',
  detailsDescription: (received: string) => `Quote request received ${received}`,
  copyDetails: 'Copy details',
  copied: { title: 'Copied', description: 'The details are on your clipboard.' },
  copyUnavailable: {
    title: 'Copying is not available',
    description: 'Select the text in this window and copy it with your keyboard or menu.',
  },
  close: 'Close',
} as const

/** The CSV export, as website.md section 9 gives it: file name, 19 columns in order, Yes or No. */
export const csvCopy = {
  columns: [
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
  ],
  yes: 'Yes',
  no: 'No',
  fileName: (date: string) => `contact-forms-${date}.csv`,
} as const

export const notFoundCopy = {
  title: 'Page not found',
  text: 'This page of the dashboard does not exist.',
  back: 'Go to the dashboard',
} as const

export const errorCopy = {
  title: 'Something went wrong',
  text: 'The dashboard hit an unexpected error. Reload the page to try again.',
  reload: 'Reload',
} as const
