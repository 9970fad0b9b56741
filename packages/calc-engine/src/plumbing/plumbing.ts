import type { Explanation } from '../explanation/explanation'
import { num, rupees, step } from '../internal/explain'
import { type CalculateOptions, resolveRates } from '../internal/rates'
import {
  defaultPlumbingRates,
  type PlumbingFixtureKind,
  type PlumbingPipeSize,
  type PlumbingPipeType,
  type PlumbingRates,
} from './rates'
import { type PlumbingInput, plumbingInputSchema } from './schema'
import { type PlumbingStepId, plumbingStepWordings as words } from './steps'

/** One kind of pipe run: `runs` runs of `lengthFeet` each. */
export interface PlumbingPipeRow {
  readonly name: string
  /** Material the row is priced as (drains and vent are always uPVC). */
  readonly pipeType: PlumbingPipeType
  /** Pipe diameter, inches. */
  readonly diameterInches: PlumbingPipeSize
  /** Length of one run, feet. */
  readonly lengthFeet: number
  /** Number of runs, count (rows with 0 runs are left out). */
  readonly runs: number
  /** Pipe price, rupees per foot. */
  readonly pricePerFoot: number
  /** lengthFeet × runs × pricePerFoot, rupees. */
  readonly cost: number
}

/** One kind of fixture or fitting. */
export interface PlumbingFixtureRow {
  readonly name: string
  /** Number to fit, count (rows with 0 are left out). */
  readonly quantity: number
  /** Price of one, rupees. */
  readonly unitPrice: number
  /** quantity × unitPrice, rupees. */
  readonly cost: number
}

export interface PlumbingResult {
  /** Main, branch and fixture supply runs, priced by the chosen pipe type. */
  readonly supplyPipes: readonly PlumbingPipeRow[]
  /** Main, branch and fixture drain runs and the vent stack, priced as uPVC. */
  readonly drainPipes: readonly PlumbingPipeRow[]
  /** Fixtures and fittings with a count above 0. */
  readonly fixtures: readonly PlumbingFixtureRow[]
  /** Fixture points used for the fixture lines: given, or bathrooms × 4 + kitchens × 2, count. */
  readonly fixtureCount: number
  /** People the storage is sized for: residential bathrooms × 2, else fixture points × 2, count. */
  readonly occupants: number
  /** Sum of the supply and drain rows, rupees. */
  readonly pipeCost: number
  /** Sum of the fixture rows, rupees. */
  readonly fixtureCost: number
  /** Water storage: given, or occupants × litres per person, litres. */
  readonly storageLitres: number
  /** storageLitres × 1.5 (up to 1000 L), 1.2 (up to 5000 L) or 1 rupee per litre, rupees. */
  readonly storageCost: number
  /** Water heater capacity for the bathrooms, litres. */
  readonly heaterLitres: number
  /** Pump recommendation for the number of floors. */
  readonly pumpAdvice: string
  /** 40 % of pipes + fixtures + storage, rupees. */
  readonly laborCost: number
  /** Pipes + fixtures + storage + labour, rupees (not rounded). */
  readonly totalCost: number
  /** How each figure was worked out; only with `{ explain: true }`. */
  readonly explanation?: Explanation<PlumbingStepId>
}

const FIXTURE_NAMES: Readonly<Record<PlumbingFixtureKind, string>> = {
  toilet: 'Toilet',
  sinkBasin: 'Sink/Basin',
  shower: 'Shower',
  bathtub: 'Bathtub',
  kitchenSink: 'Kitchen Sink',
  washingMachineConnection: 'Washing Machine Connection',
  waterHeaterConnection: 'Water Heater Connection',
  floorDrain: 'Floor Drain',
  mainShutOffValve: 'Main Shut-off Valve',
  angleValve: 'Angle Valves',
}

/**
 * Pipes, fixtures, water storage, heater, pump and labour for the plumbing of a building.
 *
 * Mains run base length + 15 ft per floor above the first; one branch per bathroom and kitchen;
 * one fixture line per fixture point (bathrooms × 4 + kitchens × 2 unless given); the vent runs
 * 15 ft per floor. Supply is priced by the chosen pipe, drains as uPVC. Labour is 40 % of pipes,
 * fixtures and storage.
 *
 * @param input - building type, floors, rooms and choices; see {@link PlumbingInput}
 * @param options - `explain: true` adds the steps; `rates`: overrides of {@link defaultPlumbingRates}
 * @returns pipe and fixture rows, storage, heater, pump advice and costs
 * @throws CalcInputError when the input breaks a bound
 * @example
 * calculatePlumbing({ floors: 2 }) // residential, 2 bathrooms, 1 kitchen, uPVC, storage heater
 * // { pipeCost: 22050, fixtureCost: 54100, storageLitres: 800, storageCost: 1200,
 * //   heaterLitres: 100, pumpAdvice: '0.5 HP pump recommended', laborCost: 30940,
 * //   totalCost: 108290, … }
 */
export function calculatePlumbing(
  input: PlumbingInput,
  options: CalculateOptions<PlumbingRates> = {},
): PlumbingResult {
  const { buildingType, floors, bathrooms, kitchens, fixtures, pipeType, heater, storageLitres } =
    plumbingInputSchema.parse(input)
  const r = resolveRates('plumbing', defaultPlumbingRates, options.rates, {
    mayBeZero: ['heaterLitresPerBathroom', 'labourRate'],
  })

  const base = r.baseLengthsFeet[buildingType]
  const extraMainFeet = r.mainExtraFeetPerFloor * (floors - 1)
  const rooms = bathrooms + kitchens
  const fixtureCount =
    fixtures ?? bathrooms * r.fixturesPerBathroom + kitchens * r.fixturesPerKitchen
  const size = r.runSizesInches

  const supplyPipes: PlumbingPipeRow[] = []
  const supply = pipeRowAdder(supplyPipes, pipeType, r)
  supply('Main Supply Line', size.mainSupply, base.mainSupply + extraMainFeet, 1)
  supply('Branch Supply Lines', size.branchSupply, base.branchSupply, rooms)
  supply('Fixture Supply Lines', size.fixtureSupply, r.fixtureSupplyFeet, fixtureCount)

  const drainPipes: PlumbingPipeRow[] = []
  const drain = pipeRowAdder(drainPipes, r.drainPipeType, r)
  drain('Main Drain Line', size.mainDrain, base.mainDrain + extraMainFeet, 1)
  drain('Branch Drain Lines', size.branchDrain, base.branchDrain, rooms)
  drain('Fixture Drain Lines', size.fixtureDrain, r.fixtureDrainFeet, fixtureCount)
  drain('Vent Stack', size.vent, r.ventFeetPerFloor * floors, 1)

  const fixtureRows: PlumbingFixtureRow[] = []
  const fixture = (kind: PlumbingFixtureKind, quantity: number) => {
    const unitPrice = r.fixturePrices[kind]
    if (quantity > 0)
      fixtureRows.push({
        name: FIXTURE_NAMES[kind],
        quantity,
        unitPrice,
        cost: quantity * unitPrice,
      })
  }
  fixture('toilet', bathrooms)
  fixture('sinkBasin', rooms)
  fixture('shower', bathrooms)
  fixture('bathtub', Math.floor(bathrooms / r.bathroomsPerBathtub))
  fixture('kitchenSink', kitchens)
  fixture('washingMachineConnection', 1)
  fixture('waterHeaterConnection', 1)
  fixture('floorDrain', rooms)
  fixture('mainShutOffValve', 1)
  fixture('angleValve', bathrooms * r.angleValvesPerBathroom + kitchens * r.angleValvesPerKitchen)

  const occupants =
    buildingType === 'residential'
      ? bathrooms * r.occupantsPerBathroom
      : fixtureCount * r.occupantsPerFixture
  const litres = storageLitres ?? occupants * r.storageLitresPerPerson[buildingType]
  const storageBand = r.storageBands.find((band) => litres <= band.upToLitres)
  const storageCost =
    litres * (storageBand ? storageBand.rupeesPerLitre : r.storageRupeesPerLitreAbove)

  const pipeCost = sumCosts(supplyPipes) + sumCosts(drainPipes)
  const fixtureCost = sumCosts(fixtureRows)
  const materials = pipeCost + fixtureCost + storageCost
  const laborCost = materials * r.labourRate

  const result = {
    supplyPipes,
    drainPipes,
    fixtures: fixtureRows,
    fixtureCount,
    occupants,
    pipeCost,
    fixtureCost,
    storageLitres: litres,
    storageCost,
    heaterLitres: bathrooms * r.heaterLitresPerBathroom[heater],
    pumpAdvice: r.pumpBands.find((band) => floors <= band.upToFloors)?.advice ?? r.pumpAdviceAbove,
    laborCost,
    totalCost: materials + laborCost,
  }
  if (!options.explain) return result
  const rupeesPerLitre = storageBand ? storageBand.rupeesPerLitre : r.storageRupeesPerLitreAbove
  const explanation: Explanation<PlumbingStepId> = [
    fixtures === undefined
      ? step(words, 'fixturePoints', {
          bathrooms: String(bathrooms),
          pointsPerBathroom: num(r.fixturesPerBathroom),
          kitchens: String(kitchens),
          pointsPerKitchen: num(r.fixturesPerKitchen),
          fixturePoints: num(fixtureCount, 0),
        })
      : step(words, 'fixturePointsGiven', {
          given: String(fixtureCount),
          fixturePoints: num(fixtureCount, 0),
        }),
    step(words, 'pipes', {
      runs: [...supplyPipes, ...drainPipes]
        .map((row) => `${num(row.lengthFeet)} × ${rupees(row.pricePerFoot)}`)
        .join(' + '),
      pipeCost: rupees(pipeCost),
    }),
    step(words, 'fixtures', {
      fixtures: fixtureRows.map((row) => `${row.quantity} × ${rupees(row.unitPrice)}`).join(' + '),
      fixtureCost: rupees(fixtureCost),
    }),
    storageLitres === undefined
      ? step(words, 'waterStorage', {
          buildingType,
          occupants: String(occupants),
          litresPerPerson: num(r.storageLitresPerPerson[buildingType]),
          storageLitres: num(litres),
        })
      : step(words, 'waterStorageGiven', { storageLitres: num(litres) }),
    step(words, 'storageCost', {
      storageLitres: num(litres),
      rupeesPerLitre: rupees(rupeesPerLitre),
      storageCost: rupees(storageCost),
    }),
    step(words, 'labour', {
      materialsCost: rupees(materials),
      labourShare: num(r.labourRate),
      labourCost: rupees(laborCost),
    }),
    step(words, 'totalCost', {
      pipeCost: rupees(pipeCost),
      fixtureCost: rupees(fixtureCost),
      storageCost: rupees(storageCost),
      labourCost: rupees(laborCost),
      totalCost: rupees(result.totalCost),
    }),
  ]
  return { ...result, explanation }
}

/** Returns a function that appends a priced row of `pipeType` to `rows`, skipping 0 runs. */
function pipeRowAdder(rows: PlumbingPipeRow[], pipeType: PlumbingPipeType, r: PlumbingRates) {
  const prices = r.pricePerFoot[pipeType]
  return (name: string, diameterInches: PlumbingPipeSize, lengthFeet: number, runs: number) => {
    if (runs <= 0) return
    const pricePerFoot = prices[diameterInches]
    rows.push({
      name,
      pipeType,
      diameterInches,
      lengthFeet,
      runs,
      pricePerFoot,
      cost: lengthFeet * runs * pricePerFoot,
    })
  }
}

function sumCosts(rows: readonly { readonly cost: number }[]): number {
  let total = 0
  for (const row of rows) total += row.cost
  return total
}
