import type {
  LeadAlertChannel,
  LeadAlertStatus,
  ProjectType,
  QuoteForm,
  QuoteRequest,
} from '@nirman/contract'
import { EntitySchema } from 'typeorm'

// EntitySchema rather than decorators: no experimentalDecorators or emitDecoratorMetadata, which
// esbuild (tsup, vitest) does not emit, and the row types stay plain interfaces.

export interface ContactSubmissionRow extends QuoteRequest {
  id: number
  createdAt: Date
  isProcessed: boolean
  processedAt: Date | null
  sourceForm: QuoteForm | ''
  sourcePage: string
  landingPage: string
  referrer: string
  utmSource: string
  utmMedium: string
  utmCampaign: string
  utmTerm: string
  utmContent: string
  gclid: string
  fbclid: string
  calculator: string
  phoneDigits: string
  isSpam: boolean
  idempotencyKey: string | null
}

/** One alert promised by a quote request: a row of the transactional outbox. */
export interface LeadAlertRow {
  id: number
  submissionId: number
  channel: LeadAlertChannel
  status: LeadAlertStatus
  attempts: number
  lastError: string | null
  createdAt: Date
  nextAttemptAt: Date
  lockedUntil: Date | null
  sentAt: Date | null
}

export interface ProjectRow {
  id: number
  title: string
  description: string
  imageUrl: string
  projectType: ProjectType
  completedDate: string
  featured: boolean
  location: string
}

export interface AdminUserRow {
  id: number
  name: string
  username: string
  passwordHash: string
  createdAt: Date
  lastLoginAt: Date | null
}

export interface SessionRow {
  id: string
  data: string
  expiresAt: Date
}

const datetime = { type: 'datetime', precision: 3 } as const
const text = (length: number) => ({ type: 'varchar', length }) as const

export const ContactSubmissionEntity = new EntitySchema<ContactSubmissionRow>({
  name: 'ContactSubmission',
  tableName: 'contact_submissions',
  columns: {
    id: { type: 'integer', primary: true, generated: 'increment' },
    name: text(100),
    phone: text(20),
    email: text(254),
    city: text(100),
    landSize: text(50),
    landDimensionNorthFeet: text(10),
    landDimensionNorthInches: text(2),
    landDimensionSouthFeet: text(10),
    landDimensionSouthInches: text(2),
    landDimensionEastFeet: text(10),
    landDimensionEastInches: text(2),
    landDimensionWestFeet: text(10),
    landDimensionWestInches: text(2),
    landFacing: text(20),
    projectType: text(50),
    message: { type: 'text' },
    createdAt: datetime,
    isProcessed: { type: 'boolean', default: false },
    processedAt: { ...datetime, nullable: true },
    sourceForm: { ...text(20), default: '' },
    sourcePage: { ...text(500), default: '' },
    landingPage: { ...text(500), default: '' },
    referrer: { ...text(500), default: '' },
    utmSource: { ...text(200), default: '' },
    utmMedium: { ...text(200), default: '' },
    utmCampaign: { ...text(200), default: '' },
    utmTerm: { ...text(200), default: '' },
    utmContent: { ...text(200), default: '' },
    gclid: { ...text(200), default: '' },
    fbclid: { ...text(200), default: '' },
    calculator: { ...text(100), default: '' },
    phoneDigits: { ...text(20), default: '' },
    isSpam: { type: 'boolean', default: false },
    idempotencyKey: { ...text(100), nullable: true, unique: true },
  },
})

export const LeadAlertEntity = new EntitySchema<LeadAlertRow>({
  name: 'LeadAlert',
  tableName: 'lead_alerts',
  columns: {
    id: { type: 'integer', primary: true, generated: 'increment' },
    submissionId: { type: 'integer' },
    channel: text(20),
    status: { ...text(20), default: 'pending' },
    attempts: { type: 'integer', default: 0 },
    lastError: { ...text(500), nullable: true },
    createdAt: datetime,
    nextAttemptAt: datetime,
    lockedUntil: { ...datetime, nullable: true },
    sentAt: { ...datetime, nullable: true },
  },
})

export const ProjectEntity = new EntitySchema<ProjectRow>({
  name: 'Project',
  tableName: 'projects',
  columns: {
    id: { type: 'integer', primary: true, generated: 'increment' },
    title: text(200),
    description: { type: 'text' },
    imageUrl: text(300),
    projectType: text(20),
    completedDate: { type: 'date' },
    featured: { type: 'boolean', default: false },
    location: text(100),
  },
})

export const AdminUserEntity = new EntitySchema<AdminUserRow>({
  name: 'AdminUser',
  tableName: 'admin_users',
  columns: {
    id: { type: 'integer', primary: true, generated: 'increment' },
    name: text(100),
    username: { ...text(100), unique: true },
    passwordHash: text(255),
    createdAt: datetime,
    lastLoginAt: { ...datetime, nullable: true },
  },
})

export const SessionEntity = new EntitySchema<SessionRow>({
  name: 'Session',
  tableName: 'sessions',
  columns: {
    id: { ...text(128), primary: true },
    data: { type: 'text' },
    expiresAt: datetime,
  },
})

export const entities = [
  ContactSubmissionEntity,
  LeadAlertEntity,
  ProjectEntity,
  AdminUserEntity,
  SessionEntity,
]
