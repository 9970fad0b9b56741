import type { ContactAttemptBody, ContactChannel, LeadSummary } from '@nirman/contract'
import { Button, buttonVariants, Notice, NoticeDescription, NoticeTitle } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import { Mail, MessageCircle, Phone, RotateCcw } from 'lucide-react'
import type { ReactNode } from 'react'
import { recordContactAttempt } from '../../api/lead-contact'
import { currentUserQuery } from '../../api/queries'
import { contactCopy, deskCopy } from '../../content'
import { useLeadChange } from '../leads/use-lead-change'
import { firstMessageTo, mailtoHref, telHref, whatsappMessageHref } from './contact-links'
import { PhoneLink } from './field-values'

/** What the links need of a lead: whom to reach, where, and in which language. */
export type ContactableLead = Pick<LeadSummary, 'id' | 'name' | 'phone' | 'email' | 'language'>

const sendAttempt = async (id: number, body: ContactAttemptBody) =>
  (await recordContactAttempt(id, body)).lead

/** The refusals of an attempt said in the server's words: a bad channel, the lead gone. */
const explainedAttemptRefusals = [400, 404]

/**
 * Records the attempts to reach a lead: a tap on Call, WhatsApp, E-mail or its phone number in
 * the table stops its first-contact clock, and its details ask what came of it. `record(channel)`
 * is the tap's handler; it never prevents the link, so the dialler, WhatsApp or the mail app
 * opens whatever the answer. An attempt that failed to record is `failed` (see
 * AttemptNotRecorded).
 */
function useContactAttempts(id: number) {
  const attempt = useLeadChange(id, sendAttempt, contactCopy.recorded, {
    fallback: contactCopy.notRecordedFallback,
    explained: explainedAttemptRefusals,
  })
  return {
    record: (channel: ContactChannel) => () => attempt.save({ channel }),
    failed: attempt.refusal ? attempt.sent?.channel : undefined,
    refusal: attempt.refusal,
    saving: attempt.saving,
  }
}

type ContactAttempts = ReturnType<typeof useContactAttempts>

/**
 * "Call" and "WhatsApp" for a lead (and "E-mail" `withEmail`, when it has an address), as buttons
 * big enough for a thumb. WhatsApp and the e-mail start with the first message in the lead's
 * language. A tap follows the link as any link does and records the attempt (useContactAttempts).
 */
export function CallLinks({
  lead,
  withEmail = false,
}: {
  lead: ContactableLead
  withEmail?: boolean
}) {
  const user = useQuery(currentUserQuery).data
  const attempts = useContactAttempts(lead.id)
  const hasPhone = lead.phone.trim() !== ''
  const hasEmail = withEmail && lead.email.trim() !== ''
  if (!hasPhone && !hasEmail) return null
  const words = firstMessageTo(lead, user)
  const chat = hasPhone ? whatsappMessageHref(lead.phone, words.whatsapp) : null
  const { record } = attempts

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {hasPhone ? (
          <ContactLink
            href={telHref(lead.phone)}
            label={deskCopy.callLabel(lead.name)}
            icon={<Phone aria-hidden />}
            onTap={record('call')}
          >
            {deskCopy.call}
          </ContactLink>
        ) : null}
        {chat ? (
          <ContactLink
            href={chat}
            newTab
            label={deskCopy.whatsappLabel(lead.name)}
            icon={<MessageCircle aria-hidden />}
            onTap={record('whatsapp')}
          >
            {deskCopy.whatsapp}
          </ContactLink>
        ) : null}
        {hasEmail ? (
          <ContactLink
            href={mailtoHref(lead.email, words.emailSubject, words.emailBody)}
            label={deskCopy.emailLabel(lead.name)}
            icon={<Mail aria-hidden />}
            onTap={record('email')}
          >
            {deskCopy.email}
          </ContactLink>
        ) : null}
      </div>
      <AttemptNotRecorded attempts={attempts} />
    </div>
  )
}

/**
 * The lead's phone number as a link (the table's Phone column): tapping it dials, and records a
 * call as the cards' Call button does.
 */
export function CallablePhone({ lead }: { lead: Pick<LeadSummary, 'id' | 'phone'> }) {
  const attempts = useContactAttempts(lead.id)
  return (
    <div className="grid gap-2">
      <span className="whitespace-nowrap">
        <PhoneLink phone={lead.phone} onTap={attempts.record('call')} />
      </span>
      <AttemptNotRecorded attempts={attempts} />
    </div>
  )
}

/** Says an attempt was not recorded, and records it again without opening the link twice. */
function AttemptNotRecorded({ attempts }: { attempts: ContactAttempts }) {
  const { failed, refusal } = attempts
  if (!refusal || !failed) return null
  return (
    <Notice variant="destructive">
      <NoticeTitle>{contactCopy.notRecorded[failed]}</NoticeTitle>
      <NoticeDescription className="grid gap-2">
        <span>{refusal.message}</span>
        <span>
          <Button
            size="md"
            variant="outline"
            loading={attempts.saving}
            loadingLabel={deskCopy.saving}
            onClick={attempts.record(failed)}
          >
            <RotateCcw aria-hidden />
            {contactCopy.recordAgain}
          </Button>
        </span>
      </NoticeDescription>
    </Notice>
  )
}

/** One way to reach the lead: a real link (so it opens as links do), styled as a 44 px button. */
function ContactLink({
  href,
  label,
  icon,
  newTab = false,
  onTap,
  children,
}: {
  href: string
  /** The accessible name, with the lead's name: "Call Ravi Kumar". */
  label: string
  icon: ReactNode
  newTab?: boolean
  onTap: () => void
  children: ReactNode
}) {
  return (
    <a
      className={buttonVariants({ size: 'md', variant: 'outline' })}
      href={href}
      aria-label={label}
      onClick={onTap}
      {...(newTab ? { target: '_blank', rel: 'noreferrer' } : {})}
    >
      {icon}
      {children}
    </a>
  )
}
