// The specification's figure beside each of the owner's (the engine's defaults, read from the
// engine itself), and the "Patna market rates" the owner can load with one press, each with its
// source. Values from @nirman/calc-engine: for the API and the dashboard, never the website's first
// load (the website hands the owner's card to the engine, which knows its own defaults).
import {
  defaultBuildingMaterialsPriceRates,
  defaultBuildingMaterialsRates,
  defaultConcretePriceRates,
  defaultConcreteRates,
  defaultCostEstimateRates,
  defaultElectricalLoadRates,
  defaultFlooringRates,
  defaultHvacRates,
  defaultPaintRates,
  defaultPlumbingRates,
  defaultRccSlabRoofRates,
  defaultRenovationRoiRates,
  defaultRoofRates,
  defaultStaircaseRates,
} from '@nirman/calc-engine'
import type { RateCardField } from './rate-card'
import type { RateCard } from './site-settings'

const engineDefaults: Record<keyof RateCard, unknown> = {
  costEstimate: defaultCostEstimateRates,
  concrete: { ...defaultConcreteRates, ...defaultConcretePriceRates },
  rccSlabRoof: defaultRccSlabRoofRates,
  paint: defaultPaintRates,
  flooring: defaultFlooringRates,
  roof: defaultRoofRates,
  electricalLoad: defaultElectricalLoadRates,
  hvac: defaultHvacRates,
  plumbing: defaultPlumbingRates,
  staircase: defaultStaircaseRates,
  renovationRoi: defaultRenovationRoiRates,
  buildingMaterials: { ...defaultBuildingMaterialsRates, ...defaultBuildingMaterialsPriceRates },
  landGrading: undefined,
  constructionLoan: undefined,
}

/** The figure at `path` of `rates`, or undefined when there is none. */
function at(rates: unknown, path: readonly (string | number)[]): number | undefined {
  let node: unknown = rates
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string | number, unknown>)[key]
  }
  return typeof node === 'number' ? node : undefined
}

/** The specification's figure of `field` (what a site without a card computes with). */
export function defaultRateOf(field: RateCardField): number {
  const value = at(engineDefaults[field.calculator], field.path)
  if (value === undefined) throw new Error(`The engine has no default for ${field.id}`)
  return value
}

/** The owner's figure of `field` in `card`, or undefined when the card keeps the default. */
export function cardRateOf(card: RateCard, field: RateCardField): number | undefined {
  return at(card[field.calculator], field.path)
}

/**
 * `card` with `field` set to `value` (or back to the default when undefined). The renovation
 * projects go as the engine's whole list, each project's cost the card's or its default.
 */
export function withCardRate(
  card: RateCard,
  field: RateCardField,
  value: number | undefined,
): RateCard {
  if (field.calculator === 'renovationRoi') {
    const index = Number(field.path[1])
    const projects = (card.renovationRoi?.projects ?? defaultRenovationRoiRates.projects).map(
      (project, at) =>
        at === index
          ? {
              ...project,
              defaultCost:
                value ?? defaultRenovationRoiRates.projects[at]?.defaultCost ?? project.defaultCost,
            }
          : project,
    )
    const unchanged = projects.every(
      (project, at) => project.defaultCost === defaultRenovationRoiRates.projects[at]?.defaultCost,
    )
    const { renovationRoi: _, ...others } = card
    return unchanged ? others : { ...others, renovationRoi: { projects } }
  }
  let next = setAt(card, field.calculator, field.path, value)
  for (const mirror of field.mirrors ?? []) {
    const mirrored = value === undefined ? undefined : round(value * mirror.factor)
    next = setAt(next, mirror.calculator, mirror.path, mirrored)
  }
  return next
}

/** A price in another unit, to the paisa. */
const round = (value: number) => Math.round(value * 100) / 100

/** `card` with the figure at `path` of `calculator` set (or taken out when `value` is undefined). */
function setAt(
  card: RateCard,
  calculator: keyof RateCard,
  path: readonly (string | number)[],
  value: number | undefined,
): RateCard {
  const rates = structuredClone((card[calculator] ?? {}) as Record<string, unknown>)
  let node = rates
  const keys = path.map(String)
  for (const key of keys.slice(0, -1)) {
    node[key] ??= {}
    node = node[key] as Record<string, unknown>
  }
  const last = keys.at(-1) as string
  if (value === undefined) delete node[last]
  else node[last] = value
  return { ...card, [calculator]: rates }
}

/** One figure of the Patna preset and where it comes from. */
export interface PresetRate {
  id: string
  value: number
  source: string
}

/**
 * "Patna market rates": figures found in public sources in November 2026 (see
 * shared/research/bihar-rates-units-practice.md and the dashboard's README), each with its source.
 * A figure without a Patna source keeps the specification's. The owner checks them before saving.
 */
export const patnaMarketRates: readonly PresetRate[] = [
  {
    id: 'costEstimate.ratePerSqFt.residential',
    value: 1900,
    source:
      'Patna 2025, standard construction ₹1,700-2,100 per sq ft; ₹1,900 in the worked example (buildonclick.com, 5 Sep 2025)',
  },
  {
    id: 'costEstimate.finishFactor.premium',
    value: 1.34,
    source:
      'Patna 2025, premium ₹2,300-2,800 per sq ft: the middle, ₹2,550, is 1.34 × ₹1,900 (buildonclick.com, 5 Sep 2025)',
  },
  {
    id: 'buildingMaterials.prices.cementBag',
    value: 430,
    source:
      'Cement in Patna: from ₹400 to ₹430 a bag in a month (amritvarshanews.in, "पटना में भवन निर्माण सामग्रियों के दाम 20 फ़ीसदी तक बढ़े")',
  },
  {
    id: 'buildingMaterials.prices.brick',
    value: 13,
    source:
      'Bricks in Patna: ₹18,000-20,000 for 1,500, the middle ₹12.67 each (amritvarshanews.in)',
  },
  {
    id: 'buildingMaterials.prices.sandPerCubicFoot',
    value: 60,
    source:
      'Sand in Patna: ₹5,500-6,000 a tractor-trolley of about 100 cu ft (weeklyblitz.net, 27 Jun 2023)',
  },
  {
    id: 'concrete.prices.aggregatePerCubicMetre',
    value: 3692,
    source:
      'Gitti (aggregate) in Patna: ₹11,000-12,000 for 110 cu ft; ₹11,500 ÷ 110 × 35.3147 = ₹3,692 a m³ (amritvarshanews.in)',
  },
  {
    id: 'rccSlabRoof.steelPerKg',
    value: 60,
    source:
      'TMT bars in Patna: ₹55 a kg local, ₹65 branded (weeklyblitz.net, 27 Jun 2023); ₹55-65 (calcmitra.in, 2024)',
  },
  {
    id: 'electricalLoad.pricePerKwh',
    value: 7.42,
    source:
      'Bihar domestic tariff before subsidy ₹7.42 a unit, unchanged for 2026-27 (BERC tariff order; magadhtoday.com)',
  },
  {
    id: 'hvac.pricePerKwh',
    value: 7.42,
    source:
      'Bihar domestic tariff before subsidy ₹7.42 a unit, unchanged for 2026-27 (BERC tariff order; magadhtoday.com)',
  },
]
