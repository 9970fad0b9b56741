// Every calculator's own texts (its *-text.ts) beside their Hindi (its folder's *-hindi.ts):
// each text there, not empty, not the English copied over, written in Devanagari, as
// content/hi/hindi-mirrors.test.ts checks the pages' texts. tsc already refuses a Hindi module
// whose keys do not match; this also catches texts left blank or untranslated, lists of another
// length, a calculator without its Hindi module, and the frame's Hindi.
import { electricalPresets } from '@nirman/calc-engine'
import { describe, expect, it } from 'vitest'
import { findTextProblems } from '../../content/hi/find-text-problems'
import { calculatorSlugs } from '../../content/site-map'
import { materialsText } from './building-materials/building-materials-text'
import { calculatorPanelHindi } from './calculator-panel-hindi'
import { concreteText } from './concrete/concrete-text'
import { costEstimatorText } from './cost-estimator/cost-estimator-text'
import { electricalText } from './electrical/electrical-text'
import { flooringText } from './flooring/flooring-text'
import { loadCalculatorHindi } from './hindi-calculator'
import { hvacText } from './hvac/hvac-text'
import { landGradingText } from './land-grading/land-grading-text'
import { loanText } from './loan/loan-text'
import { paintText } from './paint/paint-text'
import { plumbingText } from './plumbing/plumbing-text'
import { renovationText } from './renovation-roi/renovation-text'
import { roofText } from './roof/roof-text'
import { staircaseText } from './staircase/staircase-text'

const english = {
  'cost-estimator': costEstimatorText,
  'materials-calculator': materialsText,
  'paint-calculator': paintText,
  'concrete-calculator': concreteText,
  'flooring-calculator': flooringText,
  'roof-calculator': roofText,
  'land-grading-calculator': landGradingText,
  'electrical-calculator': electricalText,
  'plumbing-calculator': plumbingText,
  'staircase-calculator': staircaseText,
  'hvac-calculator': hvacText,
  'renovation-roi-calculator': renovationText,
  'loan-calculator': loanText,
} as const

/** Names of pipe materials, the same in both languages (as printed on the pipes). */
const allowedSame = new Set(['uPVC', 'CPVC'])

/** A figure as the calculators pass it to their texts (see result-list.tsx). */
const figure = (value: number, text = String(value)) => ({ value, text })

/** The arguments each text function is tried with, by its path. */
const sampleArgs: Record<string, readonly (readonly unknown[])[]> = {
  // Cost estimator: a rate, a finish, amounts below and above a lakh.
  'cost-estimator.perSqFt': [['₹1,500']],
  'cost-estimator.finishNote': [['premium'], ['luxury']],
  'cost-estimator.summary.area': [['2 कट्ठा = 2,722.5 वर्ग फुट']],
  'cost-estimator.summary.total': [[figure(2_535_000, '₹25,35,000')], [figure(85_000, '₹85,000')]],
  'cost-estimator.summary.base': [[figure(1_500_000, '₹15,00,000')]],
  'cost-estimator.summary.materialAndLabour': [
    [figure(1_267_500, '₹12,67,500'), figure(682_500, '₹6,82,500')],
  ],
  // Building materials.
  'materials-calculator.thicknessOption': [[4.5], [9], [13.5]],
  'materials-calculator.brickOption': [
    ['standard', '9 × 4.5 × 3'],
    ['modular', '7.625 × 3.625 × 2.25'],
  ],
  'materials-calculator.bricks': [[figure(1)], [figure(1408, '1,408')]],
  'materials-calculator.cementBags': [
    [figure(1), '50'],
    [figure(3), '150'],
  ],
  'materials-calculator.litres': [['240']],
  'materials-calculator.summary.bricks': [['1,408']],
  'materials-calculator.summary.cement': [[figure(3), '150']],
  'materials-calculator.summary.sand': [['15']],
  'materials-calculator.summary.water': [['240']],
  'materials-calculator.summary.wall': [['120', '90']],
  'materials-calculator.summary.materialCost': [
    [
      figure(30_616, '₹30,616'),
      figure(27_456, '₹27,456'),
      figure(1_720, '₹1,720'),
      figure(1_440, '₹1,440'),
    ],
    [
      figure(120_500, '₹1,20,500'),
      figure(100_000, '₹1,00,000'),
      figure(15_000, '₹15,000'),
      figure(5_500, '₹5,500'),
    ],
  ],
  // Paint: the cans' line has words only when there is no can.
  'paint-calculator.coatCount': [[1], [2]],
  'paint-calculator.litres': [[figure(6.224, '6.2')]],
  'paint-calculator.cans': [[[]]],
  'paint-calculator.summary.paintNeeded': [[figure(6.224, '6.2')]],
  'paint-calculator.summary.cans': [[[{ sizeLitres: 4, count: 1 }]]],
  'paint-calculator.summary.cost': [[figure(2178.4, '₹2,178')]],
  // Concrete.
  'concrete-calculator.strengthOption': [
    ['3,000', '1:2:3'],
    ['4,500', '1:1.5:3'],
  ],
  'concrete-calculator.cementBags': [['25']],
  'concrete-calculator.water': [['88.9']],
  'concrete-calculator.trucks': [[figure(1)], [figure(2)]],
  'concrete-calculator.summary.toOrder': [['5.5', '4.21']],
  'concrete-calculator.summary.cement': [['25']],
  'concrete-calculator.summary.trucks': [['1']],
  'concrete-calculator.summary.cost': [[figure(33_000, '₹33,000')]],
  // Concrete by an Indian grade: metric, 50 kg bags, the site mix's cost.
  'concrete-calculator.gradeOption': [
    ['M15', '1:2:4'],
    ['M20', '1:1.5:3'],
  ],
  'concrete-calculator.cementBags50Kg': [
    [figure(1), '38'],
    [figure(62), '3,083'],
  ],
  'concrete-calculator.litres': [['1,541']],
  'concrete-calculator.summary.gradeToOrder': [['7.65', '10', 'M20', '1:1.5:3']],
  'concrete-calculator.summary.gradeMaterials': [['62', '3.21', '6.42']],
  'concrete-calculator.summary.siteMixCost': [[figure(57_175, '₹57,175')]],
  'concrete-calculator.summary.readyMix': [
    [figure(1), figure(60_000, '₹60,000')],
    [figure(2), figure(120_000, '₹1,20,000')],
  ],
  // Flooring: tiles, planks, carpet rolls; one and many.
  'flooring-calculator.boxCovers': [[10]],
  'flooring-calculator.packs': [
    ['tile', figure(1), 10],
    ['laminate', figure(6), 25],
    ['carpet', figure(2), 100],
  ],
  'flooring-calculator.pieces': [
    ['tile', figure(1)],
    ['tile', figure(27)],
    ['laminate', figure(56)],
  ],
  'flooring-calculator.summary.floor': [['laminate', '140', '147']],
  'flooring-calculator.summary.pieces': [['tile', figure(27)]],
  'flooring-calculator.summary.toBuy': [['tile', figure(9), 10]],
  'flooring-calculator.summary.materialAndLabour': [[figure(9000, '₹9,000'), figure(700, '₹700')]],
  'flooring-calculator.summary.total': [[figure(9700, '₹9,700')]],
  // Roof.
  'roof-calculator.pricePerUnit': [['asphalt'], ['metal'], ['tile']],
  'roof-calculator.unitCovers': [['metal', '100']],
  'roof-calculator.materialOption': [['asphalt'], ['slate']],
  'roof-calculator.units': [['metal', '9']],
  'roof-calculator.summary.roofArea': [['750', '825']],
  'roof-calculator.summary.toBuy': [['asphalt', '51']],
  'roof-calculator.summary.materialAndLabour': [
    [figure(18_000, '₹18,000'), figure(1500, '₹1,500')],
  ],
  'roof-calculator.summary.total': [[figure(19_500, '₹19,500')]],
  'roof-calculator.gradeOption': [['M25', '1:1:2']],
  'roof-calculator.usualPrice': [
    ['metal', '₹2,200'],
    ['slate', '₹2,000'],
  ],
  'roof-calculator.notPriced': [
    ['asphalt', '₹3,000', figure(123_000, '₹1,23,000'), figure(124_800, '₹1,24,800')],
  ],
  'roof-calculator.cementBags': [
    [figure(1), '44'],
    [figure(115), '5,709'],
  ],
  'roof-calculator.litres': [['2,854']],
  'roof-calculator.summary.slab': [['1,200', '5', 'M20']],
  'roof-calculator.summary.slabQuantities': [['14.16', '115', '1,111']],
  'roof-calculator.summary.slabCosts': [
    [figure(111_143.62, '₹1,11,144'), figure(66_686.17, '₹66,686'), figure(72_000, '₹72,000')],
  ],
  'roof-calculator.summary.notPriced': [['metal', '₹2,200']],
  // Land grading.
  'land-grading-calculator.soilOption': [
    ['loam', 20],
    ['rock', 50],
  ],
  'land-grading-calculator.equipmentOption': [
    ['excavator', 100],
    ['skidsteer', 40],
  ],
  'land-grading-calculator.plotArea': [['2,700', '0.062']],
  'land-grading-calculator.plotAreaGiven': [['2 कट्ठा = 2,722.5 वर्ग फुट', '0.063']],
  'land-grading-calculator.trucks': [[figure(1)], [figure(21)]],
  'land-grading-calculator.hours': [['2.5']],
  'land-grading-calculator.summary.plot': [['2,700', '0.062']],
  'land-grading-calculator.summary.plotGiven': [['2 कट्ठा = 2,722.5 वर्ग फुट', '0.063']],
  'land-grading-calculator.summary.earthToMove': [['202.5', '21']],
  'land-grading-calculator.summary.machineTime': [['2.5']],
  'land-grading-calculator.summary.cost': [[figure(162_000, '₹1,62,000')]],
  // Electrical: a named line, an unnamed one.
  'electrical-calculator.loads.line': [
    [3, electricalPresets.residential[2]?.name ?? ''],
    [10, ''],
  ],
  'electrical-calculator.loads.remove': [
    [1, 'LED'],
    [2, ''],
  ],
  'electrical-calculator.results.bill': [[8]],
  'electrical-calculator.monthlyUnits': [['1,438']],
  'electrical-calculator.summary.loads': [['8.07', '5.65']],
  'electrical-calculator.summary.mainSwitch': [['40 A']],
  'electrical-calculator.summary.monthly': [['1,438', '₹11,501']],
  'electrical-calculator.summary.solar': [['11.98']],
  // Plumbing.
  'plumbing-calculator.results.storage': [[2]],
  'plumbing-calculator.tables.pipe': [['1', 'cpvc', '₹60']],
  'plumbing-calculator.tables.runLength': [
    [1, '60'],
    [2, '20'],
  ],
  'plumbing-calculator.tables.each': [['₹300']],
  'plumbing-calculator.summary.cost': [[figure(73_010, '₹73,010')]],
  'plumbing-calculator.summary.parts': [['₹25,850', '₹25,700', '₹600', '₹20,860']],
  'plumbing-calculator.summary.storage': [
    ['400 L', '5 L'],
    ['6,000 L', undefined],
  ],
  'plumbing-calculator.summary.pump': [['0.5 HP']],
  // Staircase.
  'staircase-calculator.materialOption': [
    ['wood', '₹2,500'],
    ['metal', '₹4,000'],
  ],
  'staircase-calculator.handrailOption': [['glass', '₹3,500']],
  'staircase-calculator.inches': [['89.37']],
  'staircase-calculator.risers': [['16', '7.5']],
  'staircase-calculator.footprint': [['150', '40']],
  'staircase-calculator.handrailFeet': [['16']],
  'staircase-calculator.summary.steps': [[16, '7.5', 15]],
  'staircase-calculator.summary.footprint': [['150', '40', '38.7']],
  'staircase-calculator.summary.checks': [['']],
  'staircase-calculator.summary.cost': [[figure(53_267, '₹53,267')]],
  // HVAC.
  'hvac-calculator.capacity': [['6.21', '74,528']],
  'hvac-calculator.summary.capacity': [['6.21', '74,528']],
  'hvac-calculator.summary.system': [['', 10]],
  'hvac-calculator.summary.installed': [[figure(18_337, '₹18,337')]],
  'hvac-calculator.summary.running': [['₹179', '1,278']],
  // Renovation ROI.
  'renovation-roi-calculator.projects.typically': [['₹25,000']],
  'renovation-roi-calculator.projects.cost': [['']],
  'renovation-roi-calculator.custom.row': [[1]],
  'renovation-roi-calculator.custom.remove': [
    [1, 'Gate'],
    [2, ' '],
  ],
  'renovation-roi-calculator.table.costAndValue': [['₹25,000', '₹22,500']],
  'renovation-roi-calculator.summary.cost': [
    [figure(4000, '₹4,000'), 1],
    [figure(55_000, '₹55,000'), 3],
  ],
  'renovation-roi-calculator.summary.valueAdded': [
    [figure(47_100, '₹47,100'), figure(5_047_100, '₹50,47,100')],
  ],
  'renovation-roi-calculator.summary.net': [['-₹2,080', '-52%']],
  'renovation-roi-calculator.summary.best': [['', '102%']],
  // Construction loan.
  'loan-calculator.years': [[20]],
  'loan-calculator.months': [[12]],
  'loan-calculator.repayment.title': [[10]],
  'loan-calculator.summary.loanAmount': [[figure(1_000_000, '₹10,00,000')]],
  'loan-calculator.summary.interestWhileBuilding': [[figure(19_000, '₹19,000.00'), '₹1,583.33']],
  'loan-calculator.summary.emi': [['₹14,347.09', 15]],
  'loan-calculator.summary.totalInterest': [[figure(721_651.4, '₹7,21,651.40')]],
}

describe.each(calculatorSlugs)('the Hindi of the %s', (slug) => {
  it('has every text of the calculator in Hindi', async () => {
    const { calculatorHindi } = await loadCalculatorHindi[slug]()
    expect(
      findTextProblems(slug, english[slug], calculatorHindi.text, { allowedSame, sampleArgs }),
    ).toEqual([])
  })
})

describe('the Hindi of the frame every calculator shares', () => {
  it('has its texts in Devanagari, the figures of a refused field in place', () => {
    const { fieldChecks, ...texts } = calculatorPanelHindi
    const all = [
      texts.workedStepsTitle,
      texts.estimateHead('पेंट कैलकुलेटर'),
      texts.estimateInputs,
      fieldChecks.required,
      fieldChecks.choose,
      fieldChecks.notANumber,
      fieldChecks.atLeast('1'),
      fieldChecks.atMost('24'),
      fieldChecks.between('8.65', '8.66'),
      fieldChecks.wholeNumber('2', '3'),
    ]
    for (const text of all) expect(text).toMatch(/[\u0900-\u097F]/)
    expect(fieldChecks.atLeast('1,00,000')).toContain('1,00,000')
    // The maximum comes with the unit its field shows (field-checks.ts, boundWithUnit).
    expect(fieldChecks.atMost('1,000 फ़ीट')).toContain('1,000 फ़ीट')
    expect(fieldChecks.between('8.65', '8.66')).toMatch(/8\.65.*8\.66/)
  })
})
