import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { boundsOf, renderCalculator } from '../test-utils'
import ElectricalCalculator from './electrical-calculator'

const loads = () => screen.getAllByRole('group', { name: /^Load \d+:/ })
const addRow = () => within(screen.getByRole('group', { name: 'Add an appliance' }))

describe('Electrical load calculator', () => {
  it('starts with the nine residential loads, each editable', () => {
    renderCalculator(ElectricalCalculator)
    expect(screen.getByLabelText('Property type')).toHaveValue('residential')
    expect(loads()).toHaveLength(9)
    const fridge = within(screen.getByRole('group', { name: 'Load 3: Refrigerator' }))
    expect(fridge.getByLabelText(/Power/)).toHaveValue(700)
    expect(fridge.getByLabelText(/Power/)).toBeRequired()
    expect(fridge.getByLabelText(/^Quantity/)).toHaveValue(1)
    expect(fridge.getByLabelText(/^Hours per day/)).toHaveValue(24)
    expect(fridge.getByLabelText(/^Hours per day/)).toHaveAttribute('step', '0.5')
    expect(fridge.getByLabelText(/^Hours per day/)).toHaveAttribute('max', '24')
    // Each below the engine's sane maximum: 1,000 kW, 10,000 of a kind, whole ones.
    expect(boundsOf(/Power/, fridge)).toEqual({ min: '0', max: '1000000', step: 'any' })
    expect(boundsOf(/^Quantity/, fridge)).toEqual({ min: '0', max: '10000', step: '1' })
    expect(boundsOf(/^Hours per day/, fridge)).toEqual({ min: '0', max: '24', step: '0.5' })
  })

  it('refuses a line’s power above 1,000 kW in words, and takes the result away', async () => {
    const page = renderCalculator(ElectricalCalculator)
    await page.calculate()
    expect(page.result()).toBeInTheDocument()
    const fridge = within(screen.getByRole('group', { name: 'Load 3: Refrigerator' }))
    await page.user.clear(fridge.getByLabelText(/Power/))
    await page.user.type(fridge.getByLabelText(/Power/), '99999999999')
    await page.calculate()
    expect(fridge.getByLabelText(/Power/)).toHaveProperty(
      'validationMessage',
      'Enter at most 10,00,000 W.',
    )
    expect(screen.queryByRole('region', { name: 'Your estimate' })).not.toBeInTheDocument()
    expect(fridge.getByLabelText(/Power/)).toHaveValue(99999999999)
    expect(loads()).toHaveLength(9)
  })

  it('adds a custom load at quantity 1 and 1 hour a day and calculates the whole list', async () => {
    const page = renderCalculator(ElectricalCalculator)
    const add = addRow()
    const addButton = add.getByRole('button', { name: 'Add item' })
    expect(addButton).toBeDisabled()
    await page.user.type(add.getByLabelText('Appliance'), 'Geyser')
    expect(addButton).toBeDisabled()
    await page.user.type(add.getByLabelText(/Power/), '3000')
    await page.user.click(addButton)

    const geyser = within(screen.getByRole('group', { name: 'Load 10: Geyser' }))
    expect(geyser.getByLabelText(/^Quantity/)).toHaveValue(1)
    expect(geyser.getByLabelText(/^Hours per day/)).toHaveValue(1)
    expect(add.getByLabelText('Appliance')).toHaveValue('')
    await page.calculate()

    // Residential presets, watts × quantity: 120 + 300 + 700 + 2400 + 100 + 500 + 2000 + 1200
    // + 750 = 8070 W; with the 3000 W geyser 11,070 W, above 10,000 W: demand factor 0.6,
    // maximum demand 6642 W. Single phase: 6642 / (230 × 0.8) = 36.1 A; × 1.25 = 45.1 -> 46 ->
    // the 50 A switch. Daily Wh of the presets: 720 + 3000 + 16800 + 19200 + 600 + 500 + 2000 +
    // 600 + 1500 = 44,920, plus 3000 × 1 h = 47.92 kWh; a month 1437.6 units, × ₹8 = ₹11,500.8.
    // Solar 1437.6 / 30 / 4 = 11.98 kW.
    const result = within(page.result())
    expect(result.getByText('50 A')).toBeInTheDocument()
    expect(result.getByText('11.07 kW')).toBeInTheDocument()
    expect(result.getByText('60%')).toBeInTheDocument()
    expect(result.getByText('6.64 kW')).toBeInTheDocument()
    expect(result.getByText('36.1 A')).toBeInTheDocument()
    expect(result.getByText('47.92 kWh')).toBeInTheDocument()
    expect(result.getByText('1,438 units (kWh)')).toBeInTheDocument()
    expect(result.getByText('₹11,501')).toBeInTheDocument()
    expect(result.getByText('11.98 kW')).toBeInTheDocument()
    expect(page.urlValues()).toMatchObject({
      propertyType: 'residential',
      phase: 'single',
      'items.0.name': 'LED Lights',
      'items.9.name': 'Geyser',
      'items.9.watts': '3000',
      'items.9.quantity': '1',
      'items.9.hoursPerDay': '1',
    })
  })

  it('edits and removes lines inline', async () => {
    const page = renderCalculator(ElectricalCalculator)
    await page.user.click(screen.getByRole('button', { name: 'Remove LED Lights' }))
    expect(loads()).toHaveLength(8)
    expect(screen.queryByRole('group', { name: /LED Lights/ })).not.toBeInTheDocument()
    // Focus stays in the list, on the line that took the removed one's place.
    expect(screen.getByRole('button', { name: 'Remove Ceiling Fan' })).toHaveFocus()

    const ac = within(screen.getByRole('group', { name: 'Load 3: Air Conditioner (1 ton)' }))
    await page.user.clear(ac.getByLabelText(/^Quantity/))
    await page.user.type(ac.getByLabelText(/^Quantity/), '1')
    await page.calculate()

    // 8070 W less the lights (120 W) and one of the two 1200 W ACs: 6750 W, factor 0.7.
    expect(within(page.result()).getByText('6.75 kW')).toBeInTheDocument()
    expect(page.urlValues()['items.2.quantity']).toBe('1')
    expect(page.urlValues()['items.8.name']).toBeUndefined()
  })

  it('replaces the whole list with the presets of a new property type', async () => {
    const page = renderCalculator(ElectricalCalculator)
    await page.user.click(screen.getByRole('button', { name: 'Remove LED Lights' }))
    await page.choose('Property type', 'commercial')

    expect(loads()).toHaveLength(9)
    expect(screen.getByRole('group', { name: 'Load 1: LED Lights' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Load 9: Elevator' })).toBeInTheDocument()
    await page.choose('Supply', 'three')
    await page.calculate()

    // Commercial presets: 300 + 750 + 9600 + 1600 + 500 + 2000 + 200 + 1200 + 5000 = 21,150 W,
    // up to 25,000 W: factor 0.65, maximum demand 13,747.5 W. Three phase:
    // 13,747.5 / (√3 × 400 × 0.8 = 554.26) = 24.8 A; × 1.25 = 31.0 -> 32 -> the 32 A switch.
    const result = within(page.result())
    expect(result.getByText('21.15 kW')).toBeInTheDocument()
    expect(result.getByText('65%')).toBeInTheDocument()
    expect(result.getByText('24.8 A')).toBeInTheDocument()
    expect(result.getByText('32 A')).toBeInTheDocument()
    // An unedited preset list stays out of the URL: the property type says it all.
    expect(Object.keys(page.urlValues()).some((key) => key.startsWith('items.'))).toBe(false)
  })

  it('keeps an emptied list empty, in the form and in the calculation', async () => {
    const page = renderCalculator(ElectricalCalculator)
    for (let removed = 0; removed < 9; removed += 1) {
      await page.user.click(screen.getAllByRole('button', { name: /^Remove / })[0] as HTMLElement)
    }
    expect(screen.queryAllByRole('group', { name: /^Load \d+:/ })).toHaveLength(0)
    expect(addRow().getByLabelText('Appliance')).toHaveFocus()
    await page.calculate()

    // Nothing connected: 0 W, and the smallest switch, 16 A.
    const result = within(page.result())
    expect(result.getAllByText('0 kW')).toHaveLength(3) // connected, maximum demand, solar
    expect(result.getByText('16 A')).toBeInTheDocument()
    expect(screen.getByText(/The list is empty/)).toBeInTheDocument()
  })

  it('opens a shared link with its list and shows "Custom Solution Required" above 1000 A', () => {
    renderCalculator(
      ElectricalCalculator,
      'propertyType=industrial&phase=single&items.0.name=Furnace&items.0.watts=400000&items.0.hoursPerDay=2',
    )
    // 400,000 W, industrial above 50,000 W: factor 0.65, 260,000 W; / 184 = 1413 A, over 1000 A.
    expect(loads()).toHaveLength(1)
    const furnace = within(screen.getByRole('group', { name: 'Load 1: Furnace' }))
    expect(furnace.getByLabelText(/^Quantity/)).toHaveValue(1)
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    expect(result.getByText('Custom Solution Required')).toBeInTheDocument()
    expect(result.getByText('1,413 A', { exact: false })).toBeInTheDocument()
  })

  it('summarises the loads for a quote request', () => {
    renderCalculator(ElectricalCalculator, 'propertyType=residential&phase=single')
    const link = screen.getByRole('link', { name: 'Send this estimate with a quote request' })
    const message =
      new URL(link.getAttribute('href') ?? '', 'https://example.test').searchParams.get(
        'estimate',
      ) ?? ''
    // The presets alone: 8070 W, 5649 W at 0.7; 30.7 A × 1.25 = 38.4 -> 40 A.
    expect(message).toContain('Connected load: 8.07 kW, maximum demand 5.65 kW')
    expect(message).toContain('Main switch: 40 A')
  })
})
