import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { leaveHindiPage, renderCalculatorInHindi } from '../test-utils'
import StaircaseCalculator from './staircase-calculator'

afterEach(leaveHindiPage)

describe('the Staircase calculator on a Hindi page', () => {
  it('gives the checks and notes of the engine in Hindi', async () => {
    await renderCalculatorInHindi(
      'staircase-calculator',
      StaircaseCalculator,
      'floorHeight=25&spaceLength=300&spaceWidth=100&riserHeight=4',
    )
    // 25 in at most 4 in a riser: 7 risers of 25 ÷ 7 = 3.571 in, below the 4 in minimum;
    // 6 treads of 11 in: run 66 in, angle arctan(25 ÷ 66) = 20.7°, within 20-45.
    // 2 × 3.57 + 11 = 18.14 in, short of the 24-25 in of a comfortable stride.
    const result = within(screen.getByRole('region', { name: 'आपका अनुमान' }))
    expect(result.getByText('सही नहीं है')).toBeInTheDocument()
    const notes = within(result.getByRole('list', { name: 'ध्यान देने की बातें' }))
    expect(notes.getAllByRole('listitem').map((note) => note.textContent)).toEqual([
      'हर राइज़र 3.57 इंच ऊँचा है, जो राइज़र की 4 इंच की न्यूनतम सीमा से कम है',
      'आराम का नियम: 2 × राइज़र + ट्रेड = 18.14 इंच (24-25 इंच के बीच रखें)',
    ])
    expect(result.getByText('7, हर एक 3.57 इंच')).toBeInTheDocument()
    expect(result.getByText('20.7°')).toBeInTheDocument()
  })
})
