import type { StepWordings } from '../explanation/explanation'
import { counted } from '../internal/explain'
import { deepFreeze } from '../internal/rates'

/**
 * The steps of the land grading calculator's explanation, in the order they come. The plot's area
 * is length × width (`plotArea`), or the one given (`plotAreaGiven`). Earth dug out (or none to
 * move) swells by the bulking (`withBulking`); earth brought in is compacted (`withCompaction`).
 */
export type LandGradingStepId =
  | 'plotArea'
  | 'plotAreaGiven'
  | 'earthToMove'
  | 'withBulking'
  | 'withCompaction'
  | 'trucks'
  | 'cost'
  | 'machineHours'

/**
 * The English words of each step of the land grading calculator's explanation, with the names of
 * the values put in: `earthwork` is what the earth to move is, `cut`, `fill` or `none` (the
 * ground already at the target), and `equipment` the machine's id (`excavator`).
 */
export const landGradingStepWordings: StepWordings<LandGradingStepId> = deepFreeze({
  plotArea: {
    label: 'Plot area',
    formula: 'length × width',
    working: '{length} × {width}',
    result: '{area} sq ft',
  },
  plotAreaGiven: {
    label: 'Plot area',
    formula: 'as given',
    working: '{area}',
    result: '{area} sq ft',
  },
  earthToMove: {
    label: 'Earth to move',
    formula: 'plot area × |current − target elevation| ÷ 27',
    working: '{area} × |{currentElevation} − {targetElevation}| ÷ 27',
    result: '{volume} cu yd ({earthwork})',
  },
  withBulking: {
    label: 'With bulking',
    formula: 'cut × (1 + bulking ÷ 100)',
    working: '{cutVolume} × (1 + {bulking} ÷ 100)',
    result: '{adjustedVolume} cu yd',
  },
  withCompaction: {
    label: 'With compaction',
    formula: 'fill × compaction factor',
    working: '{fillVolume} × {compactionFactor}',
    result: '{adjustedVolume} cu yd',
  },
  trucks: {
    label: 'Trucks',
    formula: 'earth to haul ÷ load of a truck, rounded up',
    working: '{adjustedVolume} ÷ {truckLoad}',
    result: counted('trucks', 'truck'),
  },
  cost: {
    label: 'Cost',
    formula: 'earth to haul × price per cu yd',
    working: '{adjustedVolume} × {price}',
    result: '{cost}',
  },
  machineHours: {
    label: 'Machine hours',
    formula: 'earth to haul ÷ cu yd a {equipment} moves in an hour',
    working: '{adjustedVolume} ÷ {hourlyRate}',
    result: '{hours} hours',
  },
})
