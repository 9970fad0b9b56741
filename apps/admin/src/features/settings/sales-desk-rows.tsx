import { type DeskAccount, quoteProjectTypes, salesDeskLimits } from '@nirman/contract'
import {
  Button,
  FormControl,
  FormError,
  FormField,
  FormLabel,
  Input,
  Notice,
  NoticeDescription,
  Select,
} from '@nirman/ui'
import { Plus, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { salesDeskCopy } from '../../settings-content'
import { formatDay } from '../client-projects/record-format'
import { CheckboxGroup } from './checkbox-group'
import { DetailGroup } from './detail-group'
import {
  type HolidayRow,
  holidayName,
  newRowKey,
  type RuleRow,
  ruleStaffName,
  ruleTypeName,
  salesDeskFieldName,
} from './sales-desk-form-values'

const copy = salesDeskCopy

type Errors = Record<string, string | undefined>

/**
 * Where the focus goes after a row is added (its first control) or removed (the Add button, as the
 * button pressed is gone).
 */
function useRowFocus() {
  const controls = useRef(new Map<number, HTMLElement>())
  const addButton = useRef<HTMLButtonElement>(null)
  const [target, setTarget] = useState<{ key: number } | 'add' | null>(null)
  useEffect(() => {
    if (target === null) return
    const element = target === 'add' ? addButton.current : controls.current.get(target.key)
    element?.focus()
  }, [target])
  return {
    addButton,
    /** The ref of a row's first control. */
    controlOf: (key: number) => (element: HTMLElement | null) => {
      if (element) controls.current.set(key, element)
      else controls.current.delete(key)
    },
    focusRow: (key: number) => setTarget({ key }),
    focusAdd: () => setTarget('add'),
  }
}

/** A row's Remove: "Remove" on screen, the row it takes away for screen readers. */
function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Button type="button" size="sm" variant="outline" aria-label={label} onClick={onRemove}>
      <Trash2 aria-hidden />
      {copy.remove}
    </Button>
  )
}

/** A refusal of a list as a whole (too many holidays), under its rows. */
function ListError({ error }: { error: string | undefined }) {
  if (!error) return null
  return (
    <Notice variant="destructive">
      <NoticeDescription>{error}</NoticeDescription>
    </Notice>
  )
}

/** The holidays, a date box each with its Remove, and "Add a holiday" up to the limit. */
export function HolidayFields({
  holidays,
  errors,
  onChange,
}: {
  holidays: readonly HolidayRow[]
  errors: Errors
  onChange: (holidays: readonly HolidayRow[]) => void
}) {
  const focus = useRowFocus()
  const add = () => {
    const key = newRowKey(holidays)
    onChange([...holidays, { key, date: '' }])
    focus.focusRow(key)
  }
  return (
    <DetailGroup legend={copy.holidays} hint={copy.holidaysHint}>
      {holidays.length === 0 ? <p className="text-sm">{copy.noHolidays}</p> : null}
      {holidays.map((holiday, row) => (
        <div key={holiday.key} className="flex flex-wrap items-start gap-3">
          <FormField
            name={holidayName(row)}
            error={errors[holidayName(row)]}
            className="w-auto min-w-48"
          >
            <FormLabel>{copy.holiday(row + 1)}</FormLabel>
            <FormControl>
              <Input
                ref={focus.controlOf(holiday.key)}
                type="date"
                value={holiday.date}
                onChange={(event) =>
                  onChange(
                    holidays.map((one) =>
                      one.key === holiday.key ? { ...one, date: event.target.value } : one,
                    ),
                  )
                }
              />
            </FormControl>
            <FormError />
          </FormField>
          <div className="sm:mt-7">
            <RemoveButton
              label={copy.removeHoliday(holiday.date ? formatDay(holiday.date) : null, row + 1)}
              onRemove={() => {
                onChange(holidays.filter((one) => one.key !== holiday.key))
                focus.focusAdd()
              }}
            />
          </div>
        </div>
      ))}
      <ListError error={errors[salesDeskFieldName.holidays]} />
      <div>
        <Button
          ref={focus.addButton}
          type="button"
          size="sm"
          variant="outline"
          disabled={holidays.length >= salesDeskLimits.holidays}
          onClick={add}
        >
          <Plus aria-hidden />
          {copy.addHoliday}
        </Button>
      </div>
    </DetailGroup>
  )
}

/**
 * The project types with their own staff: each rule a project type (one not taken by another rule)
 * and the active staff ticked for it, with its Remove; "Add a rule" while a type is left.
 */
export function RuleFields({
  rules,
  active,
  errors,
  onChange,
}: {
  rules: readonly RuleRow[]
  active: readonly DeskAccount[]
  errors: Errors
  onChange: (rules: readonly RuleRow[]) => void
}) {
  const focus = useRowFocus()
  const change = (key: number, changes: Partial<RuleRow>) =>
    onChange(rules.map((rule) => (rule.key === key ? { ...rule, ...changes } : rule)))
  const staffOptions = active.map((account) => ({ value: account.id, label: account.name }))
  const add = () => {
    const key = newRowKey(rules)
    onChange([...rules, { key, projectType: '', staffIds: [] }])
    focus.focusRow(key)
  }
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-1 font-semibold">{copy.rules}</legend>
      <p className="text-sm text-muted-foreground">{copy.rulesHint}</p>
      {rules.length === 0 ? <p className="text-sm">{copy.noRules}</p> : null}
      {rules.map((rule, row) => (
        <fieldset key={rule.key} className="grid min-w-0 gap-3 rounded-md border border-border p-3">
          <legend className="px-1 text-sm font-semibold">{copy.rule(row + 1)}</legend>
          <FormField
            name={ruleTypeName(row)}
            error={errors[ruleTypeName(row)]}
            className="sm:max-w-sm"
          >
            <FormLabel>{copy.ruleProjectType(row + 1)}</FormLabel>
            <FormControl>
              <Select
                ref={focus.controlOf(rule.key)}
                value={rule.projectType}
                onChange={(event) => change(rule.key, { projectType: event.target.value })}
              >
                <option value="">{copy.chooseProjectType}</option>
                {quoteProjectTypes.map((type) => (
                  <option
                    key={type}
                    value={type}
                    disabled={rules.some((other) => other !== rule && other.projectType === type)}
                  >
                    {type}
                  </option>
                ))}
              </Select>
            </FormControl>
            <FormError />
          </FormField>
          <CheckboxGroup
            legend={copy.ruleStaff(row + 1)}
            options={staffOptions}
            checked={rule.staffIds}
            error={errors[ruleStaffName(row)]}
            onToggle={(id, ticked) =>
              change(rule.key, {
                // In the accounts' order; an id no longer active is dropped (it cannot be sent).
                staffIds: active
                  .filter((account) =>
                    account.id === id ? ticked : rule.staffIds.includes(account.id),
                  )
                  .map((account) => account.id),
              })
            }
          />
          <div>
            <RemoveButton
              label={copy.removeRule(rule.projectType, row + 1)}
              onRemove={() => {
                onChange(rules.filter((one) => one.key !== rule.key))
                focus.focusAdd()
              }}
            />
          </div>
        </fieldset>
      ))}
      <ListError error={errors[salesDeskFieldName.rules]} />
      <div>
        <Button
          ref={focus.addButton}
          type="button"
          size="sm"
          variant="outline"
          disabled={rules.length >= quoteProjectTypes.length}
          onClick={add}
        >
          <Plus aria-hidden />
          {copy.addRule}
        </Button>
      </div>
    </fieldset>
  )
}
