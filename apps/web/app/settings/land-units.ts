// The company's sizes of the land units as the page carries them (see page-settings.ts), for the
// forms that read a land area ("2 katha"): the quote forms' land size and the calculators' areas.
// Apart from page-settings.ts so that only the forms' code, fetched when one is used, carries the
// engine's land units: nothing of them reaches a page's first load.
import {
  type LandUnitSizes,
  landUnitSizes,
  patnaLandUnitSizes,
} from '@nirman/calc-engine/land-units'
import { useMemo } from 'react'
import { usePageSettings } from './page-settings'

/**
 * The sizes of a company's katha (`kathaSqFt`), or Patna's when it has none or the engine refuses
 * it (a katha outside the sizes districts use: the API never saves one, but a page is only read).
 */
export function landUnitSizesOf(kathaSqFt: number | undefined): LandUnitSizes {
  if (kathaSqFt === undefined) return patnaLandUnitSizes
  try {
    return landUnitSizes({ kathaSqFt })
  } catch {
    console.warn(`The page's katha of ${kathaSqFt} sq ft was refused: Patna's is used.`)
    return patnaLandUnitSizes
  }
}

/**
 * The sizes of katha, dhur and bigha the owner set (the size of a katha differs between
 * districts), with the rule of `usePageSettings`: Patna's in the prerender and while React hydrates
 * a prerendered page, the page's right after. Nothing is fetched.
 */
export function useLandUnitSizes(): LandUnitSizes {
  const kathaSqFt = usePageSettings().landUnits?.kathaSqFt
  return useMemo(() => landUnitSizesOf(kathaSqFt), [kathaSqFt])
}
