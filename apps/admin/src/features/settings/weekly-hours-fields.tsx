import { type OpeningHours, type Weekday, weekdays } from '@nirman/contract'
import { companyDetailLabels, weekdayShortLabels } from '../../settings-content'
import { CheckboxGroup } from './checkbox-group'
import { DetailField } from './detail-field'
import { DetailGroup } from './detail-group'
import { salesDeskFieldName } from './sales-desk-form-values'

// The days and hours the sales desk and site visits each have: the same fields and paths in both
// parts, each with its own words.

/** The days and hours of a part (the sales desk, site visits) as its form holds them. */
export interface WeeklyHoursValues {
  days: readonly Weekday[]
  opens: string
  closes: string
}

/** The days' boxes, Monday first, by their short names ("Mon"). */
const dayOptions = weekdays.map((day) => ({ value: day, label: weekdayShortLabels[day] }))

/**
 * A part's days, ticked, and the same hours on each, with their refusals beside them. `set` is
 * the form's own setter, typed as a method so that a form holding more values than these can pass
 * it (TypeScript compares a method's parameters both ways).
 */
export function WeeklyHoursFields({
  words,
  values,
  errors,
  set,
}: {
  words: { hours: string; hoursHint: string; days: string; opens: string; closes: string }
  values: WeeklyHoursValues
  errors: Record<string, string | undefined>
  set: {
    set(key: 'days', value: readonly Weekday[]): void
    set(key: 'opens' | 'closes', value: string): void
  }['set']
}) {
  // In the week's order, whatever the order ticked.
  const toggleDay = (day: Weekday, ticked: boolean) =>
    set(
      'days',
      weekdays.filter((one) => (one === day ? ticked : values.days.includes(one))),
    )
  return (
    <DetailGroup legend={words.hours} hint={words.hoursHint}>
      <CheckboxGroup
        legend={words.days}
        options={dayOptions}
        checked={values.days}
        error={errors[salesDeskFieldName.days]}
        onToggle={toggleDay}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {(['opens', 'closes'] as const).map((key) => (
          <DetailField
            key={key}
            name={salesDeskFieldName[key]}
            label={words[key]}
            error={errors[salesDeskFieldName[key]]}
            type="time"
            value={values[key]}
            onChange={(value) => set(key, value)}
          />
        ))}
      </div>
    </DetailGroup>
  )
}

/** "Mon, Tue, Sat, 09:00 to 19:00": days and hours as a saved version lists them. */
export const hoursText = (hours: OpeningHours) =>
  companyDetailLabels.hoursValue(
    weekdays
      .filter((day) => hours.days.includes(day))
      .map((day) => weekdayShortLabels[day])
      .join(', '),
    hours.opens,
    hours.closes,
  )
