import { Button } from '@nirman/ui'
import { type ReactNode, useId } from 'react'
import {
  heroQuoteFormCopy as copyEnglish,
  optionLabels as optionLabelsEnglish,
  quoteFieldCopy as quoteFieldCopyEnglish,
} from '../../content/quote'
import { useHydrated } from '../../hooks/use-hydrated'
import { fromPart, usePageText } from '../../i18n/page-text'
import { useLang } from '../../i18n/use-lang'
import { submitButtonProps } from '../hydration/early-presses'
import type { PlainFormProps } from './on-demand-form'
import { PlainPostFields, plainPostProps } from './plain-post'
import { heroProjectTypes } from './quote-fields'
import { HoneypotField, InputField, SelectField } from './quote-form-fields'
import type { HeroQuoteValues } from './quote-validation'

// Content in the language of the page being shown (app/i18n/page-text.ts).
// The choices' words: the values themselves on an English page, their Hindi on a Hindi one.
const optionLabelsHindi = fromPart('forms', (hindi) => hindi.quote.optionLabels)
const copyHindi = fromPart('forms', (hindi) => hindi.quote.heroQuoteFormCopy)
const quoteFieldCopyHindi = fromPart('forms', (hindi) => hindi.quote.quoteFieldCopy)

export interface HeroQuoteFormViewProps {
  formProps: PlainFormProps
  /** The Validation Error notice of the live form. */
  notice?: ReactNode
  pending?: boolean
}

/**
 * The quick quote form of the home page's hero, as the visitor sees it: name, phone, e-mail and
 * project type, on its own white card so it reads well on the hero's dark blue. The same view
 * renders plain (before the form's code arrives) and live (hero-quote-form.tsx).
 */
export function HeroQuoteFormView({ formProps, notice, pending = false }: HeroQuoteFormViewProps) {
  const lang = useLang()
  const optionLabels = usePageText(optionLabelsEnglish, optionLabelsHindi)
  const copy = usePageText(copyEnglish, copyHindi)
  const quoteFieldCopy = usePageText(quoteFieldCopyEnglish, quoteFieldCopyHindi)
  const titleId = useId()
  const hydrated = useHydrated()
  return (
    <div className="rounded-lg bg-card p-5 text-card-foreground shadow-xl sm:p-6">
      <p id={titleId} className="text-xl leading-tight font-semibold">
        {copy.title}
      </p>
      <p className="mt-1 text-sm text-muted-foreground">{copy.intro}</p>
      <form
        aria-labelledby={titleId}
        noValidate
        {...plainPostProps(lang)}
        className="@container mt-5 grid gap-4"
        {...formProps}
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
            labels={optionLabels}
            required
          />
        </div>
        <HoneypotField />
        <PlainPostFields form="hero" />
        {notice}
        <Button
          {...submitButtonProps(hydrated)}
          variant="accent"
          size="lg"
          loading={pending}
          loadingLabel={copy.pendingLabel}
          className="w-full"
        >
          {copy.submitLabel}
        </Button>
      </form>
    </div>
  )
}
