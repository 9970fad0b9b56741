import { toast } from '@nirman/ui'
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { QueryProvider } from '../../api/query-provider'
import { refusalMessage } from '../../api/quote'
import { heroQuoteFormCopy as copyEnglish } from '../../content/quote'
import type { Lang } from '../../i18n/lang'
import { fromPart, usePageText } from '../../i18n/page-text'
import { useLang } from '../../i18n/use-lang'
import { FormFieldBinding } from './form-field-binding'
import { firstError, focusFirstError, ValidationNotice } from './form-notices'
import { HeroQuoteFormView } from './hero-quote-form-view'
import { heroQuoteResolver, preloadQuoteValidation } from './lazy-resolvers'
import { type FormHandover, useHandover } from './on-demand-form'
import { honeypotField } from './quote-fields'
import { FirstErrorFieldContext } from './quote-form-fields'
import { type QuoteRequestBody, quoteRequestBody, sendQuoteRequest } from './quote-request-body'
import type { HeroQuoteSubmission, HeroQuoteValues } from './quote-validation'

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

/** The hero quick form, live: checked on submit, sent with an empty message. */
function HeroQuoteFormContent(handover: FormHandover) {
  const lang = useLang()
  const copy = usePageText(copyEnglish, copyHindi)
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<HeroQuoteValues, Lang, HeroQuoteSubmission>({
    defaultValues: { ...startValues, ...pick(handover.startValues) },
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
  useHandover(formRef, handover)

  const send = ({
    [honeypotField]: honeypot,
    name,
    phone,
    email,
    projectType,
  }: HeroQuoteSubmission) => {
    const request = { name, phone, email, projectType, message: '' }
    submission.mutate(quoteRequestBody(request, honeypot), {
      onSuccess: () => {
        form.reset(startValues)
        toast(copy.success)
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

  return (
    <FormProvider {...form}>
      <FormFieldBinding>
        <FirstErrorFieldContext value={firstError(form.formState.errors, fieldOrder)?.field}>
          <HeroQuoteFormView
            formProps={{
              ref: formRef,
              onFocus: () => preloadQuoteValidation(lang),
              onSubmit: form.handleSubmit(send, (errors) =>
                focusFirstError(formRef.current, errors, fieldOrder),
              ),
            }}
            notice={<ValidationNotice errors={form.formState.errors} fieldOrder={fieldOrder} />}
            // Disabled from the first tap: checking the form comes before sending it.
            pending={submission.isPending || form.formState.isSubmitting}
          />
        </FirstErrorFieldContext>
      </FormFieldBinding>
    </FormProvider>
  )
}

/** The hero quick form with the quote mutation (fetched when the visitor touches the form). */
export function HeroQuoteForm(handover: FormHandover) {
  return (
    <QueryProvider>
      <HeroQuoteFormContent {...handover} />
    </QueryProvider>
  )
}
