import { quoteLimits } from '@nirman/contract/quote-fields'
import { Button } from '@nirman/ui'
import { type ReactNode, useId } from 'react'
import {
  type FullQuoteFormVariant,
  fullQuoteFormCopy as fullQuoteFormCopyEnglish,
  messageCounterCopy as messageCounterCopyEnglish,
  optionLabels as optionLabelsEnglish,
  quoteFieldCopy as quoteFieldCopyEnglish,
} from '../../content/quote'
import { useHydrated } from '../../hooks/use-hydrated'
import { fromPart, usePageText } from '../../i18n/page-text'
import { useLang } from '../../i18n/use-lang'
import { submitButtonProps } from '../hydration/early-presses'
import { LandDimensionFields } from './land-dimension-fields'
import { LandSizeField } from './land-size-field'
import type { PlainFormProps } from './on-demand-form'
import { PlainPostFields, plainPostProps } from './plain-post'
import { contactProjectTypes, landFacingOptions, popupProjectTypes } from './quote-fields'
import { HoneypotField, InputField, SelectField, TextareaField } from './quote-form-fields'
import type { FullQuoteValues } from './quote-validation'

// Content in the language of the page being shown (app/i18n/page-text.ts).
// The choices' words: the values themselves on an English page, their Hindi on a Hindi one.
const optionLabelsHindi = fromPart('forms', (hindi) => hindi.quote.optionLabels)
const fullQuoteFormCopyHindi = fromPart('forms', (hindi) => hindi.quote.fullQuoteFormCopy)
const messageCounterCopyHindi = fromPart('forms', (hindi) => hindi.quote.messageCounterCopy)
const quoteFieldCopyHindi = fromPart('forms', (hindi) => hindi.quote.quoteFieldCopy)

export interface FullQuoteFormViewProps {
  /** Where the form sits: it picks the project types and the submit button's label. */
  variant: FullQuoteFormVariant
  /** The `id` of the `<form>`, for a page that links to it. */
  id?: string
  formProps: PlainFormProps
  /** The Validation Error and result notices of the live form. */
  notices?: ReactNode
  pending?: boolean
  /** The message's length, counted by the live form (0 before the visitor types). */
  messageLength?: number
}

const formatCount = new Intl.NumberFormat('en-IN')

/** "120 of 2,000 characters", in the language of `copy` (the page's). */
function messageCounter(length: number, copy: typeof messageCounterCopyEnglish): string {
  return copy.count(formatCount.format(length), formatCount.format(quoteLimits.message))
}

const projectTypes = {
  popup: popupProjectTypes,
  home: contactProjectTypes,
  contact: contactProjectTypes,
} as const

/**
 * The full quote request as the visitor sees it (website.md sections 3 to 5): contact details, the
 * plot and the project. The same view renders plain (before the form's code arrives) and live
 * (full-quote-form.tsx).
 */
export function FullQuoteFormView({
  variant,
  id,
  formProps,
  notices,
  pending = false,
  messageLength = 0,
}: FullQuoteFormViewProps) {
  const lang = useLang()
  const optionLabels = usePageText(optionLabelsEnglish, optionLabelsHindi)
  const { submitLabel, pendingLabel } = usePageText(
    fullQuoteFormCopyEnglish,
    fullQuoteFormCopyHindi,
  )[variant]
  const messageCounterCopy = usePageText(messageCounterCopyEnglish, messageCounterCopyHindi)
  const copy = usePageText(quoteFieldCopyEnglish, quoteFieldCopyHindi)
  const hydrated = useHydrated()
  const counterId = useId()
  return (
    <form
      id={id}
      noValidate
      {...plainPostProps(lang)}
      className="@container grid gap-5"
      {...formProps}
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
        <LandSizeField />
      </div>
      <LandDimensionFields />
      <div className="grid gap-4 @lg:grid-cols-2">
        <SelectField<FullQuoteValues>
          name="landFacing"
          label={copy.landFacing.label}
          placeholder={copy.landFacing.placeholder}
          options={landFacingOptions}
          labels={optionLabels}
          required
        />
        <SelectField<FullQuoteValues>
          name="projectType"
          label={copy.projectType.label}
          placeholder={copy.projectType.placeholder}
          options={projectTypes[variant]}
          labels={optionLabels}
          required
        />
      </div>
      <div className="grid gap-1">
        <TextareaField<FullQuoteValues>
          name="message"
          label={copy.message.label}
          placeholder={copy.message.placeholder}
          rows={4}
          // The API stores at most this many characters: the browser stops there too.
          maxLength={quoteLimits.message}
          aria-describedby={counterId}
        />
        <p id={counterId} className="text-muted-foreground text-sm">
          {messageCounter(messageLength, messageCounterCopy)}
        </p>
      </div>
      <HoneypotField />
      <PlainPostFields form={variant} />
      {notices}
      <Button
        {...submitButtonProps(hydrated)}
        size="lg"
        loading={pending}
        loadingLabel={pendingLabel}
        className="w-full @lg:w-auto @lg:justify-self-start"
      >
        {submitLabel}
      </Button>
    </form>
  )
}
