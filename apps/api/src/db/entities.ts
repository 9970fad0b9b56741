import type {
  AuditAction,
  AuditTargetType,
  FunnelStep,
  LeadAlertChannel,
  LeadAlertStatus,
  LeadStage,
  PhotoRole,
  ProjectStatus,
  ProjectType,
  QuoteForm,
  QuoteLanguage,
  QuoteRequest,
  StaffRole,
} from '@nirman/contract'
import { quoteSourceFields } from '@nirman/contract'
import { EntitySchema } from 'typeorm'
import { clientEntities } from './client-entities'
import { quotationEntities } from './quotation-entities'
import { visitEntities } from './visit-entities'

// EntitySchema rather than decorators: no experimentalDecorators or emitDecoratorMetadata, which
// esbuild (tsup, vitest) does not emit, and the row types stay plain interfaces.

type QuoteSourceField = (typeof quoteSourceFields)[number]
/** The column of a request's row that holds a field of its source. */
export type SourceColumn = 'sourceForm' | 'sourcePage' | Exclude<QuoteSourceField, 'form' | 'page'>

/** The row's columns of a request's source, in the order of quoteSourceFields (and of the CSV). */
export const sourceColumns: readonly SourceColumn[] = quoteSourceFields.map((field) =>
  field === 'form' ? 'sourceForm' : field === 'page' ? 'sourcePage' : field,
)

export interface ContactSubmissionRow extends QuoteRequest {
  id: number
  /**
   * The square feet of `landSize` as typed ("2 katha", "30x40"), read with the company's sizes of
   * the land units when the request arrived; null when none was given or it could not be read.
   */
  landSizeSqFt: number | null
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
  /** The alerts this request promised ("email,webhook"): the outbox trigger writes one row each. */
  alertChannels: string
  /** The website's language the visitor used: en or hi. */
  language: QuoteLanguage
  stage: LeadStage
  lostReason: string
  followUpAt: Date | null
  assigneeId: number | null
  /** Bumped by every change of the lead; a change made on an older version is refused (409). */
  version: number
  /** Null only for rows the issue-15 migration found without a date; it fills them. */
  updatedAt: Date | null
  /** The last ten digits of the phone, and the same reversed, for prefix and suffix searches. */
  phoneNational: string
  phoneNationalReversed: string
  isRepeat: boolean
  /** The first attempt to reach the lead, or its first move out of New; null while nobody tried. */
  firstContactAt: Date | null
  /** Who made that first attempt. */
  firstContactById: number | null
  /** When the owner was alerted that the lead waited past its first-contact time; null if never. */
  escalatedAt: Date | null
  /** The furthest step of the funnel it reached (never lost: a lost lead keeps its step). */
  furthestStage: FunnelStep
  /** Working seconds from its arrival to firstContactAt, by the desk's hours then; null before. */
  firstContactSeconds: number | null
}

/**
 * The columns a new request is stored with; the first-contact and report columns start at their
 * defaults (NULL, 'new'), so a batch's INSERT does not carry them.
 */
export type NewRequestRow = Omit<
  ContactSubmissionRow,
  | 'id'
  | 'isRepeat'
  | 'firstContactAt'
  | 'firstContactById'
  | 'escalatedAt'
  | 'furthestStage'
  | 'firstContactSeconds'
>

/** The lead columns a new request starts with. */
export const newLeadColumns = {
  stage: 'new',
  lostReason: '',
  followUpAt: null,
  assigneeId: null,
  version: 1,
} as const satisfies Partial<ContactSubmissionRow>

export type LeadEventKind =
  | 'note'
  | 'stage'
  | 'follow_up'
  | 'assignment'
  | 'spam'
  | 'quotation'
  /** An attempt to reach the lead: data {channel, outcome, outcomeAt}, the outcome set later. */
  | 'contact'
  /** A site visit booked, moved or cancelled: data {visitId, change, startsAt, status}. */
  | 'visit'

/** One entry of a request's timeline (alerts come from lead_alerts). `data` is JSON. */
export interface LeadEventRow {
  id: number
  submissionId: number
  at: Date
  actorId: number | null
  actorName: string | null
  kind: LeadEventKind
  data: string
}

/** One word a request can be found by (leads/search-terms.ts): a prefix search on an index. */
export interface LeadSearchTermRow {
  id: number
  submissionId: number
  term: string
}

/** One change to a lead or an account, for the owner. Never a lead's personal data. */
export interface AuditLogRow {
  id: number
  at: Date
  actorId: number | null
  actorName: string | null
  action: AuditAction
  targetType: AuditTargetType
  targetId: number
  /** JSON of an object of text, numbers, booleans and nulls. */
  details: string
}

/** The columns of every outbox table: one send to make, its attempts and its lease (outbox/). */
export interface OutboxFields {
  id: number
  status: LeadAlertStatus
  attempts: number
  lastError: string | null
  createdAt: Date
  nextAttemptAt: Date
  lockedUntil: Date | null
  sentAt: Date | null
}

/** One alert promised by a quote request: a row of the transactional outbox. */
export interface LeadAlertRow extends OutboxFields {
  submissionId: number
  channel: LeadAlertChannel
}

/**
 * One e-mail to a visitor or a client, waiting in the mail outbox (mail/mail-outbox.ts): the
 * template's name, the language and the data it is filled with, as JSON.
 */
export interface MailOutboxRow extends OutboxFields {
  template: string
  language: QuoteLanguage
  recipient: string
  data: string
}

/** One saved version of the owner's settings (settings/site-settings-store.ts), as JSON. */
export interface SiteSettingsRow {
  version: number
  settings: string
  savedAt: Date
  savedBy: string | null
  /** The version a part of which this one brought back; null for a save. */
  restoredFrom: number | null
}

export interface ProjectRow {
  id: number
  title: string
  description: string
  /** The sample portfolio's illustration; empty for a project added in the dashboard. */
  imageUrl: string
  projectType: ProjectType
  completedDate: string
  featured: boolean
  location: string
  /** Drafts are invisible to visitors. */
  status: ProjectStatus
  /** Position in the portfolio, 0 first. */
  sortOrder: number
  /** JSON arrays of text; null in rows older than the migration that added them. */
  highlights: string | null
  services: string | null
  /** The words of the /hi/ pages; a null title: no Hindi version (those pages show the English). */
  hindiTitle: string | null
  hindiDescription: string | null
  /** Empty or null: the English location is shown. */
  hindiLocation: string | null
  /** A JSON array of text, like `highlights`; none: the English ones are shown. */
  hindiHighlights: string | null
  /** Bumped by every change of the project or its photos; a stale change is refused (409). */
  version: number
  updatedAt: Date | null
}

/** One photo of a project: its files are `<storageKey>-<width>.<format>` in the media storage. */
export interface ProjectPhotoRow {
  id: number
  projectId: number
  sortOrder: number
  caption: string
  role: PhotoRole
  storageKey: string
  /** Of the largest stored width. */
  width: number
  height: number
  /** "480,960,1600" */
  widths: string
  /** "webp,jpeg", smallest files first. */
  formats: string
  createdAt: Date
}

export type TestimonialSegment = 'homeowners' | 'developers' | 'commercial'

export interface TestimonialRow {
  id: number
  quote: string
  author: string
  detail: string
  project: string
  segment: TestimonialSegment | null
  /** "home,portfolio,solutions" */
  placements: string
  published: boolean
  sortOrder: number
  hindiQuote: string | null
  /** The author's name in Devanagari (the website's Hindi pages show it; empty: the English one). */
  hindiAuthor: string | null
  hindiDetail: string | null
  hindiProject: string | null
  version: number
  createdAt: Date
  updatedAt: Date
}

export interface AdminUserRow {
  id: number
  name: string
  username: string
  passwordHash: string
  createdAt: Date
  lastLoginAt: Date | null
  role: StaffRole
  /** Where the account's e-mails go (escalations, the morning digest); '' for none. */
  email: string
  /** When the owner disabled the account; null while it may sign in. */
  disabledAt: Date | null
}

export interface SessionRow {
  id: string
  data: string
  expiresAt: Date
  /** The signed-in account, so its sessions can be ended (disabled, password changed). */
  adminUserId: number | null
  /** The signed-in client (client sessions), so theirs can be ended (revoked, signed out everywhere). */
  clientId: number | null
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
    // DOUBLE on MySQL/MariaDB, REAL on SQLite: mysql2 and better-sqlite3 both answer a number.
    landSizeSqFt: { type: 'double', nullable: true },
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
    alertChannels: { ...text(40), default: '' },
    language: { ...text(5), default: 'en' },
    stage: { ...text(30), default: 'new' },
    lostReason: { ...text(500), default: '' },
    followUpAt: { ...datetime, nullable: true },
    assigneeId: { type: 'integer', nullable: true },
    version: { type: 'integer', default: 1 },
    updatedAt: { ...datetime, nullable: true },
    phoneNational: { ...text(10), default: '' },
    phoneNationalReversed: { ...text(10), default: '' },
    isRepeat: { type: 'boolean', default: false },
    firstContactAt: { ...datetime, nullable: true },
    firstContactById: { type: 'integer', nullable: true },
    escalatedAt: { ...datetime, nullable: true },
    furthestStage: { ...text(30), default: 'new' },
    firstContactSeconds: { type: 'integer', nullable: true },
  },
})

export const LeadEventEntity = new EntitySchema<LeadEventRow>({
  name: 'LeadEvent',
  tableName: 'lead_events',
  columns: {
    id: { type: 'integer', primary: true, generated: 'increment' },
    submissionId: { type: 'integer' },
    at: datetime,
    actorId: { type: 'integer', nullable: true },
    actorName: { ...text(100), nullable: true },
    kind: text(20),
    data: { type: 'text' },
  },
})

export const LeadSearchTermEntity = new EntitySchema<LeadSearchTermRow>({
  name: 'LeadSearchTerm',
  tableName: 'lead_search_terms',
  columns: {
    id: { type: 'integer', primary: true, generated: 'increment' },
    submissionId: { type: 'integer' },
    term: text(100),
  },
})

export const AuditLogEntity = new EntitySchema<AuditLogRow>({
  name: 'AuditLog',
  tableName: 'audit_log',
  columns: {
    id: { type: 'integer', primary: true, generated: 'increment' },
    at: datetime,
    actorId: { type: 'integer', nullable: true },
    actorName: { ...text(100), nullable: true },
    action: text(40),
    targetType: text(20),
    targetId: { type: 'integer' },
    details: { type: 'text' },
  },
})

/** The columns of OutboxFields, in every outbox table. */
const outboxColumns = {
  id: { type: 'integer', primary: true, generated: 'increment' },
  status: { ...text(20), default: 'pending' },
  attempts: { type: 'integer', default: 0 },
  lastError: { ...text(500), nullable: true },
  createdAt: datetime,
  nextAttemptAt: datetime,
  lockedUntil: { ...datetime, nullable: true },
  sentAt: { ...datetime, nullable: true },
} as const

export const LeadAlertEntity = new EntitySchema<LeadAlertRow>({
  name: 'LeadAlert',
  tableName: 'lead_alerts',
  columns: {
    ...outboxColumns,
    submissionId: { type: 'integer' },
    channel: text(20),
  },
})

export const MailOutboxEntity = new EntitySchema<MailOutboxRow>({
  name: 'MailOutbox',
  tableName: 'mail_outbox',
  columns: {
    ...outboxColumns,
    template: text(60),
    language: text(5),
    recipient: text(254),
    data: { type: 'text' },
  },
})

export const SiteSettingsEntity = new EntitySchema<SiteSettingsRow>({
  name: 'SiteSettings',
  tableName: 'site_settings',
  columns: {
    version: { type: 'integer', primary: true },
    settings: { type: 'text' },
    savedAt: datetime,
    savedBy: { ...text(100), nullable: true },
    restoredFrom: { type: 'integer', nullable: true },
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
    status: { ...text(10), default: 'published' },
    sortOrder: { type: 'integer', default: 0 },
    highlights: { type: 'text', nullable: true },
    services: { type: 'text', nullable: true },
    hindiTitle: { ...text(120), nullable: true },
    hindiDescription: { type: 'text', nullable: true },
    hindiLocation: { ...text(120), nullable: true },
    hindiHighlights: { type: 'text', nullable: true },
    version: { type: 'integer', default: 1 },
    updatedAt: { ...datetime, nullable: true },
  },
})

export const ProjectPhotoEntity = new EntitySchema<ProjectPhotoRow>({
  name: 'ProjectPhoto',
  tableName: 'project_photos',
  columns: {
    id: { type: 'integer', primary: true, generated: 'increment' },
    projectId: { type: 'integer' },
    sortOrder: { type: 'integer', default: 0 },
    caption: { ...text(200), default: '' },
    role: { ...text(20), default: 'gallery' },
    storageKey: text(64),
    width: { type: 'integer' },
    height: { type: 'integer' },
    widths: text(40),
    formats: text(40),
    createdAt: datetime,
  },
})

export const TestimonialEntity = new EntitySchema<TestimonialRow>({
  name: 'Testimonial',
  tableName: 'testimonials',
  columns: {
    id: { type: 'integer', primary: true, generated: 'increment' },
    quote: { type: 'text' },
    author: text(120),
    detail: { ...text(160), default: '' },
    project: { ...text(160), default: '' },
    segment: { ...text(20), nullable: true },
    placements: { ...text(60), default: '' },
    published: { type: 'boolean', default: false },
    sortOrder: { type: 'integer', default: 0 },
    hindiQuote: { type: 'text', nullable: true },
    hindiAuthor: { ...text(120), nullable: true },
    hindiDetail: { ...text(160), nullable: true },
    hindiProject: { ...text(160), nullable: true },
    version: { type: 'integer', default: 1 },
    createdAt: datetime,
    updatedAt: datetime,
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
    role: { ...text(10), default: 'staff' },
    email: { ...text(254), default: '' },
    disabledAt: { ...datetime, nullable: true },
  },
})

export const SessionEntity = new EntitySchema<SessionRow>({
  name: 'Session',
  tableName: 'sessions',
  columns: {
    id: { ...text(128), primary: true },
    data: { type: 'text' },
    expiresAt: datetime,
    adminUserId: { type: 'integer', nullable: true },
    clientId: { type: 'integer', nullable: true },
  },
})

/** The turns taken in one pool of the assignment rules (leads/lead-assignment.ts). */
export interface LeadAssignmentTurnRow {
  pool: string
  turn: number
}

export const LeadAssignmentTurnEntity = new EntitySchema<LeadAssignmentTurnRow>({
  name: 'LeadAssignmentTurn',
  tableName: 'lead_assignment_turns',
  columns: {
    pool: { ...text(120), primary: true },
    turn: { type: 'bigint', default: 0 },
  },
})

/**
 * A morning digest of follow-ups made for one account on one company day (leads/morning-digest.ts):
 * the row is the promise that it is made once, whatever the instances.
 */
export interface StaffDigestRow {
  staffId: number
  /** The company date, "2026-11-30". */
  day: string
  createdAt: Date
  /** The digest's e-mail in the mail outbox; null when the account had nothing due. */
  mailId: number | null
}

export const StaffDigestEntity = new EntitySchema<StaffDigestRow>({
  name: 'StaffDigest',
  tableName: 'staff_digests',
  columns: {
    staffId: { type: 'integer', primary: true },
    day: { ...text(10), primary: true },
    createdAt: datetime,
    mailId: { type: 'integer', nullable: true },
  },
})

export const entities = [
  ContactSubmissionEntity,
  LeadAlertEntity,
  MailOutboxEntity,
  SiteSettingsEntity,
  ProjectEntity,
  AdminUserEntity,
  SessionEntity,
  LeadEventEntity,
  LeadSearchTermEntity,
  AuditLogEntity,
  LeadAssignmentTurnEntity,
  StaffDigestEntity,
  ProjectPhotoEntity,
  TestimonialEntity,
  ...clientEntities,
  ...quotationEntities,
  ...visitEntities,
]
