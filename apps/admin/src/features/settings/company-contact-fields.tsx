import { type Weekday, weekdays } from '@nirman/contract'
import { companyCopy, weekdayLabels } from '../../settings-content'
import { CheckboxGroup } from './checkbox-group'
import { phoneFieldName, phoneFields } from './company-form-values'
import { DetailField } from './detail-field'
import { DetailGroup, type DetailGroupProps } from './detail-group'

const fields = companyCopy.fields

/** The opening days' boxes, Monday first. */
const weekdayOptions = weekdays.map((day) => ({ value: day, label: weekdayLabels[day] }))

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
      <CheckboxGroup
        legend={fields.days}
        options={weekdayOptions}
        checked={values.days}
        error={errors['company.hours.days']}
        onToggle={toggle}
      />
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
