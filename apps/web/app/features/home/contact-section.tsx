import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { postalAddress } from '../../content/company'
import { homeSectionsCopy as homeSectionsCopyHindi } from '../../content/hi/home-sections'
import { homeSectionsCopy as homeSectionsCopyEnglish } from '../../content/home-sections'
import { useCompany } from '../../i18n/company'
import { useOpeningHours } from '../../i18n/opening-hours'
import { usePageText } from '../../i18n/page-text'
import { FullQuoteFormOnDemand } from '../quote/full-quote-form-on-demand'
import { PageSection } from '../sections/page-section'

function ContactItem({
  icon,
  title,
  children,
}: {
  icon: ReactNode
  title: string
  children: ReactNode
}) {
  return (
    <div className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
        {icon}
      </span>
      <div>
        <h3 className="font-semibold">{title}</h3>
        <div className="text-muted-foreground">{children}</div>
      </div>
    </div>
  )
}

/** The full quote request on the home page (#contact), beside the ways to reach us directly. */
export function ContactSection() {
  // Texts in the language of the page being drawn (app/i18n/page-text.ts).
  const company = useCompany()
  const hours = useOpeningHours()
  const copy = usePageText(homeSectionsCopyEnglish, homeSectionsCopyHindi).contactSection
  return (
    <PageSection id="contact" title={copy.title} description={copy.description}>
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
        <div className="space-y-6">
          {company.phones.length ? (
            <ContactItem
              icon={<Phone aria-hidden="true" className="size-5" />}
              title={copy.phoneTitle}
            >
              {company.phones.map((phone) => (
                <a key={phone.dial} href={`tel:${phone.dial}`} className="block hover:underline">
                  {phone.display}
                </a>
              ))}
            </ContactItem>
          ) : null}
          {company.email ? (
            <ContactItem
              icon={<Mail aria-hidden="true" className="size-5" />}
              title={copy.emailTitle}
            >
              <a href={`mailto:${company.email}`} className="break-all hover:underline">
                {company.email}
              </a>
            </ContactItem>
          ) : null}
          <ContactItem
            icon={<Clock aria-hidden="true" className="size-5" />}
            title={copy.hoursTitle}
          >
            <p>{hours.short}</p>
            {hours.closed ? <p>{hours.closed}</p> : null}
          </ContactItem>
          <ContactItem
            icon={<MapPin aria-hidden="true" className="size-5" />}
            title={copy.addressTitle}
          >
            <p>{postalAddress(company.address)}</p>
          </ContactItem>
        </div>
        <div className="rounded-xl border border-border bg-card p-5 shadow-sm sm:p-8">
          <FullQuoteFormOnDemand variant="home" />
        </div>
      </div>
    </PageSection>
  )
}
