import { paiseOfRupees, type QuotationTotals, quotationLimits } from '@nirman/contract'
import { Button, FormControl, FormError, FormField, Input } from '@nirman/ui'
import { Plus } from 'lucide-react'
import { quotationCopy } from '../../quotations-content'
import { RowActions } from '../portfolio/row-actions'
import { fieldNames } from './quotation-field-names'
import { QuotationItemFields, RowLabel } from './quotation-item-fields'
import { type GroupValues, type ItemValues, newGroup, newItem } from './quotation-values'
import { changedRow, movedRow, withoutRow } from './row-edits'
import { quantityMilliOf } from './typed-figures'

/** Where the focus goes after a change of the list: selectors inside the form, the first found. */
export type FocusAfterRender = (...selectors: string[]) => void

const readable = (item: ItemValues) =>
  quantityMilliOf(item.quantity) !== null && paiseOfRupees(item.rate) !== null

/** The list's message (a group needs an item, too many items), announced under its list. */
function ListError({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="text-sm font-medium break-words text-destructive">
      {message}
    </p>
  ) : null
}

/** One group: its title, its items, Add an item; Move up, Move down, Remove group. */
function GroupFields({
  group,
  position,
  count,
  amounts,
  errors,
  onChange,
  onMove,
  onRemove,
  focusAfterRender,
}: {
  group: GroupValues
  position: number
  count: number
  /** Each item's amount in paise, in the order of the items, as the totals work them out. */
  amounts: readonly number[]
  errors: Record<string, string | undefined>
  onChange: (values: Partial<GroupValues>) => void
  onMove: (step: -1 | 1) => void
  onRemove: () => void
  focusAfterRender: FocusAfterRender
}) {
  const title = group.title.trim()
  const name = quotationCopy.groupName(position, title)
  const buttonName = quotationCopy.groupButtonName(position, title)
  const headingId = `quotation-group-${group.key}`
  const itemsId = `${headingId}-items`
  const setItems = (items: ItemValues[]) => onChange({ items })

  const addItem = () => {
    const item = newItem()
    setItems([...group.items, item])
    focusAfterRender(`[data-item-key="${item.key}"] [name="description"]`)
  }
  const removeItem = (item: ItemValues, index: number) => {
    setItems(withoutRow(group.items, item.key))
    const next = group.items[index + 1]
    focusAfterRender(
      ...(next ? [`[data-item-key="${next.key}"] [name="description"]`] : []),
      `[data-add-item="${group.key}"]`,
    )
  }
  const moveItem = (item: ItemValues, index: number, step: -1 | 1) => {
    setItems(movedRow(group.items, index, step))
    const [same, other] = step < 0 ? ['up', 'down'] : ['down', 'up']
    focusAfterRender(
      `[data-item-key="${item.key}"] [data-move="${same}"]`,
      `[data-item-key="${item.key}"] [data-move="${other}"]`,
    )
  }

  return (
    <li
      aria-labelledby={headingId}
      data-group-key={group.key}
      className="grid min-w-0 gap-3 rounded-lg border border-border bg-muted/40 p-3"
    >
      <h4 id={headingId} className="font-semibold break-words">
        {quotationCopy.groupHeading(position, title)}
      </h4>
      <div className="flex flex-wrap items-end gap-3">
        <FormField
          name="groupTitle"
          required
          error={errors[fieldNames.group(group.key, 'title')]}
          className="min-w-0 flex-1 basis-64"
        >
          <RowLabel text={quotationCopy.groupTitle} of={quotationCopy.groupName(position, '')} />
          <FormControl>
            <Input
              name="groupTitle"
              value={group.title}
              maxLength={quotationLimits.groupTitle}
              autoComplete="off"
              onChange={(event) => onChange({ title: event.target.value })}
            />
          </FormControl>
          <FormError />
        </FormField>
        <RowActions
          data-group-actions={group.key}
          id={group.key}
          index={position - 1}
          count={count}
          upLabel={quotationCopy.moveUpLabel(buttonName)}
          downLabel={quotationCopy.moveDownLabel(buttonName)}
          removeLabel={quotationCopy.removeLabel(buttonName)}
          removeText={quotationCopy.removeGroup}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <ol id={itemsId} aria-label={quotationCopy.itemsOf(name)} className="grid gap-2">
        {group.items.map((item, index) => (
          <QuotationItemFields
            key={item.key}
            item={item}
            position={index + 1}
            count={group.items.length}
            groupName={name}
            amount={readable(item) ? (amounts[index] ?? null) : null}
            errors={errors}
            onChange={(values) => setItems(changedRow(group.items, item.key, values))}
            onMove={(step) => moveItem(item, index, step)}
            onRemove={() => removeItem(item, index)}
          />
        ))}
      </ol>
      <ListError message={errors[fieldNames.group(group.key, 'items')]} />
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          data-add-item={group.key}
          aria-label={quotationCopy.addItemLabel(name)}
          onClick={addItem}
        >
          <Plus aria-hidden />
          {quotationCopy.addItem}
        </Button>
      </div>
    </li>
  )
}

/**
 * The items of a quotation in their groups: add, remove and move groups and items, each item's
 * amount shown as typed. The messages of the list and of each group sit under them.
 */
export function QuotationGroupsEditor({
  groups,
  totals,
  errors,
  onChange,
  focusAfterRender,
}: {
  groups: GroupValues[]
  totals: QuotationTotals
  errors: Record<string, string | undefined>
  onChange: (groups: GroupValues[]) => void
  focusAfterRender: FocusAfterRender
}) {
  const itemCount = groups.reduce((sum, group) => sum + group.items.length, 0)
  const addGroup = () => {
    const group = newGroup()
    onChange([...groups, group])
    focusAfterRender(`[data-group-key="${group.key}"] input[name="groupTitle"]`)
  }
  const removeGroup = (group: GroupValues, index: number) => {
    onChange(withoutRow(groups, group.key))
    const next = groups[index + 1]
    focusAfterRender(
      ...(next ? [`[data-group-key="${next.key}"] input[name="groupTitle"]`] : []),
      '[data-add-group]',
    )
  }
  const moveGroup = (group: GroupValues, index: number, step: -1 | 1) => {
    onChange(movedRow(groups, index, step))
    const [same, other] = step < 0 ? ['up', 'down'] : ['down', 'up']
    focusAfterRender(
      `[data-group-actions="${group.key}"] [data-move="${same}"]`,
      `[data-group-actions="${group.key}"] [data-move="${other}"]`,
    )
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{quotationCopy.groupsHint}</p>
      {groups.length === 0 ? (
        <p className="text-sm">{quotationCopy.noGroups}</p>
      ) : (
        <ol aria-label={quotationCopy.groupsLabel} className="grid gap-3">
          {groups.map((group, index) => (
            <GroupFields
              key={group.key}
              group={group}
              position={index + 1}
              count={groups.length}
              amounts={totals.groups[index]?.itemAmountsPaise ?? []}
              errors={errors}
              onChange={(values) => onChange(changedRow(groups, group.key, values))}
              onMove={(step) => moveGroup(group, index, step)}
              onRemove={() => removeGroup(group, index)}
              focusAfterRender={focusAfterRender}
            />
          ))}
        </ol>
      )}
      <ListError message={errors.groups} />
      <div>
        <Button
          type="button"
          variant="outline"
          data-add-group
          disabled={groups.length >= quotationLimits.groups || itemCount >= quotationLimits.items}
          onClick={addGroup}
        >
          <Plus aria-hidden />
          {quotationCopy.addGroup}
        </Button>
      </div>
    </div>
  )
}
