import type { ClientStage } from '@nirman/contract'
import { describe, expect, it } from 'vitest'
import {
  newStageRow,
  type StageRow,
  scheduleBodyOf,
  stageRowsOf,
  stagesInUse,
  stateChange,
} from './stage-values'

const foundation: ClientStage = {
  id: 7,
  name: 'Foundation',
  nameHi: 'नींव',
  plannedStart: '2026-01-08',
  plannedEnd: '2026-01-28',
  actualStart: null,
  actualEnd: null,
  state: 'not_started',
  delayReason: '',
}

describe('stage rows', () => {
  it('hold a saved stage’s days as texts, empty when not given', () => {
    expect(stageRowsOf([foundation])).toEqual([
      {
        key: 7,
        id: 7,
        name: 'Foundation',
        nameHi: 'नींव',
        plannedStart: '2026-01-08',
        plannedEnd: '2026-01-28',
        actualStart: '',
        actualEnd: '',
        state: 'not_started',
        delayReason: '',
      },
    ])
  })

  it('start a new stage the day after the last planned end (back to back)', () => {
    const [row] = stageRowsOf([foundation])
    expect(row && newStageRow(-1, [row])).toMatchObject({
      key: -1,
      id: null,
      plannedStart: '2026-01-29',
      state: 'not_started',
    })
    // 31 January, then 1 February.
    expect(newStageRow(-2, [{ ...(row as StageRow), plannedEnd: '2026-01-31' }]).plannedStart).toBe(
      '2026-02-01',
    )
  })
})

describe('stateChange', () => {
  it('fills today where the new state needs an actual day that is empty', () => {
    const empty = { actualStart: '', actualEnd: '' }
    expect(stateChange(empty, 'done', '2026-03-07')).toEqual({
      state: 'done',
      actualStart: '2026-03-07',
      actualEnd: '2026-03-07',
    })
    expect(stateChange(empty, 'in_progress', '2026-03-07')).toEqual({
      state: 'in_progress',
      actualStart: '2026-03-07',
    })
    expect(stateChange(empty, 'delayed', '2026-03-07')).toEqual({ state: 'delayed' })
  })

  it('keeps a day already typed', () => {
    expect(stateChange({ actualStart: '2026-02-01', actualEnd: '' }, 'done', '2026-03-07')).toEqual(
      { state: 'done', actualEnd: '2026-03-07' },
    )
  })
})

describe('scheduleBodyOf', () => {
  const [saved] = stageRowsOf([foundation])
  const base = saved as StageRow

  it('sends empty days as null and a delay reason only with a delayed stage', () => {
    const checked = scheduleBodyOf(
      [{ ...base, state: 'in_progress', actualStart: '2026-01-09', delayReason: 'rain' }],
      4,
    )
    expect(checked).toEqual({
      ok: true,
      body: {
        version: 4,
        stages: [
          {
            id: 7,
            name: 'Foundation',
            nameHi: 'नींव',
            plannedStart: '2026-01-08',
            plannedEnd: '2026-01-28',
            actualStart: '2026-01-09',
            actualEnd: null,
            state: 'in_progress',
            delayReason: '',
          },
        ],
      },
    })
  })

  it('refuses with the contract’s messages, by the key of each refused row', () => {
    const added: StageRow = { ...base, key: -3, id: null, name: ' ' }
    const checked = scheduleBodyOf(
      [
        { ...base, state: 'done', actualStart: '2026-01-10' },
        { ...base, key: 8, id: 8, state: 'delayed' },
        added,
      ],
      4,
    )
    expect(checked).toEqual({
      ok: false,
      rows: {
        7: { actualEnd: 'A stage marked done needs its actual end date' },
        8: { delayReason: 'Say why the stage is delayed' },
        [-3]: { name: 'Stage name is required' },
      },
      list: null,
    })
  })

  it('refuses an empty schedule as a whole', () => {
    expect(scheduleBodyOf([], 1)).toEqual({
      ok: false,
      rows: {},
      list: 'A schedule has between 1 and 40 stages',
    })
  })
})

describe('stagesInUse', () => {
  it('are the stages an instalment or an update belongs to', () => {
    const used = stagesInUse({
      payments: [{ stageId: 7 }, { stageId: null }],
      updates: [{ stageId: 9 }],
    })
    expect([...used].sort()).toEqual([7, 9])
  })
})
