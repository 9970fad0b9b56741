import {
  type SiteSettingsVersion,
  type SiteVisitSettings,
  siteVisitLimits,
  slotStartsOfDay,
  toCompanyDateTimeInput,
  weekdays,
} from '@nirman/contract'
import { saveSiteVisits } from '../../api/settings'
import { type SiteVisitOffer, siteVisitCopy } from '../../settings-content'
import { DetailField } from './detail-field'
import { DetailGroup } from './detail-group'
import { HolidayFields } from './sales-desk-rows'
import { SettingsFormEnd, useSettingsSave } from './settings-save'
import {
  type SiteVisitFormValues,
  type SiteVisitNumber,
  siteVisitBody,
  siteVisitFieldErrorsOf,
  siteVisitFieldName,
  siteVisitFieldNames,
  siteVisitFormValuesOf,
  siteVisitNumbers,
  siteVisitSettingsOf,
} from './site-visit-form-values'
import { WeeklyHoursFields } from './weekly-hours-fields'

const copy = siteVisitCopy

/** Each number box's label and hint; the length of a visit goes by quarters of an hour. */
const numberBoxes: Record<SiteVisitNumber, { label: string; hint: string; step: number }> = {
  slotMinutes: { label: copy.slotMinutes, hint: copy.slotMinutesHint, step: 15 },
  visitsAtOnce: { label: copy.visitsAtOnce, hint: copy.visitsAtOnceHint, step: 1 },
  noticeHours: { label: copy.noticeHours, hint: copy.noticeHoursHint, step: 1 },
  daysAhead: { label: copy.daysAhead, hint: copy.daysAheadHint, step: 1 },
}

/**
 * When visitors may book a free site visit: the days and hours of visits, the length of a visit,
 * how many at once, the notice, the days ahead, and holidays; under them, what visitors will be
 * offered as the form stands. Checked with the contract's schema before it is sent, saved on the
 * settings' version the form was opened on; refusals beside their fields, a stale save offers to
 * reload with what was typed kept.
 */
export function SiteVisitForm({
  saved,
  version,
  onSaved,
  onReload,
}: {
  /** The availability as the API has it (memoised). */
  saved: SiteVisitFormValues
  /** The settings' version it was read from. */
  version: number
  onSaved: (answer: SiteSettingsVersion) => void | Promise<void>
  onReload: () => void
}) {
  const form = useSettingsSave({
    saved,
    check: (values) => siteVisitBody(values, version),
    send: saveSiteVisits,
    valuesOf: (answer: SiteSettingsVersion) => siteVisitFormValuesOf(answer.settings.siteVisits),
    onSaved,
    fallback: copy.failed,
    fieldsOf: siteVisitFieldErrorsOf,
  })
  const { values, errors, set } = form

  return (
    <form ref={form.formRef} className="grid gap-4" onSubmit={form.submit} noValidate>
      <WeeklyHoursFields words={copy} values={values} errors={errors} set={set} />
      <DetailGroup legend={copy.visits}>
        <div className="grid gap-4 sm:grid-cols-2">
          {siteVisitNumbers.map((key) => (
            <DetailField
              key={key}
              name={siteVisitFieldName[key]}
              label={numberBoxes[key].label}
              hint={numberBoxes[key].hint}
              error={errors[siteVisitFieldName[key]]}
              type="number"
              inputMode="numeric"
              min={siteVisitLimits[key].min}
              max={siteVisitLimits[key].max}
              step={numberBoxes[key].step}
              value={values[key]}
              onChange={(value) => set(key, value)}
            />
          ))}
        </div>
      </DetailGroup>
      <HolidayFields
        words={copy}
        most={siteVisitLimits.holidays}
        holidays={values.holidays}
        errors={errors}
        onChange={(holidays) => set('holidays', holidays)}
      />
      <OfferNote values={values} />
      <SettingsFormEnd
        form={form}
        fieldsShown={siteVisitFieldNames(values)}
        onReload={onReload}
        words={copy}
      />
    </form>
  )
}

/** A date to count a day's start times on: any will do, as every day of visits has the same. */
const anyDay = '2026-12-01'

/** "10:00": an instant's time of day in Patna. */
const clockOf = (instant: Date) => toCompanyDateTimeInput(instant.toISOString()).slice(11)

/** What visitors are offered on a day of visits, or null when no visit fits in it. */
export function offerOf(settings: SiteVisitSettings): SiteVisitOffer | null {
  // The day taken as a day of visits and no holiday, whichever weekday it is.
  const starts = slotStartsOfDay(anyDay, {
    ...settings,
    hours: { ...settings.hours, days: [...weekdays] },
    holidays: [],
  })
  const [first] = starts
  const last = starts.at(-1)
  if (!first || !last) return null
  return {
    starts: starts.length,
    first: clockOf(first),
    last: clockOf(last),
    visitsAtOnce: settings.visitsAtOnce,
    noticeHours: settings.noticeHours,
    daysAhead: settings.daysAhead,
  }
}

/**
 * What visitors will be offered with the form as it stands, or that it shows once every field is
 * right. A live region: each change is read out.
 */
function OfferNote({ values }: { values: SiteVisitFormValues }) {
  const settings = siteVisitSettingsOf(values)
  const offer = settings && offerOf(settings)
  return (
    <p role="status" className="text-sm font-medium">
      {offer ? copy.offer(offer) : copy.noOffer}
    </p>
  )
}
