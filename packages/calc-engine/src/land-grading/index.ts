export * from '../shared'
export { calculateLandGrading, type LandGradingResult } from './land-grading'
export {
  defaultLandGradingRates,
  type GradingEquipment,
  gradingEquipment,
  type LandGradingRates,
  type SoilType,
  soilTypes,
} from './rates'
export {
  type LandGradingInput,
  type LandGradingPlotArea,
  type LandGradingPlotSides,
  landGradingInputSchema,
  parseLandGradingForm,
} from './schema'
export { type LandGradingStepId, landGradingStepWordings } from './steps'
