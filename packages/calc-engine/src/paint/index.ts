export * from '../shared'
export { calculatePaint, type PaintCan, type PaintResult } from './paint'
export { defaultPaintRates, type PaintQuality, type PaintRates, paintQualities } from './rates'
export {
  type CompletePaintInput,
  type PaintInput,
  paintInputSchema,
  parsePaintForm,
} from './schema'
export { type PaintStepId, paintStepWordings } from './steps'
