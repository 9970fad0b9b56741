import type { PaintCan, PaintQuality } from '@nirman/calc-engine'
import type { Figure } from '../result-list'

// The Paint calculator's words (calculators.md, Paint); its Hindi: ./paint-hindi.ts.

const cans = (list: readonly PaintCan[]) =>
  list.map((can) => `${can.count} × ${can.sizeLitres} L`).join(', ')

export const paintText = {
  fields: {
    length: 'Room length',
    width: 'Room width',
    height: 'Wall height',
    doors: 'Doors',
    windows: 'Windows',
    quality: 'Paint quality',
    coats: 'Coats',
  },
  feet: 'ft',
  qualities: {
    economy: 'Economy',
    standard: 'Standard',
    premium: 'Premium',
  } satisfies Record<PaintQuality, string>,
  coatCount: (coats: number) => `${coats} coat${coats === 1 ? '' : 's'}`,
  results: {
    paintNeeded: 'Paint needed',
    wallArea: 'Wall area',
    areaToPaint: 'Area to paint',
    cansToBuy: 'Cans to buy',
    estimatedCost: 'Estimated cost',
  },
  litres: (litres: Figure) => `${litres.text} litres`,
  cans: (list: readonly PaintCan[]) => cans(list) || 'None',
  summary: {
    paintNeeded: (litres: Figure) => `Paint needed: ${litres.text} litres`,
    cans: (list: readonly PaintCan[]) => `Cans: ${cans(list)}`,
    cost: (cost: Figure) => `Estimated cost: ${cost.text}`,
  },
}

export type PaintText = typeof paintText
