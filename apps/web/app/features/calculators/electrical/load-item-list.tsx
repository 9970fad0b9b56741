import { electricalLoadInputSchema } from '@nirman/calc-engine'
import { Button, cn, FormControl, FormField, FormLabel, Input } from '@nirman/ui'
import { Plus, Trash2 } from 'lucide-react'
import {
  type ComponentProps,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react'
import { numberInputBounds } from '../fields'
import type { CalculatorState } from '../use-calculator-values'
import type { ElectricalText } from './electrical-text'
import {
  type LoadItemDraft,
  type LoadItemField,
  newLoadItem,
  type PresetName,
  readLoadItems,
  writeLoadItems,
} from './load-items'

type LoadsText = ElectricalText['loads']

// A line's numbers take the engine's bounds (a power of at most 1,000 kW, a whole quantity, at most
// 24 hours) and the specification's half hours.
const { limits } = electricalLoadInputSchema
const wattsBounds = numberInputBounds(limits['items.watts'], {})
const quantityBounds = numberInputBounds(limits['items.quantity'], {})
const hoursBounds = numberInputBounds(limits['items.hoursPerDay'], { step: 0.5 })

/** Appliance, power, quantity, hours and the remove button, on one line from the sm breakpoint. */
const rowColumns = 'sm:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_2.75rem]'

/**
 * The editable list of electrical loads (calculators.md sections 2 and 4): every line can be
 * edited or removed, and a new line is added by name and power. The list lives in the
 * calculator's values as `items.<index>.<field>`, so it goes into the URL with the other inputs.
 */
export function LoadItemList({
  state,
  text,
  presetName,
}: {
  state: CalculatorState
  text: LoadsText
  presetName: PresetName
}) {
  const items = readLoadItems(state.draft, presetName)
  const removeButtons = useRef<(HTMLButtonElement | null)[]>([])
  const newNameInput = useRef<HTMLInputElement>(null)
  const focusAfterRemoval = useRef<number | null>(null)

  const update = (change: (items: LoadItemDraft[]) => LoadItemDraft[]) =>
    state.setDraft((draft) => writeLoadItems(draft, change(readLoadItems(draft, presetName))))

  const edit = (index: number, field: LoadItemField, value: string) =>
    update((list) => list.map((item, at) => (at === index ? { ...item, [field]: value } : item)))

  const remove = (index: number) => {
    focusAfterRemoval.current = index
    update((list) => list.filter((_, at) => at !== index))
  }

  // The removed line's button is gone: keep the keyboard in the list (or on the new line's name).
  useEffect(() => {
    const index = focusAfterRemoval.current
    if (index === null) return
    focusAfterRemoval.current = null
    const next = removeButtons.current[Math.min(index, items.length - 1)]
    ;(next ?? newNameInput.current)?.focus()
  }, [items.length])

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 sm:col-span-2">
      <legend className="mb-1 font-semibold">{text.legend}</legend>
      <p className="text-muted-foreground text-sm">{text.intro}</p>
      <div
        aria-hidden="true"
        className={cn('hidden gap-3 font-medium text-sm sm:grid', rowColumns)}
      >
        <span>{text.appliance}</span>
        <span>{text.power} (W)</span>
        <span>{text.quantity}</span>
        <span>{text.hoursPerDay}</span>
      </div>
      {items.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {items.map((item, index) => (
            // Lines have no identity of their own in the URL; every input is controlled, so the
            // position is a sound key.
            <li key={index}>
              <fieldset
                className={cn(
                  // On a phone: the name and its remove button, then power, quantity and hours.
                  'grid min-w-0 grid-cols-6 items-end gap-3 rounded-md border border-border p-3 sm:border-0 sm:p-0',
                  rowColumns,
                )}
              >
                <legend className="sr-only">{text.line(index + 1, item.name)}</legend>
                <ItemField
                  label={text.appliance}
                  className="col-span-5 sm:col-span-1"
                  name={`items.${index}.name`}
                  value={item.name}
                  required
                  onChange={(event) => edit(index, 'name', event.target.value)}
                />
                <ItemField
                  label={text.power}
                  unit="W"
                  className="col-span-2 sm:col-span-1"
                  type="number"
                  inputMode="decimal"
                  name={`items.${index}.watts`}
                  {...wattsBounds}
                  value={item.watts}
                  required
                  onChange={(event) => edit(index, 'watts', event.target.value)}
                />
                <ItemField
                  label={text.quantity}
                  className="col-span-2 sm:col-span-1"
                  type="number"
                  inputMode="numeric"
                  name={`items.${index}.quantity`}
                  {...quantityBounds}
                  value={item.quantity}
                  required
                  onChange={(event) => edit(index, 'quantity', event.target.value)}
                />
                <ItemField
                  label={text.hoursPerDay}
                  className="col-span-2 sm:col-span-1"
                  type="number"
                  inputMode="decimal"
                  name={`items.${index}.hoursPerDay`}
                  {...hoursBounds}
                  value={item.hoursPerDay}
                  required
                  onChange={(event) => edit(index, 'hoursPerDay', event.target.value)}
                />
                <Button
                  ref={(button) => {
                    removeButtons.current[index] = button
                  }}
                  variant="ghost"
                  size="icon"
                  className="col-start-6 row-start-1 justify-self-end sm:col-start-auto sm:row-start-auto"
                  aria-label={text.remove(index + 1, item.name)}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </fieldset>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-md bg-muted px-3 py-2 text-sm">{text.empty}</p>
      )}
      <AddLoadItem
        text={text}
        nameInput={newNameInput}
        onAdd={(item) => update((list) => [...list, item])}
      />
    </fieldset>
  )
}

type ItemFieldProps = ComponentProps<typeof Input> & { label: string; unit?: string }

/**
 * One input of a line. Every input of a line is required (the browser says so when it is left
 * blank), without the label's asterisk: forty of them would drown the list.
 */
function ItemField({ label, unit, className, required, ...input }: ItemFieldProps) {
  return (
    <FormField name={input.name} className={cn('gap-1', className)}>
      <FormLabel className="sm:sr-only">
        {label}
        {unit ? <span className="font-normal text-muted-foreground"> ({unit})</span> : null}
      </FormLabel>
      <FormControl>
        {/* The unit goes on the input too: the message of a value above the maximum names it. */}
        <Input required={required} data-unit={unit} {...input} />
      </FormControl>
    </FormField>
  )
}

/** A new line: enabled once it has a name and a power (calculators.md section 4). */
function AddLoadItem({
  text,
  onAdd,
  nameInput,
}: {
  text: LoadsText
  onAdd: (item: LoadItemDraft) => void
  nameInput: RefObject<HTMLInputElement | null>
}) {
  const [name, setName] = useState('')
  const [watts, setWatts] = useState('')
  const power = Number(watts)
  const ready = name.trim() !== '' && watts.trim() !== '' && Number.isFinite(power) && power >= 0

  const add = () => {
    if (!ready) return
    onAdd(newLoadItem(name.trim(), watts.trim()))
    setName('')
    setWatts('')
    nameInput.current?.focus()
  }
  // Enter in these two inputs adds the line rather than calculating.
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    add()
  }

  return (
    <fieldset className="grid min-w-0 grid-cols-2 gap-3 rounded-md border border-border border-dashed p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end">
      <legend className="px-1 font-medium text-sm">{text.addLegend}</legend>
      <FormField name="new-item-name" className="col-span-2 gap-1 sm:col-span-1">
        <FormLabel>{text.appliance}</FormLabel>
        <FormControl>
          <Input
            ref={nameInput}
            value={name}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
            onKeyDown={addOnEnter}
          />
        </FormControl>
      </FormField>
      <FormField name="new-item-watts" className="gap-1">
        <FormLabel>
          {text.power}
          <span className="font-normal text-muted-foreground"> (W)</span>
        </FormLabel>
        <FormControl>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={watts}
            onChange={(event) => setWatts(event.target.value)}
            onKeyDown={addOnEnter}
          />
        </FormControl>
      </FormField>
      <Button variant="outline" className="self-end" disabled={!ready} onClick={add}>
        <Plus aria-hidden="true" />
        {text.add}
      </Button>
    </fieldset>
  )
}
