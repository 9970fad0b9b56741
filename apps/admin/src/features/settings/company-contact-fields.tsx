import { type Weekday, weekdays } from '@nirman/contract'
import { useId } from 'react'
import { companyCopy, weekdayLabels } from '../../settings-content'
import { phoneFieldName, phoneFields } from './company-form-values'
import { DetailField } from './detail-field'
import { DetailGroup, type DetailGroupProps } from './detail-group'

const fields = companyCopy.fields

/** The phones (the first is the call button), the sales number and WhatsApp. */
export function PhoneFields({ values, set, errors }: DetailGroupProps) {
  return (
    <DetailGroup legend={companyCopy.groups.phones} hint={fields.phonesHint}>
      <div className="grid gap-4 sm:grid-cols-3">
        {phoneFields.map((field, index) => (
          <DetailField
            key={field}
            name={phoneFieldName(index)}
            label={fields.phone(index + 1)}
            hint={fields.phoneHints[index]}
            error={errors[phoneFieldName(index)]}
            type="tel"
            autoComplete="off"
            value={values[field]}
            onChange={(value) => set(field, value)}
          />
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <DetailField
          name="company.salesPhone"
          label={fields.salesPhone}
          hint={fields.salesPhoneHint}
          error={errors['company.salesPhone']}
          type="tel"
          autoComplete="off"
          value={values.salesPhone}
          onChange={(value) => set('salesPhone', value)}
        />
        <DetailField
          name="company.whatsapp"
          label={fields.whatsapp}
          hint={fields.whatsappHint}
          error={errors['company.whatsapp']}
          type="tel"
          autoComplete="off"
          value={values.whatsapp}
          onChange={(value) => set('whatsapp', value)}
        />
      </div>
    </DetailGroup>
  )
}

/** The e-mail address and the opening hours: the days as boxes, the same hours on each. */
export function EmailAndHoursFields({ values, set, errors }: DetailGroupProps) {
  const toggle = (day: Weekday, open: boolean) =>
    set(
      'days',
      weekdays.filter((one) => (one === day ? open : values.days.includes(one))),
    )
  return (
    <DetailGroup legend={companyCopy.groups.emailAndHours}>
      <DetailField
        name="company.email"
        label={fields.email}
        hint={fields.emailHint}
        error={errors['company.email']}
        type="email"
        autoComplete="off"
        maxLength={254}
        value={values.email}
        onChange={(value) => set('email', value)}
      />
      <OpeningDays days={values.days} error={errors['company.hours.days']} onToggle={toggle} />
      <div className="grid gap-4 sm:grid-cols-2">
        <DetailField
          name="company.hours.opens"
          label={fields.opens}
          error={errors['company.hours.opens']}
          type="time"
          value={values.opens}
          onChange={(value) => set('opens', value)}
        />
        <DetailField
          name="company.hours.closes"
          label={fields.closes}
          error={errors['company.hours.closes']}
          type="time"
          value={values.closes}
          onChange={(value) => set('closes', value)}
        />
      </div>
      <p className="text-sm text-muted-foreground">{fields.hoursHint}</p>
    </DetailGroup>
  )
}

/**
 * The days the office is open, one box each, Monday first. A refusal (no day ticked while hours
 * are given) describes the group and marks its boxes, so the first takes the focus.
 */
function OpeningDays({
  days,
  error,
  onToggle,
}: {
  days: readonly Weekday[]
  error: string | undefined
  onToggle: (day: Weekday, open: boolean) => void
}) {
  const errorId = useId()
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{fields.days}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {weekdays.map((day) => (
          <label key={day} className="inline-flex min-h-9 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-primary"
              checked={days.includes(day)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onToggle(day, event.target.checked)}
            />
            {weekdayLabels[day]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
