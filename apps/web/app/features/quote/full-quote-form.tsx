import { Button, toast } from '@nirman/ui'
import { useMutation } from '@tanstack/react-query'
import { useEffect } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { QueryProvider } from '../../api/query-provider'
import { serverMessage } from '../../api/quote'
import {
  contactResultCopy,
  type FullQuoteFormVariant,
  fullQuoteFormCopy,
  homeResultCopy,
  popupResultCopy,
  quoteFieldCopy,
} from '../../content/quote'
import { useHydrated } from '../../hooks/use-hydrated'
import { ResultNotice, ValidationNotice } from './form-notices'
import { LandDimensionFields } from './land-dimension-fields'
import { fullQuoteResolver, preloadQuoteValidation } from './lazy-resolvers'
import {
  contactProjectTypes,
  emptyFullQuoteForm,
  honeypotField,
  landFacingOptions,
  popupProjectTypes,
  quoteRequestFields,
} from './quote-fields'
import {
  HoneypotField,
  InlineErrorsContext,
  InputField,
  SelectField,
  TextareaField,
} from './quote-form-fields'
import { quoteRequestBody, sendQuoteRequest } from './quote-request-body'
import type { FullQuoteSubmission, FullQuoteValues } from './quote-validation'

export interface FullQuoteFormProps {
  /** Where the form sits: it picks the project types and how errors and results are shown. */
  variant: FullQuoteFormVariant
  /** Starts the message with this text (an estimate sent from a calculator). */
  initialMessage?: string
  /** Called after a successful submission (the popup closes itself). */
  onSubmitted?: () => void
  /** The `id` of the `<form>`, for a page that links to it. */
  id?: string
}

const startValues: FullQuoteValues = { ...emptyFullQuoteForm, [honeypotField]: '' }

const projectTypes = {
  popup: popupProjectTypes,
  home: contactProjectTypes,
  contact: contactProjectTypes,
} as const

/**
 * The full quote request (website.md sections 3 to 5): contact details, the plot and the project.
 * Checked on submit before anything is sent; the popup shows each field's message under it and
 * checks again on every change, the other variants show the first message in a notice.
 */
function FullQuoteFormContent({ variant, initialMessage, onSubmitted, id }: FullQuoteFormProps) {
  const inlineErrors = variant === 'popup'
  const hydrated = useHydrated()
  const form = useForm<FullQuoteValues, unknown, FullQuoteSubmission>({
    defaultValues: startValues,
    resolver: fullQuoteResolver,
    mode: 'onSubmit',
    reValidateMode: inlineErrors ? 'onChange' : 'onSubmit',
  })
  const { setValue, reset, handleSubmit } = form
  const submission = useMutation({ mutationFn: sendQuoteRequest })

  useEffect(() => {
    if (initialMessage) setValue('message', initialMessage)
  }, [initialMessage, setValue])

  const send = ({ [honeypotField]: honeypot, ...request }: FullQuoteSubmission) => {
    submission.mutate(quoteRequestBody(request, honeypot), {
      onSuccess: () => {
        reset(startValues)
        if (variant === 'popup') toast(popupResultCopy.success)
        if (variant === 'home') toast(homeResultCopy.success)
        onSubmitted?.()
      },
      onError: (error) => {
        if (variant === 'popup') toast({ ...popupResultCopy.failure, variant: 'destructive' })
        if (variant === 'home') {
          toast({
            title: homeResultCopy.failure.title,
            description: serverMessage(error) ?? homeResultCopy.failure.fallback,
            variant: 'destructive',
          })
        }
      },
    })
  }

  const { submitLabel, pendingLabel } = fullQuoteFormCopy[variant]
  const copy = quoteFieldCopy

  return (
    <FormProvider {...form}>
      <InlineErrorsContext value={inlineErrors}>
        <form
          id={id}
          noValidate
          // Fetch the schemas while the visitor types, so the first submit does not wait for them.
          onFocus={preloadQuoteValidation}
          // A new attempt replaces the result notice of the previous one.
          onSubmit={handleSubmit(send, () => submission.reset())}
          className="@container grid gap-5"
        >
          <div className="grid gap-4 @lg:grid-cols-2">
            <InputField<FullQuoteValues>
              name="name"
              label={copy.name.label}
              placeholder={copy.name.placeholder}
              required
              autoComplete="name"
            />
            <InputField<FullQuoteValues>
              name="phone"
              label={copy.phone.label}
              placeholder={copy.phone.placeholder}
              required
              type="tel"
              inputMode="tel"
              autoComplete="tel"
            />
            <InputField<FullQuoteValues>
              name="email"
              label={copy.email.label}
              placeholder={copy.email.placeholder}
              type="email"
              autoComplete="email"
            />
            <InputField<FullQuoteValues>
              name="city"
              label={copy.city.label}
              placeholder={copy.city.placeholder}
              required
              autoComplete="address-level2"
            />
            <InputField<FullQuoteValues>
              name="landSize"
              label={copy.landSize.label}
              placeholder={copy.landSize.placeholder}
              required
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
            />
          </div>
          <LandDimensionFields />
          <div className="grid gap-4 @lg:grid-cols-2">
            <SelectField<FullQuoteValues>
              name="landFacing"
              label={copy.landFacing.label}
              placeholder={copy.landFacing.placeholder}
              options={landFacingOptions}
              required
            />
            <SelectField<FullQuoteValues>
              name="projectType"
              label={copy.projectType.label}
              placeholder={copy.projectType.placeholder}
              options={projectTypes[variant]}
              required
            />
          </div>
          <TextareaField<FullQuoteValues>
            name="message"
            label={copy.message.label}
            placeholder={copy.message.placeholder}
            rows={4}
          />
          <HoneypotField />
          {inlineErrors ? null : (
            <ValidationNotice errors={form.formState.errors} fieldOrder={quoteRequestFields} />
          )}
          {variant === 'contact' && submission.isSuccess ? (
            <ResultNotice variant="success" message={contactResultCopy.success} />
          ) : null}
          {variant === 'contact' && submission.isError ? (
            <ResultNotice
              variant="destructive"
              message={{
                title: contactResultCopy.failure.title,
                description: serverMessage(submission.error) ?? contactResultCopy.failure.fallback,
              }}
            />
          ) : null}
          <Button
            type="submit"
            size="lg"
            // Until the page's code runs, a click would send the form as plain HTML: wait for it.
            disabled={!hydrated}
            loading={submission.isPending}
            loadingLabel={pendingLabel}
            className="w-full @lg:w-auto @lg:justify-self-start"
          >
            {submitLabel}
          </Button>
        </form>
      </InlineErrorsContext>
    </FormProvider>
  )
}

/** The full quote form of the popup, the home page and the contact page, with the quote mutation. */
export function FullQuoteForm(props: FullQuoteFormProps) {
  return (
    <QueryProvider>
      <FullQuoteFormContent {...props} />
    </QueryProvider>
  )
}
