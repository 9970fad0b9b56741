import type { QuotationDetail } from '@nirman/contract'
import {
  Button,
  Input,
  Label,
  Modal,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
  Notice,
  NoticeDescription,
  toast,
} from '@nirman/ui'
import { useMutation } from '@tanstack/react-query'
import { Copy, Link2Off, MessageCircle } from 'lucide-react'
import { type Ref, useId, useRef, useState } from 'react'
import { isUnauthorized } from '../../api/client'
import { withdrawQuotationLink } from '../../api/quotations'
import { quotationCopy, quotationLinkCopy } from '../../quotations-content'
import { refusalOf } from '../forms/refusal'
import { RefusalNotice } from '../forms/refusal-notice'
import { useEscapeClosesDialog } from '../notifications/dialog-escape'
import { useQuotationCache } from './quotation-cache'
import { QuotationSection } from './quotation-section'

const copy = quotationLinkCopy

/** "Withdraw link", asked first in a dialog: the link stops working at once. */
function WithdrawLink({
  quotation,
  onWithdrawn,
}: {
  quotation: QuotationDetail
  onWithdrawn: () => void
}) {
  const [open, setOpen] = useState(false)
  const cache = useQuotationCache(quotation.id)
  const withdraw = useMutation({
    mutationFn: () => withdrawQuotationLink(quotation.id, { version: quotation.version }),
    onSuccess: (answer) => {
      setOpen(false)
      cache.keep(answer)
      toast(copy.withdrawn)
      onWithdrawn()
    },
    onError: () => setOpen(false),
  })
  const close = () => {
    if (withdraw.isPending) return
    setOpen(false)
  }
  useEscapeClosesDialog(open, close)
  const refusal =
    withdraw.error && !isUnauthorized(withdraw.error)
      ? refusalOf(withdraw.error, copy.failed)
      : null
  return (
    <>
      <Modal
        open={open}
        onOpenChange={(next) => {
          if (next) {
            withdraw.reset()
            setOpen(true)
          } else close()
        }}
      >
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
          <Link2Off aria-hidden />
          {copy.withdraw}
        </Button>
        {open ? (
          <ModalContent size="sm" closeLabel={copy.close}>
            <ModalHeader>
              <ModalTitle>{copy.withdrawTitle}</ModalTitle>
              <ModalDescription>{copy.withdrawQuestion}</ModalDescription>
            </ModalHeader>
            <ModalFooter>
              <ModalClose asChild>
                <Button type="button" variant="outline" disabled={withdraw.isPending}>
                  {copy.cancel}
                </Button>
              </ModalClose>
              <Button
                type="button"
                variant="destructive"
                loading={withdraw.isPending}
                loadingLabel={copy.withdrawing}
                onClick={() => withdraw.mutate()}
              >
                {copy.withdrawConfirm}
              </Button>
            </ModalFooter>
          </ModalContent>
        ) : null}
      </Modal>
      {refusal ? (
        <div className="basis-full">
          <RefusalNotice
            refusal={refusal}
            reload={{
              label: quotationCopy.reload,
              onReload: () => {
                withdraw.reset()
                cache.reload()
              },
            }}
          />
        </div>
      ) : null}
    </>
  )
}

/**
 * The client's link of a sent quotation, to paste into WhatsApp or a message: in a read-only box
 * (selected on focus), "Copy link" (the clipboard, with a toast; where the browser refuses, the
 * link is selected to copy by hand), "Send on WhatsApp" to the client's phone with a message
 * carrying the link, and "Withdraw link". Once withdrawn, a note: the next send makes a new link.
 */
export function QuotationLinkPanel({
  quotation,
  headingRef,
  onWithdrawn,
}: {
  quotation: QuotationDetail
  headingRef?: Ref<HTMLHeadingElement>
  onWithdrawn: () => void
}) {
  const inputId = useId()
  const linkRef = useRef<HTMLInputElement>(null)
  const { link } = quotation
  const latest = quotation.revisions.at(-1)
  const clientName = latest?.content.clientName ?? ''

  const copyLink = async (url: string) => {
    // Undefined outside a secure context (a dashboard opened over plain http).
    const clipboard: Clipboard | undefined = navigator.clipboard
    try {
      if (!clipboard) throw new Error('Clipboard unavailable')
      await clipboard.writeText(url)
      toast(copy.copied)
    } catch {
      linkRef.current?.focus()
      linkRef.current?.select()
      toast(copy.copyUnavailable)
    }
  }

  return (
    <QuotationSection
      title={copy.title}
      description={link ? copy.description : undefined}
      headingRef={headingRef}
    >
      {link ? (
        <>
          <div className="grid min-w-0 gap-1">
            <Label htmlFor={inputId}>{copy.label}</Label>
            <Input
              ref={linkRef}
              id={inputId}
              readOnly
              value={link.url}
              className="min-w-0 font-mono text-sm"
              onFocus={(event) => event.target.select()}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={() => void copyLink(link.url)}>
              <Copy aria-hidden />
              {copy.copy}
            </Button>
            {link.whatsappUrl ? (
              <Button asChild size="sm" variant="outline">
                <a
                  href={link.whatsappUrl}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={copy.whatsappLabel(clientName)}
                >
                  <MessageCircle aria-hidden />
                  {copy.whatsapp}
                </a>
              </Button>
            ) : null}
            <WithdrawLink quotation={quotation} onWithdrawn={onWithdrawn} />
          </div>
          {link.whatsappUrl ? null : (
            <p className="text-sm text-muted-foreground">{copy.noWhatsapp}</p>
          )}
        </>
      ) : (
        <Notice>
          <NoticeDescription>
            {latest?.status === 'draft'
              ? copy.withdrawnNote
              : latest?.status === 'accepted'
                ? copy.withdrawnNoteAccepted
                : copy.withdrawnNoteRevise}
          </NoticeDescription>
        </Notice>
      )}
    </QuotationSection>
  )
}
