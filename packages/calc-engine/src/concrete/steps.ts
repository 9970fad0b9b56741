import { fillWording, type StepWordings } from '../explanation/explanation'
import { counted } from '../internal/explain'
import { deepFreeze } from '../internal/rates'
import type { ConcreteShape } from './rates'

/**
 * The steps of the concrete calculator's explanation, in the order they come. The last five, the
 * figures of Indian practice, come only when the input gives an Indian `grade`.
 */
export type ConcreteStepId =
  | 'volume'
  | 'withWastage'
  | 'cement'
  | 'water'
  | 'trucks'
  | 'cost'
  | 'volumeCubicMetres'
  | 'dryVolume'
  | 'cementBags50Kg'
  | 'sandAndAggregate'
  | 'waterLitres'

/** The volume of each shape in cu ft: in words, and with the shape's dimensions put in. */
const shapeVolumes: Readonly<Record<ConcreteShape, { formula: string; working: string }>> = {
  rectangular: { formula: 'length × width × height', working: '{length} × {width} × {height}' },
  slab: {
    formula: 'length × width × thickness ÷ 12',
    working: '{length} × {width} × {thickness} ÷ 12',
  },
  cylindrical: {
    formula: 'π × (diameter ÷ 2)² × height',
    working: 'π × ({diameter} ÷ 2)² × {height}',
  },
  circular: { formula: 'π × radius² × height', working: 'π × {radius}² × {height}' },
}

// The step's values always hold a shape id: the calculator puts in the one it worked from.
const shapeVolume = (shape: string | undefined) => shapeVolumes[shape as ConcreteShape]

/**
 * The English words of each step of the concrete calculator's explanation, with the names of the
 * values put in. The volume's formula and working depend on `shape` (the shape's id), whose own
 * dimensions are the values `length`, `width`, `height`, `thickness` (inches), `diameter` and
 * `radius`, only those the shape has; the working is figures alone, the same in every language.
 * `mix` is the parts of cement, sand and aggregate (`1 : 1.5 : 3`), `grade` the Indian grade's id
 * (`M20`).
 */
export const concreteStepWordings: StepWordings<ConcreteStepId> = deepFreeze({
  volume: {
    label: 'Volume',
    formula: ({ shape }) => `${shapeVolume(shape).formula} ÷ 27`,
    working: (values) => `${fillWording(shapeVolume(values.shape).working, values)} ÷ 27`,
    result: '{volume} cu yd',
  },
  withWastage: {
    label: 'With wastage',
    formula: 'volume × (1 + wastage ÷ 100)',
    working: '{volume} × (1 + {wastage} ÷ 100)',
    result: '{volumeWithWastage} cu yd',
  },
  cement: {
    label: 'Cement',
    formula:
      "volume with wastage × cement's part of the {mix} mix × 27 ÷ cu ft in a bag, rounded up",
    working: '{volumeWithWastage} × {cementParts} ÷ {parts} × 27 ÷ {bagVolume}',
    result: counted('bags', 'bag'),
  },
  water: {
    label: 'Water',
    formula: 'cement in cu ft × water-cement ratio × gallons per cu ft',
    working: '{cementCubicFeet} × {waterCementRatio} × {gallonsPerCubicFoot}',
    result: '{water} gallons',
  },
  trucks: {
    label: 'Trucks',
    formula: 'volume with wastage ÷ load of a truck, rounded up',
    working: '{volumeWithWastage} ÷ {truckLoad}',
    result: counted('trucks', 'truck'),
  },
  cost: {
    label: 'Cost',
    formula: 'volume with wastage × price per cu yd',
    working: '{volumeWithWastage} × {price}',
    result: '{cost}',
  },
  volumeCubicMetres: {
    label: 'In cubic metres',
    formula: 'volume with wastage × cu m in a cu yd',
    working: '{volumeWithWastage} × {cubicMetresPerCubicYard}',
    result: '{volumeCubicMetres} m³',
  },
  dryVolume: {
    label: 'Dry volume',
    formula: 'wet volume × dry volume factor',
    working: '{volumeCubicMetres} × {dryVolumeFactor}',
    result: '{dryVolume} m³',
  },
  cementBags50Kg: {
    label: 'Cement in 50 kg bags',
    formula:
      "dry volume × cement's part of the {grade} mix ({mix}) × kg of cement in a m³ ÷ kg in a bag, rounded up",
    working: '{dryVolume} × {cementParts} ÷ {parts} × {cementDensity} ÷ {bagKg}',
    result: ({ bags, cementKg }) => `${bags} ${bags === '1' ? 'bag' : 'bags'} (${cementKg} kg)`,
  },
  sandAndAggregate: {
    label: 'Sand and aggregate',
    formula: "dry volume × sand's part of the mix; dry volume × aggregate's part of the mix",
    working: '{dryVolume} × {sandParts} ÷ {parts}; {dryVolume} × {aggregateParts} ÷ {parts}',
    result: '{sand} m³ of sand, {aggregate} m³ of aggregate',
  },
  waterLitres: {
    label: 'Water in litres',
    formula: 'cement in kg × water-cement ratio',
    working: '{cementKg} × {waterCementRatio}',
    result: '{water} litres',
  },
})
