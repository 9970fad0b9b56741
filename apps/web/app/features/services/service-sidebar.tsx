import { Button, Card, CardContent, CardHeader, CardTitle } from '@nirman/ui'
import { ArrowRight, Clock, Mail, MapPin, Phone } from 'lucide-react'
import { postalAddress } from '../../content/company'
import {
  serviceDetailCopy as serviceDetailCopyHindi,
  keptInEnglish as servicesKept,
} from '../../content/hi/services'
import { type Service, serviceDetailCopy as serviceDetailCopyEnglish } from '../../content/services'
import { paths } from '../../content/site-map'
import { useCompany } from '../../i18n/company'
import { Link } from '../../i18n/link'
import { useOpeningHours } from '../../i18n/opening-hours'
import { usePageText } from '../../i18n/page-text'
import { usePageServiceList } from './page-services'

/** The side column of a service page: get a quote, the other services, how to reach us. */
export function ServiceSidebar({ service }: { service: Service }) {
  const company = useCompany()
  const hours = useOpeningHours()
  const serviceDetailCopy = usePageText(
    serviceDetailCopyEnglish,
    serviceDetailCopyHindi,
    servicesKept,
  )
  const { quoteBox } = serviceDetailCopy
  const others = usePageServiceList().filter((other) => other.id !== service.id)
  return (
    <aside aria-label={serviceDetailCopy.sidebarLabel} className="space-y-6">
      <Card className="border-primary bg-primary text-primary-foreground">
        <CardHeader>
          <CardTitle as="h2" className="text-primary-foreground">
            {quoteBox.title}
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-5">
          <p className="text-brand-100">{quoteBox.text}</p>
          <Button asChild variant="accent" className="w-full">
            <Link to={quoteBox.to}>{quoteBox.label}</Link>
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">{serviceDetailCopy.otherServicesTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-border">
            {others.map((other) => (
              <li key={other.id}>
                <Link
                  to={paths.service(other.id)}
                  className="flex min-h-11 items-center justify-between gap-3 py-2 font-medium text-foreground hover:text-primary hover:underline"
                >
                  {other.title}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 shrink-0 text-muted-foreground"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">{serviceDetailCopy.contactTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <address className="space-y-3 text-sm not-italic">
            {company.phones.length ? (
              <p className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span className="flex flex-col">
                  {company.phones.map((phone) => (
                    <a key={phone.dial} href={`tel:${phone.dial}`} className="hover:underline">
                      {phone.display}
                    </a>
                  ))}
                </span>
              </p>
            ) : null}
            {company.email ? (
              <p className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <a href={`mailto:${company.email}`} className="break-all hover:underline">
                  {company.email}
                </a>
              </p>
            ) : null}
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {postalAddress(company.address)}
            </p>
            <p className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>
                {hours.short}
                {hours.closed ? (
                  <>
                    <br />
                    {hours.closed}
                  </>
                ) : null}
              </span>
            </p>
          </address>
        </CardContent>
      </Card>
    </aside>
  )
}
