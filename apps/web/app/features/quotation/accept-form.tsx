import type { ClientQuotation, QuotationCodeSent } from '@nirman/contract'
import { Button, FormControl, FormError, FormField, FormLabel, Input } from '@nirman/ui'
import { Mail } from 'lucide-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { quotationPageCopy } from '../../content/quotation'
import type { Lang } from '../../i18n/lang'
import { acceptQuotation, requestAcceptCode } from './quotation-api'
import {
  acceptRefusals,
  type FormRefusals,
  fieldRefusals,
  refusalsOfError,
  typedCode,
} from './quotation-messages'
import { RefusalNotice } from './refusal-notice'

export interface AcceptFormProps {
  quotation: ClientQuotation
  /** Where a code goes, partly hidden ("an•••@example.com"). */
  codeTo: string
  token: string
  lang: Lang
  copy: typeof quotationPageCopy
  onAnswered: (quotation: ClientQuotation) => void
  onReload: () => void
}

type Field = 'name' | 'code'
const noRefusals: FormRefusals = { fields: {}, notice: null, first: null }

/**
 * Accepting: the client's name, "Send me a code" (e-mailed to the quotation's address), the
 * six-digit code, "Accept this quotation". Each refusal shows beside its field (the focus goes
 * there) or above the form; what was typed stays. One request at a time: the buttons are disabled
 * while one is on its way, and a second tap before that is ignored (the API records an acceptance
 * once anyway).
 */
export function AcceptForm({
  quotation,
  codeTo,
  token,
  lang,
  copy,
  onAnswered,
  onReload,
}: AcceptFormProps) {
  const words = copy.answer
  const [name, setName] = useState('')
  const [code, setCode] = useState('')
  const [sent, setSent] = useState<QuotationCodeSent | null>(null)
  const [refusals, setRefusals] = useState<FormRefusals>(noRefusals)
  const [pending, setPending] = useState<'code' | 'accept' | null>(null)
  // Set at once, before React draws the disabled buttons: a double tap sends one request.
  const busy = useRef(false)
  const nameRef = useRef<HTMLInputElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  const noticeRef = useRef<HTMLDivElement>(null)
  // A new object per move, so that the same target twice moves the focus twice.
  const [focusOn, setFocusOn] = useState<{ target: Field | 'notice' } | null>(null)

  useEffect(() => {
    if (!focusOn) return
    const target = { name: nameRef, code: codeRef, notice: noticeRef }[focusOn.target]
    target.current?.focus()
  }, [focusOn])

  const refuse = (shown: FormRefusals) => {
    setRefusals(shown)
    const first = shown.first === 'name' || shown.first === 'code' ? shown.first : null
    setFocusOn({ target: first ?? 'notice' })
  }

  async function sendCode() {
    if (busy.current) return
    busy.current = true
    setPending('code')
    setRefusals(noRefusals)
    try {
      setSent(await requestAcceptCode(token, quotation.revision))
      setFocusOn({ target: 'code' })
    } catch (error) {
      refuse(refusalsOfError(lang, error, words.notReached))
    } finally {
      busy.current = false
      setPending(null)
    }
  }

  async function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    const own = acceptRefusals(lang, name, code)
    if (own.length > 0) {
      refuse(fieldRefusals(own))
      return
    }
    busy.current = true
    setPending('accept')
    setRefusals(noRefusals)
    try {
      const answered = await acceptQuotation(token, {
        revision: quotation.revision,
        name: name.trim(),
        code: typedCode(code),
      })
      busy.current = false
      onAnswered(answered)
    } catch (error) {
      busy.current = false
      setPending(null)
      refuse(refusalsOfError(lang, error, words.notReached))
    }
  }

  const busyNow = pending !== null
  return (
    <form noValidate onSubmit={accept} className="space-y-5">
      {refusals.notice ? (
        <RefusalNotice
          ref={noticeRef}
          notice={refusals.notice}
          onReload={onReload}
          reloadLabel={words.reload}
        />
      ) : null}
      <FormField name="name" error={refusals.fields.name}>
        <FormLabel>{words.nameLabel}</FormLabel>
        <FormControl>
          <Input
            ref={nameRef}
            name="name"
            autoComplete="name"
            autoCapitalize="words"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </FormControl>
        <FormError />
      </FormField>
      <div className="space-y-2">
        <Button
          variant="outline"
          className="h-auto min-h-11 whitespace-normal"
          onClick={() => void sendCode()}
          disabled={busyNow}
          loading={pending === 'code'}
          loadingLabel={words.sendingCode}
        >
          <Mail aria-hidden="true" />
          {sent ? words.newCode : words.sendCode}
        </Button>
        {/* Read out when a code has been sent: where it went and for how long it works. */}
        <p role="status" className="text-muted-foreground text-sm">
          {sent ? words.codeSent(sent.codeTo, sent.minutes) : words.codeGoesTo(codeTo)}
        </p>
      </div>
      <FormField name="code" error={refusals.fields.code}>
        <FormLabel>{words.codeLabel}</FormLabel>
        <FormControl>
          <Input
            ref={codeRef}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            className="max-w-48 font-mono text-lg tracking-widest"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </FormControl>
        <FormError />
      </FormField>
      <Button
        type="submit"
        className="h-auto min-h-11 w-full whitespace-normal sm:w-auto"
        disabled={busyNow}
        loading={pending === 'accept'}
        loadingLabel={words.accepting}
      >
        {words.accept}
      </Button>
    </form>
  )
}
