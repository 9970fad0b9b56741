import { CalendarCheck, MessageCircle, Phone, Send } from 'lucide-react'
import { useLocation } from 'react-router'
import { contactBarCopy as englishCopy } from '../../content/company'
import { getQuoteLink } from '../../content/navigation'
import { type CompanyKept, useCompany } from '../../i18n/company'
import { pathIn } from '../../i18n/lang'
import { Link } from '../../i18n/link'
import { fromPart, usePageText } from '../../i18n/page-text'
import { useLang } from '../../i18n/use-lang'
import { visitBookingTo } from '../site-visit/visit-link'

// The bar's Hindi comes with every Hindi page's first load (app/i18n/page-text.ts).
const hindiCopy = fromPart('firstLoad', (hindi) => hindi.company.contactBarCopy)

const barLink =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 font-semibold text-xs'

/**
 * Call, WhatsApp, a free site visit and Get a Quote, always at hand: a bar at the bottom of the
 * screen on phones (the page leaves room for it, and it steps aside while the visitor types into a
 * form: app.css), a WhatsApp button at the bottom right on larger screens. WhatsApp opens with a
 * message naming the page. Call and WhatsApp only with the owner's numbers: without them the bar
 * is Site visit and Get a Quote. Never
 * on the staff dashboard's addresses.
 */
export function ContactBar() {
  const { pathname } = useLocation()
  const lang = useLang()
  const company = useCompany()
  const copy = usePageText<typeof englishCopy, CompanyKept>(englishCopy, hindiCopy)
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return null
  const [phone] = company.phones
  // The chat opens with a message in the page's language, naming the page.
  const message = copy.whatsappMessage(company.name, `${company.siteUrl}${pathname}`)
  const whatsapp =
    company.whatsapp && `https://wa.me/${company.whatsapp}?text=${encodeURIComponent(message)}`

  return (
    <>
      {/* A landmark of its own, so that a screen reader's list of the page's regions has it. */}
      {whatsapp ? (
        <aside aria-label={copy.whatsappButton}>
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={copy.whatsappButton}
            data-contact-bar=""
            className="fixed right-4 bottom-4 z-30 hidden size-14 items-center justify-center rounded-full bg-[#1f7a44] text-white shadow-lg hover:bg-[#17613a] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:flex print:hidden"
          >
            <MessageCircle aria-hidden="true" className="size-7" />
          </a>
        </aside>
      ) : null}
      <nav
        aria-label={copy.label}
        data-contact-bar=""
        className="fixed inset-x-0 bottom-0 z-30 flex border-border border-t bg-background shadow-[0_-2px_8px_rgb(0_0_0/0.08)] sm:hidden print:hidden"
      >
        {phone ? (
          <a href={`tel:${phone.dial}`} className={`${barLink} text-primary`}>
            <Phone aria-hidden="true" className="size-5" />
            {copy.call}
          </a>
        ) : null}
        {whatsapp ? (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className={`${barLink} text-[#1f7a44]`}
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            {copy.whatsapp}
          </a>
        ) : null}
        <Link to={pathIn(lang, visitBookingTo('whatsapp'))} className={`${barLink} text-primary`}>
          <CalendarCheck aria-hidden="true" className="size-5" />
          {copy.visit}
        </Link>
        <Link
          to={pathIn(lang, getQuoteLink.to)}
          className={`${barLink} bg-accent text-accent-foreground`}
        >
          <Send aria-hidden="true" className="size-5" />
          {copy.quote}
        </Link>
      </nav>
      {/* The room the bar takes, so it never covers the last lines of a page. */}
      <div aria-hidden="true" className="h-[calc(3.5rem+1px)] sm:hidden print:hidden" />
    </>
  )
}
