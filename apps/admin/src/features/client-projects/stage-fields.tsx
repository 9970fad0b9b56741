import { type ClientStageState, clientProjectLimits, clientStageStates } from '@nirman/contract'
import {
  Button,
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  Input,
  Select,
  Textarea,
} from '@nirman/ui'
import { ChevronDown, ChevronUp } from 'lucide-react'
import { recordCopy, stageCopy, stageStateBadges } from '../../client-project-records-content'
import { MoveButtons } from '../portfolio/move-buttons'
import { RemoveButton } from '../portfolio/row-actions'
import { StageDates, StageStateBadge } from './stage-list'
import { isStageState, type StageRow } from './stage-values'

type DayField = 'plannedStart' | 'plannedEnd' | 'actualStart' | 'actualEnd'
const dayFields: readonly DayField[] = ['plannedStart', 'plannedEnd', 'actualStart', 'actualEnd']

/**
 * One stage of the schedule's editor: its name, state and days in one line, and its fields
 * below when opened (Edit), so a phone shows the whole schedule and opens the stage at hand.
 * A stage with a refused field is opened by the editor.
 */
export function StageFields({
  row,
  position,
  count,
  expanded,
  errors = {},
  removeRefused,
  onToggle,
  onChange,
  onStateChange,
  onMove,
  onRemove,
}: {
  row: StageRow
  position: number
  count: number
  expanded: boolean
  errors?: Record<string, string>
  /** Why this stage cannot be removed, after Remove was pressed. */
  removeRefused: string | null
  onToggle: () => void
  onChange: (values: Partial<StageRow>) => void
  onStateChange: (state: ClientStageState) => void
  onMove: (step: -1 | 1) => void
  onRemove: () => void
}) {
  const name = row.name.trim() || stageCopy.unnamed(position)
  const headingId = `stage-editor-${row.key}`
  const fieldsId = `stage-editor-${row.key}-fields`
  return (
    <li
      aria-labelledby={headingId}
      data-stage-key={row.key}
      className="grid min-w-0 gap-3 rounded-md border border-border bg-background p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
    >
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="font-semibold break-words">
            {stageCopy.stageName(position, row.name.trim())}
          </h3>
          <StageStateBadge state={row.state} />
        </div>
        {expanded ? null : (
          <StageDates
            stage={{
              plannedStart: row.plannedStart || null,
              plannedEnd: row.plannedEnd || null,
              actualStart: row.actualStart || null,
              actualEnd: row.actualEnd || null,
              state: row.state,
              delayReason: row.delayReason,
            }}
          />
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          data-toggle={row.key}
          aria-expanded={expanded}
          aria-controls={expanded ? fieldsId : undefined}
          aria-label={expanded ? stageCopy.closeLabel(name) : stageCopy.editLabel(name)}
          onClick={onToggle}
        >
          {expanded ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
          {expanded ? stageCopy.close : stageCopy.edit}
        </Button>
        <MoveButtons
          id={row.key}
          index={position - 1}
          count={count}
          upLabel={recordCopy.moveUpLabel(name)}
          downLabel={recordCopy.moveDownLabel(name)}
          onMove={onMove}
        />
      </div>
      {expanded ? (
        <fieldset id={fieldsId} className="grid min-w-0 gap-3 sm:col-span-2 sm:grid-cols-2">
          <legend className="sr-only">{name}</legend>
          <FormField name="name" required error={errors.name}>
            <FormLabel>{stageCopy.fields.name}</FormLabel>
            <FormControl>
              <Input
                name="name"
                value={row.name}
                maxLength={clientProjectLimits.stageName}
                onChange={(event) => onChange({ name: event.target.value })}
              />
            </FormControl>
            <FormError />
          </FormField>
          <FormField name="nameHi" error={errors.nameHi}>
            <FormLabel>{stageCopy.fields.nameHi}</FormLabel>
            <FormControl>
              <Input
                lang="hi"
                value={row.nameHi}
                maxLength={clientProjectLimits.stageName}
                onChange={(event) => onChange({ nameHi: event.target.value })}
              />
            </FormControl>
            <FormDescription>{stageCopy.fields.nameHiHint}</FormDescription>
            <FormError />
          </FormField>
          {dayFields.map((field) => (
            <FormField key={field} name={field} error={errors[field]}>
              <FormLabel>{stageCopy.fields[field]}</FormLabel>
              <FormControl>
                <Input
                  type="date"
                  value={row[field]}
                  onChange={(event) => onChange({ [field]: event.target.value })}
                />
              </FormControl>
              <FormError />
            </FormField>
          ))}
          <FormField name="state" required error={errors.state}>
            <FormLabel>{stageCopy.fields.state}</FormLabel>
            <FormControl>
              <Select
                value={row.state}
                onChange={(event) => {
                  if (isStageState(event.target.value)) onStateChange(event.target.value)
                }}
              >
                {clientStageStates.map((state) => (
                  <option key={state} value={state}>
                    {stageStateBadges[state]}
                  </option>
                ))}
              </Select>
            </FormControl>
            <FormDescription>{stageCopy.fields.stateHint}</FormDescription>
            <FormError />
          </FormField>
          {row.state === 'delayed' ? (
            <FormField name="delayReason" required error={errors.delayReason}>
              <FormLabel>{stageCopy.fields.delayReason}</FormLabel>
              <FormControl>
                <Textarea
                  rows={2}
                  value={row.delayReason}
                  maxLength={clientProjectLimits.delayReason}
                  onChange={(event) => onChange({ delayReason: event.target.value })}
                />
              </FormControl>
              <FormDescription>{stageCopy.fields.delayReasonHint}</FormDescription>
              <FormError />
            </FormField>
          ) : null}
          <div className="sm:col-span-2">
            <RemoveButton
              label={stageCopy.removeLabel(name)}
              text={stageCopy.remove}
              onRemove={onRemove}
            />
          </div>
        </fieldset>
      ) : null}
      {removeRefused ? (
        <p role="alert" className="text-sm font-medium break-words text-destructive sm:col-span-2">
          {removeRefused}
        </p>
      ) : null}
    </li>
  )
}
