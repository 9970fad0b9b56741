import type { RefusedIssue } from '../forms/refusal'
import type { QuotationValues } from './quotation-values'

/**
 * The names of the editor's fields, the keys of the messages shown beside them: the draft's own
 * fields by name (`discount` is the rupees typed), a row's as `item.<key>.quantity`, and a list's
 * as `groups`, `taxLines`, `schedule` or `group.<key>.items`.
 */
export const fieldNames = {
  group: (key: number, field: 'title' | 'items') => `group.${key}.${field}`,
  item: (key: number, field: 'description' | 'quantity' | 'unit' | 'rate' | 'optional') =>
    `item.${key}.${field}`,
  tax: (key: number, field: 'label' | 'rate') => `tax.${key}.${field}`,
  stage: (key: number, field: 'label' | 'percent') => `stage.${key}.${field}`,
} as const

/** The editor's field of a body's field of a row. */
const rowFields: Record<string, string> = {
  quantityMilli: 'quantity',
  ratePaise: 'rate',
  rateBasisPoints: 'rate',
  percentBasisPoints: 'percent',
}
const rowField = (field: string) => rowFields[field] ?? field

/**
 * The editor's field an issue names, by its path in the body (`content.groups.0.items.1.ratePaise`
 * from the API, `['content', 'groups', 0, …]` from the editor's own check) and the values sent:
 * the row at that index then is the row the message goes beside.
 */
export function fieldOfIssue(path: RefusedIssue['path'], values: QuotationValues): string {
  const segments = typeof path === 'string' ? path.split('.') : path.map(String)
  const [list, index, field, itemIndex, itemField] =
    segments[0] === 'content' ? segments.slice(1) : segments
  const at = <Row>(rows: readonly Row[]) => (index === undefined ? undefined : rows[Number(index)])
  switch (list) {
    case 'groups': {
      const group = at(values.groups)
      if (!group || field === undefined) return 'groups'
      if (field !== 'items') return fieldNames.group(group.key, 'title')
      const item = itemIndex === undefined ? undefined : group.items[Number(itemIndex)]
      if (!item || itemField === undefined) return fieldNames.group(group.key, 'items')
      return `item.${item.key}.${rowField(itemField)}`
    }
    case 'taxLines': {
      const line = at(values.taxLines)
      return line && field ? `tax.${line.key}.${rowField(field)}` : 'taxLines'
    }
    case 'schedule': {
      const stage = at(values.schedule)
      return stage && field ? `stage.${stage.key}.${rowField(field)}` : 'schedule'
    }
    case 'discountPaise':
      return 'discount'
    default:
      return list ?? ''
  }
}

/** The first message of each of the editor's fields, from the API's issues or the editor's own. */
export function quotationFieldErrorsOf(
  issues: readonly RefusedIssue[],
  values: QuotationValues,
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const field = fieldOfIssue(issue.path, values)
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}

/** Every field the editor shows a message beside, for the values shown. */
export function shownFieldNames(values: QuotationValues): string[] {
  return [
    ...[
      'language',
      'title',
      'clientName',
      'clientPhone',
      'clientEmail',
      'siteAddress',
      'validUntil',
      'discount',
      'pricesIncludeTax',
      'terms',
      'groups',
      'taxLines',
      'schedule',
    ],
    ...values.groups.flatMap((group) => [
      fieldNames.group(group.key, 'title'),
      fieldNames.group(group.key, 'items'),
      ...group.items.flatMap((item) =>
        (['description', 'quantity', 'unit', 'rate', 'optional'] as const).map((field) =>
          fieldNames.item(item.key, field),
        ),
      ),
    ]),
    ...values.taxLines.flatMap((line) => [
      fieldNames.tax(line.key, 'label'),
      fieldNames.tax(line.key, 'rate'),
    ]),
    ...values.schedule.flatMap((stage) => [
      fieldNames.stage(stage.key, 'label'),
      fieldNames.stage(stage.key, 'percent'),
    ]),
  ]
}
