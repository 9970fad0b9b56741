import { type CompanyDetails, socialNetworks, weekdays } from '@nirman/contract'
import {
  companyDetailLabels,
  historyCopy,
  socialLabels,
  weekdayShortLabels,
} from '../../settings-content'

/** The details a version gives, each as a label and its text; the ones not given are left out. */
export function companyDetailRows(company: CompanyDetails): [string, string][] {
  const { address, hours, credit } = company
  const rows: [string, string | undefined][] = [
    [companyDetailLabels.name, company.name],
    [companyDetailLabels.hindiName, company.hindiName],
    [
      companyDetailLabels.address,
      address
        ? [address.street, address.locality, `${address.city} ${address.postalCode}`]
            .filter(Boolean)
            .join(', ')
        : undefined,
    ],
    [companyDetailLabels.phones, company.phones?.join(', ')],
    [companyDetailLabels.salesPhone, company.salesPhone],
    [companyDetailLabels.whatsapp, company.whatsapp],
    [companyDetailLabels.email, company.email],
    [
      companyDetailLabels.hours,
      hours
        ? companyDetailLabels.hoursValue(
            weekdays
              .filter((day) => hours.days.includes(day))
              .map((day) => weekdayShortLabels[day])
              .join(', '),
            hours.opens,
            hours.closes,
          )
        : undefined,
    ],
    [companyDetailLabels.publicUrl, company.publicUrl],
    [companyDetailLabels.mapUrl, company.mapUrl],
    ...socialNetworks.map((network): [string, string | undefined] => [
      socialLabels[network],
      company.socials?.[network],
    ]),
    [companyDetailLabels.gstin, company.gstin],
    [companyDetailLabels.credit, credit ? `${credit.name}, ${credit.url}` : undefined],
  ]
  return rows.flatMap(([label, value]) => (value ? [[label, value]] : []))
}

/** The company's details of a saved version, read-only: what it gave, in the form's order. */
export function CompanyDetailsList({ company }: { company: CompanyDetails }) {
  const rows = companyDetailRows(company)
  if (rows.length === 0) {
    return <p className="text-sm text-muted-foreground">{historyCopy.noCompanyDetails}</p>
  }
  return (
    <dl className="divide-y divide-border">
      {rows.map(([name, value]) => (
        <div key={name} className="grid gap-1 py-2 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
          <dt className="text-sm font-medium text-muted-foreground">{name}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
