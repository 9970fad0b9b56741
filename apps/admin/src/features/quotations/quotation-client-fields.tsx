import { type QuoteLanguage, quotationLimits, quoteLanguages } from '@nirman/contract'
import {
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  Input,
  Select,
} from '@nirman/ui'
import { quotationCopy, quotationLanguageLabels } from '../../quotations-content'
import type { QuotationValues } from './quotation-values'

const fields = quotationCopy.fields
const isLanguage = (value: string): value is QuoteLanguage =>
  quoteLanguages.some((language) => language === value)

type ClientKey =
  | 'title'
  | 'clientName'
  | 'clientPhone'
  | 'clientEmail'
  | 'siteAddress'
  | 'language'
  | 'validUntil'

/** A text field of the quotation's own: its label, the box, its message. */
function TextField({
  name,
  label,
  value,
  error,
  max,
  type = 'text',
  required = false,
  hint,
  className,
  onChange,
}: {
  name: ClientKey
  label: string
  value: string
  error: string | undefined
  max?: number
  type?: 'text' | 'tel' | 'email' | 'date'
  required?: boolean
  hint?: string
  className?: string
  onChange: (value: string) => void
}) {
  return (
    <FormField name={name} required={required} error={error} className={className}>
      <FormLabel>{label}</FormLabel>
      <FormControl>
        <Input
          name={name}
          type={type}
          value={value}
          maxLength={max}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      </FormControl>
      {hint ? <FormDescription>{hint}</FormDescription> : null}
      <FormError />
    </FormField>
  )
}

/** The quotation's title, its client, the site, its language and the last day it is valid. */
export function QuotationClientFields({
  values,
  errors,
  set,
}: {
  values: Pick<QuotationValues, ClientKey>
  errors: Record<string, string | undefined>
  set: <Key extends ClientKey>(key: Key, value: QuotationValues[Key]) => void
}) {
  return (
    <div className="grid min-w-0 gap-4 sm:grid-cols-2">
      <TextField
        name="title"
        label={fields.title}
        value={values.title}
        error={errors.title}
        max={quotationLimits.title}
        hint={fields.titleHint}
        className="sm:col-span-2"
        onChange={(value) => set('title', value)}
      />
      <TextField
        name="clientName"
        label={fields.clientName}
        value={values.clientName}
        error={errors.clientName}
        max={quotationLimits.clientName}
        required
        onChange={(value) => set('clientName', value)}
      />
      <TextField
        name="clientPhone"
        label={fields.clientPhone}
        type="tel"
        value={values.clientPhone}
        error={errors.clientPhone}
        max={quotationLimits.clientPhone}
        onChange={(value) => set('clientPhone', value)}
      />
      <TextField
        name="clientEmail"
        label={fields.clientEmail}
        type="email"
        value={values.clientEmail}
        error={errors.clientEmail}
        max={quotationLimits.clientEmail}
        onChange={(value) => set('clientEmail', value)}
      />
      <TextField
        name="siteAddress"
        label={fields.siteAddress}
        value={values.siteAddress}
        error={errors.siteAddress}
        max={quotationLimits.siteAddress}
        onChange={(value) => set('siteAddress', value)}
      />
      <FormField name="language" error={errors.language}>
        <FormLabel>{fields.language}</FormLabel>
        <FormControl>
          <Select
            name="language"
            value={values.language}
            onChange={(event) => {
              if (isLanguage(event.target.value)) set('language', event.target.value)
            }}
          >
            {quoteLanguages.map((language) => (
              <option key={language} value={language}>
                {quotationLanguageLabels[language]}
              </option>
            ))}
          </Select>
        </FormControl>
        <FormError />
      </FormField>
      <TextField
        name="validUntil"
        label={fields.validUntil}
        type="date"
        value={values.validUntil}
        error={errors.validUntil}
        required
        onChange={(value) => set('validUntil', value)}
      />
    </div>
  )
}
