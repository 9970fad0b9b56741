import type { ClientUpdate } from '@nirman/contract'
import { describe, expect, it } from 'vitest'
import {
  addedUpdateId,
  newUpdateBody,
  newUpdateValues,
  updateChangeBody,
  updateValuesOf,
} from './update-values'

const draft: ClientUpdate = {
  id: 4,
  visitDate: '2026-03-05',
  body: 'Plinth beams cast.',
  stageId: 3,
  status: 'draft',
  publishedAt: null,
  author: { id: 1, name: 'Sunita Devi' },
  photos: [],
  version: 2,
}

describe('update values', () => {
  it('start a new update today, at the stage the work is at', () => {
    expect(newUpdateValues('2026-03-07', 3)).toEqual({
      visitDate: '2026-03-07',
      stageId: '3',
      body: '',
    })
    expect(newUpdateValues('2026-03-07', null).stageId).toBe('')
  })

  it('send the stage as a number, or null for none', () => {
    expect(
      newUpdateBody(
        { visitDate: '2026-03-07', stageId: '', body: ' Shuttering done ' },
        '2026-03-07',
      ),
    ).toEqual({
      ok: true,
      body: { visitDate: '2026-03-07', stageId: null, body: 'Shuttering done' },
    })
    expect(updateChangeBody(updateValuesOf(draft), draft.version, '2026-03-07')).toEqual({
      ok: true,
      body: { visitDate: '2026-03-05', stageId: 3, body: 'Plinth beams cast.', version: 2 },
    })
  })

  it('refuse an empty text and a visit after today, in the contract’s words', () => {
    expect(
      newUpdateBody({ visitDate: '2026-03-08', stageId: '3', body: '' }, '2026-03-07'),
    ).toEqual({
      ok: false,
      errors: {
        visitDate: 'The visit date cannot be in the future',
        body: 'Write what was done on this visit',
      },
    })
  })

  it('find the update an answer added', () => {
    const added = { ...draft, id: 9 }
    expect(addedUpdateId([draft], [added, draft])).toBe(9)
    expect(addedUpdateId([draft], [draft])).toBeNull()
  })
})
