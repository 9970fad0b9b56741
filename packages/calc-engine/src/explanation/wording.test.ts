import { describe, expect, it } from 'vitest'
import {
  calculatePaint,
  explanationLine,
  type PaintStepId,
  paintStepWordings,
  type StepWordings,
  wordStep,
} from '../index'
import { fillWording } from './explanation'

// The 12 x 10 ft room, 10 ft high, one door, two windows, standard paint, two coats.
const room = {
  length: 12,
  width: 10,
  height: 10,
  doors: 1,
  windows: 2,
  quality: 'standard',
  coats: 2,
} as const

describe('steps as an id and values', () => {
  it('gives each step its id and the figures put in, written as the English writes them', () => {
    const { explanation = [] } = calculatePaint(room, { explain: true })
    // 2 x (12 + 10) x 10 = 440; 1 x 21 + 2 x 15 = 51; 440 - 51 = 389; 389 / 125 x 2 = 6.224
    // (6.22); 7 whole litres = 1 x 4 L + 3 x 1 L; 6.224 x 350 = 2,178.40 rupees
    expect(explanation.map((step) => [step.id, step.values])).toEqual([
      ['wallArea', { length: '12', width: '10', height: '10', wallArea: '440' }],
      ['openings', { doors: '1', doorArea: '21', windows: '2', windowArea: '15', openings: '51' }],
      ['areaToPaint', { wallArea: '440', openings: '51', areaToPaint: '389' }],
      [
        'paintNeeded',
        { quality: 'standard', areaToPaint: '389', coverage: '125', coats: '2', litres: '6.22' },
      ],
      ['cansToBuy', { wholeLitres: '7', cans: '1 × 4 L + 3 × 1 L' }],
      ['cost', { quality: 'standard', litres: '6.22', price: '₹350', cost: '₹2,178.40' }],
    ])
  })

  it('words the steps in another language from the same ids and values', () => {
    // A French page's wordings: every step id of the paint calculator must have one (the
    // compiler refuses a missing id), and the choices put in are worded too.
    const french: StepWordings<PaintStepId> = {
      wallArea: {
        label: 'Surface des murs',
        formula: '2 × (longueur + largeur) × hauteur',
        working: '2 × ({length} + {width}) × {height}',
        result: '{wallArea} pi²',
      },
      openings: { ...paintStepWordings.openings, label: 'Portes et fenêtres' },
      areaToPaint: { ...paintStepWordings.areaToPaint, label: 'Surface à peindre' },
      paintNeeded: {
        label: 'Peinture nécessaire',
        formula: 'surface ÷ couverture d’un litre de peinture {quality} × couches',
        working: '{areaToPaint} ÷ {coverage} × {coats}',
        result: '{litres} litres',
      },
      cansToBuy: { ...paintStepWordings.cansToBuy, result: ({ cans }) => cans || 'aucun' },
      cost: { ...paintStepWordings.cost, label: 'Coût de la peinture' },
    }
    const { explanation = [] } = calculatePaint(room, { explain: true })
    const words = { quality: { standard: 'standard', premium: 'premium', economy: 'économique' } }
    const lines = explanation.map((step) => explanationLine(wordStep(step, french, words)))
    expect(lines[0]).toBe('Surface des murs: 2 × (12 + 10) × 10 = 440 pi²')
    expect(lines[4]).toBe('Cans to buy: 7 litres = 1 × 4 L + 3 × 1 L')
    expect(wordStep(explanation[3] ?? { id: 'wallArea', values: {} }, french, words).formula).toBe(
      'surface ÷ couverture d’un litre de peinture standard × couches',
    )
    // A 2 x 2 ft closet 2 ft high has 16 sq ft of wall, less than its door: no can to buy.
    const closet = { ...room, length: 2, width: 2, height: 2 }
    const none = calculatePaint(closet, { explain: true }).explanation?.[4]
    expect(none && wordStep(none, french).result).toBe('aucun')
  })

  it('keeps the English text of every step, as the English wordings give it', () => {
    const { explanation = [] } = calculatePaint(room, { explain: true })
    for (const step of explanation) {
      expect(wordStep(step, paintStepWordings)).toEqual({
        label: step.label,
        formula: step.formula,
        working: step.working,
        result: step.result,
      })
    }
  })

  it('freezes the English wordings', () => {
    expect(Object.isFrozen(paintStepWordings.wallArea)).toBe(true)
  })
})

describe('fillWording', () => {
  it('puts values in, words a choice, and leaves a name it has no value for', () => {
    expect(fillWording('{n} litres of {quality}', { n: '6.22', quality: 'premium' })).toBe(
      '6.22 litres of premium',
    )
    expect(
      fillWording('{quality} paint', { quality: 'premium' }, { quality: { premium: 'प्रीमियम' } }),
    ).toBe('प्रीमियम paint')
    expect(fillWording('{missing} stays', {})).toBe('{missing} stays')
    expect(fillWording(({ n }) => `${n}!`, { n: '3' })).toBe('3!')
  })
})
