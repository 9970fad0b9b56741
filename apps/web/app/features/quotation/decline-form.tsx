import type { ClientQuotation } from '@nirman/contract'
import { Button, FormControl, FormError, FormField, FormLabel, Textarea } from '@nirman/ui'
import { ChevronDown } from 'lucide-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { quotationPageCopy } from '../../content/quotation'
import type { Lang } from '../../i18n/lang'
import { declineQuotation } from './quotation-api'
import { declineRefusal, type FormRefusals, refusalsOfError } from './quotation-messages'
import { RefusalNotice } from './refusal-notice'

export interface DeclineFormProps {
  quotation: ClientQuotation
  token: string
  lang: Lang
  copy: typeof quotationPageCopy
  onAnswered: (quotation: ClientQuotation) => void
  onReload: () => void
}

const noRefusals: FormRefusals = { fields: {}, notice: null, first: null }

/**
 * Declining, behind a disclosure ("Decline this quotation") so that it is never pressed by
 * mistake on the way to accepting: the reason, and a button that sends it. A refusal shows beside
 * the reason or above the form, and the reason typed stays.
 */
export function DeclineForm({
  quotation,
  token,
  lang,
  copy,
  onAnswered,
  onReload,
}: DeclineFormProps) {
  const words = copy.answer
  const [reason, setReason] = useState('')
  const [refusals, setRefusals] = useState<FormRefusals>(noRefusals)
  const [pending, setPending] = useState(false)
  const busy = useRef(false)
  const reasonRef = useRef<HTMLTextAreaElement>(null)
  const noticeRef = useRef<HTMLDivElement>(null)
  const [focusOn, setFocusOn] = useState<{ target: 'reason' | 'notice' } | null>(null)

  useEffect(() => {
    if (!focusOn) return
    const target = focusOn.target === 'reason' ? reasonRef : noticeRef
    target.current?.focus()
  }, [focusOn])

  const refuse = (shown: FormRefusals) => {
    setRefusals(shown)
    setFocusOn({ target: shown.fields.reason ? 'reason' : 'notice' })
  }

  async function decline(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    const own = declineRefusal(lang, reason)
    if (own) {
      refuse({ fields: { reason: own.text }, notice: null, first: 'reason' })
      return
    }
    busy.current = true
    setPending(true)
    setRefusals(noRefusals)
    try {
      const answered = await declineQuotation(token, {
        revision: quotation.revision,
        reason: reason.trim(),
      })
      busy.current = false
      onAnswered(answered)
    } catch (error) {
      busy.current = false
      setPending(false)
      const shown = refusalsOfError(lang, error, words.notReached)
      // Only the reason is this form's: anything else is said above it.
      const other = Object.entries(shown.fields).find(([field]) => field !== 'reason')
      refuse(
        other && !shown.notice ? { ...shown, notice: { text: other[1], reload: false } } : shown,
      )
    }
  }

  return (
    <details className="group rounded-lg border border-border">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        {words.decline}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <form noValidate onSubmit={decline} className="space-y-4 border-border border-t p-4">
        {refusals.notice ? (
          <RefusalNotice
            ref={noticeRef}
            notice={refusals.notice}
            onReload={onReload}
            reloadLabel={words.reload}
          />
        ) : null}
        <FormField name="reason" error={refusals.fields.reason}>
          <FormLabel>{words.reasonLabel}</FormLabel>
          <FormControl>
            <Textarea
              ref={reasonRef}
              name="reason"
              rows={4}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormControl>
          <FormError />
        </FormField>
        <Button
          type="submit"
          variant="outline"
          className="h-auto min-h-11 whitespace-normal"
          loading={pending}
          loadingLabel={words.declining}
        >
          {words.declineButton}
        </Button>
      </form>
    </details>
  )
}
