import { toast } from '@nirman/ui'
import { useMutation } from '@tanstack/react-query'
import { memo, type ReactNode, useEffect, useLayoutEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { QueryProvider } from '../../api/query-provider'
import { refusalMessage } from '../../api/quote'
import {
  contactResultCopy as contactResultCopyEnglish,
  type FullQuoteFormVariant,
  homeResultCopy as homeResultCopyEnglish,
  popupResultCopy as popupResultCopyEnglish,
} from '../../content/quote'
import type { Lang } from '../../i18n/lang'
import { fromPart, usePageText } from '../../i18n/page-text'
import { useLang } from '../../i18n/use-lang'
import { useFieldBinding } from './form-field-binding'
import { focusFirstError, ResultNotice, ValidationNotice } from './form-notices'
import { FullQuoteFormView } from './full-quote-form-view'
import { fullQuoteResolver, preloadQuoteValidation } from './lazy-resolvers'
import { type FormLogicProps, liveForm } from './on-demand-form'
import { emptyFullQuoteForm, honeypotField, quoteRequestFields } from './quote-fields'
import { type QuoteRequestBody, quoteRequestBody, sendQuoteRequest } from './quote-request-body'
import type { FullQuoteSubmission, FullQuoteValues } from './quote-validation'
import { useVisitOffer, VisitOfferLink, visitOfferToastMs } from './visit-offer'

// Content in the language of the page being shown (app/i18n/page-text.ts).
const contactResultCopyHindi = fromPart('forms', (hindi) => hindi.quote.contactResultCopy)
const homeResultCopyHindi = fromPart('forms', (hindi) => hindi.quote.homeResultCopy)
const popupResultCopyHindi = fromPart('forms', (hindi) => hindi.quote.popupResultCopy)

export interface FullQuoteFormProps {
  /** Where the form sits: it picks the project types and how errors and results are shown. */
  variant: FullQuoteFormVariant
  /** Starts the message with this text (an estimate sent from a calculator). */
  initialMessage?: string | undefined
  /** Called after a successful submission (the popup closes itself). */
  onSubmitted?: () => void
  /** The `id` of the `<form>`, for a page that links to it. */
  id?: string
}

/** What the form's logic gives its view besides the fields' wiring. */
export interface FullQuoteFormExtras {
  /** The Validation Error and result notices. */
  notices: ReactNode
  /** Checking or sending: the button is disabled. */
  pending: boolean
  messageLength: number
}

const startValues: FullQuoteValues = { ...emptyFullQuoteForm, [honeypotField]: '' }

/** This form's own fields among the values typed before its code arrived. */
function pick(values: Record<string, string> = {}): Partial<FullQuoteValues> {
  const picked: Partial<FullQuoteValues> = {}
  for (const field of Object.keys(startValues) as (keyof FullQuoteValues)[]) {
    const value = values[field]
    if (value !== undefined) picked[field] = value
  }
  return picked
}

type LogicProps = FullQuoteFormProps & FormLogicProps<FullQuoteFormExtras>

/**
 * The full quote request (website.md sections 3 to 5): contact details, the plot and the project.
 * Checked on submit before anything is sent; the popup shows each field's message under it and
 * checks again on every change, the other variants show the first message in a notice. Draws
 * nothing: it publishes the fields' wiring and the view's notices to the form's view
 * (on-demand-form.tsx).
 */
function FullQuoteFormState({
  variant,
  initialMessage,
  onSubmitted,
  formRef,
  startValues: typed,
  publish,
}: LogicProps) {
  const lang = useLang()
  const contactResultCopy = usePageText(contactResultCopyEnglish, contactResultCopyHindi)
  const homeResultCopy = usePageText(homeResultCopyEnglish, homeResultCopyHindi)
  const popupResultCopy = usePageText(popupResultCopyEnglish, popupResultCopyHindi)
  const inlineErrors = variant === 'popup'
  const form = useForm<FullQuoteValues, Lang, FullQuoteSubmission>({
    defaultValues: { ...startValues, ...pick(typed) },
    resolver: fullQuoteResolver,
    // The checks' messages are in the page's language.
    context: lang,
    mode: 'onSubmit',
    reValidateMode: inlineErrors ? 'onChange' : 'onSubmit',
    // focusFirstError does it, scrolling the field with its label and message into view.
    shouldFocusError: false,
  })
  const { setValue, reset, handleSubmit } = form
  const submission = useMutation({
    mutationFn: (body: QuoteRequestBody) => sendQuoteRequest(body, variant, lang),
  })
  const binding = useFieldBinding(form, { inlineErrors, fieldOrder: quoteRequestFields })
  const visitOffer = useVisitOffer()
  const messageLength = useWatch({ control: form.control, name: 'message' })?.length ?? 0

  useEffect(() => {
    if (initialMessage) setValue('message', initialMessage)
  }, [initialMessage, setValue])

  const send = ({ [honeypotField]: honeypot, ...request }: FullQuoteSubmission) => {
    submission.mutate(quoteRequestBody(request, honeypot), {
      onSuccess: (receipt) => {
        reset(startValues)
        // The way on to a site visit, with the request's receipt and the contact just typed.
        const offer = { action: visitOffer(receipt, request), duration: visitOfferToastMs }
        if (variant === 'popup') toast({ ...popupResultCopy.success, ...offer })
        if (variant === 'home') toast({ ...homeResultCopy.success, ...offer })
        onSubmitted?.()
      },
      onError: (error) => {
        if (variant === 'popup') toast({ ...popupResultCopy.failure, variant: 'destructive' })
        if (variant === 'home') {
          toast({
            title: homeResultCopy.failure.title,
            description: refusalMessage(lang, error) || homeResultCopy.failure.fallback,
            variant: 'destructive',
          })
        }
      },
    })
  }

  const notices = (
    <>
      {inlineErrors ? null : (
        <ValidationNotice errors={form.formState.errors} fieldOrder={quoteRequestFields} />
      )}
      {variant === 'contact' && submission.isSuccess ? (
        <div className="space-y-4">
          <ResultNotice variant="success" message={contactResultCopy.success} />
          <VisitOfferLink receipt={submission.data} typed={submission.variables} />
        </div>
      ) : null}
      {variant === 'contact' && submission.isError ? (
        <ResultNotice
          variant="destructive"
          message={{
            title: contactResultCopy.failure.title,
            description:
              refusalMessage(lang, submission.error) || contactResultCopy.failure.fallback,
          }}
        />
      ) : null}
    </>
  )
  // Given to the view as soon as it is drawn (a layout effect: in the task that drew the logic,
  // before the visitor can type into a field not yet wired).
  useLayoutEffect(() => {
    publish({
      binding,
      formProps: {
        // Fetch the schemas while the visitor types, so the first submit does not wait.
        onFocus: () => preloadQuoteValidation(lang),
        // A new attempt replaces the result notice of the previous one; a refused one takes the
        // visitor to the first failing field.
        onSubmit: handleSubmit(send, (errors) => {
          submission.reset()
          focusFirstError(formRef.current, errors, quoteRequestFields)
        }),
      },
      view: {
        notices,
        // Disabled from the first tap: checking the form comes before sending it.
        pending: submission.isPending || form.formState.isSubmitting,
        messageLength,
      },
    })
  })
  return null
}

/** The full form's logic with the quote mutation, fetched when the visitor touches the form. */
export const FullQuoteFormLogic = memo(function FullQuoteFormLogic(props: LogicProps) {
  return (
    <QueryProvider>
      <FullQuoteFormState {...props} />
    </QueryProvider>
  )
})

/** The full quote form drawn with its code at once: the popup's. */
export const FullQuoteForm = liveForm<FullQuoteFormProps, FullQuoteFormExtras>(
  FullQuoteFormLogic,
  FullQuoteFormView,
)
