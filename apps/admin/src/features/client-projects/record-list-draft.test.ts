import { describe, expect, it } from 'vitest'
import { mergeDraft, rowErrorsOf } from './record-list-draft'

interface Row {
  key: number
  id: number | null
  name: string
  state: string
}
const row = (id: number, name: string, state = 'not_started'): Row => ({ key: id, id, name, state })

describe('mergeDraft: the saved list changed while it was edited', () => {
  it('takes their values in the fields not touched here and keeps what was typed', () => {
    const base = [row(1, 'Foundation'), row(2, 'Plinth')]
    // Here: stage 1 marked done. There: stage 1 renamed, stage 2 marked in progress.
    const draft = [row(1, 'Foundation', 'done'), row(2, 'Plinth')]
    const next = [row(1, 'Foundation and footings'), row(2, 'Plinth', 'in_progress')]
    expect(mergeDraft(base, draft, next)).toEqual([
      row(1, 'Foundation and footings', 'done'),
      row(2, 'Plinth', 'in_progress'),
    ])
  })

  it('keeps rows added here, leaves out rows removed here, and adds theirs at the end', () => {
    const base = [row(1, 'Foundation'), row(2, 'Plinth')]
    const added: Row = { key: -1, id: null, name: 'Boundary wall', state: 'not_started' }
    const draft = [row(2, 'Plinth'), added]
    const next = [row(1, 'Foundation'), row(2, 'Plinth'), row(3, 'Septic tank')]
    expect(mergeDraft(base, draft, next)).toEqual([row(2, 'Plinth'), added, row(3, 'Septic tank')])
  })

  it('drops a row they removed unless it was changed here', () => {
    const base = [row(1, 'Foundation'), row(2, 'Plinth')]
    const draft = [row(1, 'Foundation'), row(2, 'Plinth', 'done')]
    const next: Row[] = []
    // Stage 1 untouched here goes; stage 2, changed here, stays for the server to refuse.
    expect(mergeDraft(base, draft, next)).toEqual([row(2, 'Plinth', 'done')])
  })
})

describe('rowErrorsOf', () => {
  it('names each refused row by its key, from the API’s dotted paths and zod’s arrays', () => {
    const keys = [11, 12, -1]
    const found = rowErrorsOf(
      [
        { path: 'stages.2.name', message: 'Stage name is required' },
        {
          path: ['stages', 0, 'actualEnd'],
          message: 'A stage marked done needs its actual end date',
        },
        { path: 'stages.0.actualEnd', message: 'a second message for the same field' },
      ],
      'stages',
      keys,
    )
    expect(found).toEqual({
      rows: {
        [-1]: { name: 'Stage name is required' },
        11: { actualEnd: 'A stage marked done needs its actual end date' },
      },
      list: null,
    })
  })

  it('says an issue of the list itself, or of a row it does not know, as the list’s', () => {
    const found = rowErrorsOf(
      [
        { path: 'payments', message: 'The percentages add up to more than 100 %' },
        { path: 'payments.7.label', message: 'no such row' },
      ],
      'payments',
      [1, 2],
    )
    expect(found).toEqual({ rows: {}, list: 'The percentages add up to more than 100 %' })
  })

  it('gives a field of the body the name of the form’s field', () => {
    const found = rowErrorsOf(
      [{ path: 'payments.1.percentBasisPoints', message: 'Percentage must be …' }],
      'payments',
      [5, 6],
      (field) => (field === 'percentBasisPoints' ? 'value' : field),
    )
    expect(found.rows).toEqual({ 6: { value: 'Percentage must be …' } })
  })
})
