import type { VisitSlot } from '@nirman/contract'
import { companyDate } from '@nirman/contract/company-time'
import { siteVisitPagePath } from '@nirman/contract/site-visit-words'
import {
  Button,
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  Input,
  Notice,
  NoticeDescription,
  NoticeTitle,
} from '@nirman/ui'
import { CalendarCheck } from 'lucide-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { visitFormCopy as formEnglish } from '../../content/site-visit'
import type { Lang } from '../../i18n/lang'
import { idempotencyKeyFor } from '../lead-source/idempotency-key'
import { FreeTimes } from './slot-picker'
import { useFreeTimes } from './use-availability'
import { bookVisit, VisitRequestError } from './visit-api'
import {
  checkVisitBooking,
  firstRefused,
  issueMessage,
  type VisitField,
  type VisitRefusals,
  type VisitTyped,
  visitFields,
} from './visit-checks'
import type { VisitEntry } from './visit-entry'
import { type SlotRefusalWords, timeRefusal, type VisitCopies } from './visit-refusals'
import { visitDayLabel, visitTimeLabel, visitWhen } from './visit-time'
import type { VisitPageState } from './visit-view'

export interface VisitBookingFormProps {
  lang: Lang
  copy: VisitCopies
  entry: VisitEntry
}

/** A refusal about no one field, above the button: with the next free times for a taken one. */
interface FormNotice {
  text: string
  nextFree: VisitSlot[]
}

/**
 * The booking: a day (the first free one is chosen already), a time, the site's address or a
 * landmark, a map link if the visitor has one, their name and phone (kept from the quote request
 * just sent) and an e-mail for the confirmation. "Book the visit" sends it; the visit's own page
 * follows. Every refusal shows beside its field or above the button and keeps what was typed; a
 * time taken meanwhile offers the next free times at once.
 */
export function VisitBookingForm({ lang, copy, entry }: VisitBookingFormProps) {
  const words = copy.form
  const navigate = useNavigate()
  const times = useFreeTimes()
  const { availability, startsAt, reload } = times
  const [typed, setTyped] = useState<VisitTyped>({
    address: '',
    mapLink: '',
    name: entry.name ?? '',
    phone: entry.phone ?? '',
    email: entry.email ?? '',
  })
  const [refusals, setRefusals] = useState<VisitRefusals>({})
  const [notice, setNotice] = useState<FormNotice | null>(null)
  const [pending, setPending] = useState(false)
  // Set at once, before React draws the disabled button: a double tap sends one booking.
  const busy = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  const noticeRef = useRef<HTMLDivElement>(null)
  const [focusOn, setFocusOn] = useState<{ target: VisitField | 'notice' } | null>(null)

  useEffect(() => {
    if (!focusOn) return
    if (focusOn.target === 'notice') {
      noticeRef.current?.focus()
      return
    }
    const form = formRef.current
    const control =
      focusOn.target === 'startsAt'
        ? form?.querySelector<HTMLInputElement>('input[type="radio"]:checked, input[type="radio"]')
        : form?.elements.namedItem(focusOn.target)
    if (control instanceof HTMLElement) {
      control.closest('[data-slot="form-field"], fieldset')?.scrollIntoView({ block: 'center' })
      control.focus({ preventScroll: true })
    }
  }, [focusOn])

  const type = (field: keyof VisitTyped) => (event: { target: { value: string } }) =>
    setTyped((values) => ({ ...values, [field]: event.target.value }))

  function refuse(shown: VisitRefusals) {
    setRefusals(shown)
    const first = firstRefused(shown)
    if (first) setFocusOn({ target: first })
  }

  function timeChosen() {
    setRefusals(({ startsAt: _chosen, ...others }) => others)
  }

  function offerInstead(slot: VisitSlot) {
    times.choose(slot.startsAt)
    timeChosen()
    setNotice(null)
  }

  function refusedBy(error: unknown) {
    if (!(error instanceof VisitRequestError) || error.status === 0) {
      setNotice({ text: words.noAnswer, nextFree: [] })
      setFocusOn({ target: 'notice' })
      return
    }
    const { code, issues, message } = error.body
    const refusalWords: SlotRefusalWords = words.refusals
    const time = timeRefusal(code, refusalWords, availability?.noticeHours ?? 0)
    if (error.status === 429) {
      setNotice({ text: words.tooMany, nextFree: [] })
      setFocusOn({ target: 'notice' })
    } else if (code === 'slot_full') {
      times.chooseTime(null)
      setNotice({ text: words.messages.full, nextFree: error.nextFree })
      setFocusOn({ target: 'notice' })
      reload()
    } else if (time) {
      times.chooseTime(null)
      refuse({ startsAt: time })
      reload()
    } else {
      // Each refusal beside its field; one about no field of the form (the quote request's link
      // the visit was to join) above the button, in the page's language.
      const fields: VisitRefusals = {}
      for (const issue of issues ?? []) {
        const field = visitFields.find((name) => name === String(issue.path).split('.')[0])
        const said = issueMessage(issue.message, formEnglish.messages, words.messages, '')
        if (field) fields[field] ??= said || words.checkFields
      }
      if (firstRefused(fields)) {
        refuse(fields)
        return
      }
      const about = issues?.[0]?.message ?? message
      const text = about ? issueMessage(about, formEnglish.messages, words.messages, '') : ''
      setNotice({ text: text || words.noAnswer, nextFree: [] })
      setFocusOn({ target: 'notice' })
    }
  }

  async function book(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    const own = checkVisitBooking(startsAt, typed, words.messages)
    setNotice(null)
    if (firstRefused(own) || !startsAt) {
      refuse(own)
      return
    }
    setRefusals({})
    const booking = {
      startsAt,
      address: typed.address.trim(),
      mapLink: typed.mapLink.trim(),
      name: typed.name.trim(),
      phone: typed.phone.trim(),
      email: typed.email.trim(),
      language: lang,
      from: entry.from,
      calculator: entry.calculator ?? '',
      ...(entry.lead ? { lead: entry.lead } : {}),
    }
    busy.current = true
    setPending(true)
    try {
      const booked = await bookVisit({ ...booking, idempotencyKey: idempotencyKeyFor(booking) })
      const state: VisitPageState = { booked: true }
      navigate(siteVisitPagePath(booked.token, lang), { state })
    } catch (error) {
      refusedBy(error)
    } finally {
      busy.current = false
      setPending(false)
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={book} className="space-y-6">
      <FreeTimes
        lang={lang}
        copy={copy.picker}
        times={times}
        onTime={timeChosen}
        error={refusals.startsAt}
      />
      <VisitTextField
        field="address"
        label={words.address}
        hint={words.addressHint}
        error={refusals.address}
        value={typed.address}
        onChange={type('address')}
        required
        autoComplete="street-address"
      />
      <VisitTextField
        field="mapLink"
        label={words.mapLink}
        hint={words.mapLinkHint}
        error={refusals.mapLink}
        value={typed.mapLink}
        onChange={type('mapLink')}
        type="url"
        inputMode="url"
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <VisitTextField
          field="name"
          label={words.name}
          error={refusals.name}
          value={typed.name}
          onChange={type('name')}
          required
          autoComplete="name"
        />
        <VisitTextField
          field="phone"
          label={words.phone}
          error={refusals.phone}
          value={typed.phone}
          onChange={type('phone')}
          required
          type="tel"
          autoComplete="tel"
        />
      </div>
      <VisitTextField
        field="email"
        label={words.email}
        hint={words.emailHint}
        error={refusals.email}
        value={typed.email}
        onChange={type('email')}
        type="email"
        autoComplete="email"
      />
      {notice ? (
        <Notice
          ref={noticeRef}
          variant="destructive"
          tabIndex={-1}
          className="outline-none focus-visible:outline-2 focus-visible:outline-ring"
        >
          <NoticeTitle>{words.failedTitle}</NoticeTitle>
          <NoticeDescription className="space-y-3">
            <span className="block">{notice.text}</span>
            {notice.nextFree.length > 0 ? (
              <span className="block space-y-2">
                <span className="block font-medium">{copy.picker.nextFreeTitle}</span>
                <span className="flex flex-wrap gap-2">
                  {notice.nextFree.map((slot) => (
                    <Button
                      key={slot.startsAt}
                      type="button"
                      variant="outline"
                      size="sm"
                      className="h-auto min-h-11 whitespace-normal"
                      onClick={() => offerInstead(slot)}
                    >
                      {visitDayLabel(lang, companyDate(new Date(slot.startsAt)))},{' '}
                      {visitTimeLabel(lang, slot.startsAt)}
                    </Button>
                  ))}
                </span>
              </span>
            ) : null}
          </NoticeDescription>
        </Notice>
      ) : null}
      <div className="space-y-3">
        {startsAt ? (
          <p role="status" className="font-medium">
            {words.chosen(visitWhen(lang, startsAt))}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          className="h-auto min-h-12 w-full whitespace-normal sm:w-auto"
          disabled={pending}
          loading={pending}
          loadingLabel={words.submitting}
        >
          <CalendarCheck aria-hidden="true" />
          {words.submit}
        </Button>
      </div>
    </form>
  )
}

interface VisitTextFieldProps {
  field: keyof VisitTyped
  label: string
  hint?: string
  error: string | undefined
  value: string
  onChange: (event: { target: { value: string } }) => void
  required?: boolean
  type?: 'text' | 'url' | 'tel' | 'email'
  inputMode?: 'url'
  autoComplete?: string
}

/** One typed field with its label, its hint and its refusal. */
function VisitTextField({ field, label, hint, error, required, ...input }: VisitTextFieldProps) {
  return (
    <FormField name={field} error={error} required={required}>
      <FormLabel>{label}</FormLabel>
      <FormControl>
        <Input name={field} {...input} />
      </FormControl>
      {hint ? <FormDescription>{hint}</FormDescription> : null}
      <FormError />
    </FormField>
  )
}
