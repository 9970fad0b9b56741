import {
  type AdminTestimonial,
  type PublicTestimonial,
  type TestimonialPlacement,
  testimonialInputSchema,
  testimonialPlacements,
  testimonialUpdateSchema,
} from '@nirman/contract'
import { fieldErrorsOf } from '../forms/refusal'

export type Segment = NonNullable<PublicTestimonial['segment']>
export const segments: readonly Segment[] = ['homeowners', 'developers', 'commercial']

/** What the testimonial form holds; the Hindi words only count while `hasHindi` is ticked. */
export interface TestimonialFormValues {
  quote: string
  author: string
  detail: string
  project: string
  placements: TestimonialPlacement[]
  segment: Segment | ''
  published: boolean
  hasHindi: boolean
  hindiQuote: string
  hindiAuthor: string
  hindiDetail: string
  hindiProject: string
}

/** The form's fields by the names the contract's issues give them. */
export const testimonialFormFields = [
  'quote',
  'author',
  'detail',
  'project',
  'placements',
  'segment',
  'published',
  'hindi.quote',
  'hindi.author',
  'hindi.detail',
  'hindi.project',
] as const

export const emptyTestimonialForm: TestimonialFormValues = {
  quote: '',
  author: '',
  detail: '',
  project: '',
  placements: [],
  segment: '',
  published: false,
  hasHindi: false,
  hindiQuote: '',
  hindiAuthor: '',
  hindiDetail: '',
  hindiProject: '',
}

export function testimonialFormValuesOf(testimonial: AdminTestimonial): TestimonialFormValues {
  return {
    quote: testimonial.quote,
    author: testimonial.author,
    detail: testimonial.detail,
    project: testimonial.project,
    placements: testimonial.placements,
    segment: testimonial.segment ?? '',
    published: testimonial.published,
    hasHindi: testimonial.hindi !== null,
    hindiQuote: testimonial.hindi?.quote ?? '',
    hindiAuthor: testimonial.hindi?.author ?? '',
    hindiDetail: testimonial.hindi?.detail ?? '',
    hindiProject: testimonial.hindi?.project ?? '',
  }
}

const bodyOf = (values: TestimonialFormValues) => ({
  quote: values.quote,
  author: values.author,
  detail: values.detail,
  project: values.project,
  // In the contract's order, whatever order they were ticked in.
  placements: testimonialPlacements.filter((placement) => values.placements.includes(placement)),
  segment: values.segment === '' ? null : values.segment,
  published: values.published,
  hindi: values.hasHindi
    ? {
        quote: values.hindiQuote,
        author: values.hindiAuthor,
        detail: values.hindiDetail,
        project: values.hindiProject,
      }
    : null,
})

/** The body of `POST /api/admin/testimonials`, checked as the server checks it. */
export function newTestimonialBody(values: TestimonialFormValues) {
  const parsed = testimonialInputSchema.safeParse(bodyOf(values))
  return parsed.success
    ? ({ ok: true, body: parsed.data } as const)
    : ({ ok: false, errors: fieldErrorsOf(parsed.error.issues) } as const)
}

/** The body of `PUT /api/admin/testimonials/:id` for the version the form was opened on. */
export function testimonialUpdateBody(values: TestimonialFormValues, version: number) {
  const parsed = testimonialUpdateSchema.safeParse({ ...bodyOf(values), version })
  return parsed.success
    ? ({ ok: true, body: parsed.data } as const)
    : ({ ok: false, errors: fieldErrorsOf(parsed.error.issues) } as const)
}
