import {
  type AdminClientProject,
  type ClientInput,
  type ClientProjectCreate,
  type ClientProjectUpdate,
  type ContactSubmission,
  clientInputSchema,
  clientProjectCreateSchema,
  clientProjectMessages,
  clientProjectUpdateSchema,
  formatRupees,
  paiseOfRupees,
  type QuoteLanguage,
} from '@nirman/contract'
import { clientProjectCopy } from '../../client-projects-content'
import { fieldErrorsOf } from '../forms/refusal'

/**
 * What the project's fields form holds: text as typed (the contract value in rupees, as staff
 * write it), the staff responsible as their ids.
 */
export interface ProjectFieldsValues {
  title: string
  siteAddress: string
  city: string
  projectType: string
  /** Rupees as typed: "40,00,000", "40 lakh", "₹12,40,000.50". */
  contractValue: string
  /** `YYYY-MM-DD`. */
  startDate: string
  staffIds: readonly number[]
}

/** The new-project form: the fields, the floors of the usual schedule and the first client. */
export interface NewProjectValues extends ProjectFieldsValues {
  floors: number
  clientName: string
  clientEmail: string
  clientPhone: string
  clientLanguage: QuoteLanguage
}

type Checked<Body> =
  | { readonly ok: true; readonly body: Body }
  | { readonly ok: false; readonly errors: Record<string, string> }

/**
 * The fields the forms show a message beside, by the names the contract's issues give them
 * (`contractValuePaise`, `staffIds`); the client's as `client.name` and so on.
 */
export const projectFieldNames = [
  'title',
  'siteAddress',
  'city',
  'projectType',
  'contractValuePaise',
  'startDate',
  'staffIds',
] as const
export const newProjectFieldNames = [
  ...projectFieldNames,
  'floors',
  'client.name',
  'client.email',
  'client.phone',
  'client.language',
] as const

/** An amount in paise as the contract value field shows it: the figures, without the ₹. */
export const rupeesText = (paise: number) => formatRupees(paise).replace('₹', '')

export function emptyNewProject(today: string, staffIds: readonly number[]): NewProjectValues {
  return {
    title: '',
    siteAddress: '',
    city: '',
    projectType: '',
    contractValue: '',
    startDate: today,
    staffIds,
    floors: 2,
    clientName: '',
    clientEmail: '',
    clientPhone: '',
    clientLanguage: 'en',
  }
}

/**
 * A new project's values from a Won request: the title "House of <name>, <city>", its city and
 * project type, and its sender as the client (name, e-mail, phone, the language they wrote in).
 */
export function newProjectFromLead(
  lead: Pick<ContactSubmission, 'name' | 'email' | 'phone' | 'city' | 'projectType' | 'language'>,
  empty: NewProjectValues,
): NewProjectValues {
  return {
    ...empty,
    title: clientProjectCopy.houseOf(lead.name, lead.city),
    city: lead.city,
    projectType: lead.projectType,
    clientName: lead.name,
    clientEmail: lead.email,
    clientPhone: lead.phone,
    clientLanguage: lead.language,
  }
}

export function projectFieldsOf(project: AdminClientProject): ProjectFieldsValues {
  return {
    title: project.title,
    siteAddress: project.siteAddress,
    city: project.city,
    projectType: project.projectType,
    contractValue: rupeesText(project.contractValuePaise),
    startDate: project.startDate,
    staffIds: project.staff.map((member) => member.id),
  }
}

/**
 * The fields as the contract wants them. A contract value that does not read as rupees is refused
 * here with the contract's message (the schema would only see a number).
 */
function fieldsBody(values: ProjectFieldsValues) {
  const paise = paiseOfRupees(values.contractValue)
  const refused: Record<string, string> =
    paise === null ? { contractValuePaise: clientProjectMessages.contractValue } : {}
  return {
    refused,
    body: {
      title: values.title,
      siteAddress: values.siteAddress,
      city: values.city,
      projectType: values.projectType,
      contractValuePaise: paise ?? 0,
      startDate: values.startDate,
      staffIds: [...values.staffIds],
    },
  }
}

/** The client typed in the new form: none when its fields are all left empty. */
function clientOf(values: NewProjectValues): Checked<ClientInput[]> {
  const typed = [values.clientName, values.clientEmail, values.clientPhone]
  if (typed.every((text) => text.trim() === '')) return { ok: true, body: [] }
  const parsed = clientInputSchema.safeParse({
    name: values.clientName,
    email: values.clientEmail,
    phone: values.clientPhone,
    language: values.clientLanguage,
  })
  if (parsed.success) return { ok: true, body: [parsed.data] }
  const errors: Record<string, string> = {}
  for (const [field, message] of Object.entries(fieldErrorsOf(parsed.error.issues))) {
    errors[`client.${field}`] = message
  }
  return { ok: false, errors }
}

/**
 * The body of `POST /api/admin/client-projects`, checked with the contract's schema as the server
 * checks it; or the first message of each refused field.
 *
 * @param values the form as typed
 * @param leadId the Won request it comes from, or null
 */
export function newProjectBody(
  values: NewProjectValues,
  leadId: number | null,
): Checked<ClientProjectCreate> {
  const { refused, body } = fieldsBody(values)
  const client = clientOf(values)
  const parsed = clientProjectCreateSchema.safeParse({
    ...body,
    floors: values.floors,
    leadId,
    clients: client.ok ? client.body : [],
  })
  const errors = {
    ...(parsed.success ? {} : fieldErrorsOf(parsed.error.issues)),
    ...refused,
    ...(client.ok ? {} : client.errors),
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, body: parsed.data }
}

/** The body of `PUT /api/admin/client-projects/:id`, made on `version`. */
export function projectUpdateBody(
  values: ProjectFieldsValues,
  version: number,
): Checked<ClientProjectUpdate> {
  const { refused, body } = fieldsBody(values)
  const parsed = clientProjectUpdateSchema.safeParse({ ...body, version })
  const errors = { ...(parsed.success ? {} : fieldErrorsOf(parsed.error.issues)), ...refused }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, body: parsed.data }
}

/** Ticks or unticks a member of staff, keeping the others in their order. */
export function toggledStaff(staffIds: readonly number[], id: number, on: boolean): number[] {
  const others = staffIds.filter((other) => other !== id)
  return on ? [...others, id] : others
}
