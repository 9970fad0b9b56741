import { type ClientInvitation, formatCompanyDateTime, type ProjectClient } from '@nirman/contract'
import { Button, Input, Label, toast } from '@nirman/ui'
import { Copy, MessageCircle, X } from 'lucide-react'
import { useId, useRef } from 'react'
import { clientsCopy } from '../../client-projects-content'
import { whatsappShareHref } from './project-format'

/**
 * An invitation just made: whether it was e-mailed, until when it works, and the link itself
 * (selectable, Copy, Send on WhatsApp with a message in the client's language) for staff who
 * reach the client on WhatsApp more surely than by e-mail.
 */
export function ProjectClientInvitation({
  client,
  projectTitle,
  invitation,
  onClose,
}: {
  client: ProjectClient
  projectTitle: string
  invitation: ClientInvitation
  onClose: () => void
}) {
  const inputId = useId()
  const linkRef = useRef<HTMLInputElement>(null)
  const message = clientsCopy.whatsappMessage(
    client.language,
    client.name,
    projectTitle,
    invitation.link,
  )

  const copy = async () => {
    // Undefined outside a secure context (a dashboard opened over plain http).
    const clipboard: Clipboard | undefined = navigator.clipboard
    try {
      if (!clipboard) throw new Error('Clipboard unavailable')
      await clipboard.writeText(invitation.link)
      toast(clientsCopy.copied)
    } catch {
      linkRef.current?.select()
      toast(clientsCopy.copyUnavailable)
    }
  }

  return (
    <div className="grid min-w-0 basis-full gap-3 rounded-md border border-success bg-success-subtle p-3 text-success-subtle-foreground">
      <div role="status" className="grid gap-1 text-sm">
        <p className="font-semibold break-words">
          {invitation.emailed ? clientsCopy.invited(client.email) : clientsCopy.linkMade}
        </p>
        <p>{clientsCopy.linkExpires(formatCompanyDateTime(invitation.expiresAt))}</p>
      </div>
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={inputId}>{clientsCopy.linkLabel(client.name)}</Label>
        <Input
          ref={linkRef}
          id={inputId}
          readOnly
          value={invitation.link}
          className="min-w-0 font-mono text-sm"
          onFocus={(event) => event.target.select()}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden />
          {clientsCopy.copy}
        </Button>
        <Button asChild size="sm" variant="outline">
          <a
            href={whatsappShareHref(message)}
            target="_blank"
            rel="noreferrer"
            aria-label={clientsCopy.whatsappLabel(client.name)}
          >
            <MessageCircle aria-hidden />
            {clientsCopy.whatsapp}
          </a>
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onClose}>
          <X aria-hidden />
          {clientsCopy.closeLink}
        </Button>
      </div>
    </div>
  )
}
