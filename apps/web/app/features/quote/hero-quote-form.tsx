import { Button, toast } from '@nirman/ui'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { QueryProvider } from '../../api/query-provider'
import { serverMessage } from '../../api/quote'
import { heroQuoteFormCopy as copy, quoteFieldCopy } from '../../content/quote'
import { useHydrated } from '../../hooks/use-hydrated'
import { ValidationNotice } from './form-notices'
import { heroQuoteResolver, preloadQuoteValidation } from './lazy-resolvers'
import { heroProjectTypes, honeypotField } from './quote-fields'
import { HoneypotField, InputField, SelectField } from './quote-form-fields'
import { quoteRequestBody, sendQuoteRequest } from './quote-request-body'
import type { HeroQuoteSubmission, HeroQuoteValues } from './quote-validation'

const startValues: HeroQuoteValues = {
  name: '',
  phone: '',
  email: '',
  projectType: '',
  [honeypotField]: '',
}

const fieldOrder = ['name', 'phone', 'email', 'projectType'] as const

/** The form's id: the home page hydrates it late (an island) and reads what was typed before. */
const formId = 'hero-quote-form'

/** The typed values of this form's own fields. */
function pick(values: Record<string, string>): Partial<HeroQuoteValues> {
  const picked: Partial<HeroQuoteValues> = {}
  for (const field of [...fieldOrder, honeypotField] as const) {
    const value = values[field]
    if (value !== undefined) picked[field] = value
  }
  return picked
}

/**
 * The quick quote form of the home page's hero: name, phone, e-mail and project type, on its own
 * white card so it reads well on the hero's dark blue. Sends an empty message.
 */
function HeroQuoteFormContent() {
  const titleId = useId()
  const hydrated = useHydrated()
  const form = useForm<HeroQuoteValues, unknown, HeroQuoteSubmission>({
    defaultValues: startValues,
    resolver: heroQuoteResolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  })
  const submission = useMutation({ mutationFn: sendQuoteRequest })

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
          description: serverMessage(error) ?? copy.failure.fallback,
          variant: 'destructive',
        })
      },
    })
  }

  return (
    <div className="rounded-lg bg-card p-5 text-card-foreground shadow-xl sm:p-6">
      <p id={titleId} className="text-xl leading-tight font-semibold">
        {copy.title}
      </p>
      <p className="mt-1 text-sm text-muted-foreground">{copy.intro}</p>
      <FormProvider {...form}>
        <form
          id={formId}
          aria-labelledby={titleId}
          noValidate
          onFocus={preloadQuoteValidation}
          onSubmit={form.handleSubmit(send)}
          className="@container mt-5 grid gap-4"
        >
          <div className="grid gap-4 @md:grid-cols-2">
            <InputField<HeroQuoteValues>
              name="name"
              label={quoteFieldCopy.name.label}
              placeholder={quoteFieldCopy.name.placeholder}
              required
              autoComplete="name"
            />
            <InputField<HeroQuoteValues>
              name="phone"
              label={quoteFieldCopy.phone.label}
              placeholder={quoteFieldCopy.phone.placeholder}
              required
              type="tel"
              inputMode="tel"
              autoComplete="tel"
            />
            <InputField<HeroQuoteValues>
              name="email"
              label={quoteFieldCopy.email.label}
              placeholder={quoteFieldCopy.email.placeholder}
              required
              type="email"
              autoComplete="email"
            />
            <SelectField<HeroQuoteValues>
              name="projectType"
              label={quoteFieldCopy.projectType.label}
              placeholder={quoteFieldCopy.projectType.placeholder}
              options={heroProjectTypes}
              required
            />
          </div>
          <HoneypotField />
          <ValidationNotice errors={form.formState.errors} fieldOrder={fieldOrder} />
          <Button
            type="submit"
            variant="accent"
            size="lg"
            // Until the page's code runs, a click would send the form as plain HTML: wait for it.
            disabled={!hydrated}
            loading={submission.isPending}
            loadingLabel={copy.pendingLabel}
            className="w-full"
          >
            {copy.submitLabel}
          </Button>
        </form>
      </FormProvider>
    </div>
  )
}

/** The hero quick form, with the quote mutation. */
export function HeroQuoteForm() {
  return (
    <QueryProvider>
      <HeroQuoteFormContent />
    </QueryProvider>
  )
}
