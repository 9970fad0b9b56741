// Hindi of the Roof calculator: its own texts (./roof-text.ts) and
// the engine's "How we worked this out". Loaded with the calculator, on Hindi pages only.
import {
  type RoofMaterial,
  type RoofStepId,
  rccSlabRoofNames,
  type StepWordings,
} from '@nirman/calc-engine'
import { amountInFiguresAndWords } from '../../../i18n/amounts'
import type { CalculatorHindi } from '../calculator-hindi-texts'
import type { Figure } from '../result-list'
import type { RoofText } from './roof-text'
import type { SlabStepId } from './slab-steps'

const materials: Record<RoofMaterial, string> = {
  asphalt: 'ऐस्फ़ाल्ट शिंगल',
  metal: 'मेटल शीट',
  tile: 'मिट्टी या कंक्रीट की टाइल (खपड़ा)',
  slate: 'स्लेट',
  wood: 'लकड़ी की शिंगल',
}

/** The unit each material is sold in (the engine's bundles, panels and squares of 100 sq ft). */
const unitOf: Record<RoofMaterial, string> = {
  asphalt: 'बंडल',
  metal: 'पैनल',
  tile: 'स्क्वेयर',
  slate: 'स्क्वेयर',
  wood: 'बंडल',
}

const roofTypes = {
  gable: 'गेबल',
  hip: 'हिप',
  flat: 'सपाट',
  mansard: 'मैन्सर्ड',
  gambrel: 'गैम्ब्रेल',
}

const units = (material: RoofMaterial, count: string) => `${count} ${unitOf[material]}`

const money = (amount: Figure) => amountInFiguresAndWords('hi', amount)

/** The steps of an RCC slab (`calculateRccSlabRoof`), under the names the calculator gives them. */
const slabSteps: StepWordings<SlabStepId> = {
  'slab.roofArea': {
    label: 'छत का एरिया',
    formula: 'लंबाई × चौड़ाई',
    working: '{length} × {width}',
    result: '{roofArea} sq ft',
  },
  'slab.concrete': {
    label: 'कंक्रीट',
    formula: 'छत का एरिया × मोटाई (इंच) ÷ 12 × एक cu ft में m³',
    working: '{roofArea} × {thickness} ÷ 12 × {cubicMetresPerCubicFoot}',
    result: '{concrete} m³',
  },
  'slab.dryVolume': {
    label: 'सूखा वॉल्यूम',
    formula: 'कंक्रीट × सूखे वॉल्यूम का गुणांक',
    working: '{concrete} × {dryVolumeFactor}',
    result: '{dryVolume} m³',
  },
  'slab.cementBags': {
    label: '50 किलो की बोरियों में सीमेंट',
    formula:
      'सूखा वॉल्यूम × {grade} मिक्स ({mix}) में सीमेंट का हिस्सा × एक m³ में सीमेंट के किलो ÷ एक बोरी के किलो, पूरी संख्या तक बढ़ाकर',
    working: '{dryVolume} × {cementParts} ÷ {parts} × {cementDensity} ÷ {bagKg}',
    result: '{bags} बोरी',
  },
  'slab.steel': {
    label: 'सरिया',
    formula: 'कंक्रीट × एक m³ स्लैब में सरिये के किलो',
    working: '{concrete} × {steelPerCubicMetre}',
    result: '{steel} किलो',
  },
  'slab.concreteCost': {
    label: 'कंक्रीट की लागत',
    formula: 'कंक्रीट × प्रति m³ दाम',
    working: '{concrete} × {price}',
    result: '{concreteCost}',
  },
  'slab.steelCost': {
    label: 'सरिये की लागत',
    formula: 'सरिया × प्रति किलो दाम',
    working: '{steel} × {price}',
    result: '{steelCost}',
  },
  'slab.labour': {
    label: 'मज़दूरी',
    formula: 'छत का एरिया × प्रति sq ft मज़दूरी (सेंटरिंग, सरिया बँधाई, ढलाई)',
    working: '{roofArea} × {labourRate}',
    result: '{labourCost}',
  },
  'slab.totalCost': {
    label: 'कुल लागत',
    formula: 'कंक्रीट + सरिया + मज़दूरी',
    working: '{concreteCost} + {steelCost} + {labourCost}',
    result: '{totalCost}',
  },
}

export const calculatorHindi: CalculatorHindi<RoofText, RoofStepId | SlabStepId> = {
  text: {
    fields: {
      length: 'इमारत की लंबाई',
      width: 'इमारत की चौड़ाई',
      roofType: 'छत का प्रकार',
      pitch: 'छत की ढलान (हर 12 पर कितनी उठान)',
      material: 'छत का सामान',
      wastage: 'बर्बादी',
      thickness: 'स्लैब की मोटाई',
      grade: 'कंक्रीट का ग्रेड',
    },
    feet: 'फ़ीट',
    inches: 'इंच',
    pricePerUnit: (material) => `एक ${unitOf[material]} का दाम`,
    unitCovers: (material, squareFeet) => `एक ${unitOf[material]} से ${squareFeet} sq ft ढकता है।`,
    roofTypes,
    rccSlab: rccSlabRoofNames.hi,
    gradeOption: (grade, mix) => `${grade} (मिक्स ${mix})`,
    usualPrice: (material, price) => `आम दाम लें: ${price} प्रति ${unitOf[material]}`,
    notPriced: (material, price, materialCost, total) =>
      `कोई दाम नहीं लिखा गया, इसलिए सामान की लागत नहीं जुड़ी। आम दाम ${price} प्रति ${unitOf[material]} पर सामान ${money(materialCost)} का होगा: कुल ${money(total)}।`,
    flatPitch: '0/12 सपाट',
    materialOption: (material) => `${materials[material]} (${unitOf[material]})`,
    results: {
      total: 'कुल लागत',
      roofArea: 'छत का एरिया',
      withWastage: 'बर्बादी जोड़कर एरिया',
      toBuy: 'ख़रीदने का सामान',
      slopeFactor: 'ढलान फ़ैक्टर',
      material: 'सामान की लागत',
      labour: 'मज़दूरी की लागत',
    },
    slabResults: {
      concrete: 'कंक्रीट',
      cement: 'सीमेंट',
      sand: 'बालू',
      aggregate: 'गिट्टी',
      water: 'पानी',
      steel: 'सरिया (TMT)',
      concreteCost: 'कंक्रीट की लागत',
      steelCost: 'सरिये की लागत',
      labour: 'मज़दूरी: सेंटरिंग, सरिया बँधाई, ढलाई, तराई',
    },
    slabNote:
      'सिर्फ़ स्लैब, बर्बादी के बिना: बीम, कॉलम और पैरापेट (मुंडेर) इसमें शामिल नहीं हैं। कंक्रीट का दाम मिक्स करके डालने तक का है।',
    units,
    cementBags: (bags, kg) => `50 kg की ${bags.text} बोरी (${kg} kg)`,
    litres: (litres) => `${litres} लीटर`,
    summary: {
      roofArea: (area, withWastage) =>
        `छत का एरिया: ${area} sq ft (बर्बादी जोड़कर ${withWastage} sq ft)`,
      toBuy: (material, count) => `ख़रीदना है: ${units(material, count)}`,
      materialAndLabour: (material, labour) => `सामान: ${money(material)}, मज़दूरी: ${money(labour)}`,
      total: (total) => `कुल लागत: ${money(total)}`,
      slab: (area, inches, grade) => `आरसीसी स्लैब की छत: ${area} sq ft, ${inches} इंच मोटी, ${grade}`,
      slabQuantities: (cubicMetres, bags, steelKg) =>
        `कंक्रीट: ${cubicMetres} m³, सीमेंट 50 kg की ${bags} बोरी, सरिया ${steelKg} kg`,
      slabCosts: (concrete, steel, labour) =>
        `कंक्रीट: ${money(concrete)}, सरिया: ${money(steel)}, मज़दूरी: ${money(labour)}`,
      notPriced: (material, price) =>
        `सामान का दाम नहीं लिखा (आम दाम: ${price} प्रति ${unitOf[material]})`,
    },
  },
  engine: {
    steps: {
      planArea: {
        label: 'फ़ुटप्रिंट एरिया',
        formula: 'लंबाई × चौड़ाई',
        working: '{length} × {width}',
        result: '{planArea} sq ft',
      },
      slopeFactor: {
        label: 'ढलान फ़ैक्टर',
        formula: '√(1 + (ढलान ÷ 12)²)',
        working: '√(1 + ({pitch} ÷ 12)²)',
        result: '{slopeFactor}',
      },
      slopedRoofArea: {
        label: 'छत का एरिया',
        formula: 'फ़ुटप्रिंट एरिया × ढलान फ़ैक्टर × {roofType} छत का फ़ैक्टर',
        working: '{planArea} × {slopeFactor} × {typeMultiplier}',
        result: '{roofArea} sq ft',
      },
      roofArea: {
        label: 'छत का एरिया',
        formula: 'फ़ुटप्रिंट एरिया × {roofType} छत का फ़ैक्टर',
        working: '{planArea} × {typeMultiplier}',
        result: '{roofArea} sq ft',
      },
      withWastage: {
        label: 'बर्बादी जोड़कर',
        formula: 'छत का एरिया × (1 + बर्बादी ÷ 100)',
        working: '{roofArea} × (1 + {wastage} ÷ 100)',
        result: '{areaWithWastage} sq ft',
      },
      unitsToBuy: {
        label: 'ख़रीदने के लिए {material}',
        formula: 'बर्बादी समेत एरिया ÷ एक यूनिट जितना एरिया ढकती है, पूरी संख्या तक बढ़ाकर',
        working: '{areaWithWastage} ÷ {coverage}',
        result: '{units} {unit}',
      },
      material: {
        label: 'सामान',
        formula: 'यूनिट × एक यूनिट का दाम',
        working: '{units} × {price}',
        result: '{materialCost}',
      },
      labour: {
        label: 'मज़दूरी',
        formula: 'छत का एरिया ÷ 100 × {material} की प्रति 100 sq ft मज़दूरी',
        working: '{roofArea} ÷ 100 × {labourRate}',
        result: '{labourCost}',
      },
      totalCost: {
        label: 'कुल लागत',
        formula: 'सामान + मज़दूरी',
        working: '{materialCost} + {labourCost}',
        result: '{totalCost}',
      },
      ...slabSteps,
    },
    // `unit` is the unit's English name as the engine's rates give it (`unitName`), not a choice id.
    words: {
      roofType: roofTypes,
      material: materials,
      unit: { bundles: 'बंडल', panels: 'पैनल', squares: 'स्क्वेयर' },
    },
  },
}
