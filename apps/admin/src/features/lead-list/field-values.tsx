import { leadDetailsCopy } from '../../content'
import { telHref } from './contact-links'
import { formatDateTimeLines } from './lead-format'

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

/**
 * A phone number that dials when tapped; `onTap` is told of the tap (CallablePhone records it as
 * a call), which never stops the dialler opening.
 */
export function PhoneLink({ phone, onTap }: { phone: string; onTap?: () => void }) {
  if (phone.trim() === '') return <ValueOrNotGiven value="" />
  return (
    <a className={linkClasses} href={telHref(phone)} onClick={onTap}>
      {phone}
    </a>
  )
}

/**
 * An instant as staff read it ("18 Nov 2026, 12:00 pm"), breaking only between its date and its
 * time when its column is narrow.
 */
export function DateTime({ iso }: { iso: string }) {
  const { date, time } = formatDateTimeLines(iso)
  return (
    <time dateTime={iso}>
      <span className="whitespace-nowrap">{date}</span>{' '}
      <span className="whitespace-nowrap">{time}</span>
    </time>
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
