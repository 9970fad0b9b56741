import type { AuditTargetType, ContactChannel, QuoteLanguage } from '@nirman/contract'
import { formatCount } from './count-format'

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
  /** `count` comes grouped the Indian way ("97,040", see formatCount). */
  filterWithCount: (label: string, count: string) => `${label} (${count})`,
  /** On a phone, the filters beyond search and the desk's views, folded under one button. */
  moreFilters: 'Filters',
  moreFiltersActive: (count: number) => (count === 1 ? 'Filters (1 on)' : `Filters (${count} on)`),
  refresh: 'Refresh',
  refreshing: 'Refreshing...',
  exportCsv: 'Export CSV',
  searchLabel: 'Search by name, phone, e-mail or city',
  searchPlaceholder: 'Search name, phone, e-mail or city',
  sortLabel: 'Sort by',
  sortNewest: 'Newest first',
  sortOldest: 'Oldest first',
  tableCaption: 'Contact form submissions',
  /** The numbers come grouped ("97,040", see formatCount); `total` chooses the words. */
  showing: (first: string, last: string, total: number, shownTotal: string) =>
    total === 0
      ? 'Showing 0 submissions'
      : `Showing ${first}-${last} of ${shownTotal} ${total === 1 ? 'submission' : 'submissions'}`,
  pageOf: (page: string, pages: string) => `Page ${page} of ${pages}`,
  columns: [
    'ID',
    'Name',
    'Phone',
    'City',
    'Land Size',
    'Project Type',
    'Date',
    // The stage shows under the status when it says more than it (issue 27).
    'Status',
    // Between the specification's columns, the sales desk's (issue 15), in one column so the
    // table fits a 1366 px screen (issue 27).
    'Assigned To / Follow-up',
    'Actions',
  ],
  dateLabel: 'Date',
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

/** The list keeps itself up to date (every 30 s and on returning to the tab). */
export const liveListCopy = {
  updatedAt: (time: string) => `Updated at ${time}`,
  newLeads: (count: number) =>
    count === 1
      ? '1 new lead since you opened the list'
      : `${formatCount(count)} new leads since you opened the list`,
} as const

/** The warning above the list when lead alerts are not reaching staff. */
export const alertWarningCopy = {
  title: 'Lead alerts are not being delivered',
  waiting: (count: number, since: string) =>
    `${formatCount(count)} ${count === 1 ? 'alert' : 'alerts'} waiting since ${since}`,
  failed: (count: number) =>
    `${formatCount(count)} given up in the last 7 days (those leads were never announced)`,
  action: 'Check the mail settings. New leads are still saved: watch this list meanwhile.',
  lastError: (time: string, error: string) => `Last error at ${time}: ${error}`,
} as const

/** The labels and texts of one lead, in the table, its details dialog and "Copy details". */
export const leadDetailsCopy = {
  notGiven: 'Not given',
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
  loadingTitle: 'Quote request',
  loading: 'Loading the request...',
  loadFailed: 'The request could not be loaded. Close this window and try again.',
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

/** Where a lead came from, its alerts, repeats, spam and deletion (issue 14). */
export const leadCopy = {
  sourceSection: 'Source',
  language: 'Language',
  sourceLabels: {
    form: 'Form',
    page: 'Sent from',
    landingPage: 'Landing page',
    referrer: 'Referrer',
    utmSource: 'utm_source',
    utmMedium: 'utm_medium',
    utmCampaign: 'utm_campaign',
    utmTerm: 'utm_term',
    utmContent: 'utm_content',
    gclid: 'gclid',
    fbclid: 'fbclid',
    calculator: 'Calculator',
  },
  forms: {
    hero: 'Hero form',
    home: 'Home page form',
    contact: 'Contact page form',
    popup: 'Popup form',
  },
  alertsTitle: 'Alerts',
  noAlerts: 'No alerts were promised for this request.',
  channels: {
    email: 'E-mail to staff',
    acknowledgement: 'E-mail to the visitor',
    webhook: 'Webhook',
    // A lead that waited past its first-contact time (issue 27).
    escalation: 'Owner alerted by e-mail',
    escalation_webhook: 'Owner alerted by webhook',
  },
  alertStatus: {
    pending: 'waiting to be sent',
    retrying: 'alert failed, retrying',
    sent: 'sent',
    failed: 'alert failed, given up after a day of retries',
  },
  lastError: (error: string) => `Last error: ${error}`,
  attempts: (count: number) => (count === 1 ? '1 attempt' : `${count} attempts`),
  repeat: 'Repeat',
  repeatTitle: 'Repeat request',
  repeatText: 'This phone number sent earlier requests in the 30 days before this one:',
  openRequest: (id: number) => `Open request ${id}`,
  markSpam: 'Mark as spam',
  restore: 'Restore from spam',
  spamDone: {
    title: 'Moved to spam',
    description: 'The request left the lists. Restore it from Spam.',
  },
  restoreDone: { title: 'Restored', description: 'The request is back in the lists.' },
  delete: 'Delete for good',
  confirmDelete: 'Delete this request and its alerts for good? This cannot be undone.',
  confirmDeleteButton: 'Yes, delete',
  cancel: 'Cancel',
  deleted: { title: 'Deleted', description: 'The request was deleted for good.' },
  actionFailed: { title: 'Error', description: 'The change could not be saved. Please try again.' },
  showSpam: 'Spam',
  backToRequests: 'Back to requests',
  spamHeading: 'Spam: requests kept out of the lists',
} as const

/** The sales desk: stages, follow-ups, assignment, notes and the timeline (issue 15). */
export const deskCopy = {
  stageLabel: 'Stage',
  allStages: 'All stages',
  stageFilterLabel: 'Filter by stage',
  myLeads: 'My leads',
  todoView: 'To do',
  todoHeading: 'To do: new leads and follow-ups due',
  todoEmpty: 'Nothing to do: no new leads and no follow-ups due.',
  sortUrgency: 'Most urgent first',
  dueView: 'Due today / overdue',
  sortFollowUp: 'Follow-up, soonest first',
  sortUpdated: 'Recently changed',
  sortName: 'Name, A to Z',
  dueHeading: 'Follow-ups due today or overdue',
  dueEmpty: 'Nothing is due. Well done.',
  allRequests: 'All requests',
  overdue: 'Overdue',
  dueToday: 'Due today',
  followUpColumn: 'Follow-up',
  unassigned: 'Nobody',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pagination: 'Pages of submissions',
  // The details dialog
  callLabel: (name: string) => `Call ${name}`,
  whatsappLabel: (name: string) => `WhatsApp ${name}`,
  emailLabel: (name: string) => `E-mail ${name}`,
  call: 'Call',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  deskSection: 'Sales desk',
  changeStage: 'Change stage',
  lostReason: 'Reason the lead was lost',
  followUpLabel: 'Follow-up date and time (India time)',
  clearFollowUp: 'Clear',
  /** The Clear button's name for screen readers: its visible word, and what it clears. */
  clearFollowUpLabel: 'Clear follow-up',
  assigneeLabel: 'Assigned to',
  noteLabel: 'Add a note',
  notePlaceholder: 'Called, asked for a site visit on Saturday...',
  saveChanges: 'Save changes',
  /** The desk's one save, naming what it changed: "Stage, follow-up and note saved." */
  saved: (changes: readonly ('stage' | 'followUp' | 'assignee' | 'note')[]) => {
    const words = { stage: 'stage', followUp: 'follow-up', assignee: 'assignee', note: 'note' }
    const list = new Intl.ListFormat('en-IN', { type: 'conjunction' }).format(
      changes.map((change) => words[change]),
    )
    return { title: 'Saved', description: `${list.charAt(0).toUpperCase()}${list.slice(1)} saved.` }
  },
  saving: 'Saving...',
  timeline: 'Timeline',
  timelineEmpty: 'Nothing has happened yet.',
  events: {
    created: 'Request received',
    note: 'Note',
    stage: (from: string, to: string, lostReason: string) =>
      lostReason ? `Stage: ${from} to ${to} (${lostReason})` : `Stage: ${from} to ${to}`,
    followUp: (when: string) => `Follow-up set for ${when}`,
    followUpCleared: 'Follow-up cleared',
    assigned: (name: string) => `Assigned to ${name}`,
    /** Given by the owner's rules when the lead arrived, or when its assignee was disabled. */
    assignedByRule: {
      round_robin: (name: string) => `Assigned to ${name}, in turn among the staff on duty`,
      project_type: (name: string) => `Assigned to ${name}, who takes this project type`,
      owner_fallback: (name: string) => `Assigned to ${name}, the owner: nobody was on duty`,
    },
    replacing: (text: string, disabled: string) => `${text} (${disabled}’s account was disabled)`,
    unassigned: 'Assignment removed',
    spam: 'Marked as spam',
    restored: 'Restored from spam',
    quotation: (number: string, revision: number, status: string) =>
      revision === 1
        ? `Quotation ${number}: ${status}`
        : `Quotation ${number}, revision ${revision}: ${status}`,
    /** A site visit booked, moved or cancelled, with its time (Patna) and place then. */
    visit: {
      booked: (when: string, where: string) => `Site visit booked for ${when} at ${where}`,
      moved: (when: string, where: string) => `Site visit moved to ${when} at ${where}`,
      cancelled: (when: string, where: string) => `Site visit of ${when} at ${where} cancelled`,
    },
    /** An attempt to reach the lead, by whom, and what came of it. */
    contact: {
      call: (name: string) => `${name} called`,
      whatsapp: (name: string) => `${name} opened WhatsApp`,
      email: (name: string) => `${name} wrote an e-mail`,
    } satisfies Record<ContactChannel, (name: string) => string>,
    contactOutcome: (attempt: string, outcome: string) => `${attempt}: ${outcome}`,
    noOutcome: 'outcome not recorded',
  },
  system: 'The system',
  /** Who did what a visitor did on the website (a site visit booked, moved or cancelled). */
  visitorOnWebsite: 'The visitor, on the website',
  timelineLoading: 'Loading the timeline...',
  timelineError: 'The timeline could not be loaded. Close and open the request again.',
  failedDescription: 'The change could not be saved. Please try again.',
  reloadRequest: 'Reload the request',
} as const

/** Reaching a lead with one tap, what came of it, and the first-contact clock (issue 27). */
export const contactCopy = {
  /** The company in a first message while the API names none (the specification's name). */
  companyNames: {
    en: 'Nirman Constructions',
    hi: 'निर्माण कंस्ट्रक्शन्स',
  } satisfies Record<QuoteLanguage, string>,
  recorded: {
    title: 'Attempt recorded',
    description: 'Say what came of it in the request’s details.',
  },
  notRecorded: {
    call: 'The call was not recorded',
    whatsapp: 'The WhatsApp message was not recorded',
    email: 'The e-mail was not recorded',
  } satisfies Record<ContactChannel, string>,
  notRecordedFallback: 'The attempt could not be recorded. Please try again.',
  recordAgain: 'Record it again',
  outcomeQuestion: 'What came of it?',
  /** Which attempt the question is about: "Call to Ravi Kumar by Sunita Devi at 12:05 pm". */
  attempt: (channel: string, lead: string, by: string, at: string) =>
    `${channel} to ${lead} by ${by} at ${at}`,
  outcomeSaved: { title: 'Outcome recorded', description: 'It is on the timeline.' },
  outcomeFailed: 'The outcome could not be saved. Please try again.',
  clockLabel: 'First contact',
  contactBy: (time: string) => `Contact by ${time}`,
  pastDue: (time: string) => `Waiting past its first-contact time (due ${time})`,
  escalated: (time: string) => `The owner was alerted at ${time}`,
  firstContacted: (time: string) => `First contacted ${time}`,
  pastDueBadge: 'Past first-contact time',
  escalatedBadge: 'Escalated',
} as const

/** What a form or a toast says when a change is refused (features/forms/). */
export const refusalCopy = {
  conflictTitle: 'Changed by someone else',
  failedTitle: 'Not saved',
  reloadHint: 'What you typed stays in the form.',
  checkFields: 'Please check the highlighted fields',
} as const

/** "1 open lead", "3 open leads": English's plural forms, by Intl. */
const leadPlural = new Intl.PluralRules('en-IN')
const openLeads = (count: number) =>
  `${count} ${leadPlural.select(count) === 'one' ? 'open lead' : 'open leads'}`

/** Staff accounts, passwords and the audit log (issue 15). */
export const accountCopy = {
  nav: {
    dashboard: 'Leads',
    accounts: 'Accounts',
    audit: 'Audit log',
    reports: 'Reports',
    password: 'My password',
  },
  navLabel: 'Dashboard sections',
  roles: { owner: 'Owner', staff: 'Staff' },
  accountsTitle: 'Staff accounts',
  accountsDescription: 'Add staff, disable an account, reset a password.',
  addTitle: 'Add a member of staff',
  name: 'Name',
  username: 'Username',
  role: 'Role',
  email: 'E-mail',
  emailHint:
    'For the morning list of follow-ups and, for owners, alerts about leads waiting too long. Optional.',
  noEmail: 'No e-mail',
  changeEmail: 'Change e-mail',
  changeEmailLabel: (name: string) => `Change e-mail of ${name}`,
  emailOf: (name: string) => `E-mail of ${name}`,
  saveEmail: 'Save e-mail',
  cancel: 'Cancel',
  emailSaved: (email: string) => ({
    title: 'E-mail saved',
    description: email ? `Its e-mails go to ${email}.` : 'The account gets no e-mails.',
  }),
  status: 'Status',
  active: 'Active',
  disabled: 'Disabled',
  actions: 'Actions',
  add: 'Add account',
  added: (username: string) => `Account ${username} added`,
  initialPassword: 'Initial password (shown once: give it to them now)',
  initialPasswordOf: (username: string) => `Initial password for ${username}`,
  lastLogin: (when: string) => `Last signed in ${when}`,
  neverSignedIn: 'Never signed in',
  resetPasswordShown: (username: string) => `New password for ${username} (shown once)`,
  /** Each password stays until noted: several may be on screen (issue 27). */
  dismissPassword: (username: string) => `Done, I have noted ${username}’s password`,
  disable: 'Disable',
  enable: 'Enable',
  disableDone: { title: 'Account disabled', description: 'Its sessions ended at once.' },
  enableDone: { title: 'Account enabled', description: 'It can sign in again.' },
  /** After disabling: the account's open leads the sales desk's rules gave to others. */
  reassignedLeads: (name: string, count: number) =>
    `${name}’s ${openLeads(count)} went to others by the sales desk’s rules.`,
  resetPassword: 'Reset password',
  you: '(you)',
  accountsLoadError: 'The accounts could not be loaded. Please try again.',
  passwordTitle: 'Change my password',
  passwordDescription: 'Signing in elsewhere ends when you change it.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'New password again',
  passwordsDiffer: 'The two new passwords differ',
  changePassword: 'Change password',
  passwordChanged: { title: 'Password changed', description: 'Your other sessions have ended.' },
  auditTitle: 'Audit log',
  auditDescription:
    'Every change to an account, a lead, a quotation, a project, a testimonial or a client project, newest first.',
  // A reordering concerns the whole list: the API records it against id 0.
  target: (type: AuditTargetType, id: number) =>
    type === 'lead'
      ? `request ${id}`
      : type === 'client_project'
        ? `client project ${id}`
        : type === 'quotation'
          ? `quotation Q-${id}`
          : type === 'settings'
            ? `settings version ${id}`
            : id === 0 && type === 'project'
              ? 'the portfolio'
              : id === 0 && type === 'testimonial'
                ? 'the testimonials'
                : `${type} ${id}`,
  system: 'The system',
  loading: 'Loading...',
  auditEmpty: 'Nothing has been changed yet.',
  auditLoadError: 'The audit log could not be loaded. Please try again.',
  forbidden: 'Only the owner can see this page.',
} as const
