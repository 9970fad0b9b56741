// The texts of a client project's records in the dashboard (issue 24): its schedule (stages),
// payments with their receipts, the updates of site visits with their photos, and documents. The
// messages of refused input are the contract's (`clientProjectMessages`), shown as the API words
// them; these are the screens' own words.

import {
  type ClientStageState,
  clientProjectLimits,
  type DocumentVisibility,
  type PaymentStatus,
} from '@nirman/contract'

/** Words shared by the four sections. */
export const recordCopy = {
  reload: 'Reload the project',
  saving: 'Saving…',
  cancel: 'Cancel',
  close: 'Close',
  readOnly:
    'You can read this project: only the owner and the staff responsible for it can change it.',
  notSaved: 'Not saved',
  failed: 'The change could not be saved. Check the connection and try again.',
  unsaved: 'Unsaved changes: save them, or discard them to see the saved list again.',
  discard: 'Discard changes',
  moveUpLabel: (name: string) => `Move ${name} up`,
  moveDownLabel: (name: string) => `Move ${name} down`,
} as const

export const stageStateBadges: Record<ClientStageState, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  done: 'Done',
  delayed: 'Delayed',
}

export const stageCopy = {
  title: 'Schedule',
  description:
    'The stages of the work in order, planned against actual. The progress is worked out from them: a stage done counts whole, one started half.',
  listLabel: 'Stages',
  empty: 'The schedule has no stages yet.',
  stageName: (position: number, name: string) =>
    name ? `${position}. ${name}` : `Stage ${position}`,
  /** What a stage without a name is called in a button's label. */
  unnamed: (position: number) => `stage ${position}`,
  planned: 'Planned',
  actual: 'Actual',
  notStarted: 'Not started yet',
  range: (start: string, end: string) => `${start} to ${end}`,
  from: (start: string) => `from ${start}`,
  until: (end: string) => `until ${end}`,
  delayedBecause: (reason: string) => `Delayed: ${reason}`,
  edit: 'Edit',
  editLabel: (name: string) => `Edit ${name}`,
  close: 'Close',
  closeLabel: (name: string) => `Close ${name}`,
  fields: {
    name: 'Stage name',
    nameHi: 'Name in Hindi',
    nameHiHint: 'For the Hindi tracker; left empty, it shows the English name.',
    plannedStart: 'Planned start',
    plannedEnd: 'Planned end',
    actualStart: 'Actual start',
    actualEnd: 'Actual end',
    state: 'State',
    stateHint:
      'Today is filled in where an actual date is needed and empty: change it if the work started or ended on another day.',
    delayReason: 'Why is it delayed?',
    delayReasonHint:
      'The client reads this: "Waiting for the monsoon to pass", "Cement delivery late".',
  },
  add: 'Add a stage',
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  save: 'Save the schedule',
  saved: {
    title: 'Schedule saved',
    description: 'The progress and the client’s tracker show it now.',
  },
} as const

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  received: 'Received',
  overdue: 'Overdue',
  due: 'Due',
  upcoming: 'Upcoming',
}

export const paymentCopy = {
  title: 'Payments',
  description:
    'The instalments of the contract, each a share of the contract value or an amount, due at the end of a stage or on a day.',
  listLabel: 'Instalments',
  empty: 'No instalments yet.',
  totalsLabel: 'Money of the project',
  totals: {
    contract: 'Contract value',
    scheduled: 'Scheduled in instalments',
    received: 'Received',
    balance: 'Balance',
  },
  /** When the instalments do not add up to the contract value. */
  unscheduled: (amount: string) => `${amount} of the contract value is in no instalment yet.`,
  overscheduled: (amount: string) =>
    `The instalments come to ${amount} more than the contract value.`,
  share: (percent: string) => `${percent} of the contract value`,
  fixedAmount: 'Fixed amount',
  dueOn: (day: string) => `Due ${day}`,
  dueAtStage: (stage: string) => `At the end of ${stage}`,
  noDueDay: 'Due day not known yet',
  receivedLine: (amount: string, day: string, mode: string) =>
    `${amount} received on ${day} by ${mode}`,
  reference: (reference: string) => `Reference ${reference}`,
  record: 'Record receipt',
  recordLabel: (label: string) => `Record receipt of ${label}`,
  undo: 'Undo receipt',
  undoLabel: (label: string) => `Undo receipt of ${label}`,
  undoQuestion: (label: string, amount: string) =>
    `Undo the receipt of ${amount} for ${label}? The balance goes back up.`,
  undoConfirm: 'Yes, undo',
  undone: { title: 'Receipt undone', description: 'The instalment is unpaid again.' },
  receipt: {
    title: (label: string) => `Receipt of ${label}`,
    description: (amount: string) => `The instalment comes to ${amount}. Record what came in.`,
    receivedOn: 'Day received',
    amount: 'Amount received (₹)',
    amountHint: 'In rupees: 4,25,000 or 4.25 lakh',
    mode: 'Mode',
    chooseMode: 'Choose how it was paid',
    reference: 'Reference',
    referenceHint: 'UTR of the transfer, UPI reference or cheque number',
    save: 'Save receipt',
    saved: { title: 'Receipt saved', description: 'The balance and the client’s tracker show it.' },
  },
  // The schedule's editor
  editSchedule: 'Change the instalments',
  closeEditor: 'Close without saving',
  editorTitle: 'Changing the instalments',
  editorLabel: (position: number, label: string) =>
    label ? `Instalment ${position}: ${label}` : `Instalment ${position}`,
  unnamed: (position: number) => `instalment ${position}`,
  fields: {
    label: 'Name',
    basis: 'Given as',
    percent: 'Percentage',
    amount: 'Amount in rupees',
    sharePercent: 'Share (%)',
    shareHint: 'e.g. 15 or 7.5',
    amountRupees: 'Amount (₹)',
    amountHint: 'In rupees: 4,25,000 or 4.25 lakh',
    stage: 'Due at the end of',
    noStage: 'No stage',
    dueDate: 'Or due on',
    whenHint: 'A stage, a day, or both: the day wins.',
  },
  comesTo: (amount: string) => `Comes to ${amount}`,
  receivedKeptNote: 'Received: undo its receipt to remove it.',
  add: 'Add an instalment',
  remove: 'Remove',
  removeLabel: (label: string) => `Remove ${label}`,
  save: 'Save the instalments',
  saved: {
    title: 'Instalments saved',
    description: 'Their amounts and due days are worked out again.',
  },
  percentTotal: (percent: string) => `The shares add up to ${percent}.`,
} as const

export const updateCopy = {
  title: 'Updates',
  description:
    'What was done at each site visit, with photos. An update is a draft until it is published: then the client sees it and gets an e-mail.',
  listLabel: 'Updates',
  empty: 'No updates yet. Write the first after a site visit.',
  add: 'New update',
  newTitle: 'New update',
  heading: (day: string) => `Visit of ${day}`,
  /** The update as buttons' labels name it: "Publish the visit of 7 Mar 2026". */
  name: (day: string) => `visit of ${day}`,
  draft: 'Draft: the client does not see this',
  published: (at: string) => `Published ${at}`,
  by: (name: string) => `By ${name}`,
  stage: (name: string) => `Stage: ${name}`,
  fields: {
    visitDate: 'Visit date',
    stage: 'Stage',
    noStage: 'No stage',
    body: 'What was done',
    bodyHint: 'The client reads this: the work done, what comes next, anything they should know.',
  },
  create: 'Save as draft',
  created: { title: 'Draft saved', description: 'Add its photos, then publish it.' },
  edit: 'Edit text',
  editLabel: (heading: string) => `Edit text of the ${heading}`,
  save: 'Save the update',
  saved: { title: 'Update saved', description: 'The changes are saved.' },
  publish: 'Publish',
  publishLabel: (heading: string) => `Publish the ${heading}`,
  publishTitle: 'Publish this update?',
  publishQuestion: (clients: string) =>
    `${clients} will see it on the project tracker, with its photos, and get an e-mail about it. It cannot be unpublished.`,
  publishNoClients:
    'The project has no client yet: whoever is added later sees it on the project tracker. It cannot be unpublished.',
  publishConfirm: 'Yes, publish',
  publishedDone: {
    title: 'Update published',
    description: 'The client sees it and gets an e-mail.',
  },
  delete: 'Delete',
  deleteLabel: (heading: string) => `Delete the ${heading}`,
  deleteQuestion: (heading: string, published: boolean) =>
    published
      ? `Delete the ${heading} and its photos for good? The client will no longer see it.`
      : `Delete the draft ${heading} and its photos for good?`,
  deleted: { title: 'Update deleted', description: 'It and its photos are gone.' },
  // Photos
  photosLabel: (heading: string) => `Photos of the ${heading}`,
  photoCount: (count: number) => `${count} of ${clientProjectLimits.photosPerUpdate} photos`,
  choose: 'Add photos',
  chooseLabel: (heading: string) => `Add photos to the ${heading}`,
  photosHint: `JPEG, PNG, WebP or HEIC from a phone, up to 20 MB each, at most ${clientProjectLimits.photosPerUpdate} an update. Choose several at once.`,
  full: `This update has its ${clientProjectLimits.photosPerUpdate} photos: delete one to add another.`,
  uploadsLabel: (heading: string) => `Uploads to the ${heading}`,
  waiting: 'Waiting',
  uploading: (percent: number) => `Uploading, ${percent} %`,
  uploaded: 'Uploaded',
  progressLabel: (name: string) => `Upload of ${name}`,
  refused: (name: string, message: string) => `${name}: ${message}`,
  uploadFailed: 'The upload failed. Check the connection and try again.',
  photoLabel: (position: number) => `Photo ${position}`,
  caption: (position: number) => `Caption of photo ${position}`,
  captionHint: 'Read out to a client who cannot see the photo.',
  saveCaption: 'Save caption',
  saveCaptionLabel: (position: number) => `Save caption of photo ${position}`,
  captionSaved: { title: 'Caption saved', description: 'The client reads it under the photo.' },
  deletePhoto: 'Delete photo',
  deletePhotoLabel: (position: number) => `Delete photo ${position}`,
  deletePhotoQuestion: 'Delete this photo for good?',
  photoDeleted: { title: 'Photo deleted', description: 'It is gone from the update.' },
  confirmDelete: 'Yes, delete',
} as const

export const documentVisibilityLabels: Record<DocumentVisibility, string> = {
  client: 'Client can see',
  internal: 'Staff only',
}

export const documentCopy = {
  title: 'Documents',
  description:
    'The agreement, drawings and approvals: PDF files or photos, up to 20 MB. Each is for staff only or shown to the client.',
  listLabel: 'Documents',
  empty: 'No documents yet.',
  uploadTitle: 'Add a document',
  fields: {
    file: 'File',
    fileHint: 'A PDF, or a photo (JPEG, PNG, WebP, HEIC), up to 20 MB',
    title: 'Title',
    titleHint: 'What the client and staff read: "Agreement", "Ground-floor plan"',
    kind: 'Kind',
    visibility: 'Who can see it',
  },
  upload: 'Upload document',
  uploading: (percent: number) => `Uploading, ${percent} %`,
  progressLabel: (name: string) => `Upload of ${name}`,
  refused: (name: string, message: string) => `${name}: ${message}`,
  uploadFailed: 'The upload failed. Check the connection and try again.',
  uploaded: (title: string) => ({
    title: 'Document added',
    description: `${title} is in the list.`,
  }),
  details: (kind: string, type: string, size: string) => `${kind} · ${type}, ${size}`,
  added: (at: string) => `Added ${at}`,
  download: 'Download',
  downloadLabel: (title: string) => `Download ${title}`,
  showToClient: 'Show to the client',
  showToClientLabel: (title: string) => `Show to the client: ${title}`,
  hideFromClient: 'Make staff only',
  hideFromClientLabel: (title: string) => `Make staff only: ${title}`,
  shown: {
    title: 'Shown to the client',
    description: 'The client sees it on the project tracker.',
  },
  hidden: { title: 'Staff only', description: 'The client no longer sees it.' },
  delete: 'Delete',
  deleteLabel: (title: string) => `Delete ${title}`,
  deleteQuestion: (title: string) => `Delete ${title} for good?`,
  confirmDelete: 'Yes, delete',
  deleted: { title: 'Document deleted', description: 'It is gone from the project.' },
  full: `The project has its ${clientProjectLimits.documents} documents: delete one to add another.`,
  types: {
    pdf: 'PDF',
    jpeg: 'JPEG photo',
    png: 'PNG image',
    webp: 'WebP image',
    other: 'File',
  },
} as const
