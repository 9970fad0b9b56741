// Hindi of the Construction Cost Estimator: its own texts
// (./cost-estimator-text.ts) and the engine's "How we
// worked this out". Loaded with the calculator, on Hindi pages only.
import type { CostEstimateStepId } from '@nirman/calc-engine'
import { amountInFiguresAndWords } from '../../../i18n/amounts'
import type { CalculatorHindi } from '../calculator-hindi-texts'
import type { CostEstimatorText } from './cost-estimator-text'

const propertyTypes = {
  residential: 'रिहायशी',
  commercial: 'कमर्शियल',
  institutional: 'संस्थागत',
}
const locations = { patna: 'पटना', delhi: 'दिल्ली', kolkata: 'कोलकाता' }
const finishes = { standard: 'स्टैंडर्ड', premium: 'प्रीमियम', luxury: 'लग्ज़री' }

export const calculatorHindi: CalculatorHindi<CostEstimatorText, CostEstimateStepId> = {
  text: {
    fields: {
      area: 'बिल्ट-अप एरिया',
      areaHint: 'सभी मंज़िलें मिलाकर, कम से कम 100 sq ft।',
      areaUnits: 'या इकाई के साथ लिखें, जैसे 2 कट्ठा या 300 गज।',
      propertyType: 'प्रॉपर्टी का प्रकार',
      location: 'शहर',
      finish: 'फ़िनिशिंग का स्तर',
    },
    propertyTypes,
    perSqFt: (rate) => `${rate} प्रति sq ft`,
    locations,
    finishes,
    results: {
      total: 'कुल अनुमान',
      base: 'बेस लागत',
      material: 'सामान की लागत',
      labour: 'मज़दूरी की लागत',
    },
    finishNote: (finish) =>
      `सामान और मज़दूरी स्टैंडर्ड फ़िनिशिंग के हिसाब से दिखाए गए हैं; कुल अनुमान में ${finishes[finish]} फ़िनिशिंग का ख़र्च ऊपर से जुड़ा है।`,
    roughFigure: {
      before:
        'यह प्रति स्क्वायर फ़ुट के औसत रेट से निकला मोटा अंदाज़ा है। आपके नक्शे और साइट के हिसाब से पक्के आँकड़े के लिए',
      link: 'विस्तृत कोटेशन',
      after: 'हमारे इंजीनियरों से लें।',
    },
    summary: {
      area: (area) => `बिल्ट-अप एरिया: ${area}`,
      total: (total) => `कुल अनुमान: ${amountInFiguresAndWords('hi', total)}`,
      base: (base) => `बेस लागत: ${amountInFiguresAndWords('hi', base)}`,
      materialAndLabour: (material, labour) =>
        `सामान: ${amountInFiguresAndWords('hi', material)}, मज़दूरी: ${amountInFiguresAndWords('hi', labour)}`,
    },
  },
  engine: {
    steps: {
      baseCost: {
        label: 'बेस लागत',
        formula: 'एरिया × {propertyType} इमारत का प्रति sq ft रेट',
        working: '{area} × {rate}',
        result: '{baseCost}',
      },
      material: {
        label: 'सामान',
        formula: 'बेस लागत × सामान का हिस्सा × {location} के दामों का फ़ैक्टर',
        working: '{baseCost} × {materialShare} × {locationFactor}',
        result: '{materialCost}',
      },
      labour: {
        label: 'मज़दूरी',
        formula: 'बेस लागत × मज़दूरी का हिस्सा × {location} के दामों का फ़ैक्टर',
        working: '{baseCost} × {labourShare} × {locationFactor}',
        result: '{labourCost}',
      },
      totalEstimate: {
        label: 'कुल अनुमान',
        formula: 'बेस लागत × {location} के दामों का फ़ैक्टर × {finish} फ़िनिशिंग का फ़ैक्टर',
        working: '{baseCost} × {locationFactor} × {finishFactor}',
        result: '{totalEstimate}',
      },
    },
    words: { propertyType: propertyTypes, location: locations, finish: finishes },
  },
}
