import { describe, expect, it } from 'vitest'
import { gainColour, roiColour } from './index'

describe('renovation colours', () => {
  it.each([
    [1.02, 'green'],
    [1, 'green'],
    [0.999, 'amber'],
    [0.7, 'amber'],
    [0.699, 'red'],
  ] as const)('shows a project roi of %d as %s', (roi, colour) => {
    expect(roiColour(roi)).toBe(colour)
  })

  it('ignores float noise on a band edge', () => {
    expect(roiColour(0.7 - 1e-12)).toBe('amber')
    expect(roiColour(1 - 1e-12)).toBe('green')
    expect(gainColour(-1e-12)).toBe('green')
  })

  it('takes other bands', () => {
    expect(roiColour(0.9, { green: 0.9, amber: 0.5 })).toBe('green')
  })

  it('shows a gain green when not negative, else red', () => {
    expect(gainColour(0)).toBe('green')
    expect(gainColour(22.4)).toBe('green')
    expect(gainColour(-0.1)).toBe('red')
  })
})
