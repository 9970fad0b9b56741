// The texts of the client projects' list, the new-project form and the project page's overview,
// fields, clients and messages (issue 24). The messages of refused input are the contract's
// (`clientProjectMessages`), shown as the API words them; the schedule, payments, updates and
// documents have theirs in client-project-records-content.ts.

import { clientProjectLimits, type QuoteLanguage } from '@nirman/contract'

export const clientLanguageLabels: Record<QuoteLanguage, string> = {
  en: 'English',
  hi: 'Hindi (हिन्दी)',
}

/** How the usual schedule reads the number of floors: the slabs it lists. */
export const floorLabels: Record<number, string> = {
  1: '1: ground floor only',
  2: '2: ground + first (G+1)',
  3: '3: G+2',
  4: '4: G+3',
}

export const clientProjectCopy = {
  nav: 'Client projects',
  title: 'Client projects',
  newTitle: 'New client project',
  projectTitle: 'Client project',
  backToList: 'All client projects',

  // The list
  description:
    'The houses being built for clients who follow them on the project tracker: progress, money and who looks after each.',
  newProject: 'New client project',
  /** In a Won request's details. */
  createFromLead: 'Create client project',
  listLabel: 'Client projects',
  loadingList: 'Loading the client projects…',
  listLoadError: 'The client projects could not be loaded. Check the connection and try again.',
  empty:
    'No client projects yet. Create one from nothing, or from a request marked Won (its details have “Create client project”).',
  columns: {
    project: 'Project',
    clients: 'Clients',
    staff: 'Staff',
    progress: 'Progress',
    stage: 'Stage now',
    nextPayment: 'Next payment',
    balance: 'Balance',
    updatedAt: 'Last change',
  },
  noClients: 'No client yet',
  stagesDone: (done: number, count: number) => `${done} of ${count} stages done`,
  allStagesDone: 'All done',
  allReceived: 'All received',
  progressLabel: (title: string) => `Progress of ${title}`,
  percent: (percent: number) => `${percent} %`,
  readOnlyBadge: 'Read only',

  // The page
  loading: 'Loading the project…',
  loadError: 'The project could not be loaded. It may have been deleted, or the connection failed.',
  notFound: 'This client project does not exist, or was deleted.',
  indexLabel: 'Sections of the project',
  sections: {
    overview: 'Overview',
    fields: 'Project details',
    schedule: 'Schedule',
    payments: 'Payments',
    updates: 'Updates',
    documents: 'Documents',
    clients: 'Clients',
    messages: 'Messages',
  },
  readOnly:
    'You can read this project. Only the owner and the staff responsible for it can change it.',
  reload: 'Reload the project',
  failed: 'The change could not be saved. Please try again.',

  // The overview
  overview: {
    progress: 'Progress',
    currentStage: 'Current stage',
    nextStage: 'Next stage',
    noStage: 'None: every stage is done',
    noNextStage: 'None: this is the last stage',
    contractValue: 'Contract value',
    received: 'Received',
    balance: 'Balance',
    nextPayment: 'Next payment',
    noPayment: 'Nothing due: every instalment is received',
    noPayments: 'No instalments scheduled',
    paymentLine: (label: string, day: string | null) =>
      day === null ? `${label}, no due day yet` : `${label}, due ${day}`,
    paymentStatus: {
      received: 'Received',
      overdue: 'Overdue',
      due: 'Due',
      upcoming: 'Upcoming',
    },
    progressLine: (done: number, count: number, start: string) =>
      `${done} of ${count} ${count === 1 ? 'stage' : 'stages'} done · Started ${start}`,
    leadLink: 'The request it came from',
  },

  // The fields (new and edit)
  fields: {
    title: 'Title',
    titleHint: 'What staff and the client call it: “House of Ravi Kumar, Danapur”',
    siteAddress: 'Site address',
    siteAddressHint: 'Plot, mohalla, landmark: where the site engineer goes',
    city: 'City',
    projectType: 'Project type',
    contractValue: 'Contract value (₹)',
    contractValueHint: 'In rupees: 40,00,000 or 40 lakh',
    contractValueReads: (amount: string) => `Reads as ${amount}`,
    startDate: 'Start date',
    floors: 'Floors',
    floorsHint:
      'The usual schedule lists a roof slab for each floor; you can change it afterwards.',
    staff: 'Staff responsible',
    staffHint: `They and the owner can change the project; other staff can read it. At most ${clientProjectLimits.staff}.`,
    staffLoading: 'Loading the staff…',
    staffLoadError: 'The staff list could not be loaded. Reload the page to choose.',
    you: (name: string) => `${name} (you)`,
    disabledAccount: (name: string) => `${name} (account disabled)`,
  },
  clientLegend: 'The client',
  clientHint:
    'Who follows the house on the project tracker; they sign in with this e-mail. Leave name, e-mail and phone empty to add the client later.',
  clientHintFromLead:
    'Who follows the house on the project tracker; they sign in with this e-mail. Left empty, the request’s sender is added when the request has an e-mail.',
  clientFields: {
    name: 'Client name',
    email: 'E-mail',
    phone: 'Phone',
    language: 'Language of e-mails and the tracker',
  },
  fromLead: (name: string) =>
    `From the request of ${name}: its details are filled in. Check them and add the site address.`,
  leadLoading: 'Loading the request…',
  leadLoadError:
    'The request could not be loaded, so nothing is filled in. You can still type the project.',
  leadNotWon: 'This request is not marked Won: mark it Won in its details first.',
  houseOf: (name: string, city: string) =>
    city.trim() === '' ? `House of ${name.trim()}` : `House of ${name.trim()}, ${city.trim()}`,
  create: 'Create client project',
  editDetails: 'Edit details',
  save: 'Save details',
  cancelEdit: 'Cancel',
  saving: 'Saving…',
  created: {
    title: 'Client project created',
    description: 'With the usual schedule and instalments: adjust them below.',
  },
  saved: { title: 'Project saved', description: 'The details are saved.' },
  readOnlyFields: 'Only the owner and the staff responsible can change these details.',

  // Deleting (owner)
  delete: 'Delete project',
  deleteLabel: (title: string) => `Delete ${title}`,
  confirmDelete: (title: string) =>
    `Delete “${title}” for good? Its schedule, payments, updates, photos, documents and messages go with it; the clients’ accounts stay. This cannot be undone.`,
  confirmDeleteButton: 'Yes, delete',
  deleted: {
    title: 'Project deleted',
    description: 'It and its files are gone for good.',
  },
} as const

export const clientsCopy = {
  title: 'Clients',
  description:
    'Who follows the project on the tracker. An invitation link signs them in once; afterwards they sign in with their e-mail and a code.',
  listLabel: 'Clients of the project',
  empty: 'No client yet: add one so they can follow the house.',
  email: 'E-mail',
  phone: 'Phone',
  languageLabel: 'Language',
  access: 'Access',
  lastSignIn: (when: string) => `Last signed in ${when}`,
  neverSignedIn: 'Never signed in',
  canSignIn: 'Can sign in',
  revoked: 'Access revoked',
  revokedOn: (when: string) => `Access revoked ${when}`,
  invite: 'Invite by e-mail',
  inviteLabel: (name: string) => `Invite ${name} by e-mail`,
  inviting: 'Inviting…',
  copyOnly: 'Copy link without e-mail',
  copyOnlyLabel: (name: string) => `Make an invitation link for ${name} without an e-mail`,
  making: 'Making the link…',
  invited: (email: string) => `Invitation e-mailed to ${email}.`,
  linkMade: 'Invitation link made (no e-mail sent).',
  linkExpires: (when: string) => `The link signs the client in once, until ${when}.`,
  linkLabel: (name: string) => `Invitation link for ${name}`,
  copy: 'Copy link',
  copied: { title: 'Link copied', description: 'Paste it into WhatsApp or an SMS.' },
  copyUnavailable: {
    title: 'Copy by hand',
    description: 'This browser did not allow copying: the link is selected, copy it from there.',
  },
  whatsapp: 'Send on WhatsApp',
  whatsappLabel: (name: string) => `Send the invitation link to ${name} on WhatsApp`,
  /** The message the WhatsApp link fills in, in the client's language. */
  whatsappMessage: (language: QuoteLanguage, name: string, title: string, link: string) =>
    language === 'hi'
      ? `नमस्ते ${name} जी, ${title} का काम कहाँ तक पहुँचा, यह प्रोजेक्ट ट्रैकर पर देखें: ${link}\nयह लिंक एक बार ही खुलता है; उसके बाद अपने ई-मेल और उस पर आए कोड से साइन इन करें।`
      : `Namaste ${name}, follow the work on ${title} on our project tracker: ${link}\nThe link opens once; afterwards, sign in with your e-mail and the code sent to it.`,
  closeLink: 'Hide the link',
  revoke: 'Revoke access',
  revokeLabel: (name: string) => `Revoke the access of ${name}`,
  confirmRevoke: (name: string) =>
    `Revoke the access of ${name}? They are signed out at once on every phone and computer, and links not yet used stop working. A new invitation lets them in again.`,
  confirmRevokeButton: 'Yes, revoke',
  revokedDone: {
    title: 'Access revoked',
    description: 'The client is signed out and cannot sign in until invited again.',
  },
  remove: 'Remove from project',
  removeLabel: (name: string) => `Remove ${name} from the project`,
  confirmRemove: (name: string) =>
    `Remove ${name} from this project? They no longer see it; their account stays for any other project.`,
  confirmRemoveButton: 'Yes, remove',
  removed: { title: 'Client removed', description: 'They no longer see this project.' },
  cancel: 'Cancel',
  addTitle: 'Add a client',
  add: 'Add client',
  adding: 'Adding…',
  added: {
    title: 'Client added',
    description: 'Invite them so they can sign in.',
  },
  failed: { title: 'Not done', description: 'The change could not be made. Please try again.' },
} as const

export const messagesCopy = {
  title: 'Messages',
  description:
    'Questions the client asks on the tracker and the answers of staff, oldest first. The client sees the answers on their tracker.',
  listLabel: 'Messages of the project',
  empty: 'No messages yet. A question the client asks on the tracker appears here.',
  client: 'Client',
  staff: 'Staff',
  about: (day: string) => `About the update of ${day}`,
  aboutDeleted: 'About an update since deleted',
  answer: 'Message to the client',
  answerHint: `At most ${clientProjectLimits.message} characters.`,
  aboutLabel: 'About',
  aboutNothing: 'The project in general',
  aboutUpdate: (day: string) => `The update of ${day}`,
  send: 'Send message',
  sending: 'Sending…',
  sent: { title: 'Message sent', description: 'The client sees it on their tracker.' },
  readOnly: 'Only the owner and the staff responsible can write to the client here.',
} as const
