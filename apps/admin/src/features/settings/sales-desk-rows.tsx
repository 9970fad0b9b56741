import { type DeskAccount, quoteProjectTypes } from '@nirman/contract'
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
import { Plus } from 'lucide-react'
import { type RefObject, useEffect, useRef, useState } from 'react'
import { salesDeskCopy } from '../../settings-content'
import { formatDay } from '../client-projects/record-format'
import { RemoveButton } from '../portfolio/row-actions'
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

// The rows of the sales desk form, and the holidays it shares with the site visits form (the same
// fields and paths in both parts, each with its own words).

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

/**
 * The end of a list (the holidays, the rules): its refusal as a whole (too many holidays), then
 * its Add button, off once the list is full; the focus comes back to it when a row is removed.
 */
function ListFooter({
  error,
  addRef,
  addText,
  full,
  onAdd,
}: {
  error: string | undefined
  addRef: RefObject<HTMLButtonElement | null>
  addText: string
  full: boolean
  onAdd: () => void
}) {
  return (
    <>
      {error ? (
        <Notice variant="destructive">
          <NoticeDescription>{error}</NoticeDescription>
        </Notice>
      ) : null}
      <div>
        <Button
          ref={addRef}
          type="button"
          size="sm"
          variant="outline"
          disabled={full}
          onClick={onAdd}
        >
          <Plus aria-hidden />
          {addText}
        </Button>
      </div>
    </>
  )
}

/** The words of a part's holidays (the sales desk's, site visits'). */
export interface HolidayWords {
  holidays: string
  holidaysHint: string
  noHolidays: string
  holiday: (row: number) => string
  addHoliday: string
  removeHoliday: (day: string | null, row: number) => string
  remove: string
}

/** The holidays, a date box each with its Remove, and "Add a holiday" up to `most`. */
export function HolidayFields({
  words,
  most,
  holidays,
  errors,
  onChange,
}: {
  words: HolidayWords
  most: number
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
    <DetailGroup legend={words.holidays} hint={words.holidaysHint}>
      {holidays.length === 0 ? <p className="text-sm">{words.noHolidays}</p> : null}
      {holidays.map((holiday, row) => (
        <div key={holiday.key} className="flex flex-wrap items-start gap-3">
          <FormField
            name={holidayName(row)}
            error={errors[holidayName(row)]}
            className="w-auto min-w-48"
          >
            <FormLabel>{words.holiday(row + 1)}</FormLabel>
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
              label={words.removeHoliday(holiday.date ? formatDay(holiday.date) : null, row + 1)}
              text={words.remove}
              onRemove={() => {
                onChange(holidays.filter((one) => one.key !== holiday.key))
                focus.focusAdd()
              }}
            />
          </div>
        </div>
      ))}
      <ListFooter
        error={errors[salesDeskFieldName.holidays]}
        addRef={focus.addButton}
        addText={words.addHoliday}
        full={holidays.length >= most}
        onAdd={add}
      />
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
              text={copy.remove}
              onRemove={() => {
                onChange(rules.filter((one) => one.key !== rule.key))
                focus.focusAdd()
              }}
            />
          </div>
        </fieldset>
      ))}
      <ListFooter
        error={errors[salesDeskFieldName.rules]}
        addRef={focus.addButton}
        addText={copy.addRule}
        full={rules.length >= quoteProjectTypes.length}
        onAdd={add}
      />
    </fieldset>
  )
}
