import { Tabs, TabsContent, TabsList, TabsTrigger } from '@nirman/ui'
import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { placeOf, postalAddress } from '../../content/company'
import { contactPageCopy as contactPageCopyEnglish } from '../../content/contact'
import { contactPageCopy as contactPageCopyHindi } from '../../content/hi/contact'
import { useCompany } from '../../i18n/company'
import { useOpeningHours } from '../../i18n/opening-hours'
import { usePageText } from '../../i18n/page-text'
import { SocialLinks } from '../chrome/social-links'

function InfoRow({
  icon,
  label,
  children,
}: {
  icon: ReactNode
  label: string
  children: ReactNode
}) {
  // dt and dd sit directly in the row's div, as a <dl> requires; the icon hangs in the padding.
  return (
    <div className="relative min-h-9 pl-12">
      <dt className="font-semibold">
        <span className="absolute top-0 left-0 flex size-9 items-center justify-center rounded-lg bg-secondary text-primary [&_svg]:size-5">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-muted-foreground">{children}</dd>
    </div>
  )
}

/** The offices' details, one tab per office (only Patna for now); a detail not given is left out. */
export function ContactInfoTabs() {
  // Texts in the language of the page being drawn (app/i18n/page-text.ts).
  const company = useCompany()
  const hours = useOpeningHours()
  const contactPageCopy = usePageText(contactPageCopyEnglish, contactPageCopyHindi)
  const { info } = contactPageCopy
  return (
    <Tabs defaultValue="patna">
      <TabsList aria-label={info.officesLabel}>
        <TabsTrigger value="patna">{company.address.city}</TabsTrigger>
      </TabsList>
      <TabsContent value="patna" className="space-y-5">
        <p className="font-semibold text-lg">{info.officeName(placeOf(company.address))}</p>
        <dl className="space-y-4">
          <InfoRow icon={<MapPin aria-hidden="true" />} label={info.addressLabel}>
            <address className="not-italic">{postalAddress(company.address)}</address>
          </InfoRow>
          {company.phones.length || company.salesPhone ? (
            <InfoRow icon={<Phone aria-hidden="true" />} label={info.phoneLabel}>
              <ul>
                {company.phones.map((phone) => (
                  <li key={phone.dial}>
                    <a href={`tel:${phone.dial}`} className="text-primary hover:underline">
                      {phone.display}
                    </a>
                  </li>
                ))}
                {company.salesPhone ? (
                  <li>
                    {info.salesLabel}:{' '}
                    <a
                      href={`tel:${company.salesPhone.dial}`}
                      className="text-primary underline underline-offset-2 hover:no-underline"
                    >
                      {company.salesPhone.display}
                    </a>
                  </li>
                ) : null}
              </ul>
            </InfoRow>
          ) : null}
          {company.email ? (
            <InfoRow icon={<Mail aria-hidden="true" />} label={info.emailLabel}>
              <a
                href={`mailto:${company.email}`}
                className="break-all text-primary hover:underline"
              >
                {company.email}
              </a>
            </InfoRow>
          ) : null}
          <InfoRow icon={<Clock aria-hidden="true" />} label={info.hoursLabel}>
            {hours.long}
            {hours.closed ? (
              <>
                <br />
                {hours.closed}
              </>
            ) : null}
          </InfoRow>
        </dl>
        {company.social.length ? (
          <div>
            <p className="mb-2 font-semibold">{info.socialLabel}</p>
            <SocialLinks className="bg-secondary text-primary hover:bg-secondary-hover" />
          </div>
        ) : null}
      </TabsContent>
    </Tabs>
  )
}
