import {
  type LeadStage,
  leadStageLabels,
  type QuotationDetail,
  type QuotationRevision,
} from '@nirman/contract'
import {
  Button,
  Modal,
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
  toast,
} from '@nirman/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Send } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { isUnauthorized } from '../../api/client'
import { leadQuery } from '../../api/queries'
import { sendQuotation } from '../../api/quotations'
import { quotationCopy, quotationSendCopy } from '../../quotations-content'
import { type Refusal, type RefusedIssue, refusalOf } from '../forms/refusal'
import { RefusalNotice } from '../forms/refusal-notice'
import { useEscapeClosesDialog } from '../notifications/dialog-escape'
import { useQuotationCache } from './quotation-cache'

const copy = quotationSendCopy

/** The stages a send moves a lead on from (apps/api lead-stage-move: a Won or Lost lead stays). */
const movedBySend: readonly LeadStage[] = ['new', 'contacted', 'site_visit_scheduled']

/** What the send does to the request, as far as its stage is known. */
function stageSentence(stage: LeadStage | undefined): string {
  if (!stage) return copy.confirmStageUnknown
  return movedBySend.includes(stage)
    ? copy.confirmStageMoves(leadStageLabels[stage])
    : copy.confirmStageStays(leadStageLabels[stage])
}

/**
 * "Send to the client", beside the draft's editor: off, with the reason, while something stops the
 * draft from being sent or what is typed is not saved yet (the client gets the draft as saved).
 * It asks first, in a dialog saying what sending does: the PDF made and the revision frozen, the
 * e-mail to the client's address (or none: the link goes by WhatsApp), the client's link, the
 * request's stage. Sent, the page shows the quotation as sent with the client's link. Refused, the
 * server's reasons go beside their fields (`onRefusal`, 400) or under the button with a reload
 * (409, someone else came first).
 */
export function QuotationSendAction({
  quotation,
  draft,
  blocked,
  refusal,
  onRefusal,
  fieldsOf,
  fieldsShown,
  firstInvalidField,
  onSent,
}: {
  quotation: QuotationDetail
  /** The draft as saved: what is sent. */
  draft: QuotationRevision
  /** Why it cannot be sent now, or null when it can. */
  blocked: string | null
  refusal: Refusal | null
  onRefusal: (refusal: Refusal | null) => void
  /** The editor's fields of the server's issues (`content.schedule` is the schedule's). */
  fieldsOf: (issues: readonly RefusedIssue[]) => Record<string, string>
  fieldsShown: readonly string[]
  /** The first field marked invalid, to take the focus after a refused send. */
  firstInvalidField: () => HTMLElement | null
  onSent: (answer: QuotationDetail) => void
}) {
  const reasonId = useId()
  const [open, setOpen] = useState(false)
  const cache = useQuotationCache(quotation.id)
  // Refused with fields: the focus goes to the first of them, not back to the button.
  const focusField = useRef(false)
  const lead = useQuery({ ...leadQuery(quotation.leadId), enabled: open })
  const send = useMutation({
    mutationFn: () => sendQuotation(quotation.id, { version: quotation.version }),
    onMutate: () => onRefusal(null),
    onSuccess: (answer) => {
      setOpen(false)
      cache.keep(answer)
      const sent = answer.revisions.at(-1)
      toast({
        title: copy.sent(answer.number),
        description: sent?.emailedTo ? copy.sentEmailed(sent.emailedTo) : copy.sentNotEmailed,
      })
      onSent(answer)
    },
    onError: (error) => {
      // A 401 sends the visitor to the login page (see createQueryClient).
      if (isUnauthorized(error)) return
      const refused = refusalOf(error, copy.failed, undefined, fieldsOf)
      focusField.current = Object.keys(refused.fields).length > 0
      onRefusal(refused)
      setOpen(false)
    },
  })
  const close = () => {
    if (send.isPending) return
    setOpen(false)
  }
  useEscapeClosesDialog(open, close)
  const email = draft.content.clientEmail
  return (
    <section
      aria-labelledby={`${reasonId}-title`}
      className="grid min-w-0 gap-3 rounded-lg border border-border bg-background p-3 sm:p-4"
    >
      <h3 id={`${reasonId}-title`} className="font-semibold">
        {copy.title}
      </h3>
      <p id={reasonId} className="text-sm break-words text-muted-foreground">
        {blocked ?? copy.ready(draft.revision)}
      </p>
      <Modal
        open={open}
        onOpenChange={(next) => {
          if (next) setOpen(true)
          else close()
        }}
      >
        <div>
          <Button
            type="button"
            variant="accent"
            disabled={blocked !== null}
            aria-describedby={reasonId}
            onClick={() => setOpen(true)}
          >
            <Send aria-hidden />
            {copy.send}
          </Button>
        </div>
        {open ? (
          <ModalContent
            size="md"
            closeLabel={copy.close}
            onCloseAutoFocus={(event) => {
              if (!focusField.current) return
              focusField.current = false
              const field = firstInvalidField()
              if (!field) return
              event.preventDefault()
              field.focus()
            }}
          >
            <ModalHeader>
              <ModalTitle>{copy.confirmTitle(quotation.number, draft.revision)}</ModalTitle>
            </ModalHeader>
            <ModalBody>
              {/* The whole of what sending does is the dialog's description, read as it opens. */}
              <ModalDescription asChild>
                <div className="grid gap-2 text-foreground">
                  <p>{copy.confirmIntro}</p>
                  <ul className="grid list-disc gap-2 ps-5 break-words">
                    <li>{copy.confirmPdf(draft.revision)}</li>
                    <li>{email ? copy.confirmEmail(email) : copy.confirmNoEmail}</li>
                    <li>{quotation.link ? copy.confirmLinkKept : copy.confirmNewLink}</li>
                    <li>{stageSentence(lead.data?.stage)}</li>
                  </ul>
                </div>
              </ModalDescription>
            </ModalBody>
            <ModalFooter>
              <ModalClose asChild>
                <Button type="button" variant="outline" disabled={send.isPending}>
                  {copy.cancel}
                </Button>
              </ModalClose>
              <Button
                type="button"
                variant="accent"
                loading={send.isPending}
                loadingLabel={copy.sending}
                onClick={() => send.mutate()}
              >
                <Send aria-hidden />
                {copy.confirm}
              </Button>
            </ModalFooter>
          </ModalContent>
        ) : null}
      </Modal>
      <RefusalNotice
        refusal={refusal}
        fieldsShown={fieldsShown}
        reload={{
          label: quotationCopy.reload,
          onReload: () => {
            onRefusal(null)
            cache.reload()
          },
        }}
      />
    </section>
  )
}
