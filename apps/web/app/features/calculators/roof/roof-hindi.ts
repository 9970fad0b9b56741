// Hindi of the Roof calculator: its own texts (./roof-text.ts) and
// the engine's "How we worked this out". Loaded with the calculator, on Hindi pages only.
import type { RoofMaterial, RoofStepId } from '@nirman/calc-engine'
import { amountInFiguresAndWords } from '../../../i18n/amounts'
import type { CalculatorHindi } from '../calculator-hindi-texts'
import type { Figure } from '../result-list'
import type { RoofText } from './roof-text'

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

export const calculatorHindi: CalculatorHindi<RoofText, RoofStepId> = {
  text: {
    fields: {
      length: 'इमारत की लंबाई',
      width: 'इमारत की चौड़ाई',
      roofType: 'छत का प्रकार',
      pitch: 'छत की ढलान (हर 12 पर कितनी उठान)',
      material: 'छत का सामान',
      wastage: 'बर्बादी',
    },
    feet: 'फ़ीट',
    pricePerUnit: (material) => `एक ${unitOf[material]} का दाम`,
    unitCovers: (material, squareFeet) => `एक ${unitOf[material]} से ${squareFeet} sq ft ढकता है।`,
    roofTypes,
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
    units,
    summary: {
      roofArea: (area, withWastage) =>
        `छत का एरिया: ${area} sq ft (बर्बादी जोड़कर ${withWastage} sq ft)`,
      toBuy: (material, count) => `ख़रीदना है: ${units(material, count)}`,
      materialAndLabour: (material, labour) => `सामान: ${money(material)}, मज़दूरी: ${money(labour)}`,
      total: (total) => `कुल लागत: ${money(total)}`,
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
    },
    // `unit` is the unit's English name as the engine's rates give it (`unitName`), not a choice id.
    words: {
      roofType: roofTypes,
      material: materials,
      unit: { bundles: 'बंडल', panels: 'पैनल', squares: 'स्क्वेयर' },
    },
  },
}
