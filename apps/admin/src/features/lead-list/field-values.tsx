import { leadDetailsCopy } from '../../content'

const linkClasses = 'text-primary underline underline-offset-4 hover:no-underline break-all'

/** The value, or a dash that screen readers read as "Not given". */
export function ValueOrNotGiven({ value }: { value: string }) {
  if (value.trim() !== '') return value
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{leadDetailsCopy.notGiven}</span>
    </>
  )
}

/** A phone number that dials when tapped. */
export function PhoneLink({ phone }: { phone: string }) {
  if (phone.trim() === '') return <ValueOrNotGiven value="" />
  // tel: wants the number without spaces or brackets, which some phones refuse.
  return (
    <a className={linkClasses} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
      {phone}
    </a>
  )
}

/** An e-mail address that opens the mail app. */
export function EmailLink({ email }: { email: string }) {
  if (email.trim() === '') return <ValueOrNotGiven value="" />
  return (
    <a className={linkClasses} href={`mailto:${email}`}>
      {email}
    </a>
  )
}
