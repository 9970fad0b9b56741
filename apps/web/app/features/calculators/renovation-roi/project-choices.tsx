import {
  formatINR,
  type RenovationProject,
  renovationProjects,
  renovationRoiInputSchema,
} from '@nirman/calc-engine'
import { Button, FormControl, FormField, FormLabel, Input, Label } from '@nirman/ui'
import { Plus, Trash2 } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { numberInputBounds } from '../fields'
import type { CalculatorState } from '../use-calculator-values'
import {
  type CustomProjectDraft,
  chooseProject,
  chosenProjects,
  readCustomProjects,
  writeCustomProjects,
} from './project-values'
import type { RenovationText } from './renovation-text'

const { limits } = renovationRoiInputSchema
const projectCostBounds = numberInputBounds(limits['projects.cost'], {})
// The specification's minimum of a custom cost (calculators.md section 5), which the engine does
// not enforce: a cost of 0 or less leaves the project out of the estimate.
const customCostBounds = numberInputBounds(limits['customProjects.cost'], { min: 1000 })

/** A catalogue project's name in the page's language (the engine names them in English). */
type ProjectName = (english: string) => string

/** The catalogue of renovation projects as checkboxes; a chosen one shows its editable cost. */
export function ProjectChoices({
  state,
  text,
  projectName,
  startingCost,
}: {
  state: CalculatorState
  text: RenovationText['projects']
  projectName: ProjectName
  /** A project's cost until the visitor gives one: the rate card's, or the engine's default. */
  startingCost: (project: RenovationProject) => number
}) {
  const chosen = chosenProjects(state.draft)
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 sm:col-span-2">
      <legend className="mb-1 font-semibold">{text.legend}</legend>
      <p className="text-muted-foreground text-sm">{text.intro}</p>
      <ul className="grid items-start gap-3 sm:grid-cols-2">
        {renovationProjects.map((project) => (
          <ProjectChoice
            key={project.id}
            project={project}
            state={state}
            chosen={chosen.includes(project.id)}
            text={text}
            name={projectName(project.name)}
            cost={startingCost(project)}
          />
        ))}
      </ul>
    </fieldset>
  )
}

function ProjectChoice({
  project,
  state,
  chosen,
  text,
  name,
  cost,
}: {
  project: RenovationProject
  state: CalculatorState
  chosen: boolean
  text: RenovationText['projects']
  /** The project's name in the page's language. */
  name: string
  /** What it costs until the visitor says otherwise, rupees. */
  cost: number
}) {
  const checkboxId = useId()
  const hintId = useId()
  const costKey = `cost.${project.id}`
  return (
    <li className="flex flex-col gap-3 rounded-md border border-border bg-background p-3">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={checkboxId}
          className="mt-0.5 size-5 shrink-0 accent-primary"
          checked={chosen}
          aria-describedby={hintId}
          onChange={(event) =>
            state.setDraft((draft) => chooseProject(draft, project.id, event.target.checked, cost))
          }
        />
        <div className="flex flex-col">
          <Label htmlFor={checkboxId} className="font-medium">
            {name}
          </Label>
          <span id={hintId} className="text-muted-foreground text-sm">
            {text.typically(formatINR(cost))}
          </span>
        </div>
      </div>
      {chosen ? (
        <FormField name={costKey} className="gap-1">
          <FormLabel>
            {text.cost(name)}
            <span className="font-normal text-muted-foreground"> (₹)</span>
          </FormLabel>
          <FormControl>
            <Input
              type="number"
              inputMode="decimal"
              name={costKey}
              {...projectCostBounds}
              data-unit="₹"
              value={state.draft[costKey] ?? ''}
              onChange={(event) => state.setValue(costKey, event.target.value)}
            />
          </FormControl>
        </FormField>
      ) : null}
    </li>
  )
}

/**
 * Projects the visitor names, valued at the custom return (calculators.md section 3). One with a
 * blank name or no cost is left out of the estimate, as the specification says, not refused.
 */
export function CustomProjects({
  state,
  text,
}: {
  state: CalculatorState
  text: RenovationText['custom']
}) {
  const rows = readCustomProjects(state.draft)
  const addButton = useRef<HTMLButtonElement>(null)
  const nameInputs = useRef<(HTMLInputElement | null)[]>([])
  const focusNext = useRef<'new row' | 'add button' | null>(null)

  const update = (change: (rows: CustomProjectDraft[]) => CustomProjectDraft[]) =>
    state.setDraft((draft) => writeCustomProjects(draft, change(readCustomProjects(draft))))
  const edit = (index: number, field: keyof CustomProjectDraft, value: string) =>
    update((list) => list.map((row, at) => (at === index ? { ...row, [field]: value } : row)))

  // A new row is typed into at once; a removed row takes its button with it, so the keyboard
  // goes back to "Add a custom project".
  useEffect(() => {
    const target = focusNext.current
    focusNext.current = null
    if (target === 'new row') nameInputs.current[rows.length - 1]?.focus()
    if (target === 'add button') addButton.current?.focus()
  }, [rows.length])

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 sm:col-span-2">
      <legend className="mb-1 font-semibold">{text.legend}</legend>
      <p className="text-muted-foreground text-sm">{text.intro}</p>
      {rows.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {rows.map((row, index) => (
            // Rows have no identity of their own in the URL; every input is controlled, so the
            // position is a sound key.
            <li key={index}>
              <fieldset className="grid min-w-0 grid-cols-[minmax(0,1fr)_2.75rem] gap-3 rounded-md border border-border p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_2.75rem] sm:items-end">
                <legend className="sr-only">{text.row(index + 1)}</legend>
                <FormField name={`custom.${index}.name`} className="col-span-2 gap-1 sm:col-span-1">
                  <FormLabel>{text.name}</FormLabel>
                  <FormControl>
                    <Input
                      ref={(input) => {
                        nameInputs.current[index] = input
                      }}
                      name={`custom.${index}.name`}
                      value={row.name}
                      onChange={(event) => edit(index, 'name', event.target.value)}
                    />
                  </FormControl>
                </FormField>
                <FormField name={`custom.${index}.cost`} className="gap-1">
                  <FormLabel>
                    {text.cost}
                    <span className="font-normal text-muted-foreground"> (₹)</span>
                  </FormLabel>
                  <FormControl>
                    <Input
                      type="number"
                      inputMode="decimal"
                      name={`custom.${index}.cost`}
                      {...customCostBounds}
                      data-unit="₹"
                      value={row.cost}
                      onChange={(event) => edit(index, 'cost', event.target.value)}
                    />
                  </FormControl>
                </FormField>
                <Button
                  variant="ghost"
                  size="icon"
                  className="self-end"
                  aria-label={text.remove(index + 1, row.name)}
                  onClick={() => {
                    focusNext.current = 'add button'
                    update((list) => list.filter((_, at) => at !== index))
                  }}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </fieldset>
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        ref={addButton}
        variant="outline"
        className="self-start"
        onClick={() => {
          focusNext.current = 'new row'
          update((list) => [...list, { name: '', cost: '' }])
        }}
      >
        <Plus aria-hidden="true" />
        {text.add}
      </Button>
    </fieldset>
  )
}
