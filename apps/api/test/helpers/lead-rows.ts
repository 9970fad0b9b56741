import type { ContactSubmissionRow } from '../../src/db/entities'

/**
 * A stored request's land as a visitor leaves it when they give none: no size, no sides (their
 * inches stored as '0'), no facing. For rows a test writes straight into the database.
 */
export const noLandGiven = {
  landSize: '',
  landDimensionNorthFeet: '',
  landDimensionNorthInches: '0',
  landDimensionSouthFeet: '',
  landDimensionSouthInches: '0',
  landDimensionEastFeet: '',
  landDimensionEastInches: '0',
  landDimensionWestFeet: '',
  landDimensionWestInches: '0',
  landFacing: '',
} as const satisfies Partial<ContactSubmissionRow>
