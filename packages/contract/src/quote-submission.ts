import type { z } from 'zod'
import { quoteMessages } from './messages'
import { contactProjectTypes, heroProjectTypes, popupProjectTypes } from './quote-fields'
import { fullQuoteFormSchema, heroQuoteFormSchema, quoteRequestSchema } from './quote-request'
import {
  idempotencyKeySchema,
  type QuoteForm,
  quoteLanguageSchema,
  quoteSourceSchema,
} from './quote-source'

const projectTypesOf: Record<QuoteForm, readonly string[]> = {
  hero: heroProjectTypes,
  popup: popupProjectTypes,
  home: contactProjectTypes,
  contact: contactProjectTypes,
}

/**
 * What `POST /api/contact` accepts: the fields of a quote request, checked like the form that sent
 * them (`source.form`): the hero form's five fields with a required e-mail, or every required field
 * of the full forms. A request without a source (an API client) is checked like a full form. The
 * idempotency key makes a repeat of the same submission answer the first receipt. `language` is the
 * website's language the visitor used (`en` when not given).
 */
export const quoteSubmissionSchema = quoteRequestSchema
  .extend({
    idempotencyKey: idempotencyKeySchema.optional(),
    source: quoteSourceSchema.optional(),
    language: quoteLanguageSchema,
  })
  .superRefine((submission, context) => {
    const form = submission.source?.form
    const formSchema = form === 'hero' ? heroQuoteFormSchema : fullQuoteFormSchema
    const checked = formSchema.safeParse(submission)
    for (const issue of checked.success ? [] : checked.error.issues) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message })
    }
    if (form && !projectTypesOf[form].includes(submission.projectType)) {
      context.addIssue({
        code: 'custom',
        path: ['projectType'],
        message: quoteMessages.projectType,
      })
    }
  })
export type QuoteSubmissionInput = z.input<typeof quoteSubmissionSchema>
export type QuoteSubmission = z.output<typeof quoteSubmissionSchema>
