import {
  formatPercent,
  type QuotationSettings,
  quotationLimits,
  type SiteSettingsVersion,
} from '@nirman/contract'
import {
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  Input,
  Notice,
  NoticeDescription,
  Textarea,
} from '@nirman/ui'
import { saveQuotationSettings } from '../../api/settings'
import { quotationSettingsCopy, quotationSettingsListCopy } from '../../settings-content'
import { PricesIncludeTaxField } from '../quotations/quotation-taxes-editor'
import { DetailList } from './detail-list'
import {
  pricesIncludeTaxName,
  type QuotationSettingsFormValues,
  quotationSettingsBody,
  quotationSettingsFieldErrorsOf,
  quotationSettingsFieldNames,
  quotationSettingsFormValuesOf,
  taxLabelName,
  taxLineRows,
  taxLinesName,
  taxRateName,
  termsName,
  validityDaysName,
} from './quotation-settings-form-values'
import { SettingsFormEnd, useSettingsSave } from './settings-save'

const copy = quotationSettingsCopy

/**
 * What new quotations start with: up to four GST lines (a name and a rate in per cent), whether
 * the prices include GST, the days a quotation is valid and the terms in English and in Hindi.
 * Checked with the contract's schema before it is sent, saved on the settings' version the form
 * was opened on; refusals beside their fields, a stale save offers to reload with what was typed
 * kept.
 */
export function QuotationSettingsForm({
  saved,
  version,
  onSaved,
  onReload,
}: {
  /** The settings as the API has them (memoised). */
  saved: QuotationSettingsFormValues
  /** The settings' version they were read from. */
  version: number
  onSaved: (answer: SiteSettingsVersion) => void | Promise<void>
  onReload: () => void
}) {
  const form = useSettingsSave({
    saved,
    check: (values) => quotationSettingsBody(values, version),
    send: saveQuotationSettings,
    valuesOf: (answer: SiteSettingsVersion) =>
      quotationSettingsFormValuesOf(answer.settings.quotations),
    onSaved,
    fallback: copy.failed,
    fieldsOf: quotationSettingsFieldErrorsOf,
  })
  const { values, errors, set } = form
  const textOf = (name: string) => {
    const value = values[name]
    return typeof value === 'string' ? value : ''
  }

  return (
    <form ref={form.formRef} className="grid gap-4" onSubmit={form.submit} noValidate>
      <fieldset className="grid gap-3">
        <legend className="mb-1 font-semibold">{copy.taxLines}</legend>
        <p className="text-sm text-muted-foreground">{copy.taxLinesHint}</p>
        {taxLineRows.map((row) => (
          <fieldset key={row} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
            <legend className="sr-only">{copy.taxRow(row + 1)}</legend>
            <FormField name={taxLabelName(row)} error={errors[taxLabelName(row)]}>
              <FormLabel>{copy.taxLabel(row + 1)}</FormLabel>
              <FormControl>
                <Input
                  value={textOf(taxLabelName(row))}
                  maxLength={quotationLimits.taxLabel}
                  onChange={(event) => set(taxLabelName(row), event.target.value)}
                />
              </FormControl>
              <FormError />
            </FormField>
            <FormField name={taxRateName(row)} error={errors[taxRateName(row)]}>
              <FormLabel>{copy.taxRate(row + 1)}</FormLabel>
              <FormControl>
                <Input
                  inputMode="decimal"
                  value={textOf(taxRateName(row))}
                  onChange={(event) => set(taxRateName(row), event.target.value)}
                />
              </FormControl>
              <FormError />
            </FormField>
          </fieldset>
        ))}
        {errors[taxLinesName] ? (
          <Notice variant="destructive">
            <NoticeDescription>{errors[taxLinesName]}</NoticeDescription>
          </Notice>
        ) : null}
      </fieldset>
      <PricesIncludeTaxField
        name={pricesIncludeTaxName}
        error={errors[pricesIncludeTaxName]}
        checked={values.pricesIncludeTax}
        label={copy.pricesIncludeTax}
        hint={copy.pricesIncludeTaxHint}
        onChange={(checked) => set('pricesIncludeTax', checked)}
      />
      <FormField name={validityDaysName} error={errors[validityDaysName]} className="sm:max-w-xs">
        <FormLabel>{copy.validityDays}</FormLabel>
        <FormControl>
          <Input
            inputMode="numeric"
            value={values.validityDays}
            onChange={(event) => set(validityDaysName, event.target.value)}
          />
        </FormControl>
        <FormDescription>{copy.validityDaysHint}</FormDescription>
        <FormError />
      </FormField>
      {(['en', 'hi'] as const).map((language) => (
        <FormField key={language} name={termsName(language)} error={errors[termsName(language)]}>
          <FormLabel>{language === 'en' ? copy.termsEn : copy.termsHi}</FormLabel>
          <FormControl>
            <Textarea
              lang={language === 'hi' ? 'hi' : 'en'}
              rows={6}
              maxLength={quotationLimits.terms}
              value={values[termsName(language)]}
              onChange={(event) => set(termsName(language), event.target.value)}
            />
          </FormControl>
          <FormDescription>{copy.termsHint}</FormDescription>
          <FormError />
        </FormField>
      ))}
      <SettingsFormEnd
        form={form}
        fieldsShown={quotationSettingsFieldNames}
        onReload={onReload}
        words={copy}
      />
    </form>
  )
}

/** What a version's quotation settings say, each as a label and its text. */
export function quotationSettingsRows(
  quotations: QuotationSettings | undefined,
): [string, string][] {
  const words = quotationSettingsListCopy
  if (!quotations) return []
  const terms = (text: string) => (text.trim() === '' ? words.builtInTerms : text)
  return [
    [
      words.taxLines,
      quotations.taxLines.length === 0
        ? words.noTaxLines
        : quotations.taxLines
            .map((line) => `${line.label} ${formatPercent(line.rateBasisPoints)}`)
            .join(', '),
    ],
    [words.pricesIncludeTax, quotations.pricesIncludeTax ? words.includeTax : words.excludeTax],
    [words.validityDays, words.days(quotations.validityDays)],
    [words.termsEn, terms(quotations.terms.en)],
    [words.termsHi, terms(quotations.terms.hi)],
  ]
}

/** The quotation settings of a saved version, read-only (the built-in ones when it has none). */
export function QuotationSettingsList({
  quotations,
}: {
  quotations: QuotationSettings | undefined
}) {
  return (
    <DetailList
      rows={quotationSettingsRows(quotations)}
      empty={quotationSettingsListCopy.builtIn}
      wide
    />
  )
}
