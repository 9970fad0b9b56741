import { describe, expect, it } from 'vitest'
import { calculateStaircase, staircaseNoteWordings, wordMessage } from './index'

describe('staircase notes as an id and values', () => {
  // 24 in at 8 in a riser: 24 / 8 = 3 risers of 8 in, above the 7.75 in maximum; 2 treads of
  // 9 in, below the 10 in minimum: run 2 x 9 = 18 in; a straight stair 30 in wide needs 18 x 30 in,
  // wider than the 24 x 24 in space; angle atan(24 / 18) = 53.130 degrees (53.13), above 45; 30 in
  // wide, below the 36 in minimum; comfort 2 x 8 + 9 = 25 in, aim for 24-25 in.
  const result = calculateStaircase({
    floorHeight: 24,
    spaceLength: 24,
    spaceWidth: 24,
    riserHeight: 8,
    treadDepth: 9,
    stairWidth: 30,
  })

  it('gives each note its id and the figures and choices put in', () => {
    expect(result.noteMessages.map((note) => [note.id, note.values])).toEqual([
      ['spaceTooSmall', { length: '18', width: '30', spaceLength: '24', spaceWidth: '24' }],
      ['riserOutOfRange', { riser: '8', side: 'above', limit: '7.75', bound: 'maximum' }],
      ['treadOutOfRange', { tread: '9', side: 'below', limit: '10', bound: 'minimum' }],
      ['angleOutOfRange', { angle: '53.13', side: 'above', limit: '45', bound: 'maximum' }],
      ['tooNarrow', { width: '30', limit: '36' }],
      ['comfort', { sum: '25', min: '24', max: '25' }],
    ])
  })

  it('keeps the English notes as the texts of the messages, as the English wordings give them', () => {
    expect(result.notes).toEqual(result.noteMessages.map((note) => note.text))
    for (const note of result.noteMessages) {
      expect(wordMessage(note, staircaseNoteWordings)).toBe(note.text)
    }
    expect(result.notes[3]).toBe(
      'The stair climbs at 53.13 degrees, above the 45 degree maximum for a stair angle',
    )
  })
})
