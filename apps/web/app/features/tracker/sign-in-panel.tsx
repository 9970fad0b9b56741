import type { ClientMe } from '@nirman/contract'
import { clientSignInMessages } from '@nirman/contract/client-sign-in-messages'
import {
  Button,
  FormControl,
  FormDescription,
  FormField,
  FormLabel,
  Input,
  Notice,
  NoticeDescription,
} from '@nirman/ui'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { requestSignInCode, signInWithCode } from '../../api/tracker'
import { useCompany } from '../../i18n/company'
import { useLang } from '../../i18n/use-lang'
import { signInMessageIn, waitInWords } from './sign-in-messages'
import { noticeOf, type TrackerNotice } from './tracker-session'
import { useSignInMessagesHindi, useSignInText } from './tracker-texts'

export interface SignInPanelProps {
  /** What to say as the form appears: a refused invitation link, "You are signed out". */
  notice: TrackerNotice | null
  onSignedIn: (me: ClientMe) => void
}

type Field = 'email' | 'code'

/** The message above the form, the field it is about, and whether the focus goes to it. */
interface Shown {
  notice: TrackerNotice
  field: Field | null
  focus: boolean
}

/** The field each of the API's refusals is about (the others are about no field). */
const fieldOfMessage = new Map<string, Field>([
  [clientSignInMessages.email, 'email'],
  [clientSignInMessages.code, 'code'],
  [clientSignInMessages.wrongCode, 'code'],
  [clientSignInMessages.expiredCode, 'code'],
  [clientSignInMessages.tooManyTries, 'code'],
])

/** One of the contract's messages, said by the form itself before anything is sent. */
const refusalOf = (message: string): TrackerNotice => ({
  message,
  retryAfterSeconds: null,
  tone: 'refusal',
})

/** A first look at an address before it is sent (the API checks it with the contract's schema). */
const plausibleEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)

/** The code as typed: spaces dropped, Devanagari digits (०-९) read as 0-9. */
const codeOf = (typed: string) =>
  typed
    .replace(/\s+/g, '')
    .replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - '०'.charCodeAt(0)))

/**
 * Signing in without a password: the client's e-mail address, "Send me a code", then the
 * six-digit code from the e-mail and "Sign in". The API's answers are shown in the page's
 * language above the form; on a refusal the focus moves to the message and what was typed stays.
 */
export function SignInPanel({ notice, onSignedIn }: SignInPanelProps) {
  const lang = useLang()
  const copy = useSignInText()
  const [phone] = useCompany().phones
  const hindiMessages = useSignInMessagesHindi()
  /** Null on the first step; the address the code was sent to on the second. */
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null)
  const [typedEmail, setTypedEmail] = useState('')
  const [shown, setShown] = useState<Shown | null>(
    notice ? { notice, field: null, focus: true } : null,
  )
  const [pending, setPending] = useState<'code' | 'signIn' | null>(null)
  const [focusField, setFocusField] = useState<{ field: Field } | null>(null)
  const messageRef = useRef<HTMLDivElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  const messageId = useId()

  useEffect(() => {
    if (shown?.focus) messageRef.current?.focus()
  }, [shown])
  useEffect(() => {
    if (focusField) (focusField.field === 'code' ? codeRef : emailRef).current?.focus()
  }, [focusField])

  const refuse = (refusal: TrackerNotice) =>
    setShown({
      notice: refusal,
      field: refusal.message === null ? null : (fieldOfMessage.get(refusal.message) ?? null),
      focus: true,
    })

  async function askForCode(email: string) {
    setPending('code')
    try {
      const answer = await requestSignInCode(email, lang)
      // A new code voids the one typed before.
      if (codeRef.current) codeRef.current.value = ''
      setCodeSentTo(email)
      setShown({
        notice: { message: answer.message, retryAfterSeconds: null, tone: 'news' },
        field: null,
        focus: false,
      })
      setFocusField({ field: 'code' })
    } catch (error) {
      const refusal = noticeOf(error)
      // Three codes this hour: the latest one still works, so the code's field is what they need.
      if (refusal.message === clientSignInMessages.tooManyCodes) setCodeSentTo(email)
      refuse(refusal)
    } finally {
      setPending(null)
    }
  }

  function sendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
    setTypedEmail(email)
    if (!plausibleEmail(email)) refuse(refusalOf(clientSignInMessages.email))
    else void askForCode(email)
  }

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending || codeSentTo === null) return
    const code = codeOf(String(new FormData(event.currentTarget).get('code') ?? ''))
    if (!/^\d{6}$/.test(code)) {
      refuse(refusalOf(clientSignInMessages.code))
      return
    }
    setPending('signIn')
    try {
      onSignedIn(await signInWithCode(codeSentTo, code))
    } catch (error) {
      refuse(noticeOf(error))
      setPending(null)
    }
  }

  function chooseOtherEmail() {
    setCodeSentTo(null)
    setShown(null)
    setFocusField({ field: 'email' })
  }

  const invalid = (field: Field) =>
    shown?.field === field
      ? { error: messageText(shown.notice), describedBy: messageId }
      : { error: undefined, describedBy: undefined }

  function messageText(shownNotice: TrackerNotice): string {
    return shownNotice.message === null
      ? copy.notReached
      : signInMessageIn(lang, shownNotice.message, hindiMessages)
  }

  const message = shown ? (
    <Notice
      ref={messageRef}
      id={messageId}
      tabIndex={-1}
      variant={shown.notice.tone === 'refusal' ? 'destructive' : 'default'}
      className="mb-4 outline-none focus-visible:outline-2 focus-visible:outline-ring"
    >
      <NoticeDescription>
        {messageText(shown.notice)}
        {shown.notice.retryAfterSeconds
          ? ` ${waitInWords(copy.tryAgainIn, shown.notice.retryAfterSeconds)}`
          : null}
      </NoticeDescription>
    </Notice>
  ) : null

  if (codeSentTo === null) {
    const email = invalid('email')
    return (
      <form noValidate onSubmit={sendCode}>
        {message}
        <FormField name="email" error={email.error}>
          <FormLabel>{copy.emailLabel}</FormLabel>
          <FormControl>
            <Input
              ref={emailRef}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={copy.emailPlaceholder}
              defaultValue={typedEmail}
              aria-describedby={email.describedBy}
            />
          </FormControl>
          <FormDescription>{copy.emailHint}</FormDescription>
        </FormField>
        <Button
          type="submit"
          className="mt-4 w-full sm:w-auto"
          loading={pending === 'code'}
          loadingLabel={copy.sendingCode}
        >
          {copy.sendCode}
        </Button>
      </form>
    )
  }

  const code = invalid('code')
  return (
    <div>
      {message}
      <form noValidate onSubmit={signIn}>
        <FormField name="code" error={code.error}>
          <FormLabel>{copy.codeLabel}</FormLabel>
          <FormControl>
            <Input
              ref={codeRef}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              className="max-w-48 text-lg tracking-widest"
              aria-describedby={code.describedBy}
            />
          </FormControl>
          <FormDescription>{copy.codeHint(codeSentTo)}</FormDescription>
        </FormField>
        <Button
          type="submit"
          className="mt-4 w-full sm:w-auto"
          loading={pending === 'signIn'}
          loadingLabel={copy.signingIn}
        >
          {copy.signIn}
        </Button>
      </form>
      <div className="mt-3 flex flex-wrap gap-x-6">
        <Button
          type="button"
          variant="link"
          className="h-auto min-h-11 whitespace-normal px-0 text-left"
          disabled={pending !== null}
          onClick={() => void askForCode(codeSentTo)}
        >
          {copy.newCode}
        </Button>
        <Button
          type="button"
          variant="link"
          className="h-auto min-h-11 whitespace-normal px-0 text-left"
          onClick={chooseOtherEmail}
        >
          {copy.otherEmail}
        </Button>
      </div>
      <p className="mt-2 text-muted-foreground text-sm">{copy.noEmail(phone?.display)}</p>
    </div>
  )
}
