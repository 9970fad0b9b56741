import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@nirman/ui'
import { CalendarCheck, Mail, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { contactPageCopy as contactPageCopyEnglish } from '../../content/contact'
import { contactPageCopy as contactPageCopyHindi } from '../../content/hi/contact'
import { useCompany } from '../../i18n/company'
import { usePageText } from '../../i18n/page-text'

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

export interface QuickContactProps {
  /** The section around the quote form, and the form itself, for Book Appointment. */
  formSectionId: string
  formId: string
}

/** Call, e-mail or book an appointment: the three fastest ways to reach us. */
export function QuickContact({ formSectionId, formId }: QuickContactProps) {
  // Texts in the language of the page being drawn (app/i18n/page-text.ts).
  const company = useCompany()
  const contactPageCopy = usePageText(contactPageCopyEnglish, contactPageCopyHindi)
  const { call, email, appointment } = contactPageCopy.quickContact
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      <li className="flex">
        <QuickCard icon={<Phone aria-hidden="true" />} title={call.title} text={call.text}>
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
      <li className="flex">
        <QuickCard
          icon={<CalendarCheck aria-hidden="true" />}
          title={appointment.title}
          text={appointment.text}
        >
          <Button onClick={() => goToQuoteForm(formSectionId, formId)}>{appointment.button}</Button>
        </QuickCard>
      </li>
    </ul>
  )
}
