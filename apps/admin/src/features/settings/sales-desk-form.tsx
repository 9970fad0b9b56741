import {
  assignmentPool,
  type DeskAccount,
  type SiteSettingsVersion,
  type StaffAccount,
  salesDeskLimits,
} from '@nirman/contract'
import {
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  Input,
  Notice,
  NoticeDescription,
  Spinner,
} from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { accountsQuery } from '../../api/queries'
import { saveSalesDesk } from '../../api/settings'
import { namesOf, salesDeskCopy } from '../../settings-content'
import { CheckboxGroup } from './checkbox-group'
import { DetailGroup } from './detail-group'
import {
  deskAccountsOf,
  type SalesDeskFormValues,
  salesDeskBody,
  salesDeskFieldErrorsOf,
  salesDeskFieldName,
  salesDeskFieldNames,
  salesDeskFormValuesOf,
} from './sales-desk-form-values'
import { HolidayFields, RuleFields } from './sales-desk-rows'
import { SettingsFormEnd, useSettingsSave } from './settings-save'
import { WeeklyHoursFields } from './weekly-hours-fields'

const copy = salesDeskCopy

/** What the sales desk part is given by the Settings page. */
interface SalesDeskFormProps {
  /** The sales desk as the API has it (memoised). */
  saved: SalesDeskFormValues
  /** The settings' version it was read from. */
  version: number
  onSaved: (answer: SiteSettingsVersion) => void | Promise<void>
  onReload: () => void
}

/**
 * The sales desk part of the Settings page: its form once the accounts are read (the staff on
 * duty and the rules' staff are ticked by name).
 */
export function SalesDeskPart(props: SalesDeskFormProps) {
  const accounts = useQuery(accountsQuery)
  if (accounts.isError) {
    return (
      <Notice variant="destructive">
        <NoticeDescription>{copy.staffLoadError}</NoticeDescription>
      </Notice>
    )
  }
  if (!accounts.data) return <Spinner label={copy.staffLoading} />
  return <SalesDeskForm {...props} accounts={accounts.data} />
}

/**
 * The sales desk: its working days and hours, holidays, the minutes for a first contact, who is on
 * duty (the active accounts; a disabled one off duty stays so, unseen), the project types with
 * their own staff, and where new leads would go as it stands. Checked with the contract's schema
 * before it is sent, saved on the settings' version the form was opened on; refusals beside their
 * fields, a stale save offers to reload with what was typed kept.
 */
export function SalesDeskForm({
  saved,
  version,
  onSaved,
  onReload,
  accounts,
}: SalesDeskFormProps & {
  /** Every account (GET /api/admin/accounts); the disabled ones are not listed. */
  accounts: readonly StaffAccount[]
}) {
  const active = useMemo(() => deskAccountsOf(accounts), [accounts])
  const form = useSettingsSave({
    saved,
    check: (values) => salesDeskBody(values, version, active),
    send: saveSalesDesk,
    valuesOf: (answer: SiteSettingsVersion) => salesDeskFormValuesOf(answer.settings.salesDesk),
    onSaved,
    fallback: copy.failed,
    fieldsOf: salesDeskFieldErrorsOf,
  })
  const { values, errors, set } = form
  // Unticked: off duty. An id the form does not list (a disabled account's) stays as it is.
  const toggleDuty = (id: number, onDuty: boolean) =>
    set('offDuty', onDuty ? values.offDuty.filter((one) => one !== id) : [...values.offDuty, id])

  return (
    <form ref={form.formRef} className="grid gap-4" onSubmit={form.submit} noValidate>
      <WeeklyHoursFields words={copy} values={values} errors={errors} set={set} />
      <HolidayFields
        words={copy}
        most={salesDeskLimits.holidays}
        holidays={values.holidays}
        errors={errors}
        onChange={(holidays) => set('holidays', holidays)}
      />
      <DetailGroup legend={copy.firstContact}>
        <FormField
          name={salesDeskFieldName.firstContactMinutes}
          error={errors[salesDeskFieldName.firstContactMinutes]}
          className="sm:max-w-xs"
        >
          <FormLabel>{copy.firstContactMinutes}</FormLabel>
          <FormControl>
            <Input
              type="number"
              inputMode="numeric"
              min={salesDeskLimits.firstContactMinutes.min}
              max={salesDeskLimits.firstContactMinutes.max}
              step={1}
              value={values.firstContactMinutes}
              onChange={(event) => set('firstContactMinutes', event.target.value)}
            />
          </FormControl>
          <FormDescription>{copy.firstContactHint}</FormDescription>
          <FormError />
        </FormField>
      </DetailGroup>
      <DetailGroup legend={copy.whoGetsLeads}>
        <CheckboxGroup
          legend={copy.onDuty}
          hint={copy.onDutyHint}
          options={active.map((account) => ({ value: account.id, label: account.name }))}
          checked={active
            .filter((account) => !values.offDuty.includes(account.id))
            .map((account) => account.id)}
          error={errors[salesDeskFieldName.offDuty]}
          onToggle={toggleDuty}
        />
        <DutyNote values={values} active={active} />
        <RuleFields
          rules={values.rules}
          active={active}
          errors={errors}
          onChange={(rules) => set('rules', rules)}
        />
      </DetailGroup>
      <SettingsFormEnd
        form={form}
        fieldsShown={salesDeskFieldNames(values)}
        onReload={onReload}
        words={copy}
      />
    </form>
  )
}

/**
 * Where new leads would go with the form as it stands (a lead of no project type of the rules):
 * the staff on duty in turn, or the owners when nobody is. A live region: each tick is read out.
 */
function DutyNote({
  values,
  active,
}: {
  values: SalesDeskFormValues
  active: readonly DeskAccount[]
}) {
  const pool = assignmentPool(
    {
      offDuty: [...values.offDuty],
      byProjectType: values.rules.map((rule) => ({
        projectType: rule.projectType,
        staffIds: [...rule.staffIds],
      })),
    },
    active,
    '',
  )
  const names = pool ? namesOf(pool.staff.map((account) => account.name)) : ''
  const fallback = pool?.rule === 'owner_fallback'
  return (
    <p
      role="status"
      className={fallback ? 'text-sm font-medium text-destructive' : 'text-sm font-medium'}
    >
      {!pool ? copy.nobodyActive : fallback ? copy.ownerFallback(names) : copy.goesTo(names)}
    </p>
  )
}
