import { defaultRenovationRoiRates, type RoiColourThresholds } from './rates'

/** Float noise (0.75 × 1.2 is 0.8999999999999999) must not move a figure on a band edge. */
const TOLERANCE = 1e-9

export type RoiColour = 'green' | 'amber' | 'red'
export type GainColour = 'green' | 'red'

/**
 * Colour of a project's ROI ratio: at least 1 green, at least 0.7 amber, else red
 * (calculators.md section 9).
 *
 * @param roi - value added per rupee spent, e.g. `breakdownByProject[0].roi`
 * @param thresholds - overrides of the default bands
 * @example
 * roiColour(1.02) // 'green'
 * roiColour(0.84) // 'amber'
 */
export function roiColour(
  roi: number,
  thresholds: RoiColourThresholds = defaultRenovationRoiRates.roiColourThresholds,
): RoiColour {
  if (roi >= thresholds.green - TOLERANCE) return 'green'
  if (roi >= thresholds.amber - TOLERANCE) return 'amber'
  return 'red'
}

/**
 * Colour of the net value gain or of the overall ROI: green when not negative, else red.
 *
 * @example
 * gainColour(0) // 'green'
 * gainColour(-17.6) // 'red'
 */
export function gainColour(value: number): GainColour {
  return value >= -TOLERANCE ? 'green' : 'red'
}
