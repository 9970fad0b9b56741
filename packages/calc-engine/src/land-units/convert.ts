import { type LandUnitSizes, patnaLandUnitSizes } from './sizes'
import type { LandUnit } from './units'

function sizeOf(unit: LandUnit, sizes: LandUnitSizes): number {
  const size = Object.hasOwn(sizes, unit) ? sizes[unit] : undefined
  if (size === undefined) throw new RangeError(`${String(unit)} is not a land unit`)
  return size
}

function checkArea(value: number, what: string): void {
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`${what} must be a finite number of at least 0, got ${value}`)
}

/**
 * Square feet in `value` of `unit`.
 *
 * @param value - the area in `unit`, a finite number of at least 0
 * @param unit - the unit it is in
 * @param sizes - the district's sizes (default Patna's; see {@link landUnitSizes})
 * @returns the area in square feet (not rounded)
 * @throws RangeError when `value` is negative or not finite, or `unit` is not a land unit
 * @example
 * toSquareFeet(2, 'katha') // 2722.5
 * toSquareFeet(2, 'katha', landUnitSizes({ kathaSqFt: 720 })) // 1440
 */
export function toSquareFeet(
  value: number,
  unit: LandUnit,
  sizes: LandUnitSizes = patnaLandUnitSizes,
): number {
  checkArea(value, 'value')
  return value * sizeOf(unit, sizes)
}

/**
 * `squareFeet` in `unit`.
 *
 * @param squareFeet - the area in square feet, a finite number of at least 0
 * @param unit - the unit wanted
 * @param sizes - the district's sizes (default Patna's; see {@link landUnitSizes})
 * @returns the area in `unit` (not rounded)
 * @throws RangeError when `squareFeet` is negative or not finite, or `unit` is not a land unit
 * @example
 * fromSquareFeet(2722.5, 'katha') // 2
 * fromSquareFeet(43560, 'decimal') // 100
 */
export function fromSquareFeet(
  squareFeet: number,
  unit: LandUnit,
  sizes: LandUnitSizes = patnaLandUnitSizes,
): number {
  checkArea(squareFeet, 'squareFeet')
  return squareFeet / sizeOf(unit, sizes)
}
