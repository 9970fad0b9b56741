import { z } from 'zod'
import type { StaffRef } from './leads'
import type { ResponsiveImage } from './portfolio'
import type { QuoteLanguage } from './quote-source'
import { quoteLanguages } from './quote-source'

/**
 * Client projects: a house the company is building for a client who follows it (the tracker
 * behind "Client Login"). Money is integer paise everywhere (₹1 = 100 paise), never a floating
 * point number; dates of the work are company days (`YYYY-MM-DD`, Asia/Kolkata).
 */

export const clientStageStates = ['not_started', 'in_progress', 'done', 'delayed'] as const
export type ClientStageState = (typeof clientStageStates)[number]

export const clientStageStateLabels: Record<ClientStageState, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  done: 'Done',
  delayed: 'Delayed',
}

/** How an instalment was paid. NEFT, RTGS and IMPS are bank transfers. */
export const paymentModes = ['upi', 'bank_transfer', 'cheque', 'cash'] as const
export type PaymentMode = (typeof paymentModes)[number]

export const paymentModeLabels: Record<PaymentMode, string> = {
  upi: 'UPI',
  bank_transfer: 'Bank transfer (NEFT/RTGS/IMPS)',
  cheque: 'Cheque',
  cash: 'Cash',
}

/**
 * Where an instalment stands, worked out from its receipt, its due day and its stage (never
 * typed): received; overdue when its due day is before today; due when its due day is today or
 * its stage is done; otherwise upcoming.
 */
export const paymentStatuses = ['received', 'overdue', 'due', 'upcoming'] as const
export type PaymentStatus = (typeof paymentStatuses)[number]

export const documentKinds = ['agreement', 'drawing', 'approval', 'other'] as const
export type DocumentKind = (typeof documentKinds)[number]

export const documentKindLabels: Record<DocumentKind, string> = {
  agreement: 'Agreement',
  drawing: 'Drawing',
  approval: 'Approval',
  other: 'Other',
}

/** Who sees a document: the client (and staff), or staff only. */
export const documentVisibilities = ['client', 'internal'] as const
export type DocumentVisibility = (typeof documentVisibilities)[number]

export const updateStatuses = ['draft', 'published'] as const
export type UpdateStatus = (typeof updateStatuses)[number]

export const clientProjectLimits = {
  title: 120,
  siteAddress: 300,
  city: 100,
  projectType: 50,
  /** ₹100 crore, in paise. */
  contractValuePaise: 100 * 10_000_000 * 100,
  staff: 10,
  stages: 40,
  stageName: 80,
  delayReason: 300,
  payments: 30,
  paymentLabel: 80,
  reference: 100,
  updateBody: 4000,
  photosPerUpdate: 12,
  caption: 200,
  documentTitle: 120,
  /** Bytes of one uploaded document (PDF or image). */
  documentBytes: 20 * 1024 * 1024,
  documents: 100,
  clientName: 100,
  email: 254,
  phone: 20,
  message: 2000,
  /** Floors whose slabs the usual schedule lists (ground floor to third floor). */
  floors: 4,
} as const

export const clientProjectMessages = {
  title: 'Title is required',
  titleLong: `Title must be at most ${clientProjectLimits.title} characters`,
  siteAddress: 'Site address is required',
  siteAddressLong: `Site address must be at most ${clientProjectLimits.siteAddress} characters`,
  city: `City must be at most ${clientProjectLimits.city} characters`,
  projectType: `Project type must be at most ${clientProjectLimits.projectType} characters`,
  contractValue: 'Contract value must be an amount in rupees, at most ₹100 crore',
  date: 'Enter a date (YYYY-MM-DD)',
  startDate: 'Start date is required (YYYY-MM-DD)',
  staff: `Choose between 1 and ${clientProjectLimits.staff} staff responsible`,
  staffUnknown: 'A staff member chosen is not an active account',
  floors: `Floors must be a whole number from 1 to ${clientProjectLimits.floors}`,
  leadNotWon: 'Only a request marked Won becomes a client project',
  leadTaken: 'This request already has a client project',
  leadMissing: 'This request no longer exists',
  stages: `A schedule has between 1 and ${clientProjectLimits.stages} stages`,
  stageName: 'Stage name is required',
  stageNameLong: `Stage name must be at most ${clientProjectLimits.stageName} characters`,
  stageState: `State must be one of ${clientStageStates.join(', ')}`,
  plannedOrder: 'The planned end cannot be before the planned start',
  actualOrder: 'The actual end cannot be before the actual start',
  doneNeedsEnd: 'A stage marked done needs its actual end date',
  startedNeedsStart: 'A stage in progress or done needs its actual start date',
  delayReason: 'Say why the stage is delayed',
  delayReasonLong: `The delay reason must be at most ${clientProjectLimits.delayReason} characters`,
  stageUnknown: 'This stage is not in the project’s schedule',
  stageInUse: 'An instalment or update belongs to this stage: move it to another stage first',
  stageTwice: 'This stage is listed twice',
  payments: `A payment schedule has at most ${clientProjectLimits.payments} instalments`,
  paymentLabel: 'Instalment name is required',
  paymentLabelLong: `Instalment name must be at most ${clientProjectLimits.paymentLabel} characters`,
  paymentAmount: 'Give the instalment as a percentage of the contract value or as an amount',
  percent: 'Percentage must be between 0.01 and 100, with at most two decimals',
  amount: 'Amount must be in rupees, more than ₹0 and at most ₹100 crore',
  percentTotal: 'The percentages add up to more than 100 %',
  paymentWhen: 'Tie the instalment to a stage or give its due date',
  receivedAmount: 'Amount received must be in rupees, more than ₹0',
  mode: `Mode must be one of ${paymentModes.map((mode) => paymentModeLabels[mode]).join(', ')}`,
  reference: `Reference must be at most ${clientProjectLimits.reference} characters`,
  receivedFuture: 'The day received cannot be in the future',
  alreadyReceived: 'This instalment is already marked received',
  notReceived: 'This instalment has no receipt to undo',
  receivedKept:
    'An instalment already received stays in the schedule: undo its receipt first if it was recorded by mistake',
  paymentTwice: 'This instalment is listed twice',
  visitDate: 'Visit date is required (YYYY-MM-DD)',
  visitFuture: 'The visit date cannot be in the future',
  updateBody: 'Write what was done on this visit',
  updateBodyLong: `An update must be at most ${clientProjectLimits.updateBody} characters`,
  tooManyPhotos: `An update has at most ${clientProjectLimits.photosPerUpdate} photos`,
  caption: `Caption must be at most ${clientProjectLimits.caption} characters`,
  documentTitle: 'Document title is required',
  documentTitleLong: `Document title must be at most ${clientProjectLimits.documentTitle} characters`,
  documentKind: `Kind must be one of ${documentKinds.join(', ')}`,
  visibility: 'Visibility must be client or internal',
  noDocument: 'Choose a file to upload',
  notADocument: 'This file is not a PDF or a photo: upload a PDF, JPEG, PNG, WebP or HEIC file',
  documentTooLarge: 'This file is larger than 20 MB',
  tooManyDocuments: `A project has at most ${clientProjectLimits.documents} documents`,
  clientName: 'Client name is required',
  clientNameLong: `Client name must be at most ${clientProjectLimits.clientName} characters`,
  email: 'Enter the client’s e-mail address (they sign in with it)',
  phone: `Phone must be at most ${clientProjectLimits.phone} characters`,
  language: 'Language must be en or hi',
  clientTaken: 'This client is already on the project',
  message: 'Write your message',
  messageLong: `A message must be at most ${clientProjectLimits.message} characters`,
  notManager: 'Only the owner and the staff responsible for this project can change it',
  notFound: 'Client project not found',
  updateNotFound: 'Update not found',
  documentNotFound: 'Document not found',
  paymentNotFound: 'Instalment not found',
  photoNotFound: 'Photo not found',
  clientNotFound: 'Client not found',
  stale: 'Someone else changed this while you were editing it. Reload to see their changes.',
  version: 'version must be the version you changed',
} as const

const required = (empty: string, long: string, max: number) =>
  z.string({ error: empty }).trim().min(1, { error: empty }).max(max, { error: long })

const optionalText = (long: string, max: number) =>
  z.string({ error: long }).trim().max(max, { error: long }).default('')

/** A real calendar day, `YYYY-MM-DD`. */
export const dayOnlySchema = (message: string = clientProjectMessages.date) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
    .refine(
      (value) => {
        const date = new Date(`${value}T00:00:00Z`)
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
      },
      { error: message },
    )

const optionalDay = (message: string = clientProjectMessages.date) =>
  dayOnlySchema(message).nullable().default(null)

const versionSchema = z
  .number({ error: clientProjectMessages.version })
  .int({ error: clientProjectMessages.version })
  .min(1, { error: clientProjectMessages.version })

const paiseSchema = (message: string, min: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(clientProjectLimits.contractValuePaise, { error: message })

const idSchema = z.number().int().positive()

/** A client of a project: who signs in to follow it. */
export const clientInputSchema = z.object({
  name: required(
    clientProjectMessages.clientName,
    clientProjectMessages.clientNameLong,
    clientProjectLimits.clientName,
  ),
  email: z
    .string({ error: clientProjectMessages.email })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: clientProjectMessages.email }).max(clientProjectLimits.email)),
  phone: optionalText(clientProjectMessages.phone, clientProjectLimits.phone),
  /** The language of their e-mails and, by default, of the tracker. */
  language: z.enum(quoteLanguages, { error: clientProjectMessages.language }).default('en'),
})
export type ClientInput = z.output<typeof clientInputSchema>

const projectFields = {
  title: required(
    clientProjectMessages.title,
    clientProjectMessages.titleLong,
    clientProjectLimits.title,
  ),
  siteAddress: required(
    clientProjectMessages.siteAddress,
    clientProjectMessages.siteAddressLong,
    clientProjectLimits.siteAddress,
  ),
  city: optionalText(clientProjectMessages.city, clientProjectLimits.city),
  projectType: optionalText(clientProjectMessages.projectType, clientProjectLimits.projectType),
  contractValuePaise: paiseSchema(clientProjectMessages.contractValue, 0),
  startDate: dayOnlySchema(clientProjectMessages.startDate),
  /** The staff responsible: they and the owner manage the project; other staff read it. */
  staffIds: z
    .array(idSchema, { error: clientProjectMessages.staff })
    .min(1, { error: clientProjectMessages.staff })
    .max(clientProjectLimits.staff, { error: clientProjectMessages.staff })
    .refine((ids) => new Set(ids).size === ids.length, { error: clientProjectMessages.staff }),
}

/**
 * `POST /api/admin/client-projects`: a project from nothing, or from a Won request (`leadId`), whose
 * name, phone, e-mail, city and project type are carried over where the fields are left empty. The
 * schedule starts from the company's usual house schedule for `floors` floors, from `startDate`.
 */
export const clientProjectCreateSchema = z.object({
  ...projectFields,
  leadId: idSchema.nullable().default(null),
  floors: z
    .number({ error: clientProjectMessages.floors })
    .int({ error: clientProjectMessages.floors })
    .min(1, { error: clientProjectMessages.floors })
    .max(clientProjectLimits.floors, { error: clientProjectMessages.floors })
    .default(2),
  /** The client(s); from a request with an e-mail, its sender when this is empty. */
  clients: z.array(clientInputSchema).max(4).default([]),
})
export type ClientProjectCreate = z.output<typeof clientProjectCreateSchema>

/** `PUT /api/admin/client-projects/:id`: the project's fields, made on `version`. */
export const clientProjectUpdateSchema = z.object({ ...projectFields, version: versionSchema })
export type ClientProjectUpdate = z.output<typeof clientProjectUpdateSchema>

/** One stage as staff edit the schedule; `id` for a stage already in it, null for a new one. */
export const stageInputSchema = z
  .object({
    id: idSchema.nullable().default(null),
    name: required(
      clientProjectMessages.stageName,
      clientProjectMessages.stageNameLong,
      clientProjectLimits.stageName,
    ),
    /** The stage's name on the Hindi tracker; empty: the English name. */
    nameHi: optionalText(clientProjectMessages.stageNameLong, clientProjectLimits.stageName),
    plannedStart: optionalDay(),
    plannedEnd: optionalDay(),
    actualStart: optionalDay(),
    actualEnd: optionalDay(),
    state: z.enum(clientStageStates, { error: clientProjectMessages.stageState }),
    delayReason: optionalText(
      clientProjectMessages.delayReasonLong,
      clientProjectLimits.delayReason,
    ),
  })
  .superRefine((stage, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message })
    if (stage.plannedStart && stage.plannedEnd && stage.plannedEnd < stage.plannedStart) {
      issue('plannedEnd', clientProjectMessages.plannedOrder)
    }
    if (stage.actualStart && stage.actualEnd && stage.actualEnd < stage.actualStart) {
      issue('actualEnd', clientProjectMessages.actualOrder)
    }
    if ((stage.state === 'in_progress' || stage.state === 'done') && !stage.actualStart) {
      issue('actualStart', clientProjectMessages.startedNeedsStart)
    }
    if (stage.state === 'done' && !stage.actualEnd) {
      issue('actualEnd', clientProjectMessages.doneNeedsEnd)
    }
    if (stage.state === 'delayed' && stage.delayReason === '') {
      issue('delayReason', clientProjectMessages.delayReason)
    }
  })
export type StageInput = z.output<typeof stageInputSchema>

/** `PUT /api/admin/client-projects/:id/stages`: the whole schedule in order, made on `version`. */
export const scheduleInputSchema = z.object({
  stages: z
    .array(stageInputSchema, { error: clientProjectMessages.stages })
    .min(1, { error: clientProjectMessages.stages })
    .max(clientProjectLimits.stages, { error: clientProjectMessages.stages }),
  version: versionSchema,
})
export type ScheduleInput = z.output<typeof scheduleInputSchema>

/**
 * One instalment as staff edit the schedule: a share of the contract value in basis points
 * (1500 = 15 %) or an amount in paise, due at a stage or on a day (or both: the day wins).
 */
export const paymentInputSchema = z
  .object({
    id: idSchema.nullable().default(null),
    label: required(
      clientProjectMessages.paymentLabel,
      clientProjectMessages.paymentLabelLong,
      clientProjectLimits.paymentLabel,
    ),
    percentBasisPoints: z
      .number({ error: clientProjectMessages.percent })
      .int({ error: clientProjectMessages.percent })
      .min(1, { error: clientProjectMessages.percent })
      .max(10_000, { error: clientProjectMessages.percent })
      .nullable()
      .default(null),
    amountPaise: paiseSchema(clientProjectMessages.amount, 1).nullable().default(null),
    stageId: idSchema.nullable().default(null),
    dueDate: optionalDay(),
  })
  .superRefine((payment, context) => {
    if ((payment.percentBasisPoints === null) === (payment.amountPaise === null)) {
      context.addIssue({
        code: 'custom',
        path: ['amountPaise'],
        message: clientProjectMessages.paymentAmount,
      })
    }
    if (payment.stageId === null && payment.dueDate === null) {
      context.addIssue({
        code: 'custom',
        path: ['dueDate'],
        message: clientProjectMessages.paymentWhen,
      })
    }
  })
export type PaymentInput = z.output<typeof paymentInputSchema>

/** `PUT /api/admin/client-projects/:id/payments`: the whole schedule in order, made on `version`. */
export const paymentScheduleInputSchema = z.object({
  payments: z
    .array(paymentInputSchema, { error: clientProjectMessages.payments })
    .max(clientProjectLimits.payments, { error: clientProjectMessages.payments })
    .refine(
      (payments) =>
        payments.reduce((sum, payment) => sum + (payment.percentBasisPoints ?? 0), 0) <= 10_000,
      { error: clientProjectMessages.percentTotal },
    ),
  version: versionSchema,
})
export type PaymentScheduleInput = z.output<typeof paymentScheduleInputSchema>

/** `PUT /api/admin/client-projects/:id/payments/:paymentId/receipt`: the money came in. */
export const receiptInputSchema = z.object({
  receivedOn: dayOnlySchema(),
  amountPaise: paiseSchema(clientProjectMessages.receivedAmount, 1),
  mode: z.enum(paymentModes, { error: clientProjectMessages.mode }),
  reference: optionalText(clientProjectMessages.reference, clientProjectLimits.reference),
  version: versionSchema,
})
export type ReceiptInput = z.output<typeof receiptInputSchema>

/** `POST /api/admin/client-projects/:id/updates` (a draft) and, with `version`, its `PUT`. */
export const updateInputSchema = z.object({
  visitDate: dayOnlySchema(clientProjectMessages.visitDate),
  body: required(
    clientProjectMessages.updateBody,
    clientProjectMessages.updateBodyLong,
    clientProjectLimits.updateBody,
  ),
  stageId: idSchema.nullable().default(null),
})
export type UpdateInput = z.output<typeof updateInputSchema>
export const updateChangeSchema = updateInputSchema.extend({ version: versionSchema })
export type UpdateChange = z.output<typeof updateChangeSchema>

/** The text parts of an update photo's multipart upload, and its `PATCH`. */
export const updatePhotoInputSchema = z.object({
  caption: optionalText(clientProjectMessages.caption, clientProjectLimits.caption),
})
export type UpdatePhotoInput = z.output<typeof updatePhotoInputSchema>

/** The text parts of a document's multipart upload (the file in `file`), and its `PATCH`. */
export const documentInputSchema = z.object({
  title: required(
    clientProjectMessages.documentTitle,
    clientProjectMessages.documentTitleLong,
    clientProjectLimits.documentTitle,
  ),
  kind: z.enum(documentKinds, { error: clientProjectMessages.documentKind }),
  visibility: z
    .enum(documentVisibilities, { error: clientProjectMessages.visibility })
    .default('internal'),
})
export type DocumentInput = z.output<typeof documentInputSchema>

/** `POST /api/admin/client-projects/:id/clients`: a client added to the project, made on `version`. */
export const clientAddSchema = clientInputSchema.extend({ version: versionSchema })
export type ClientAdd = z.output<typeof clientAddSchema>

/**
 * `?version=` of a DELETE that the project's version guards (a receipt undone, a client removed):
 * the version the change was made on, as the address carries it.
 */
export const versionQuerySchema = z.object({
  version: z
    .string({ error: clientProjectMessages.version })
    .regex(/^[1-9]\d{0,9}$/, { error: clientProjectMessages.version })
    .transform(Number),
})

/** `POST …/messages`: a client's question, or a staff answer, optionally about one update. */
export const messageInputSchema = z.object({
  body: required(
    clientProjectMessages.message,
    clientProjectMessages.messageLong,
    clientProjectLimits.message,
  ),
  updateId: idSchema.nullable().default(null),
})
export type MessageInput = z.output<typeof messageInputSchema>

/** A stage of a project's schedule as staff and the client read it. */
export interface ClientStage {
  id: number
  name: string
  nameHi: string
  plannedStart: string | null
  plannedEnd: string | null
  actualStart: string | null
  actualEnd: string | null
  state: ClientStageState
  delayReason: string
}

/** An instalment, with what it comes to and where it stands. */
export interface ClientPayment {
  id: number
  label: string
  percentBasisPoints: number | null
  /** The amount due: the share of the contract value, or the amount given. */
  amountPaise: number
  stageId: number | null
  dueDate: string | null
  /** The day it falls due: its own, else its stage's actual end, else its planned end. */
  dueOn: string | null
  status: PaymentStatus
  receipt: {
    receivedOn: string
    amountPaise: number
    mode: PaymentMode
    reference: string
  } | null
}

/** A photo of an update, served through the session-checked route (never /uploads/). */
export interface ClientPhoto {
  id: number
  caption: string
  image: ResponsiveImage
}

export interface ClientUpdate {
  id: number
  visitDate: string
  body: string
  stageId: number | null
  status: UpdateStatus
  /** ISO 8601, UTC; null for a draft. */
  publishedAt: string | null
  author: StaffRef | null
  photos: ClientPhoto[]
  version: number
}

export interface ClientDocument {
  id: number
  title: string
  kind: DocumentKind
  visibility: DocumentVisibility
  fileName: string
  contentType: string
  sizeBytes: number
  /** ISO 8601, UTC. */
  addedAt: string
  /** The session-checked address of its file. */
  url: string
}

/** A question of the client or an answer of staff, on the project's timeline. */
export interface ClientMessage {
  id: number
  updateId: number | null
  author: { kind: 'client' | 'staff'; name: string }
  body: string
  /** ISO 8601, UTC. */
  at: string
}

/** A client of a project, as staff see them. */
export interface ProjectClient {
  id: number
  name: string
  email: string
  phone: string
  language: QuoteLanguage
  /** ISO 8601: when access was revoked; null while the client may sign in. */
  revokedAt: string | null
  /** ISO 8601: last sign-in; null if never. */
  lastSignInAt: string | null
}

/** Progress and money as the overview shows them. */
export interface ClientProjectFigures {
  /** Whole percent, worked out from the stages (clientProgress). */
  progressPercent: number
  stagesDone: number
  stageCount: number
  /** The first stage in progress or delayed, else the first not started; null when all done. */
  currentStageId: number | null
  /** The first not-started stage after the current one. */
  nextStageId: number | null
  receivedPaise: number
  /** The contract value less what was received. */
  balancePaise: number
  /** The first instalment overdue or due, else the first upcoming; null when all received. */
  nextPaymentId: number | null
}

/** A row of the staff's list of client projects. */
export interface ClientProjectSummary extends ClientProjectFigures {
  id: number
  title: string
  city: string
  clients: string[]
  staff: StaffRef[]
  /** The name of the stage the work is at (`currentStageId`); null when every stage is done. */
  currentStageName: string | null
  /** The instalment of `nextPaymentId`: what the list shows of it. */
  nextPayment: Pick<ClientPayment, 'label' | 'amountPaise' | 'status' | 'dueOn'> | null
  /** Whether the signed-in staff member may change it (the owner, or one of its staff). */
  canManage: boolean
  /** ISO 8601, UTC. */
  updatedAt: string
}

/** A client project whole, as staff see it (`GET /api/admin/client-projects/:id`). */
export interface AdminClientProject extends ClientProjectFigures {
  id: number
  title: string
  siteAddress: string
  city: string
  projectType: string
  contractValuePaise: number
  startDate: string
  leadId: number | null
  staff: StaffRef[]
  clients: ProjectClient[]
  stages: ClientStage[]
  payments: ClientPayment[]
  updates: ClientUpdate[]
  documents: ClientDocument[]
  messages: ClientMessage[]
  canManage: boolean
  version: number
  /** ISO 8601, UTC. */
  createdAt: string
  updatedAt: string
}

/** Paths of the staff's client-project API. */
export const clientProjectPaths = {
  list: '/api/admin/client-projects',
  one: (id: number) => `/api/admin/client-projects/${id}`,
  stages: (id: number) => `/api/admin/client-projects/${id}/stages`,
  payments: (id: number) => `/api/admin/client-projects/${id}/payments`,
  receipt: (id: number, paymentId: number) =>
    `/api/admin/client-projects/${id}/payments/${paymentId}/receipt`,
  updates: (id: number) => `/api/admin/client-projects/${id}/updates`,
  update: (id: number, updateId: number) => `/api/admin/client-projects/${id}/updates/${updateId}`,
  publish: (id: number, updateId: number) =>
    `/api/admin/client-projects/${id}/updates/${updateId}/publish`,
  updatePhotos: (id: number, updateId: number) =>
    `/api/admin/client-projects/${id}/updates/${updateId}/photos`,
  updatePhoto: (id: number, updateId: number, photoId: number) =>
    `/api/admin/client-projects/${id}/updates/${updateId}/photos/${photoId}`,
  documents: (id: number) => `/api/admin/client-projects/${id}/documents`,
  document: (id: number, documentId: number) =>
    `/api/admin/client-projects/${id}/documents/${documentId}`,
  messages: (id: number) => `/api/admin/client-projects/${id}/messages`,
  clients: (id: number) => `/api/admin/client-projects/${id}/clients`,
  client: (id: number, clientId: number) => `/api/admin/client-projects/${id}/clients/${clientId}`,
} as const
