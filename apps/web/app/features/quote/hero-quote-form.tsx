import { toast } from '@nirman/ui'
import { useMutation } from '@tanstack/react-query'
import { memo, type ReactNode, useLayoutEffect } from 'react'
import { useForm } from 'react-hook-form'
import { QueryProvider } from '../../api/query-provider'
import { refusalMessage } from '../../api/quote'
import { heroQuoteFormCopy as copyEnglish } from '../../content/quote'
import type { Lang } from '../../i18n/lang'
import { fromPart, usePageText } from '../../i18n/page-text'
import { useLang } from '../../i18n/use-lang'
import { useFieldBinding } from './form-field-binding'
import { focusFirstError, ValidationNotice } from './form-notices'
import { HeroQuoteFormView } from './hero-quote-form-view'
import { heroQuoteResolver, preloadQuoteValidation } from './lazy-resolvers'
import { type FormLogicProps, liveForm } from './on-demand-form'
import { honeypotField } from './quote-fields'
import { type QuoteRequestBody, quoteRequestBody, sendQuoteRequest } from './quote-request-body'
import type { HeroQuoteSubmission, HeroQuoteValues } from './quote-validation'
import { useVisitOffer, visitOfferToastMs } from './visit-offer'

// Content in the language of the page being shown (app/i18n/page-text.ts).
const copyHindi = fromPart('forms', (hindi) => hindi.quote.heroQuoteFormCopy)

const startValues: HeroQuoteValues = {
  name: '',
  phone: '',
  email: '',
  projectType: '',
  [honeypotField]: '',
}

const fieldOrder = ['name', 'phone', 'email', 'projectType'] as const

/** This form's own fields among the values typed before its code arrived. */
function pick(values: Record<string, string> = {}): Partial<HeroQuoteValues> {
  const picked: Partial<HeroQuoteValues> = {}
  for (const field of [...fieldOrder, honeypotField] as const) {
    const value = values[field]
    if (value !== undefined) picked[field] = value
  }
  return picked
}

/** What the form's logic gives its view besides the fields' wiring. */
export interface HeroQuoteFormExtras {
  /** The Validation Error notice. */
  notice: ReactNode
  /** Checking or sending: the button is disabled. */
  pending: boolean
}

type LogicProps = FormLogicProps<HeroQuoteFormExtras>

/**
 * The hero quick form's logic: checked on submit, sent with an empty message. Draws nothing: it
 * publishes the fields' wiring and the notice to the form's view (on-demand-form.tsx).
 */
function HeroQuoteFormState({ formRef, startValues: typed, publish }: LogicProps) {
  const lang = useLang()
  const copy = usePageText(copyEnglish, copyHindi)
  const form = useForm<HeroQuoteValues, Lang, HeroQuoteSubmission>({
    defaultValues: { ...startValues, ...pick(typed) },
    resolver: heroQuoteResolver,
    // The checks' messages are in the page's language.
    context: lang,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // focusFirstError does it, scrolling the field with its label and message into view.
    shouldFocusError: false,
  })
  const submission = useMutation({
    mutationFn: (body: QuoteRequestBody) => sendQuoteRequest(body, 'hero', lang),
  })
  const binding = useFieldBinding(form, { inlineErrors: false, fieldOrder })
  const visitOffer = useVisitOffer()

  const send = ({
    [honeypotField]: honeypot,
    name,
    phone,
    email,
    projectType,
  }: HeroQuoteSubmission) => {
    const request = { name, phone, email, projectType, message: '' }
    submission.mutate(quoteRequestBody(request, honeypot), {
      onSuccess: (receipt) => {
        form.reset(startValues)
        // The way on to a site visit, with the request's receipt and the contact just typed.
        toast({
          ...copy.success,
          action: visitOffer(receipt, request),
          duration: visitOfferToastMs,
        })
      },
      onError: (error) => {
        toast({
          title: copy.failure.title,
          description: refusalMessage(lang, error) || copy.failure.fallback,
          variant: 'destructive',
        })
      },
    })
  }

  // Given to the view as soon as it is drawn (a layout effect: in the task that drew the logic).
  useLayoutEffect(() => {
    publish({
      binding,
      formProps: {
        onFocus: () => preloadQuoteValidation(lang),
        onSubmit: form.handleSubmit(send, (errors) =>
          focusFirstError(formRef.current, errors, fieldOrder),
        ),
      },
      view: {
        notice: <ValidationNotice errors={form.formState.errors} fieldOrder={fieldOrder} />,
        // Disabled from the first tap: checking the form comes before sending it.
        pending: submission.isPending || form.formState.isSubmitting,
      },
    })
  })
  return null
}

/** The hero quick form's logic with the quote mutation (fetched when the visitor touches the form). */
export const HeroQuoteFormLogic = memo(function HeroQuoteFormLogic(props: LogicProps) {
  return (
    <QueryProvider>
      <HeroQuoteFormState {...props} />
    </QueryProvider>
  )
})

/** The hero quick form drawn with its code at once. */
export const HeroQuoteForm = liveForm<object, HeroQuoteFormExtras>(
  HeroQuoteFormLogic,
  HeroQuoteFormView,
)
