import type { Explanation } from '../explanation/explanation'
import { num, rupees, step } from '../internal/explain'
import { type CalculateOptions, resolveRates } from '../internal/rates'
import { roundUp } from '../internal/rounding'
import { defaultHvacRates, type HvacRates } from './rates'
import { type HvacInput, hvacInputSchema } from './schema'
import { type HvacStepId, hvacStepWordings as words } from './steps'
import { hvacMaintenanceTips } from './tips'

const wattHoursPerKwh = 1000

export interface HvacResult {
  /** Cooling load, BTU per hour. */
  readonly btu: number
  /** Cooling load in tons of refrigeration (btu ÷ 12000, not rounded). */
  readonly tons: number
  /** Kind of system suited to the load, e.g. "Split System". */
  readonly systemType: string
  /** Main supply duct cross-section, sq in (whole). */
  readonly supplyDuctSqIn: number
  /** Main return duct cross-section, sq in (whole). */
  readonly returnDuctSqIn: number
  /** Supply vents (whole). */
  readonly vents: number
  /** Electricity used in a month, kWh (not rounded). */
  readonly monthlyKwh: number
  /** monthlyKwh × price per kWh, rupees (not rounded). */
  readonly monthlyCost: number
  /** tons × price per ton, rupees (not rounded). */
  readonly equipmentCost: number
  /** 70 % of the equipment cost, rupees (not rounded). */
  readonly installationCost: number
  /** vents × price per vent, rupees. */
  readonly ductworkCost: number
  /** equipmentCost + installationCost + ductworkCost, rupees (not rounded). */
  readonly totalCost: number
  /** Six short upkeep tips for the building type and climate. */
  readonly maintenanceTips: readonly string[]
  /** How each figure was worked out; only with `{ explain: true }`. */
  readonly explanation?: Explanation<HvacStepId>
}

/**
 * Cooling load, system type, ducts, running cost and installed cost of an air-conditioning system.
 *
 * btu = floorArea × 30 × building × climate × insulation × windows × ceilingHeight ÷ 8
 * + occupants × 400 + appliances; tons = btu ÷ 12000; supplyDuct = ceil(tons × 1.5) + 10;
 * returnDuct = ceil(supplyDuct × 1.2); vents = ceil(floorArea ÷ 150); monthlyKwh = btu ÷ 14 × 8 × 30
 * ÷ 1000; monthlyCost = monthlyKwh × 0.14; equipment = tons × 1500; installation = 0.7 × equipment;
 * ductwork = vents × 250.
 *
 * @param input - floor area in sq ft, ceiling height in feet, occupants and the five choices
 * @param options - `explain: true` adds the steps; `rates`: overrides of {@link defaultHvacRates}
 * @returns load, system, ducts, running and installed costs, and upkeep tips
 * @throws CalcInputError when the input breaks a bound
 * @example
 * calculateHvac({ floorArea: 1000, ceilingHeight: 10, occupants: 4, buildingType: 'residential',
 *   climate: 'hot', insulation: 'average', windows: 'average', appliances: 'average' })
 * // { btu: 49600, tons: 4.1333, systemType: 'Split System or Packaged Unit', supplyDuctSqIn: 17,
 * //   returnDuctSqIn: 21, vents: 7, monthlyKwh: 850.29, monthlyCost: 119.04, equipmentCost: 6200,
 * //   installationCost: 4340, ductworkCost: 1750, totalCost: 12290, maintenanceTips: [...] }
 */
export function calculateHvac(
  input: HvacInput,
  options: CalculateOptions<HvacRates> = {},
): HvacResult {
  const {
    floorArea,
    ceilingHeight,
    occupants,
    buildingType,
    climate,
    insulation,
    windows,
    appliances,
  } = hvacInputSchema.parse(input)
  const r = resolveRates('HVAC', defaultHvacRates, options.rates, {
    mayBeZero: ['supplyDuctBaseSqIn', 'installationFraction'],
  })

  const btu =
    floorArea *
      r.btuPerSqFt *
      r.buildingTypeMultiplier[buildingType] *
      r.climateMultiplier[climate] *
      r.insulationMultiplier[insulation] *
      r.windowsMultiplier[windows] *
      (ceilingHeight / r.referenceCeilingHeight) +
    occupants * r.btuPerOccupant +
    r.applianceBtu[appliances]
  const tons = btu / r.btuPerTon
  const supplyDuctSqIn = roundUp(tons * r.supplyDuctSqInPerTon) + r.supplyDuctBaseSqIn
  const vents = roundUp(floorArea / r.sqFtPerVent)
  const monthlyKwh =
    ((btu / r.energyEfficiencyRatio) * r.runHoursPerDay * r.daysPerMonth) / wattHoursPerKwh
  const equipmentCost = tons * r.equipmentCostPerTon
  const installationCost = equipmentCost * r.installationFraction
  const ductworkCost = vents * r.ductworkCostPerVent

  const result = {
    btu,
    tons,
    systemType: systemTypeFor(tons, r),
    supplyDuctSqIn,
    returnDuctSqIn: roundUp(supplyDuctSqIn * r.returnToSupplyRatio),
    vents,
    monthlyKwh,
    monthlyCost: monthlyKwh * r.pricePerKwh,
    equipmentCost,
    installationCost,
    ductworkCost,
    totalCost: equipmentCost + installationCost + ductworkCost,
    maintenanceTips: hvacMaintenanceTips(buildingType, climate),
  }
  if (!options.explain) return result
  const explanation: Explanation<HvacStepId> = [
    step(words, 'coolingLoad', {
      floorArea: num(floorArea),
      btuPerSqFt: num(r.btuPerSqFt),
      buildingFactor: num(r.buildingTypeMultiplier[buildingType]),
      climateFactor: num(r.climateMultiplier[climate]),
      insulationFactor: num(r.insulationMultiplier[insulation]),
      windowsFactor: num(r.windowsMultiplier[windows]),
      ceilingHeight: num(ceilingHeight),
      referenceCeilingHeight: num(r.referenceCeilingHeight),
      occupants: String(occupants),
      btuPerOccupant: num(r.btuPerOccupant),
      applianceBtu: num(r.applianceBtu[appliances]),
      btu: num(btu, 0),
    }),
    step(words, 'tons', {
      btu: num(btu, 0),
      btuPerTon: num(r.btuPerTon),
      tons: num(tons),
      system: result.systemType,
    }),
    step(words, 'vents', {
      floorArea: num(floorArea),
      sqFtPerVent: num(r.sqFtPerVent),
      vents: num(vents, 0),
    }),
    step(words, 'monthlyEnergy', {
      btu: num(btu, 0),
      efficiency: num(r.energyEfficiencyRatio),
      hoursPerDay: num(r.runHoursPerDay),
      days: num(r.daysPerMonth),
      monthlyKwh: num(monthlyKwh),
    }),
    step(words, 'equipment', {
      tons: num(tons),
      pricePerTon: rupees(r.equipmentCostPerTon),
      equipmentCost: rupees(equipmentCost),
    }),
    step(words, 'installation', {
      equipmentCost: rupees(equipmentCost),
      installationShare: num(r.installationFraction),
      installationCost: rupees(installationCost),
    }),
    step(words, 'ductwork', {
      vents: String(vents),
      pricePerVent: rupees(r.ductworkCostPerVent),
      ductworkCost: rupees(ductworkCost),
    }),
    step(words, 'totalCost', {
      equipmentCost: rupees(equipmentCost),
      installationCost: rupees(installationCost),
      ductworkCost: rupees(ductworkCost),
      totalCost: rupees(result.totalCost),
    }),
  ]
  return { ...result, explanation }
}

function systemTypeFor(tons: number, rates: HvacRates): string {
  for (const step of rates.systemSteps) {
    if (tons < step.belowTons) return step.systemType
  }
  return rates.largestSystemType
}
