import { buttonVariants } from '@nirman/ui'
import { MessageCircle, Phone } from 'lucide-react'
import { deskCopy } from '../../content'
import { telHref, whatsappHref } from './contact-links'

/** "Call" and "WhatsApp" for a lead, as buttons big enough for a thumb. Nothing without a phone. */
export function CallLinks({ name, phone }: { name: string; phone: string }) {
  if (phone.trim() === '') return null
  const chat = whatsappHref(phone)
  return (
    <div className="flex flex-wrap gap-2">
      <a
        className={buttonVariants({ size: 'sm', variant: 'outline' })}
        href={telHref(phone)}
        aria-label={deskCopy.callLabel(name)}
      >
        <Phone aria-hidden />
        {deskCopy.call}
      </a>
      {chat ? (
        <a
          className={buttonVariants({ size: 'sm', variant: 'outline' })}
          href={chat}
          target="_blank"
          rel="noreferrer"
          aria-label={deskCopy.whatsappLabel(name)}
        >
          <MessageCircle aria-hidden />
          {deskCopy.whatsapp}
        </a>
      ) : null}
    </div>
  )
}
