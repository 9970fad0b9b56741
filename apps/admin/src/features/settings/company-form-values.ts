import {
  type CompanyDetails,
  type CompanyDetailsSave,
  type companyDetailsLimits,
  companyDetailsSaveSchema,
  type SocialNetwork,
  type Weekday,
} from '@nirman/contract'
import { fieldErrorsOf, type RefusedIssue } from '../forms/refusal'

/**
 * What the company details form holds: every detail as typed (empty: not given), the three
 * phones one field each, the opening days as the boxes ticked.
 */
export interface CompanyFormValues {
  name: string
  hindiName: string
  street: string
  locality: string
  city: string
  postalCode: string
  phone1: string
  phone2: string
  phone3: string
  salesPhone: string
  whatsapp: string
  email: string
  days: readonly Weekday[]
  opens: string
  closes: string
  publicUrl: string
  mapUrl: string
  facebook: string
  instagram: string
  youtube: string
  gstin: string
  creditName: string
  creditUrl: string
}

type Checked<Body> =
  | { readonly ok: true; readonly body: Body }
  | { readonly ok: false; readonly errors: Record<string, string> }

/**
 * The phone boxes, in order: the first is the call button. As many as the contract takes
 * (`companyDetailsLimits.phones`).
 */
export const phoneFields = [
  'phone1',
  'phone2',
  'phone3',
] as const satisfies readonly (keyof CompanyFormValues)[] & {
  length: typeof companyDetailsLimits.phones
}

/** The field of the `index`th phone box, by the name its messages are kept under. */
export const phoneFieldName = (index: number) => `company.phones.${index}`

/**
 * The fields the form shows a message beside, by the names the contract's issues give them
 * (`company.address.postalCode`); the phones one by one, by their box (`company.phones.2`).
 */
export const companyFieldNames = [
  'company.name',
  'company.hindiName',
  'company.address.street',
  'company.address.locality',
  'company.address.city',
  'company.address.postalCode',
  ...phoneFields.map((_, index) => phoneFieldName(index)),
  'company.salesPhone',
  'company.whatsapp',
  'company.email',
  'company.hours.days',
  'company.hours.opens',
  'company.hours.closes',
  'company.publicUrl',
  'company.mapUrl',
  'company.socials.facebook',
  'company.socials.instagram',
  'company.socials.youtube',
  'company.gstin',
  'company.credit.name',
  'company.credit.url',
] as const

export function companyFormValuesOf(company: CompanyDetails): CompanyFormValues {
  const [phone1 = '', phone2 = '', phone3 = ''] = company.phones ?? []
  return {
    name: company.name ?? '',
    hindiName: company.hindiName ?? '',
    street: company.address?.street ?? '',
    locality: company.address?.locality ?? '',
    city: company.address?.city ?? '',
    postalCode: company.address?.postalCode ?? '',
    phone1,
    phone2,
    phone3,
    salesPhone: company.salesPhone ?? '',
    whatsapp: company.whatsapp ?? '',
    email: company.email ?? '',
    days: company.hours?.days ?? [],
    opens: company.hours?.opens ?? '',
    closes: company.hours?.closes ?? '',
    publicUrl: company.publicUrl ?? '',
    mapUrl: company.mapUrl ?? '',
    facebook: company.socials?.facebook ?? '',
    instagram: company.socials?.instagram ?? '',
    youtube: company.socials?.youtube ?? '',
    gstin: company.gstin ?? '',
    creditName: company.credit?.name ?? '',
    creditUrl: company.credit?.url ?? '',
  }
}

const given = (text: string) => text.trim() !== ''

/** The phone boxes filled in, in order, with their index: the list the API receives. */
const filledPhoneBoxes = (values: CompanyFormValues) =>
  phoneFields.flatMap((field, index) =>
    given(values[field]) ? [{ index, phone: values[field] }] : [],
  )

/**
 * The details as the contract reads them. A group of fields (the address, the hours, the credit)
 * left wholly empty is not given; one partly filled is sent, so its missing part is refused by
 * name. Empty texts are sent as they are: the contract's schema drops them.
 */
function companyOf(values: CompanyFormValues) {
  const anyGiven = (...texts: string[]) => texts.some(given)
  return {
    name: values.name,
    hindiName: values.hindiName,
    publicUrl: values.publicUrl,
    phones: filledPhoneBoxes(values).map((box) => box.phone),
    salesPhone: values.salesPhone,
    whatsapp: values.whatsapp,
    email: values.email,
    address: anyGiven(values.street, values.locality, values.city, values.postalCode)
      ? {
          street: values.street,
          locality: values.locality,
          city: values.city,
          postalCode: values.postalCode,
        }
      : undefined,
    mapUrl: values.mapUrl,
    hours:
      values.days.length > 0 || anyGiven(values.opens, values.closes)
        ? { days: [...values.days], opens: values.opens, closes: values.closes }
        : undefined,
    socials: {
      facebook: values.facebook,
      instagram: values.instagram,
      youtube: values.youtube,
    } satisfies Record<SocialNetwork, string>,
    gstin: values.gstin,
    credit: anyGiven(values.creditName, values.creditUrl)
      ? { name: values.creditName, url: values.creditUrl }
      : undefined,
  }
}

/** The phone box whose number repeats an earlier box's (their last ten digits compared). */
function repeatedPhoneBox(values: CompanyFormValues): number | undefined {
  const seen = new Set<string>()
  for (const box of filledPhoneBoxes(values)) {
    const number = box.phone.replace(/\D/g, '').slice(-10)
    if (seen.has(number)) return box.index
    seen.add(number)
  }
  return undefined
}

/**
 * The form's fields of the contract's issues (the form's own check, or the API's 400): each
 * issue at its field (`fieldErrorsOf`), except the phones'. The API numbers the phones it was sent,
 * the filled boxes only: `company.phones.1` is the second box filled, which may be the third box.
 * A refusal of the list itself (the same number twice) goes to the box that repeats an earlier one.
 */
export function companyFieldErrorsOf(
  issues: readonly RefusedIssue[],
  values: CompanyFormValues,
): Record<string, string> {
  const filled = filledPhoneBoxes(values).map((box) => box.index)
  const phoneErrors: Record<string, string> = {}
  const others: RefusedIssue[] = []
  for (const issue of issues) {
    const segments = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String)
    if (segments[0] !== 'company' || segments[1] !== 'phones') {
      others.push(issue)
      continue
    }
    const sent = segments[2] === undefined ? undefined : Number(segments[2])
    const box =
      sent === undefined
        ? (repeatedPhoneBox(values) ?? filled.at(-1) ?? 0)
        : (filled[sent] ?? filled.at(-1) ?? 0)
    phoneErrors[phoneFieldName(box)] ??= issue.message
  }
  return { ...fieldErrorsOf(others), ...phoneErrors }
}

/**
 * The body of `PUT /api/admin/settings/company` for the settings' `version` the form was opened
 * on, checked with the contract's schema as the API checks it; or the first message of each
 * refused field.
 */
export function companyDetailsBody(
  values: CompanyFormValues,
  version: number,
): Checked<CompanyDetailsSave> {
  const parsed = companyDetailsSaveSchema.safeParse({ company: companyOf(values), version })
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: companyFieldErrorsOf(parsed.error.issues, values) }
}
