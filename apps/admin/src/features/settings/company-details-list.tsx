import { type CompanyDetails, socialNetworks } from '@nirman/contract'
import { companyDetailLabels, historyCopy, socialLabels } from '../../settings-content'
import { DetailList } from './detail-list'
import { hoursText } from './weekly-hours-fields'

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
    [companyDetailLabels.hours, hours ? hoursText(hours) : undefined],
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
  return <DetailList rows={companyDetailRows(company)} empty={historyCopy.noCompanyDetails} />
}
