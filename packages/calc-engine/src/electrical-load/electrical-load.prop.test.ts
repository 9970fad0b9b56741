import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  calculateElectricalLoad,
  electricalPhases,
  electricalPropertyTypes,
  mainSwitchSizesAmps,
} from './index'

const item = fc.record({
  id: fc.string(),
  name: fc.string(),
  watts: fc.double({ min: 0, max: 20_000, noNaN: true }),
  quantity: fc.integer({ min: 0, max: 50 }),
  hoursPerDay: fc.double({ min: 0, max: 24, noNaN: true }),
})

const site = fc.record({
  propertyType: fc.constantFrom(...electricalPropertyTypes),
  phase: fc.constantFrom(...electricalPhases),
  items: fc.array(item, { maxLength: 12 }),
})

const largestSwitch = Math.max(...mainSwitchSizesAmps)

describe('calculateElectricalLoad laws', () => {
  it('never gives a negative load, energy, current or cost', () => {
    fc.assert(
      fc.property(site, (input) => {
        const result = calculateElectricalLoad(input)
        expect(result.connectedLoadWatts).toBeGreaterThanOrEqual(0)
        expect(result.maxDemandWatts).toBeGreaterThanOrEqual(0)
        expect(result.maxDemandWatts).toBeLessThanOrEqual(result.connectedLoadWatts)
        expect(result.currentAmps).toBeGreaterThanOrEqual(0)
        expect(result.dailyKwh).toBeGreaterThanOrEqual(0)
        expect(result.monthlyBill).toBeGreaterThanOrEqual(0)
        expect(result.solarKw).toBeGreaterThanOrEqual(0)
      }),
    )
  })

  it('never lowers the connected load or the energy when an item is added', () => {
    fc.assert(
      fc.property(site, item, (input, extra) => {
        const base = calculateElectricalLoad(input)
        const more = calculateElectricalLoad({ ...input, items: [...input.items, extra] })
        expect(more.connectedLoadWatts).toBeGreaterThanOrEqual(base.connectedLoadWatts)
        expect(more.dailyKwh).toBeGreaterThanOrEqual(base.dailyKwh)
      }),
    )
  })

  it('draws less current per line from three phases than from one', () => {
    fc.assert(
      fc.property(site, (input) => {
        const single = calculateElectricalLoad({ ...input, phase: 'single' })
        const three = calculateElectricalLoad({ ...input, phase: 'three' })
        // A load too small for a double (5e-324 W) draws 0 A either way.
        if (single.currentAmps > 0) expect(three.currentAmps).toBeLessThan(single.currentAmps)
        else expect(three.currentAmps).toBe(0)
      }),
    )
  })

  it('picks a switch of at least 1.25 times the current, or none only above the largest', () => {
    fc.assert(
      fc.property(site, (input) => {
        const { currentAmps, mainSwitchAmps } = calculateElectricalLoad(input)
        // 1e-9 matches the tolerance of roundUp: float noise must not demand a bigger switch.
        const needed = Math.ceil(currentAmps * 1.25 - 1e-9)
        if (mainSwitchAmps === null) expect(needed).toBeGreaterThan(largestSwitch)
        else {
          expect(mainSwitchAmps).toBeGreaterThanOrEqual(needed)
          expect(mainSwitchSizesAmps).toContain(mainSwitchAmps)
        }
      }),
    )
  })

  it('bills the monthly energy and sizes solar from it', () => {
    fc.assert(
      fc.property(site, (input) => {
        const result = calculateElectricalLoad(input)
        expect(result.monthlyKwh).toBeCloseTo(result.dailyKwh * 30, 6)
        expect(result.monthlyBill).toBeCloseTo(result.monthlyKwh * 8, 6)
        expect(result.solarKw).toBeCloseTo(result.dailyKwh / 4, 6)
      }),
    )
  })

  it('does not change the input it is given', () => {
    fc.assert(
      fc.property(site, (input) => {
        const copy = structuredClone(input)
        calculateElectricalLoad(input)
        expect(input).toEqual(copy)
      }),
    )
  })
})
