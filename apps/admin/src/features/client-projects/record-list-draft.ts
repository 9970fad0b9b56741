import { useRef, useState } from 'react'

/** A row of a list being edited: `key` names it on screen, `id` is the server's (null: new). */
export interface DraftRow {
  key: number
  id: number | null
}

const same = (one: object, other: object) => JSON.stringify(one) === JSON.stringify(other)

/**
 * The rows of an edited list after the saved list changed under it (someone else's save, fetched
 * again by "Reload the project", or a change made from another section): each saved row takes the
 * new values of the fields not changed here, what was typed here stays, rows added here stay,
 * rows removed here stay removed, and rows someone else added come at the end. A saved row
 * someone else removed goes unless it was changed here (the server then says why it is refused).
 *
 * @param base the saved rows the edit started from
 * @param draft the rows as edited
 * @param next the saved rows now
 */
export function mergeDraft<Row extends DraftRow>(
  base: readonly Row[],
  draft: readonly Row[],
  next: readonly Row[],
): Row[] {
  const byId = (rows: readonly Row[]) =>
    new Map(rows.flatMap((row) => (row.id === null ? [] : [[row.id, row] as const])))
  const baseById = byId(base)
  const nextById = byId(next)
  const merged = draft.flatMap((row): Row[] => {
    if (row.id === null) return [row]
    const was = baseById.get(row.id)
    const now = nextById.get(row.id)
    if (!was) return [row]
    if (!now) return same(row, was) ? [] : [row]
    const kept = { ...now }
    for (const field of Object.keys(row) as (keyof Row)[]) {
      if (!Object.is(row[field], was[field])) kept[field] = row[field]
    }
    return [kept]
  })
  const added = next.filter((row) => row.id !== null && !baseById.has(row.id))
  return [...merged, ...added]
}

/**
 * A list edited as a whole and saved with one button (a project's stages, its instalments): the
 * rows as typed, whether they differ from the saved ones, and the changes a list editor makes.
 * When the saved list changes while editing, the edit is merged into it (`mergeDraft`); after a
 * save, `accept` shows the saved answer.
 *
 * @param saved the list as the server has it
 * @param rowsOf the rows of a saved list (a saved row's key is its id)
 */
export function useListDraft<Saved, Row extends DraftRow>(
  saved: readonly Saved[],
  rowsOf: (saved: readonly Saved[]) => Row[],
) {
  const savedText = JSON.stringify(saved)
  const [state, setState] = useState(() => {
    const rows = rowsOf(saved)
    return { savedText, base: rows, rows }
  })
  // New rows get negative keys, never an id of the server.
  const nextKey = useRef(-1)
  if (state.savedText !== savedText) {
    // Adjusting state while rendering, as React's docs advise over an effect.
    const next = rowsOf(saved)
    const dirty = !same(state.rows, state.base)
    setState({
      savedText,
      base: next,
      rows: dirty ? mergeDraft(state.base, state.rows, next) : next,
    })
  }
  const setRows = (change: (rows: Row[]) => Row[]) =>
    setState((current) => ({ ...current, rows: change(current.rows) }))

  return {
    rows: state.rows,
    dirty: !same(state.rows, state.base),
    newKey: () => nextKey.current--,
    change: (key: number, values: Partial<Row>) =>
      setRows((rows) => rows.map((row) => (row.key === key ? { ...row, ...values } : row))),
    add: (row: Row) => setRows((rows) => [...rows, row]),
    remove: (key: number) => setRows((rows) => rows.filter((row) => row.key !== key)),
    /** Moves the row at `index` one place up (-1) or down (1). */
    move: (index: number, step: -1 | 1) =>
      setRows((rows) => {
        const target = index + step
        const moved = rows[index]
        const other = rows[target]
        if (!moved || !other) return rows
        const next = [...rows]
        next[index] = other
        next[target] = moved
        return next
      }),
    /** Forgets the edit: the saved rows again. */
    discard: () => setState((current) => ({ ...current, rows: current.base })),
    /** Shows the list a save answered (`rowsOf` of it), the edit done. */
    accept: (answer: readonly Saved[]) => {
      const rows = rowsOf(answer)
      setState({ savedText: JSON.stringify(answer), base: rows, rows })
    },
  }
}

/**
 * The messages of a list's refused rows, by the key of the row they name: the issues' paths
 * are `<list>.<index>.<field>` (`stages.3.actualEnd`), from the form's own check (zod's arrays)
 * or from the API (dotted strings). An issue naming the list itself, or no row, is `list`.
 *
 * @param fieldOf the form's field of a body's field (`percentBasisPoints` is the share typed)
 */
export function rowErrorsOf(
  issues: readonly { path: readonly PropertyKey[] | string; message: string }[],
  listName: string,
  keys: readonly number[],
  fieldOf: (field: string) => string = (field) => field,
): { rows: Record<number, Record<string, string>>; list: string | null } {
  const rows: Record<number, Record<string, string>> = {}
  let list: string | null = null
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String)
    const [name, index, field] = path
    const key = name === listName && index !== undefined ? keys[Number(index)] : undefined
    if (key === undefined || field === undefined) {
      list ??= issue.message
      continue
    }
    const row = rows[key] ?? {}
    rows[key] = row
    row[fieldOf(field)] ??= issue.message
  }
  return { rows, list }
}
