import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from '@nirman/ui'
import { CalendarCheck, Mail, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { contactPageCopy as contactPageCopyEnglish } from '../../content/contact'
import { contactPageCopy as contactPageCopyHindi } from '../../content/hi/contact'
import { useCompany } from '../../i18n/company'
import { Link } from '../../i18n/link'
import { useOpeningHours } from '../../i18n/opening-hours'
import { usePageText } from '../../i18n/page-text'
import { visitBookingTo } from '../site-visit/visit-link'

/**
 * Scrolls to the quote form and puts the cursor in its first field. Focusing with
 * `preventScroll` lets the smooth scroll (or none, for visitors who prefer reduced motion) run.
 */
export function goToQuoteForm(sectionId: string, formId: string) {
  // jsdom and very old browsers have no scrollIntoView; the focus below still moves the visitor.
  document.getElementById(sectionId)?.scrollIntoView?.({ block: 'start' })
  const form = document.getElementById(formId)
  if (!(form instanceof HTMLFormElement)) return
  const firstField = Array.from(form.elements).find(
    (element): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement) &&
      element.tabIndex >= 0 &&
      element.type !== 'hidden' &&
      !element.disabled,
  )
  firstField?.focus({ preventScroll: true })
}

function QuickCard({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode
  title: string
  text: string
  children: ReactNode
}) {
  return (
    <Card className="w-full gap-4">
      <CardHeader className="gap-3">
        <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-primary [&_svg]:size-6">
          {icon}
        </span>
        <CardTitle>{title}</CardTitle>
        <CardDescription className="text-base">{text}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">{children}</CardContent>
    </Card>
  )
}

/** The grid for one, two or three cards: one card alone is not stretched across the page. */
const columns: Record<number, string> = {
  1: 'mx-auto max-w-md',
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
}

export interface QuickContactProps {
  /** The section around the quote form, and the form itself, for Book Appointment. */
  formSectionId: string
  formId: string
}

/**
 * Call, e-mail or book an appointment: the three fastest ways to reach us (a call and an e-mail
 * when the owner gave a number and an address).
 */
export function QuickContact({ formSectionId, formId }: QuickContactProps) {
  // Texts in the language of the page being drawn (app/i18n/page-text.ts).
  const company = useCompany()
  const hours = useOpeningHours()
  const contactPageCopy = usePageText(contactPageCopyEnglish, contactPageCopyHindi)
  const { call, email, appointment } = contactPageCopy.quickContact
  const cards = 1 + (company.phones.length ? 1 : 0) + (company.email ? 1 : 0)
  return (
    <ul className={cn('grid gap-6', columns[cards])}>
      {company.phones.length ? (
        <li className="flex">
          <QuickCard icon={<Phone aria-hidden="true" />} title={call.title} text={hours.long}>
            <ul className="space-y-1">
              {company.phones.map((phone) => (
                <li key={phone.dial}>
                  <a
                    href={`tel:${phone.dial}`}
                    className="inline-flex min-h-11 items-center font-semibold text-lg text-primary hover:underline"
                  >
                    {phone.display}
                  </a>
                </li>
              ))}
            </ul>
          </QuickCard>
        </li>
      ) : null}
      {company.email ? (
        <li className="flex">
          <QuickCard icon={<Mail aria-hidden="true" />} title={email.title} text={email.text}>
            <a
              href={`mailto:${company.email}`}
              className="inline-flex min-h-11 items-center break-all font-semibold text-primary hover:underline"
            >
              {company.email}
            </a>
          </QuickCard>
        </li>
      ) : null}
      <li className="flex">
        <QuickCard
          icon={<CalendarCheck aria-hidden="true" />}
          title={appointment.title}
          text={appointment.text}
        >
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => goToQuoteForm(formSectionId, formId)}>
              {appointment.button}
            </Button>
            <Button
              asChild
              variant="outline"
              className="h-auto min-h-9 max-w-full shrink whitespace-normal"
            >
              <Link to={visitBookingTo('contact')}>{appointment.visitButton}</Link>
            </Button>
          </div>
        </QuickCard>
      </li>
    </ul>
  )
}
