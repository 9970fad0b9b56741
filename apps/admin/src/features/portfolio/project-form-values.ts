import {
  type AdminProject,
  companyDate,
  type ProjectStatus,
  type ProjectType,
  projectInputSchema,
  projectUpdateSchema,
} from '@nirman/contract'
import { fieldErrorsOf } from '../forms/refusal'

/**
 * What the project form holds: text as typed, lists as lines of text. The Hindi words only count
 * while `hasHindi` is ticked.
 */
export interface ProjectFormValues {
  title: string
  description: string
  projectType: ProjectType
  completedDate: string
  location: string
  /** One highlight per line. */
  highlights: string
  /** One service per line. */
  services: string
  featured: boolean
  status: ProjectStatus
  hasHindi: boolean
  hindiTitle: string
  hindiDescription: string
  hindiLocation: string
  /** One highlight in Hindi per line. */
  hindiHighlights: string
}

/** The form's fields by the names the contract's issues give them. */
export const projectFormFields = [
  'title',
  'description',
  'projectType',
  'completedDate',
  'location',
  'highlights',
  'services',
  'featured',
  'status',
  'hindi.title',
  'hindi.description',
  'hindi.location',
  'hindi.highlights',
] as const

export const emptyProjectForm: ProjectFormValues = {
  title: '',
  description: '',
  projectType: 'residential',
  completedDate: '',
  location: '',
  highlights: '',
  services: '',
  featured: false,
  status: 'draft',
  hasHindi: false,
  hindiTitle: '',
  hindiDescription: '',
  hindiLocation: '',
  hindiHighlights: '',
}

export function projectFormValuesOf(project: AdminProject): ProjectFormValues {
  return {
    title: project.title,
    description: project.description,
    projectType: project.projectType,
    completedDate: project.completedDate,
    location: project.location,
    highlights: project.highlights.join('\n'),
    services: project.services.join('\n'),
    featured: project.featured,
    status: project.status,
    hasHindi: project.hindi !== null,
    hindiTitle: project.hindi?.title ?? '',
    hindiDescription: project.hindi?.description ?? '',
    hindiLocation: project.hindi?.location ?? '',
    hindiHighlights: project.hindi?.highlights.join('\n') ?? '',
  }
}

/** The lines of a list field, blank lines left out. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')

const bodyOf = (values: ProjectFormValues) => ({
  title: values.title,
  description: values.description,
  projectType: values.projectType,
  completedDate: values.completedDate,
  location: values.location,
  highlights: lines(values.highlights),
  services: lines(values.services),
  featured: values.featured,
  status: values.status,
  // Unticked: null, so the Hindi pages show the English words (what was typed stays in the form).
  hindi: values.hasHindi
    ? {
        title: values.hindiTitle,
        description: values.hindiDescription,
        location: values.hindiLocation,
        highlights: lines(values.hindiHighlights),
      }
    : null,
})

/** Today in the company's time zone: no completion date may be after it. */
export const companyToday = () => companyDate(new Date())

/**
 * The body of `POST /api/admin/projects`, checked with the contract's schema as the server
 * checks it; or the first message of each refused field.
 */
export function newProjectBody(values: ProjectFormValues) {
  const parsed = projectInputSchema(companyToday()).safeParse(bodyOf(values))
  return parsed.success
    ? ({ ok: true, body: parsed.data } as const)
    : ({ ok: false, errors: fieldErrorsOf(parsed.error.issues) } as const)
}

/** The body of `PUT /api/admin/projects/:id` for the version the form was opened on. */
export function projectUpdateBody(values: ProjectFormValues, version: number) {
  const parsed = projectUpdateSchema(companyToday()).safeParse({ ...bodyOf(values), version })
  return parsed.success
    ? ({ ok: true, body: parsed.data } as const)
    : ({ ok: false, errors: fieldErrorsOf(parsed.error.issues) } as const)
}

/**
 * A project as it is, with one change, for the list's Publish and Feature buttons. Every field is
 * sent (the update replaces them all): a left-out `hindi` would be taken as null and wipe it.
 */
export function projectWith(
  project: AdminProject,
  change: Partial<Pick<AdminProject, 'status' | 'featured'>>,
) {
  return {
    title: project.title,
    description: project.description,
    projectType: project.projectType,
    completedDate: project.completedDate,
    location: project.location,
    highlights: project.highlights,
    services: project.services,
    featured: project.featured,
    status: project.status,
    hindi: project.hindi,
    version: project.version,
    ...change,
  }
}
