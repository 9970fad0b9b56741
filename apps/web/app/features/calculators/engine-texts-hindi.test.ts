// Every text the engine writes in English (the steps of "How we worked this out", a staircase's
// notes, the HVAC systems and tips, pump advice, pipe runs and fixtures, preset loads, renovation
// projects) has its Hindi: the thirteen calculators are run over every choice they offer and
// every branch of their working, and the Hindi page must show no English word but the units and
// terms people say in English (GLOSSARY.md). The other way round, every Hindi text is one the
// engine writes: an English wording changed in the engine leaves its old key unused, and fails.
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
  calculateRenovationRoi,
  calculateRoof,
  calculateStaircase,
  concreteShapes,
  concreteStrengths,
  constructionPeriods,
  costEstimateFinishes,
  costEstimateLocations,
  costEstimatePropertyTypes,
  drawSchedules,
  type Explanation,
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
  parseRenovationRoiForm,
  parseRoofForm,
  parseStaircaseForm,
  pitchOptionsFor,
  plumbingBuildingTypes,
  plumbingHeaterTypes,
  plumbingPipeTypes,
  renovationLocations,
  renovationProjects,
  renovationPropertyTypes,
  roofMaterials,
  roofTypes,
  soilTypes,
  staircaseHandrails,
  staircaseMaterials,
  staircaseTypes,
  wallThicknesses,
} from '@nirman/calc-engine'
import { describe, expect, it } from 'vitest'
import { calculatorHindi as concreteHindi } from '../../content/hi/calculator-concrete'
import { calculatorHindi as costEstimatorHindi } from '../../content/hi/calculator-cost-estimator'
import { calculatorHindi as electricalHindi } from '../../content/hi/calculator-electrical'
import { calculatorHindi as flooringHindi } from '../../content/hi/calculator-flooring'
import { calculatorHindi as hvacHindi } from '../../content/hi/calculator-hvac'
import { calculatorHindi as landGradingHindi } from '../../content/hi/calculator-land-grading'
import { calculatorHindi as loanHindi } from '../../content/hi/calculator-loan'
import { calculatorHindi as materialsHindi } from '../../content/hi/calculator-materials'
import { calculatorHindi as paintHindi } from '../../content/hi/calculator-paint'
import { calculatorHindi as plumbingHindi } from '../../content/hi/calculator-plumbing'
import { calculatorHindi as renovationHindi } from '../../content/hi/calculator-renovation-roi'
import { calculatorHindi as roofHindi } from '../../content/hi/calculator-roof'
import { calculatorHindi as staircaseHindi } from '../../content/hi/calculator-staircase'
import { type EngineTexts, engineTextIn, engineTextPattern } from './engine-texts'

type Values = Record<string, string>

/** Every combination of the choices: `combinations({ a: ['1', '2'], b: ['x'] })`. */
function combinations(choices: Record<string, readonly (string | number)[]>): Values[] {
  return Object.entries(choices).reduce<Values[]>(
    (all, [key, options]) =>
      all.flatMap((values) => options.map((option) => ({ ...values, [key]: String(option) }))),
    [{}],
  )
}

const parts = (explanation: Explanation | undefined) =>
  (explanation ?? []).flatMap((step) => [step.label, step.formula, step.working, step.result])

interface EngineRun {
  name: string
  catalog: EngineTexts
  /** Every English text the calculator's engine writes for the runs. */
  texts: () => string[]
}

const runs: EngineRun[] = [
  {
    name: 'cost estimator',
    catalog: costEstimatorHindi.engine,
    texts: () =>
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
    texts: () =>
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
      ].flatMap((values) =>
        parts(
          calculateBuildingMaterials(parseBuildingMaterialsForm(values), { explain: true })
            .explanation,
        ),
      ),
  },
  {
    name: 'paint',
    catalog: paintHindi.engine,
    texts: () =>
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
    texts: () =>
      combinations({
        shape: concreteShapes,
        strength: concreteStrengths,
        // Tiny (one bag, one truck) and large (many of each).
        size: [0.2, 30],
      }).flatMap(({ size = '1', ...values }) =>
        parts(
          calculateConcrete(
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
          ).explanation,
        ),
      ),
  },
  {
    name: 'flooring',
    catalog: flooringHindi.engine,
    texts: () =>
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
    texts: () =>
      roofTypes.flatMap((roofType) =>
        combinations({
          roofType: [roofType],
          pitch: pitchOptionsFor(roofType),
          material: roofMaterials,
          length: [40],
          width: [30],
        }).flatMap((values) =>
          parts(calculateRoof(parseRoofForm(values), { explain: true }).explanation),
        ),
      ),
  },
  {
    name: 'land grading',
    catalog: landGradingHindi.engine,
    texts: () =>
      combinations({
        length: [10, 60],
        width: [10, 45],
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
    texts: () => [
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
    texts: () =>
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
    texts: () =>
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
        return [...result.notes, ...parts(result.explanation)]
      }),
  },
  {
    name: 'HVAC',
    catalog: hvacHindi.engine,
    texts: () =>
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
    texts: () => [
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
    texts: () =>
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
 * Units and terms a Hindi page keeps in Latin letters (GLOSSARY.md: sq ft, kW, BTU, EMI, ROI...),
 * and the `arctan` of a formula.
 */
const keptInEnglish =
  /\b(?:sq ft|sq in|cu ft|cu yd|kWh|kW|BTU\/h|BTU|HP|PSI|LED|AC|HVAC|ROI|EMI|WC|JCB|uPVC|CPVC|US|kg|L|W|A|V|arctan)\b/g

const englishLeft = (text: string) =>
  text
    .replace(keptInEnglish, '')
    .replace('°C', '°')
    .match(/[A-Za-z]+/g) ?? []

/** Whether `key` (with its `{placeholders}`) is the wording of `text`. */
const wordingOf = (key: string, text: string) => engineTextPattern(key).test(text)

describe.each(runs)('the Hindi of the $name engine', ({ catalog, texts }) => {
  const english = [...new Set(texts())]

  it('leaves no text of the engine in English', () => {
    expect(english.length).toBeGreaterThan(10)
    const untranslated = english
      .map((text) => ({ text, hindi: engineTextIn(catalog, text) }))
      .filter(({ hindi }) => englishLeft(hindi).length > 0)
      .map(({ text, hindi }) => `${text} -> ${hindi}`)
    expect(untranslated).toEqual([])
  })

  it('holds only texts the engine writes, word for word', () => {
    const unused = Object.keys(catalog.texts).filter(
      (key) => !english.some((text) => wordingOf(key, text)),
    )
    expect(unused).toEqual([])
  })

  it('writes every text in Devanagari', () => {
    for (const [key, hindi] of Object.entries(catalog.texts)) {
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

describe('engineTextIn', () => {
  const catalog: EngineTexts = {
    texts: {
      'Paint needed': 'कितना पेंट लगेगा',
      '{n} litres': '{n} लीटर',
      '{n} tons ({system})': '{n} टन ({system})',
      'Split System': 'स्प्लिट AC सिस्टम',
      'price of a litre of {quality} paint': '{quality} पेंट के एक लीटर का दाम',
    },
    words: { quality: { premium: 'प्रीमियम' } },
  }

  it('finds a text, a wording with figures, and the words put into it', () => {
    expect(engineTextIn(catalog, 'Paint needed')).toBe('कितना पेंट लगेगा')
    expect(engineTextIn(catalog, '6.22 litres')).toBe('6.22 लीटर')
    expect(engineTextIn(catalog, 'price of a litre of premium paint')).toBe(
      'प्रीमियम पेंट के एक लीटर का दाम',
    )
    // A text put into another is an engine text too (the system of a tonnage).
    expect(engineTextIn(catalog, '3.5 tons (Split System)')).toBe('3.5 टन (स्प्लिट AC सिस्टम)')
  })

  it('keeps figures and what it does not know as they are', () => {
    expect(engineTextIn(catalog, '389 ÷ 125 × 2')).toBe('389 ÷ 125 × 2')
    expect(engineTextIn(catalog, 'Solar panels')).toBe('Solar panels')
    expect(engineTextIn(catalog, 'constructor')).toBe('constructor')
  })
})
