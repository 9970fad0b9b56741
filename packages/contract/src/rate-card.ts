// The owner's rate card: every money constant and material price of the calculators, as the owner
// edits them (one field each, with its unit and its sane range) and as the website hands them to
// @nirman/calc-engine (its validated rate overrides, `RateCard`). The checks are here, written once
// for the API that refuses a card that fails them and the dashboard that shows each message beside
// its field. The specification's defaults beside each field: rate-card-defaults.ts.
import { z } from 'zod'
import type { RateCard } from './site-settings'

/** The calculators a rate belongs to, in the order the owner's screen groups them. */
export const rateCardGroups = [
  'construction',
  'materials',
  'finishes',
  'electricity',
  'plumbing',
  'staircase',
  'renovation',
] as const
export type RateCardGroup = (typeof rateCardGroups)[number]

export const rateCardGroupNames: Record<RateCardGroup, string> = {
  construction: 'Construction (cost estimator)',
  materials: 'Concrete, steel and the RCC slab',
  finishes: 'Paint, flooring and roofing',
  electricity: 'Electricity, cooling and heating',
  plumbing: 'Plumbing',
  staircase: 'Staircase',
  renovation: 'Renovation projects',
}

/** One figure of the rate card. */
export interface RateCardField {
  /** `costEstimate.ratePerSqFt.residential`: the calculator, then the path in its rates. */
  id: string
  calculator: keyof RateCard
  /** The path of the figure in the calculator's rates (`['ratePerSqFt', 'residential']`). */
  path: readonly (string | number)[]
  group: RateCardGroup
  label: string
  /** "₹ per sq ft", "× the standard rate". */
  unit: string
  /** A money figure (rupees) or a multiplier. */
  kind: 'rupees' | 'factor'
  min: number
  max: number
  /**
   * The same price where another calculator keeps it, in its own unit: the cement bag of the
   * building materials is the concrete's too, the sand per cu ft is 35.3147 × per m³ there.
   */
  mirrors?: readonly { calculator: keyof RateCard; path: readonly string[]; factor: number }[]
}

const field = (
  calculator: keyof RateCard,
  path: readonly (string | number)[],
  group: RateCardGroup,
  label: string,
  unit: string,
  [min, max]: readonly [number, number],
  kind: 'rupees' | 'factor' = 'rupees',
): RateCardField => ({
  id: [calculator, ...path].join('.'),
  calculator,
  path,
  group,
  label,
  unit,
  kind,
  min,
  max,
})

/** Cubic feet in a cubic metre: 1 ÷ 0.3048³ = 35.3147. */
const cubicFeetPerCubicMetre = 35.3147

const perSqFt = '₹ per sq ft'
const times = '× the standard'
const paintQualities = [
  ['economy', 'Economy'],
  ['standard', 'Standard'],
  ['premium', 'Premium'],
] as const
const floorings = [
  ['tile', 'Tiles'],
  ['hardwood', 'Hardwood'],
  ['laminate', 'Laminate'],
  ['vinyl', 'Vinyl'],
  ['carpet', 'Carpet'],
  ['other', 'Other flooring'],
] as const
const roofings = [
  ['asphalt', 'Asphalt shingles'],
  ['metal', 'Metal sheets'],
  ['tile', 'Roof tiles'],
  ['slate', 'Slate'],
  ['wood', 'Wood shakes'],
] as const
const fixtures = [
  ['toilet', 'Toilet (WC)'],
  ['sinkBasin', 'Wash basin'],
  ['shower', 'Shower set'],
  ['bathtub', 'Bathtub'],
  ['kitchenSink', 'Kitchen sink'],
  ['washingMachineConnection', 'Washing machine point'],
  ['waterHeaterConnection', 'Geyser point'],
  ['floorDrain', 'Floor drain'],
  ['mainShutOffValve', 'Main stop valve'],
  ['angleValve', 'Angle valve'],
] as const
const pipes = [
  ['upvc', 'uPVC'],
  ['cpvc', 'CPVC'],
  ['copper', 'Copper'],
] as const
const pipeSizes = ['0.5', '0.75', '1', '1.5', '2', '3', '4'] as const
const renovations = [
  ['kitchen', 'Kitchen remodel'],
  ['bathroom', 'Bathroom remodel'],
  ['roofing', 'Roof replacement'],
  ['windows', 'Window replacement'],
  ['siding', 'Exterior cladding'],
  ['flooring', 'Flooring upgrade'],
  ['painting', 'Interior painting'],
  ['landscaping', 'Landscaping'],
  ['deck', 'Deck addition'],
  ['hvac', 'Air conditioning upgrade'],
] as const

/**
 * Every figure the owner keeps, in the screen's order. Ranges are wide enough for any city of
 * India and any year ahead, narrow enough to catch a slip of the finger (₹19,00 for ₹1,900).
 */
export const rateCardFields: readonly RateCardField[] = [
  field(
    'costEstimate',
    ['ratePerSqFt', 'residential'],
    'construction',
    'Homes, standard finish',
    perSqFt,
    [500, 20000],
  ),
  field(
    'costEstimate',
    ['ratePerSqFt', 'commercial'],
    'construction',
    'Shops and offices, standard finish',
    perSqFt,
    [500, 20000],
  ),
  field(
    'costEstimate',
    ['ratePerSqFt', 'institutional'],
    'construction',
    'Schools and institutions, standard finish',
    perSqFt,
    [500, 20000],
  ),
  field(
    'costEstimate',
    ['finishFactor', 'premium'],
    'construction',
    'Premium finish',
    times,
    [1, 5],
    'factor',
  ),
  field(
    'costEstimate',
    ['finishFactor', 'luxury'],
    'construction',
    'Luxury finish',
    times,
    [1, 5],
    'factor',
  ),
  field(
    'costEstimate',
    ['locationFactor', 'delhi'],
    'construction',
    'Building in Delhi',
    '× Patna',
    [0.5, 3],
    'factor',
  ),
  field(
    'costEstimate',
    ['locationFactor', 'kolkata'],
    'construction',
    'Building in Kolkata',
    '× Patna',
    [0.5, 3],
    'factor',
  ),
  {
    ...field(
      'buildingMaterials',
      ['prices', 'cementBag'],
      'materials',
      'Cement',
      '₹ per 50 kg bag',
      [100, 2000],
    ),
    mirrors: [{ calculator: 'concrete', path: ['prices', 'cementBag'], factor: 1 }],
  },
  field('buildingMaterials', ['prices', 'brick'], 'materials', 'Bricks', '₹ each', [1, 100]),
  {
    ...field(
      'buildingMaterials',
      ['prices', 'sandPerCubicFoot'],
      'materials',
      'Sand, delivered',
      '₹ per cu ft',
      [5, 1000],
    ),
    mirrors: [
      {
        calculator: 'concrete',
        path: ['prices', 'sandPerCubicMetre'],
        factor: cubicFeetPerCubicMetre,
      },
    ],
  },
  field(
    'concrete',
    ['prices', 'aggregatePerCubicMetre'],
    'materials',
    'Aggregate (gitti)',
    '₹ per m³',
    [100, 50000],
  ),
  field(
    'concrete',
    ['pricePerCubicYard'],
    'materials',
    'Ready-mixed concrete',
    '₹ per cu yd',
    [1000, 50000],
  ),
  field(
    'rccSlabRoof',
    ['concretePerCubicMetre'],
    'materials',
    'Concrete of an RCC slab (materials, mixed and placed)',
    '₹ per m³',
    [1000, 60000],
  ),
  field('rccSlabRoof', ['steelPerKg'], 'materials', 'Steel bars (TMT)', '₹ per kg', [20, 300]),
  field(
    'rccSlabRoof',
    ['labourPerSqFt'],
    'materials',
    'Slab labour: centring, steel fixing, casting, curing',
    perSqFt,
    [5, 1000],
  ),
  ...paintQualities.map(([quality, name]) =>
    field(
      'paint',
      ['pricePerLitre', quality],
      'finishes',
      `${name} paint`,
      '₹ per litre',
      [20, 5000],
    ),
  ),
  ...floorings.map(([type, name]) =>
    field('flooring', ['laborPerSqFt', type], 'finishes', `${name}: laying`, perSqFt, [1, 1000]),
  ),
  ...roofings.map(([material, name]) =>
    field(
      'roof',
      ['laborPer100SqFt', material],
      'finishes',
      `${name}: laying`,
      '₹ per 100 sq ft',
      [10, 50000],
    ),
  ),
  field(
    'electricalLoad',
    ['pricePerKwh'],
    'electricity',
    'Electricity (electrical load)',
    '₹ per unit (kWh)',
    [1, 50],
  ),
  field(
    'hvac',
    ['pricePerKwh'],
    'electricity',
    'Electricity (air conditioning)',
    '₹ per unit (kWh)',
    [0.01, 50],
  ),
  field(
    'hvac',
    ['equipmentCostPerTon'],
    'electricity',
    'Air conditioner',
    '₹ per ton',
    [100, 500000],
  ),
  field(
    'hvac',
    ['installationFraction'],
    'electricity',
    'Installation',
    '× the equipment',
    [0.01, 3],
    'factor',
  ),
  field('hvac', ['ductworkCostPerVent'], 'electricity', 'Ductwork', '₹ per vent', [10, 100000]),
  ...fixtures.map(([fixture, name]) =>
    field('plumbing', ['fixturePrices', fixture], 'plumbing', name, '₹ each', [10, 1000000]),
  ),
  ...pipes.flatMap(([pipe, name]) =>
    pipeSizes.map((size) =>
      field(
        'plumbing',
        ['pricePerFoot', pipe, size],
        'plumbing',
        `${name} pipe, ${size} inch`,
        '₹ per ft',
        [1, 50000],
      ),
    ),
  ),
  field(
    'plumbing',
    ['labourRate'],
    'plumbing',
    'Plumbing labour',
    '× the materials',
    [0.01, 3],
    'factor',
  ),
  field(
    'staircase',
    ['costPerCubicFoot', 'wood'],
    'staircase',
    'Wooden stairs',
    '₹ per cu ft',
    [10, 100000],
  ),
  field(
    'staircase',
    ['costPerCubicFoot', 'concrete'],
    'staircase',
    'Concrete stairs',
    '₹ per cu ft',
    [10, 100000],
  ),
  field(
    'staircase',
    ['costPerCubicFoot', 'metal'],
    'staircase',
    'Metal stairs',
    '₹ per cu ft',
    [10, 100000],
  ),
  field(
    'staircase',
    ['handrailPerFoot', 'simple'],
    'staircase',
    'Simple handrail',
    '₹ per ft',
    [10, 100000],
  ),
  field(
    'staircase',
    ['handrailPerFoot', 'ornamental'],
    'staircase',
    'Ornamental handrail',
    '₹ per ft',
    [10, 100000],
  ),
  field(
    'staircase',
    ['handrailPerFoot', 'glass'],
    'staircase',
    'Glass handrail',
    '₹ per ft',
    [10, 100000],
  ),
  field('staircase', ['balusterPrice'], 'staircase', 'Baluster', '₹ each', [10, 100000]),
  // The engine takes the project list whole (a list of overrides replaces its list): the card
  // keeps all ten, in the engine's order, each with its own cost.
  ...renovations.map(([, name], index) =>
    field(
      'renovationRoi',
      ['projects', index, 'defaultCost'],
      'renovation',
      name,
      '₹',
      [500, 100000000],
    ),
  ),
]

/** The ids of the renovation projects, in the engine's order (`renovationProjects`). */
export const renovationProjectIds = renovations.map(([id]) => id)

export const rateCardMessages = {
  number: (label: string) => `Please enter the rate of “${label}” as a number`,
  range: (field: RateCardField) =>
    `“${field.label}” must be between ${figure(field.min)} and ${figure(field.max)} (${field.unit})`,
  unknown: 'The rate card has a figure the calculators do not know',
  projects: 'The renovation projects must be the ten of the calculator, in its order',
  asOf: 'Please enter the date the rates are as of (YYYY-MM-DD)',
  kathaSqFt: 'One katha must be between 500 and 2,000 sq ft (Patna: 1,361.25 sq ft)',
  stale:
    'The rate card was changed by someone else since you opened it. Please reload it and make your change again.',
} as const

/** "1,900", "0.01" as the owner reads a bound (Indian grouping). */
function figure(value: number): string {
  return value.toLocaleString('en-IN', { maximumFractionDigits: 2 })
}

/** The check of one figure: a number in its field's range. */
const figureSchema = (rate: RateCardField) =>
  z
    .number({ error: rateCardMessages.number(rate.label) })
    .refine((value) => Number.isFinite(value), { error: rateCardMessages.number(rate.label) })
    .refine((value) => value >= rate.min && value <= rate.max, {
      error: rateCardMessages.range(rate),
    })

type Shape = { [key: string]: Shape | RateCardField }

/** The fields as a tree of their paths (renovation's list aside). */
function shapeOf(fields: readonly RateCardField[]): Shape {
  const root: Shape = {}
  for (const rate of fields) {
    if (rate.calculator === 'renovationRoi') continue
    let node = root
    const keys = [rate.calculator, ...rate.path.map(String)]
    for (const key of keys.slice(0, -1)) {
      node[key] ??= {}
      node = node[key] as Shape
    }
    node[keys.at(-1) as string] = rate
    for (const mirror of rate.mirrors ?? []) {
      let at = root
      const path = [mirror.calculator, ...mirror.path]
      for (const key of path.slice(0, -1)) {
        at[key] ??= {}
        at = at[key] as Shape
      }
      at[path.at(-1) as string] = {
        ...rate,
        min: rate.min * mirror.factor,
        max: rate.max * mirror.factor,
        mirrors: [],
      }
    }
  }
  return root
}

const isField = (value: Shape | RateCardField): value is RateCardField => 'id' in value

/** Each level optional (a card may override any part), unknown keys refused. */
function schemaOf(shape: Shape): z.ZodType {
  return z.strictObject(
    Object.fromEntries(
      Object.entries(shape).map(([key, value]) => [
        key,
        (isField(value) ? figureSchema(value) : schemaOf(value)).optional(),
      ]),
    ),
    { error: rateCardMessages.unknown },
  )
}

const renovationFields = rateCardFields.filter((rate) => rate.calculator === 'renovationRoi')

/** The renovation projects' list: the engine's ten, in its order, each cost in its range. */
const renovationSchema = z.strictObject(
  {
    projects: z
      .array(
        z.object({
          id: z.string(),
          name: z.string().trim().min(1).max(100),
          defaultCost: z.number({ error: rateCardMessages.projects }),
          roi: z.number().min(0).max(5),
        }),
        { error: rateCardMessages.projects },
      )
      .superRefine((projects, context) => {
        if (
          projects.length !== renovationProjectIds.length ||
          projects.some((project, index) => project.id !== renovationProjectIds[index])
        ) {
          context.addIssue({ code: 'custom', message: rateCardMessages.projects })
          return
        }
        projects.forEach((project, index) => {
          const rate = renovationFields[index] as RateCardField
          if (!(project.defaultCost >= rate.min && project.defaultCost <= rate.max)) {
            context.addIssue({
              code: 'custom',
              message: rateCardMessages.range(rate),
              path: [index, 'defaultCost'],
            })
          }
        })
      }),
  },
  { error: rateCardMessages.unknown },
)

/**
 * The rate card as the owner saves it: any figure of `rateCardFields` (the others keep the
 * engine's default), each in its range, nothing else.
 */
export const rateCardSchema = (schemaOf(shapeOf(rateCardFields)) as z.ZodObject).extend({
  renovationRoi: renovationSchema.optional(),
}) as unknown as z.ZodType<RateCard>

/** "2026-12-01": a real day of the calendar. */
const daySchema = z
  .string({ error: rateCardMessages.asOf })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: rateCardMessages.asOf })
  .refine(
    (value) => {
      const day = new Date(`${value}T00:00:00Z`)
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value
    },
    { error: rateCardMessages.asOf },
  )

/** The company's katha, in sq ft (the engine's landUnitSizes accepts 500 to 2,000). */
export const landUnitSettingsSchema = z.strictObject({
  kathaSqFt: z
    .number({ error: rateCardMessages.kathaSqFt })
    .min(500, { error: rateCardMessages.kathaSqFt })
    .max(2000, { error: rateCardMessages.kathaSqFt }),
})

/** `PUT /api/admin/settings/rate-card`: the card, its date, the land units, made on `version`. */
export const rateCardSaveSchema = z.object({
  rateCard: rateCardSchema,
  asOf: daySchema,
  landUnits: landUnitSettingsSchema.optional(),
  version: z.number().int().min(0),
})
export type RateCardSave = z.output<typeof rateCardSaveSchema>
