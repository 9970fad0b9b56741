import { formatINR, gainColour } from '@nirman/calc-engine'
import { formatNumber } from '../result-list'

// How the renovation result writes its figures, the same in both languages.

/** A project's return: value added per rupee spent, as a percentage of its cost. */
export const returnPercent = (roi: number) => `${formatNumber(roi * 100, 1)}%`

const sign = (value: number) => (gainColour(value) === 'green' && value > 0 ? '+' : '')

export const signedRupees = (value: number) => `${sign(value)}${formatINR(value)}`
export const signedPercent = (value: number) => `${sign(value)}${formatNumber(value, 1)}%`
