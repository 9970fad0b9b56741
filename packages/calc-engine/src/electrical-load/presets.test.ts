import { afterEach, describe, expect, it, vi } from 'vitest'
import { createElectricalItem, electricalPresets } from './index'

describe('electricalPresets', () => {
  it('exposes the nine presets of each property type, with unique ids', () => {
    const summary = (type: keyof typeof electricalPresets) =>
      electricalPresets[type].map(({ name, watts, quantity, hoursPerDay }) => [
        name,
        watts,
        quantity,
        hoursPerDay,
      ])
    expect(summary('residential')).toEqual([
      ['LED Lights', 10, 12, 6],
      ['Ceiling Fan', 75, 4, 10],
      ['Refrigerator', 700, 1, 24],
      ['Air Conditioner (1 ton)', 1200, 2, 8],
      ['Television (LED)', 100, 1, 6],
      ['Washing Machine', 500, 1, 1],
      ['Water Heater', 2000, 1, 1],
      ['Microwave Oven', 1200, 1, 0.5],
      ['Water Pump', 750, 1, 2],
    ])
    expect(summary('commercial')).toEqual([
      ['LED Lights', 10, 30, 10],
      ['Ceiling Fan', 75, 10, 10],
      ['Air Conditioner (2 ton)', 2400, 4, 10],
      ['Desktop Computer', 200, 8, 8],
      ['Server & Networking', 500, 1, 24],
      ['Printer/Copier', 1000, 2, 2],
      ['Water Dispenser', 100, 2, 10],
      ['Commercial Refrigerator', 1200, 1, 24],
      ['Elevator', 5000, 1, 4],
    ])
    expect(summary('industrial')).toEqual([
      ['Industrial Lighting', 400, 20, 12],
      ['HVAC System', 10000, 1, 10],
      ['Production Machines', 5000, 4, 8],
      ['Conveyor Belt', 2000, 2, 8],
      ['Air Compressor', 3000, 1, 6],
      ['Water Pump', 1500, 2, 4],
      ['Welding Machine', 7000, 1, 3],
      ['Office Equipment', 3000, 1, 8],
      ['Security System', 500, 1, 24],
    ])
    const ids = Object.values(electricalPresets).flatMap((items) => items.map((item) => item.id))
    expect(new Set(ids).size).toBe(27)
    expect(electricalPresets.residential[0]?.id).toBe('residential-led-lights')
  })
})

describe('createElectricalItem', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('starts a custom item at quantity 1 and 1 hour a day', () => {
    expect(createElectricalItem({ name: 'Geyser', watts: 3000 }, 'geyser')).toEqual({
      id: 'geyser',
      name: 'Geyser',
      watts: 3000,
      quantity: 1,
      hoursPerDay: 1,
    })
    expect(
      createElectricalItem({ name: 'Fan', watts: 75, quantity: 3, hoursPerDay: 0 }, 'fan'),
    ).toEqual({ id: 'fan', name: 'Fan', watts: 75, quantity: 3, hoursPerDay: 0 })
  })

  it('takes the id from the current time when none is given', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000)
    expect(createElectricalItem({ name: 'Iron', watts: 1000 }).id).toBe('1700000000000')
  })
})
