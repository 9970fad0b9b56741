/** Edits of a list of rows keyed by `key` (a quotation's groups, items, tax lines, stages). */
interface Keyed {
  key: number
}

/** The rows with the one keyed `key` changed by `values`. */
export const changedRow = <Row extends Keyed>(
  rows: readonly Row[],
  key: number,
  values: Partial<Row>,
) => rows.map((row) => (row.key === key ? { ...row, ...values } : row))

/** The rows without the one keyed `key`. */
export const withoutRow = <Row extends Keyed>(rows: readonly Row[], key: number) =>
  rows.filter((row) => row.key !== key)

/** The rows with the one at `index` moved a place up (-1) or down (1); as they were at an end. */
export function movedRow<Row>(rows: readonly Row[], index: number, step: -1 | 1): Row[] {
  const moved = rows[index]
  const other = rows[index + step]
  const next = [...rows]
  if (moved === undefined || other === undefined) return next
  next[index] = other
  next[index + step] = moved
  return next
}
