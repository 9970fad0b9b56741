import type {
  ClientStageState,
  DocumentKind,
  DocumentVisibility,
  PaymentMode,
  QuoteLanguage,
  UpdateStatus,
} from '@nirman/contract'
import { EntitySchema } from 'typeorm'

// The tables of client projects (issue 24; migration 1795620000000-client-projects). Money is
// integer paise; days of the work are `YYYY-MM-DD` strings (company days).

const datetime = { type: 'datetime', precision: 3 } as const
const text = (length: number) => ({ type: 'varchar', length }) as const
const day = { type: 'date', nullable: true } as const
const id = { type: 'integer', primary: true, generated: 'increment' } as const

export interface ClientProjectRow {
  id: number
  title: string
  siteAddress: string
  city: string
  projectType: string
  contractValuePaise: number
  startDate: string
  /** The Won request it was made from. */
  leadId: number | null
  /** Bumped by every change of the project or what it holds; a stale change is refused (409). */
  version: number
  createdAt: Date
  updatedAt: Date
}

/** A staff member responsible for a project: they and the owner manage it. */
export interface ClientProjectStaffRow {
  projectId: number
  adminUserId: number
}

/** A client who signs in to follow their projects. */
export interface ClientAccountRow {
  id: number
  name: string
  /** Lower-cased. */
  email: string
  phone: string
  language: QuoteLanguage
  createdAt: Date
  /** When staff revoked access; null while the client may sign in. */
  revokedAt: Date | null
  lastSignInAt: Date | null
}

export interface ClientProjectClientRow {
  projectId: number
  clientId: number
  addedAt: Date
  /**
   * The mail-outbox row of the last e-mail telling the client of new updates, and when it goes (or
   * went) out: a later update joins it while it waits, or waits an hour after it (update-notices.ts).
   */
  noticeMailId: number | null
  noticeAt: Date | null
}

export interface ClientStageRow {
  id: number
  projectId: number
  position: number
  name: string
  nameHi: string
  plannedStart: string | null
  plannedEnd: string | null
  actualStart: string | null
  actualEnd: string | null
  state: ClientStageState
  delayReason: string
}

export interface ClientPaymentRow {
  id: number
  projectId: number
  position: number
  label: string
  /** A share of the contract value (1500 = 15 %), or null when `amountPaise` is given. */
  percentBasisPoints: number | null
  amountPaise: number | null
  stageId: number | null
  dueDate: string | null
  receivedOn: string | null
  receivedPaise: number | null
  mode: PaymentMode | null
  reference: string
}

export interface ClientUpdateRow {
  id: number
  projectId: number
  stageId: number | null
  visitDate: string
  body: string
  status: UpdateStatus
  publishedAt: Date | null
  authorId: number | null
  authorName: string | null
  version: number
  createdAt: Date
  updatedAt: Date
}

/** A photo of an update: its files are `<storageKey>-<width>.<format>` in the client-files namespace. */
export interface ClientUpdatePhotoRow {
  id: number
  updateId: number
  projectId: number
  storageKey: string
  width: number
  height: number
  widths: string
  formats: string
  caption: string
  sortOrder: number
  createdAt: Date
}

export interface ClientDocumentRow {
  id: number
  projectId: number
  title: string
  kind: DocumentKind
  visibility: DocumentVisibility
  /** The stored file's key in the client-files namespace. */
  storageKey: string
  /** The name it was uploaded with, given back on download. */
  fileName: string
  contentType: string
  sizeBytes: number
  addedById: number | null
  createdAt: Date
}

export interface ClientMessageRow {
  id: number
  projectId: number
  updateId: number | null
  authorKind: 'client' | 'staff'
  authorId: number | null
  authorName: string
  body: string
  createdAt: Date
}

export const ClientProjectEntity = new EntitySchema<ClientProjectRow>({
  name: 'ClientProject',
  tableName: 'client_projects',
  columns: {
    id,
    title: text(120),
    siteAddress: text(300),
    city: { ...text(100), default: '' },
    projectType: { ...text(50), default: '' },
    contractValuePaise: { type: 'bigint' },
    startDate: { type: 'date' },
    leadId: { type: 'integer', nullable: true, unique: true },
    version: { type: 'integer' },
    createdAt: datetime,
    updatedAt: datetime,
  },
})

export const ClientProjectStaffEntity = new EntitySchema<ClientProjectStaffRow>({
  name: 'ClientProjectStaff',
  tableName: 'client_project_staff',
  columns: {
    projectId: { type: 'integer', primary: true },
    adminUserId: { type: 'integer', primary: true },
  },
})

export const ClientAccountEntity = new EntitySchema<ClientAccountRow>({
  name: 'ClientAccount',
  tableName: 'client_accounts',
  columns: {
    id,
    name: text(100),
    email: { ...text(254), unique: true },
    phone: { ...text(20), default: '' },
    language: { ...text(5), default: 'en' },
    createdAt: datetime,
    revokedAt: { ...datetime, nullable: true },
    lastSignInAt: { ...datetime, nullable: true },
  },
})

export const ClientProjectClientEntity = new EntitySchema<ClientProjectClientRow>({
  name: 'ClientProjectClient',
  tableName: 'client_project_clients',
  columns: {
    projectId: { type: 'integer', primary: true },
    clientId: { type: 'integer', primary: true },
    addedAt: datetime,
    noticeMailId: { type: 'integer', nullable: true },
    noticeAt: { ...datetime, nullable: true },
  },
})

export const ClientStageEntity = new EntitySchema<ClientStageRow>({
  name: 'ClientStage',
  tableName: 'client_stages',
  columns: {
    id,
    projectId: { type: 'integer' },
    position: { type: 'integer' },
    name: text(80),
    nameHi: { ...text(80), default: '' },
    plannedStart: day,
    plannedEnd: day,
    actualStart: day,
    actualEnd: day,
    state: text(20),
    delayReason: { ...text(300), default: '' },
  },
})

export const ClientPaymentEntity = new EntitySchema<ClientPaymentRow>({
  name: 'ClientPayment',
  tableName: 'client_payments',
  columns: {
    id,
    projectId: { type: 'integer' },
    position: { type: 'integer' },
    label: text(80),
    percentBasisPoints: { type: 'integer', nullable: true },
    amountPaise: { type: 'bigint', nullable: true },
    stageId: { type: 'integer', nullable: true },
    dueDate: day,
    receivedOn: day,
    receivedPaise: { type: 'bigint', nullable: true },
    mode: { ...text(20), nullable: true },
    reference: { ...text(100), default: '' },
  },
})

export const ClientUpdateEntity = new EntitySchema<ClientUpdateRow>({
  name: 'ClientUpdate',
  tableName: 'client_updates',
  columns: {
    id,
    projectId: { type: 'integer' },
    stageId: { type: 'integer', nullable: true },
    visitDate: { type: 'date' },
    body: { type: 'text' },
    status: { ...text(10), default: 'draft' },
    publishedAt: { ...datetime, nullable: true },
    authorId: { type: 'integer', nullable: true },
    authorName: { ...text(100), nullable: true },
    version: { type: 'integer' },
    createdAt: datetime,
    updatedAt: datetime,
  },
})

export const ClientUpdatePhotoEntity = new EntitySchema<ClientUpdatePhotoRow>({
  name: 'ClientUpdatePhoto',
  tableName: 'client_update_photos',
  columns: {
    id,
    updateId: { type: 'integer' },
    projectId: { type: 'integer' },
    storageKey: text(64),
    width: { type: 'integer' },
    height: { type: 'integer' },
    widths: text(40),
    formats: text(40),
    caption: { ...text(200), default: '' },
    sortOrder: { type: 'integer' },
    createdAt: datetime,
  },
})

export const ClientDocumentEntity = new EntitySchema<ClientDocumentRow>({
  name: 'ClientDocument',
  tableName: 'client_documents',
  columns: {
    id,
    projectId: { type: 'integer' },
    title: text(120),
    kind: text(20),
    visibility: text(10),
    storageKey: text(80),
    fileName: text(200),
    contentType: text(60),
    sizeBytes: { type: 'integer' },
    addedById: { type: 'integer', nullable: true },
    createdAt: datetime,
  },
})

export const ClientMessageEntity = new EntitySchema<ClientMessageRow>({
  name: 'ClientMessage',
  tableName: 'client_messages',
  columns: {
    id,
    projectId: { type: 'integer' },
    updateId: { type: 'integer', nullable: true },
    authorKind: text(10),
    authorId: { type: 'integer', nullable: true },
    authorName: text(100),
    body: { type: 'text' },
    createdAt: datetime,
  },
})

/** A link that signs a client in once: only the SHA-256 of its token is kept. */
export interface ClientInvitationRow {
  id: number
  clientId: number
  projectId: number
  tokenHash: string
  createdAt: Date
  expiresAt: Date
  usedAt: Date | null
  createdById: number | null
}

/** A six-digit sign-in code sent to a client's e-mail: only its keyed hash is kept. */
export interface ClientSignInCodeRow {
  id: number
  clientId: number
  codeHash: string
  createdAt: Date
  expiresAt: Date
  usedAt: Date | null
  /** Codes typed against it (counted before each is compared): it is void after a few. */
  attempts: number
}

export const ClientInvitationEntity = new EntitySchema<ClientInvitationRow>({
  name: 'ClientInvitation',
  tableName: 'client_invitations',
  columns: {
    id,
    clientId: { type: 'integer' },
    projectId: { type: 'integer' },
    tokenHash: { ...text(64), unique: true },
    createdAt: datetime,
    expiresAt: datetime,
    usedAt: { ...datetime, nullable: true },
    createdById: { type: 'integer', nullable: true },
  },
})

export const ClientSignInCodeEntity = new EntitySchema<ClientSignInCodeRow>({
  name: 'ClientSignInCode',
  tableName: 'client_sign_in_codes',
  columns: {
    id,
    clientId: { type: 'integer' },
    codeHash: text(64),
    createdAt: datetime,
    expiresAt: datetime,
    usedAt: { ...datetime, nullable: true },
    attempts: { type: 'integer' },
  },
})

export const clientEntities = [
  ClientInvitationEntity,
  ClientSignInCodeEntity,
  ClientProjectEntity,
  ClientProjectStaffEntity,
  ClientAccountEntity,
  ClientProjectClientEntity,
  ClientStageEntity,
  ClientPaymentEntity,
  ClientUpdateEntity,
  ClientUpdatePhotoEntity,
  ClientDocumentEntity,
  ClientMessageEntity,
]
