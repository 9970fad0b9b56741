import { describe, expect, it } from 'vitest'
import { type Carried, keyMove } from './board-move'

const carried = (over: Carried['over']): Carried => ({
  id: 7,
  from: 'contacted',
  over,
  by: 'keyboard',
})

describe('moving a lead on the board from the keyboard', () => {
  it('picks a lead up with Space or Enter, and lets every other key be', () => {
    expect(keyMove(' ', null)).toEqual({ kind: 'pick' })
    expect(keyMove('Enter', null)).toEqual({ kind: 'pick' })
    // Not carried: the arrows and Escape are the page's (scrolling, closing), Tab moves on.
    for (const key of ['ArrowRight', 'Escape', 'Tab', 'a']) expect(keyMove(key, null)).toBeNull()
  })

  it('chooses the next or the earlier stage with the arrows, in the order of the columns', () => {
    // New, Contacted, Site visit scheduled, Quotation sent, Won, Lost.
    expect(keyMove('ArrowRight', carried('contacted'))).toEqual({
      kind: 'over',
      stage: 'site_visit_scheduled',
    })
    expect(keyMove('ArrowDown', carried('won'))).toEqual({ kind: 'over', stage: 'lost' })
    expect(keyMove('ArrowLeft', carried('contacted'))).toEqual({ kind: 'over', stage: 'new' })
    expect(keyMove('ArrowUp', carried('quotation_sent'))).toEqual({
      kind: 'over',
      stage: 'site_visit_scheduled',
    })
  })

  it('stops at the first and the last column', () => {
    expect(keyMove('ArrowLeft', carried('new'))).toBeNull()
    expect(keyMove('ArrowRight', carried('lost'))).toBeNull()
  })

  it('puts the lead down with Space or Enter and leaves it with Escape', () => {
    expect(keyMove(' ', carried('won'))).toEqual({ kind: 'drop' })
    expect(keyMove('Enter', carried('won'))).toEqual({ kind: 'drop' })
    expect(keyMove('Escape', carried('won'))).toEqual({ kind: 'cancel' })
    expect(keyMove('Tab', carried('won'))).toBeNull()
  })
})
