import { describe, expect, it } from 'vitest'
import { plotByOf, plotFromTyped, plotGivenBy } from './plot-size'

describe('the two ways of giving the plot', () => {
  it('reads the way from the draft: an area field (even blank) gives the area', () => {
    expect(plotByOf({ length: '60', width: '45' })).toBe('sides')
    expect(plotByOf({ area: '', length: '' })).toBe('area')
  })

  it('sets the sides aside for the area, and brings them back', () => {
    const toArea = plotGivenBy({ length: '60', width: '45', soil: 'clay' }, 'area', {})
    expect(toArea).toEqual({
      draft: { soil: 'clay', area: '' },
      setAside: { length: '60', width: '45' },
    })
    const typed = { ...toArea.draft, area: '2 katha' }
    const back = plotGivenBy(typed, 'sides', toArea.setAside)
    expect(back.draft).toEqual({ soil: 'clay', length: '60', width: '45' })
    // The area typed comes back too.
    expect(plotGivenBy(back.draft, 'area', back.setAside).draft).toEqual({
      soil: 'clay',
      area: '2 katha',
    })
  })
})

describe('the prerendered form as typed before the code came', () => {
  it('gives the area, blank, when its "Area" radio was tapped', () => {
    expect(
      plotFromTyped({ plotBy: 'area', length: '', width: '', currentElevation: '2', soil: 'clay' }),
    ).toEqual({ currentElevation: '2', soil: 'clay', area: '' })
  })

  it('keeps the sides as typed when the radio was left on them', () => {
    expect(plotFromTyped({ plotBy: 'sides', length: '60', width: '45' })).toEqual({
      length: '60',
      width: '45',
    })
  })
})
