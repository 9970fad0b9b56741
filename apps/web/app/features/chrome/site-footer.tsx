import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { postalAddress } from '../../content/company'
import * as en from '../../content/footer'
import type { NavLink } from '../../content/navigation'
import { useCompany } from '../../i18n/company'
import { pathIn } from '../../i18n/lang'
import { Link } from '../../i18n/link'
import { useOpeningHours } from '../../i18n/opening-hours'
import { fromPart, usePageText } from '../../i18n/page-text'
import { useLang } from '../../i18n/use-lang'
import { BrandLogo } from './brand-logo'
import { SocialLinks } from './social-links'

// The footer's Hindi comes with its code on a Hindi page (the part `footer`, app/i18n/hindi-parts.ts).
const footerQuickLinksHindi = fromPart('footer', (hindi) => hindi.footer.footerQuickLinks)
const footerServiceLinksHindi = fromPart('footer', (hindi) => hindi.footer.footerServiceLinks)
const footerLegalLinksHindi = fromPart('footer', (hindi) => hindi.footer.footerLegalLinks)
const footerCopyHindi = fromPart('footer', (hindi) => hindi.footer.footerCopy)
const adminLoginLinkHindi = fromPart('footer', (hindi) => hindi.footer.adminLoginLink)

function LinkList({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-4 font-semibold text-lg text-white">{title}</h2>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-brand-100 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The footer of every public page (website.md section 1, "Shared chrome"). */
export function SiteFooter() {
  const year = new Date().getFullYear()
  const lang = useLang()
  const company = useCompany()
  const hours = useOpeningHours()
  // The links to the pages of the page's language.
  const links = (list: readonly NavLink[]) =>
    list.map((link) => ({ ...link, to: pathIn(lang, link.to) }))
  const footerQuickLinks = links(usePageText(en.footerQuickLinks, footerQuickLinksHindi))
  const footerServiceLinks = links(usePageText(en.footerServiceLinks, footerServiceLinksHindi))
  const footerLegalLinks = links(usePageText(en.footerLegalLinks, footerLegalLinksHindi))
  const footerCopy = usePageText(en.footerCopy, footerCopyHindi)
  const adminLoginLink = usePageText(en.adminLoginLink, adminLoginLinkHindi)
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <BrandLogo inverted />
          <p>{company.blurb}</p>
          <SocialLinks className="text-brand-100 hover:text-white" />
        </div>
        <LinkList title={footerCopy.quickLinksTitle} links={footerQuickLinks} />
        <LinkList title={footerCopy.servicesTitle} links={footerServiceLinks} />
        <div>
          <h2 className="mb-4 font-semibold text-lg text-white">{footerCopy.contactTitle}</h2>
          <address className="space-y-3 not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
              {postalAddress(company.address)}
            </p>
            {company.phones.length ? (
              <p className="flex gap-2">
                <Phone aria-hidden="true" className="mt-1 size-4 shrink-0" />
                <span>
                  {company.phones.map((phone, index) => (
                    <span key={phone.dial}>
                      {index > 0 ? ', ' : null}
                      <a href={`tel:${phone.dial}`} className="hover:text-white hover:underline">
                        {phone.display}
                      </a>
                    </span>
                  ))}
                </span>
              </p>
            ) : null}
            {company.salesPhone ? (
              <p className="flex gap-2">
                <Phone aria-hidden="true" className="mt-1 size-4 shrink-0" />
                <span>
                  {footerCopy.salesLabel}:{' '}
                  <a
                    href={`tel:${company.salesPhone.dial}`}
                    className="hover:text-white hover:underline"
                  >
                    {company.salesPhone.display}
                  </a>
                </span>
              </p>
            ) : null}
            {company.email ? (
              <p className="flex gap-2">
                <Mail aria-hidden="true" className="mt-1 size-4 shrink-0" />
                {/* The address breaks where it must: in a quarter of a small laptop's width it is
                    longer than its column, and the page would scroll sideways. */}
                <a
                  href={`mailto:${company.email}`}
                  className="min-w-0 wrap-anywhere hover:text-white hover:underline"
                >
                  {company.email}
                </a>
              </p>
            ) : null}
            <p className="flex gap-2">
              <Clock aria-hidden="true" className="mt-1 size-4 shrink-0" />
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
        </div>
      </div>
      <div className="border-brand-800 border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <div className="space-y-1">
            <p>
              {/* The year of the prerender stays: a phone whose clock is wrong (or a test's clock at
                  1970) must not make React throw the footer away as a hydration mismatch (#418). */}
              © <span suppressHydrationWarning>{year}</span> {company.name}. {footerCopy.rights}
            </p>
            {company.gstin ? (
              <p>
                {footerCopy.gstinLabel}: {company.gstin}
              </p>
            ) : null}
          </div>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {footerLegalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <a href={adminLoginLink.to} className="hover:text-white hover:underline">
                {adminLoginLink.label}
              </a>
            </li>
          </ul>
          {company.agency ? (
            <p>
              {footerCopy.designedBy}{' '}
              <a
                href={company.agency.url}
                className="underline hover:text-white"
                rel="noopener"
                target="_blank"
              >
                {company.agency.name}
              </a>
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  )
}
