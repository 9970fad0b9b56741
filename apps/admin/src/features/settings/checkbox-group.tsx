import { useId } from 'react'

/** One box of a CheckboxGroup: what it stands for, and its label. */
export interface CheckboxOption<Value extends string | number> {
  value: Value
  label: string
}

/**
 * A group of boxes to tick under a legend (the opening days, the staff on duty): the values ticked
 * are `checked`. A refusal describes the group and marks its boxes, so the first takes the focus.
 */
export function CheckboxGroup<Value extends string | number>({
  legend,
  hint,
  options,
  checked,
  error,
  onToggle,
}: {
  legend: string
  hint?: string
  options: readonly CheckboxOption<Value>[]
  checked: readonly Value[]
  error: string | undefined
  onToggle: (value: Value, ticked: boolean) => void
}) {
  const hintId = useId()
  const errorId = useId()
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ')
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={describedBy || undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="inline-flex min-h-9 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-primary"
              checked={checked.includes(option.value)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onToggle(option.value, event.target.checked)}
            />
            {option.label}
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
