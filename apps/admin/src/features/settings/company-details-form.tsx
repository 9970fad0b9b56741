import { companyDetailsLimits, type SiteSettingsVersion, socialNetworks } from '@nirman/contract'
import { saveCompanyDetails } from '../../api/settings'
import { companyCopy, socialLabels } from '../../settings-content'
import { EmailAndHoursFields, PhoneFields } from './company-contact-fields'
import {
  type CompanyFormValues,
  companyDetailsBody,
  companyFieldErrorsOf,
  companyFieldNames,
  companyFormValuesOf,
} from './company-form-values'
import { DetailField } from './detail-field'
import { DetailGroup, type DetailGroupProps } from './detail-group'
import { SettingsFormEnd, useSettingsSave } from './settings-save'

const fields = companyCopy.fields
const limits = companyDetailsLimits

/**
 * Every detail of the company, in groups, checked with the contract's schema before it is sent
 * and saved on the settings' version the form was opened on. A refused field shows its message
 * beside itself (the form's or the API's), a refused save keeps everything typed, a stale one
 * (someone saved first) offers to reload: their details arrive in the fields not touched here.
 */
export function CompanyDetailsForm({
  saved,
  version,
  onSaved,
  onReload,
}: {
  /** The details as the API has them (memoised). */
  saved: CompanyFormValues
  /** The settings' version the details were read from. */
  version: number
  onSaved: (answer: SiteSettingsVersion) => void | Promise<void>
  onReload: () => void
}) {
  const form = useSettingsSave({
    saved,
    check: (values) => companyDetailsBody(values, version),
    send: saveCompanyDetails,
    valuesOf: (answer: SiteSettingsVersion) => companyFormValuesOf(answer.settings.company),
    onSaved,
    fallback: companyCopy.failed,
    fieldsOf: companyFieldErrorsOf,
  })
  const groupProps: DetailGroupProps = { values: form.values, set: form.set, errors: form.errors }
  return (
    <form ref={form.formRef} className="grid gap-4" onSubmit={form.submit} noValidate>
      <NameAndAddressFields {...groupProps} />
      <PhoneFields {...groupProps} />
      <EmailAndHoursFields {...groupProps} />
      <LinkFields {...groupProps} />
      <TaxAndCreditFields {...groupProps} />
      <SettingsFormEnd
        form={form}
        fieldsShown={companyFieldNames}
        onReload={onReload}
        words={companyCopy}
      />
    </form>
  )
}

function NameAndAddressFields({ values, set, errors }: DetailGroupProps) {
  return (
    <DetailGroup legend={companyCopy.groups.nameAndAddress}>
      <div className="grid gap-4 sm:grid-cols-2">
        <DetailField
          name="company.name"
          label={fields.name}
          hint={fields.nameHint}
          error={errors['company.name']}
          maxLength={limits.name}
          autoComplete="off"
          value={values.name}
          onChange={(value) => set('name', value)}
        />
        <DetailField
          name="company.hindiName"
          label={fields.hindiName}
          hint={fields.hindiNameHint}
          error={errors['company.hindiName']}
          maxLength={limits.name}
          autoComplete="off"
          lang="hi"
          value={values.hindiName}
          onChange={(value) => set('hindiName', value)}
        />
      </div>
      <p className="text-sm text-muted-foreground">{fields.addressHint}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <DetailField
          name="company.address.street"
          label={fields.street}
          hint={fields.streetHint}
          error={errors['company.address.street']}
          maxLength={limits.text}
          autoComplete="off"
          value={values.street}
          onChange={(value) => set('street', value)}
        />
        <DetailField
          name="company.address.locality"
          label={fields.locality}
          hint={fields.localityHint}
          error={errors['company.address.locality']}
          maxLength={limits.text}
          autoComplete="off"
          value={values.locality}
          onChange={(value) => set('locality', value)}
        />
        <DetailField
          name="company.address.city"
          label={fields.city}
          error={errors['company.address.city']}
          maxLength={limits.name}
          autoComplete="off"
          value={values.city}
          onChange={(value) => set('city', value)}
        />
        <DetailField
          name="company.address.postalCode"
          label={fields.postalCode}
          hint={fields.postalCodeHint}
          error={errors['company.address.postalCode']}
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
          value={values.postalCode}
          onChange={(value) => set('postalCode', value)}
        />
      </div>
    </DetailGroup>
  )
}

/** The site's public address, the map link and the social profiles. */
function LinkFields({ values, set, errors }: DetailGroupProps) {
  return (
    <DetailGroup legend={companyCopy.groups.links}>
      <DetailField
        name="company.publicUrl"
        label={fields.publicUrl}
        hint={fields.publicUrlHint}
        error={errors['company.publicUrl']}
        type="url"
        maxLength={limits.url}
        autoComplete="off"
        value={values.publicUrl}
        onChange={(value) => set('publicUrl', value)}
      />
      <DetailField
        name="company.mapUrl"
        label={fields.mapUrl}
        hint={fields.mapUrlHint}
        error={errors['company.mapUrl']}
        type="url"
        maxLength={limits.url}
        autoComplete="off"
        value={values.mapUrl}
        onChange={(value) => set('mapUrl', value)}
      />
      <p className="text-sm text-muted-foreground">{fields.socialHint}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        {socialNetworks.map((network) => (
          <DetailField
            key={network}
            name={`company.socials.${network}`}
            label={socialLabels[network]}
            error={errors[`company.socials.${network}`]}
            type="url"
            maxLength={limits.url}
            autoComplete="off"
            value={values[network]}
            onChange={(value) => set(network, value)}
          />
        ))}
      </div>
    </DetailGroup>
  )
}

/** The GSTIN and the design agency credited in the footer. */
function TaxAndCreditFields({ values, set, errors }: DetailGroupProps) {
  return (
    <>
      <DetailGroup legend={companyCopy.groups.tax}>
        <DetailField
          name="company.gstin"
          label={fields.gstin}
          hint={fields.gstinHint}
          error={errors['company.gstin']}
          maxLength={15}
          autoComplete="off"
          spellCheck={false}
          value={values.gstin}
          onChange={(value) => set('gstin', value)}
        />
      </DetailGroup>
      <DetailGroup legend={companyCopy.groups.credit} hint={fields.creditHint}>
        <div className="grid gap-4 sm:grid-cols-2">
          <DetailField
            name="company.credit.name"
            label={fields.creditName}
            error={errors['company.credit.name']}
            maxLength={limits.name}
            autoComplete="off"
            value={values.creditName}
            onChange={(value) => set('creditName', value)}
          />
          <DetailField
            name="company.credit.url"
            label={fields.creditUrl}
            error={errors['company.credit.url']}
            type="url"
            maxLength={limits.url}
            autoComplete="off"
            value={values.creditUrl}
            onChange={(value) => set('creditUrl', value)}
          />
        </div>
      </DetailGroup>
    </>
  )
}
