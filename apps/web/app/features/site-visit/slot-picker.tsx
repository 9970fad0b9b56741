import type { VisitAvailability, VisitDay } from '@nirman/contract'
import { Button, Notice, NoticeDescription, Spinner } from '@nirman/ui'
import { Clock, RotateCw } from 'lucide-react'
import { useId } from 'react'
import type { visitPickerCopy } from '../../content/site-visit'
import type { Lang } from '../../i18n/lang'
import type { FreeTimesChoice } from './use-availability'
import { deviceZoneElsewhere, visitDayLabel, visitTimeLabel } from './visit-time'

export interface SlotPickerProps {
  lang: Lang
  copy: typeof visitPickerCopy
  availability: VisitAvailability
  /** The day chosen (`YYYY-MM-DD`), or null for none yet. */
  day: string | null
  /** The start chosen (an instant), or null for none yet. */
  startsAt: string | null
  onDay: (date: string) => void
  onTime: (startsAt: string) => void
  /** The times are refused beside the picker: the message, read with the times. */
  error?: string | undefined
}

// Each choice is a native radio (arrow keys move between a day's times, a screen reader says
// "2 of 7"), drawn as a button big enough for a thumb: 44 px high, three to a row on a 360 px phone.
const choice =
  'relative flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-md border border-input bg-background px-2 py-1.5 text-center font-medium text-sm has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring hover:border-primary'

/** The days with a free time, then the chosen day's times, in Patna's time with the zone said. */
export function SlotPicker({
  lang,
  copy,
  availability,
  day,
  startsAt,
  onDay,
  onTime,
  error,
}: SlotPickerProps) {
  const id = useId()
  const days = availability.days.filter((entry) => entry.slots.length > 0)
  const chosenDay: VisitDay | undefined = days.find((entry) => entry.date === day)
  const elsewhere = deviceZoneElsewhere()
  if (days.length === 0) {
    return (
      <p role="status" className="rounded-md bg-muted p-4 text-sm">
        {copy.noTimes}
      </p>
    )
  }
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="mb-2 font-medium text-sm">{copy.dayLegend}</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {days.map((entry) => (
            <label key={entry.date} className={choice}>
              <input
                type="radio"
                name={`${id}-day`}
                value={entry.date}
                className="sr-only"
                checked={entry.date === day}
                onChange={() => onDay(entry.date)}
              />
              {visitDayLabel(lang, entry.date)}
            </label>
          ))}
        </div>
      </fieldset>
      {chosenDay ? (
        <fieldset aria-describedby={`${id}-zone${error ? ` ${id}-error` : ''}`}>
          <legend className="mb-2 font-medium text-sm">
            {copy.timeLegend}: {visitDayLabel(lang, chosenDay.date)}
          </legend>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {chosenDay.slots.map((slot) => (
              <label key={slot.startsAt} className={choice}>
                <input
                  type="radio"
                  name={`${id}-time`}
                  value={slot.startsAt}
                  className="sr-only"
                  checked={slot.startsAt === startsAt}
                  onChange={() => onTime(slot.startsAt)}
                />
                {visitTimeLabel(lang, slot.startsAt)}
                {slot.placesLeft === 1 ? (
                  <span className="font-normal text-xs opacity-80">{copy.lastPlace}</span>
                ) : null}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="font-medium text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <p id={`${id}-zone`} className="flex items-start gap-2 text-muted-foreground text-sm">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {copy.zone}
          {elsewhere ? ` ${copy.zoneElsewhere(elsewhere)}` : null}
        </span>
      </p>
    </div>
  )
}

export interface FreeTimesProps {
  lang: Lang
  copy: typeof visitPickerCopy
  times: FreeTimesChoice
  /** Told of a time tapped (its refusal is cleared). */
  onTime?: (startsAt: string) => void
  error?: string | undefined
}

/** The free times of `useFreeTimes`: while they come, when they could not ("Try again"), then them. */
export function FreeTimes({ lang, copy, times, onTime, error }: FreeTimesProps) {
  const { state, reload, availability } = times
  return (
    <>
      {state.kind === 'loading' ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner aria-hidden="true" />
          {copy.loading}
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <Notice variant="destructive">
          <NoticeDescription className="space-y-3">
            <span className="block">{copy.loadFailed}</span>
            <Button type="button" variant="outline" size="sm" onClick={reload}>
              <RotateCw aria-hidden="true" />
              {copy.retry}
            </Button>
          </NoticeDescription>
        </Notice>
      ) : null}
      {availability ? (
        <SlotPicker
          lang={lang}
          copy={copy}
          availability={availability}
          day={times.day}
          startsAt={times.startsAt}
          onDay={times.chooseDay}
          onTime={(startsAt) => {
            times.chooseTime(startsAt)
            onTime?.(startsAt)
          }}
          error={error}
        />
      ) : null}
    </>
  )
}
