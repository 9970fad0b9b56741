// Every text the engine writes in English (the steps of "How we worked this out", a staircase's
// notes, the HVAC systems and tips, pump advice, pipe runs and fixtures, preset loads, renovation
// projects) has its Hindi: the thirteen calculators are run over every choice they offer and
// every branch of their working, and the Hindi page must show no English word but the units and
// terms people say in English (GLOSSARY.md). The other way round, every Hindi wording is one the
// engine uses: a step, a note or a whole text the engine no longer writes leaves its Hindi unused,
// and fails.
import {
  brickTypes,
  calculateBuildingMaterials,
  calculateConcrete,
  calculateConstructionLoan,
  calculateCostEstimate,
  calculateElectricalLoad,
  calculateFlooring,
  calculateHvac,
  calculateLandGrading,
  calculatePaint,
  calculatePlumbing,
  calculateRccSlabRoof,
  calculateRenovationRoi,
  calculateRoof,
  calculateStaircase,
  concreteGrades,
  concreteShapes,
  concreteStrengths,
  constructionPeriods,
  costEstimateFinishes,
  costEstimateLocations,
  costEstimatePropertyTypes,
  drawSchedules,
  type EngineMessage,
  type Explanation,
  type ExplanationStep,
  electricalPresets,
  electricalPropertyTypes,
  flooringPatterns,
  flooringTypes,
  gradingEquipment,
  hvacBuildingTypes,
  hvacClimates,
  mortarRatios,
  paintQualities,
  parseBuildingMaterialsForm,
  parseConcreteForm,
  parseConstructionLoanForm,
  parseCostEstimateForm,
  parseElectricalLoadForm,
  parseFlooringForm,
  parseHvacForm,
  parseLandGradingForm,
  parsePaintForm,
  parsePlumbingForm,
  parseRccSlabRoofForm,
  parseRenovationRoiForm,
  parseRoofForm,
  parseStaircaseForm,
  pitchOptionsFor,
  plumbingBuildingTypes,
  plumbingHeaterTypes,
  plumbingPipeTypes,
  priceBuildingMaterials,
  priceConcreteSiteMix,
  rccSlabGrades,
  renovationLocations,
  renovationProjects,
  renovationPropertyTypes,
  roofMaterials,
  roofTypes,
  soilTypes,
  staircaseHandrails,
  staircaseMaterials,
  staircaseTypes,
  type WordedStep,
  wallThicknesses,
} from '@nirman/calc-engine'
import { describe, expect, it } from 'vitest'
import { calculatorHindi as materialsHindi } from './building-materials/building-materials-hindi'
import { calculatorHindi as concreteHindi } from './concrete/concrete-hindi'
import { calculatorHindi as costEstimatorHindi } from './cost-estimator/cost-estimator-hindi'
import { calculatorHindi as electricalHindi } from './electrical/electrical-hindi'
import { type EngineTexts, engineTextIn, messageIn, stepsIn } from './engine-texts'
import { calculatorHindi as flooringHindi } from './flooring/flooring-hindi'
import { calculatorHindi as hvacHindi } from './hvac/hvac-hindi'
import { calculatorHindi as landGradingHindi } from './land-grading/land-grading-hindi'
import { calculatorHindi as loanHindi } from './loan/loan-hindi'
import { calculatorHindi as paintHindi } from './paint/paint-hindi'
import { calculatorHindi as plumbingHindi } from './plumbing/plumbing-hindi'
import { calculatorHindi as renovationHindi } from './renovation-roi/renovation-hindi'
import { calculatorHindi as roofHindi } from './roof/roof-hindi'
import { slabSteps } from './roof/slab-steps'
import { calculatorHindi as staircaseHindi } from './staircase/staircase-hindi'

type Values = Record<string, string>

/** Every combination of the choices: `combinations({ a: ['1', '2'], b: ['x'] })`. */
function combinations(choices: Record<string, readonly (string | number)[]>): Values[] {
  return Object.entries(choices).reduce<Values[]>(
    (all, [key, options]) =>
      all.flatMap((values) => options.map((option) => ({ ...values, [key]: String(option) }))),
    [{}],
  )
}

const parts = (explanation: Explanation | undefined): EngineOutput[] => [...(explanation ?? [])]

/** What the engine writes: a whole text (a name, a tip), a step, or a note. */
type EngineOutput = string | ExplanationStep | EngineMessage

interface EngineRun {
  name: string
  catalog: EngineTexts<string, string>
  /** Every text, step and note the calculator's engine writes for the runs. */
  outputs: () => EngineOutput[]
}

const runs: EngineRun[] = [
  {
    name: 'cost estimator',
    catalog: costEstimatorHindi.engine,
    outputs: () =>
      combinations({
        area: [1000],
        propertyType: costEstimatePropertyTypes,
        location: costEstimateLocations,
        finish: costEstimateFinishes,
      }).flatMap((values) =>
        parts(calculateCostEstimate(parseCostEstimateForm(values), { explain: true }).explanation),
      ),
  },
  {
    name: 'building materials',
    catalog: materialsHindi.engine,
    outputs: () =>
      [
        // 1 × 1 ft less 0.9 sq ft of openings, half a brick thick: one brick and one bag.
        { wallLength: '1', wallHeight: '1', openingsArea: '0.9', thickness: '4.5' },
        ...combinations({
          wallLength: [20],
          wallHeight: [10],
          openingsArea: [0, 21],
          thickness: wallThicknesses,
          mortarRatio: mortarRatios,
          brickType: brickTypes,
        }),
      ].flatMap((values) => {
        const wall = calculateBuildingMaterials(parseBuildingMaterialsForm(values), {
          explain: true,
        })
        // The calculator shows what the materials cost too, with the step of its own.
        return [
          ...parts(wall.explanation),
          ...parts(priceBuildingMaterials(wall, { explain: true }).explanation),
        ]
      }),
  },
  {
    name: 'paint',
    catalog: paintHindi.engine,
    outputs: () =>
      [
        // Doors and windows larger than the walls: nothing to paint, no can.
        { length: '1', width: '1', height: '1', doors: '5', windows: '6' },
        ...combinations({
          length: [12],
          width: [10],
          height: [10],
          quality: paintQualities,
          coats: [1, 2, 3],
        }),
      ].flatMap((values) =>
        parts(calculatePaint(parsePaintForm(values), { explain: true }).explanation),
      ),
  },
  {
    name: 'concrete',
    catalog: concreteHindi.engine,
    outputs: () =>
      [
        ...combinations({
          shape: concreteShapes,
          strength: concreteStrengths,
          // Tiny (one bag, one truck) and large (many of each).
          size: [0.2, 30],
        }),
        // By the Indian grades: the metric steps (m³, 50 kg bags, litres) too.
        ...combinations({ shape: concreteShapes, grade: concreteGrades, size: [0.2, 30] }),
      ].flatMap(({ size = '1', ...values }) => {
        const concrete = calculateConcrete(
          parseConcreteForm({
            ...values,
            length: size,
            width: size,
            height: size,
            thickness: '6',
            diameter: size,
            radius: size,
          }),
          { explain: true },
        )
        // A grade's result shows what its materials cost mixed on site, with the step of its own.
        const siteMix = values.grade ? priceConcreteSiteMix(concrete, { explain: true }) : undefined
        return [...parts(concrete.explanation), ...parts(siteMix?.explanation)]
      }),
  },
  {
    name: 'flooring',
    catalog: flooringHindi.engine,
    outputs: () =>
      combinations({
        type: flooringTypes,
        pattern: flooringPatterns,
        // Half a foot square (one tile, one plank, one box) and a room.
        length: [0.5, 14],
        width: [0.5, 10],
        price: [100],
      }).flatMap((values) =>
        parts(calculateFlooring(parseFlooringForm(values), { explain: true }).explanation),
      ),
  },
  {
    name: 'roof',
    catalog: roofHindi.engine,
    outputs: () =>
      roofTypes
        .flatMap((roofType) =>
          combinations({
            roofType: [roofType],
            pitch: pitchOptionsFor(roofType),
            material: roofMaterials,
            length: [40],
            width: [30],
          }).flatMap((values) =>
            parts(calculateRoof(parseRoofForm(values), { explain: true }).explanation),
          ),
        )
        .concat(
          // An RCC slab, one more roof type of the form, with its steps under names of their own.
          combinations({
            length: [40],
            width: [30],
            thickness: [3, 5],
            grade: rccSlabGrades,
          }).flatMap((values) =>
            parts(
              slabSteps(
                calculateRccSlabRoof(parseRccSlabRoofForm(values), { explain: true }).explanation,
              ),
            ),
          ),
        ),
  },
  {
    name: 'land grading',
    catalog: landGradingHindi.engine,
    outputs: () =>
      combinations({
        length: [10, 60],
        width: [10, 45],
        // The plot by its sides, or by its area (2 katha, in square feet).
        area: ['', 2722.5],
        // Cut, fill and already level.
        currentElevation: [101, 99, 100],
        targetElevation: [100],
        soil: soilTypes,
        equipment: gradingEquipment,
      }).flatMap((values) =>
        parts(calculateLandGrading(parseLandGradingForm(values), { explain: true }).explanation),
      ),
  },
  {
    name: 'electrical load',
    catalog: electricalHindi.engine,
    outputs: () => [
      ...Object.values(electricalPresets).flatMap((items) => items.map((item) => item.name)),
      ...[
        ...combinations({ propertyType: electricalPropertyTypes, phase: ['single', 'three'] }),
        // An emptied list, and a load above the largest switch.
        { 'items.count': '0' },
        { 'items.0.name': 'Furnace', 'items.0.watts': '400000' },
      ].flatMap((values) =>
        parts(
          calculateElectricalLoad(parseElectricalLoadForm(values), { explain: true }).explanation,
        ),
      ),
    ],
  },
  {
    name: 'plumbing',
    catalog: plumbingHindi.engine,
    outputs: () =>
      combinations({
        buildingType: plumbingBuildingTypes,
        pipeType: plumbingPipeTypes,
        heater: plumbingHeaterTypes,
        // The four pump bands.
        floors: [1, 3, 6, 7],
        bathrooms: [2],
      })
        .concat([{ floors: '2', fixtures: '1', storageLitres: '500', bathrooms: '3' }])
        .flatMap((values) => {
          const result = calculatePlumbing(parsePlumbingForm(values), { explain: true })
          return [
            result.pumpAdvice,
            ...[...result.supplyPipes, ...result.drainPipes, ...result.fixtures].map(
              (row) => row.name,
            ),
            ...parts(result.explanation),
          ]
        }),
  },
  {
    name: 'staircase',
    catalog: staircaseHindi.engine,
    outputs: () =>
      [
        ...combinations({
          floorHeight: [120],
          spaceLength: [200],
          spaceWidth: [60],
          type: staircaseTypes,
          material: staircaseMaterials,
          handrail: staircaseHandrails,
        }),
        // Every check failing in turn: no room; risers too low, too high; tread too shallow;
        // too flat; too narrow.
        { floorHeight: '120', spaceLength: '24', spaceWidth: '24' },
        { floorHeight: '25', riserHeight: '4' },
        { floorHeight: '24', riserHeight: '8', treadDepth: '9' },
        { floorHeight: '120', riserHeight: '4', treadDepth: '14' },
        { floorHeight: '120', stairWidth: '24' },
      ].flatMap((values) => {
        const result = calculateStaircase(
          parseStaircaseForm({ spaceLength: '300', spaceWidth: '100', ...values }),
          { explain: true },
        )
        return [...result.noteMessages, ...parts(result.explanation)]
      }),
  },
  {
    name: 'HVAC',
    catalog: hvacHindi.engine,
    outputs: () =>
      combinations({
        buildingType: hvacBuildingTypes,
        climate: hvacClimates,
        // One vent and a mini split; a split; split or packaged; the commercial unit.
        floorArea: [100, 1000, 2500, 6000],
        ceilingHeight: [10],
        occupants: [4],
      }).flatMap((values) => {
        const result = calculateHvac(parseHvacForm(values), { explain: true })
        return [result.systemType, ...result.maintenanceTips, ...parts(result.explanation)]
      }),
  },
  {
    name: 'renovation ROI',
    catalog: renovationHindi.engine,
    outputs: () => [
      ...renovationProjects.map((project) => project.name),
      ...combinations({
        propertyType: renovationPropertyTypes,
        location: renovationLocations,
        propertyValue: [5_000_000],
        renovationBudget: [100_000],
        projects: [renovationProjects.map((project) => project.id).join(',')],
      }).flatMap((values) =>
        parts(
          calculateRenovationRoi(parseRenovationRoiForm(values), { explain: true }).explanation,
        ),
      ),
    ],
  },
  {
    name: 'construction loan',
    catalog: loanHindi.engine,
    outputs: () =>
      combinations({
        projectCost: [2_000_000],
        annualRate: [8.5],
        drawSchedule: drawSchedules,
        constructionMonths: constructionPeriods,
      }).flatMap((values) =>
        parts(
          calculateConstructionLoan(parseConstructionLoanForm(values), { explain: true })
            .explanation,
        ),
      ),
  },
]

/**
 * Units and terms a Hindi page keeps in Latin letters (GLOSSARY.md: sq ft, kW, BTU, EMI, ROI, m³,
 * the concrete grades M15 to M25...), and the `arctan` of a formula.
 */
const keptInEnglish =
  /\b(?:sq ft|sq in|cu ft|cu yd|kWh|kW|BTU\/h|BTU|HP|PSI|LED|AC|HVAC|ROI|EMI|WC|JCB|uPVC|CPVC|US|kg|L|W|A|V|M\d{2}|m(?=³)|arctan)\b/g

const englishLeft = (text: string) =>
  text
    .replace(keptInEnglish, '')
    .replace('°C', '°')
    .match(/[A-Za-z]+/g) ?? []

/** An output of the engine as a Hindi page shows it, and as the engine's English. */
function inBothLanguages(catalog: EngineTexts<string, string>, output: EngineOutput) {
  if (typeof output === 'string') return { english: output, hindi: engineTextIn(catalog, output) }
  if ('text' in output) return { english: output.text, hindi: messageIn(catalog, output) }
  const [hindi] = stepsIn(catalog, [output])
  const parts = (step: WordedStep) => [step.label, step.formula, step.working, step.result]
  return { english: parts(output).join(' | '), hindi: parts(hindi as WordedStep).join(' | ') }
}

describe.each(runs)('the Hindi of the $name engine', ({ catalog, outputs }) => {
  const produced = outputs()

  it('leaves no text of the engine in English', () => {
    expect(produced.length).toBeGreaterThan(10)
    const untranslated = [
      ...new Set(
        produced
          .map((output) => inBothLanguages(catalog, output))
          .filter(({ hindi }) => englishLeft(hindi).length > 0)
          .map(({ english, hindi }) => `${english} -> ${hindi}`),
      ),
    ]
    expect(untranslated).toEqual([])
  })

  it('holds only wordings of texts, steps and notes the engine writes', () => {
    const written = new Set(
      produced.map((output) => (typeof output === 'string' ? output : `${output.id}`)),
    )
    const unused = [
      ...Object.keys(catalog.texts ?? {}),
      ...Object.keys(catalog.steps),
      ...Object.keys(catalog.messages ?? {}),
    ].filter((key) => !written.has(key))
    expect(unused).toEqual([])
  })

  it('writes every text in Devanagari', () => {
    const wordings = [
      ...Object.entries(catalog.texts ?? {}),
      // A label that is a name put in (a renovation project's) is a function of the values:
      // "leaves no text of the engine in English" checks what it gives.
      ...Object.entries(catalog.steps).flatMap(([id, step]) =>
        typeof step.label === 'string' ? [[id, step.label] as const] : [],
      ),
    ]
    for (const [key, hindi] of wordings) {
      expect(hindi, key).toMatch(/[\u0900-\u097F]/)
      expect(hindi, key).not.toBe(key)
    }
    for (const [name, words] of Object.entries(catalog.words ?? {})) {
      for (const [word, hindi] of Object.entries(words)) {
        expect(hindi, `${name}.${word}`).toMatch(/[\u0900-\u097F]/)
      }
    }
  })
})

describe('the wording of the engine in Hindi', () => {
  const catalog: EngineTexts<'paintNeeded', 'comfort'> = {
    steps: {
      paintNeeded: {
        label: 'कितना पेंट लगेगा',
        formula: 'पेंट होने वाला एरिया ÷ {quality} पेंट का एक लीटर जितना एरिया ढकता है × कोट',
        working: '{areaToPaint} ÷ {coverage} × {coats}',
        result: ({ litres }) => `${litres} लीटर`,
      },
    },
    messages: { comfort: 'आराम का नियम: 2 × राइज़र + ट्रेड = {sum} इंच' },
    words: { quality: { premium: 'प्रीमियम' } },
    texts: { 'Split System': 'स्प्लिट AC सिस्टम' },
  }

  it('words a step from its id and values, and the choices put in', () => {
    const step = {
      id: 'paintNeeded',
      values: {
        quality: 'premium',
        areaToPaint: '389',
        coverage: '125',
        coats: '2',
        litres: '6.22',
      },
      label: 'Paint needed',
      formula: 'area to paint ÷ area a litre of premium paint covers × coats',
      working: '389 ÷ 125 × 2',
      result: '6.22 litres',
    }
    expect(stepsIn(catalog, [step])).toEqual([
      {
        label: 'कितना पेंट लगेगा',
        formula: 'पेंट होने वाला एरिया ÷ प्रीमियम पेंट का एक लीटर जितना एरिया ढकता है × कोट',
        working: '389 ÷ 125 × 2',
        result: '6.22 लीटर',
      },
    ])
  })

  it('words a note, and keeps the English of a note it has no wording for', () => {
    const comfort = { id: 'comfort', values: { sum: '24.5' }, text: 'Comfort rule: ...' }
    expect(messageIn(catalog, comfort)).toBe('आराम का नियम: 2 × राइज़र + ट्रेड = 24.5 इंच')
    expect(messageIn(catalog, { ...comfort, id: 'other', text: 'Other' })).toBe('Other')
  })

  it('finds a whole text word for word, and keeps what it does not know as it is', () => {
    expect(engineTextIn(catalog, 'Split System')).toBe('स्प्लिट AC सिस्टम')
    expect(engineTextIn(catalog, 'Solar panels')).toBe('Solar panels')
    expect(engineTextIn(catalog, 'constructor')).toBe('constructor')
  })
})
