// Hindi of the Concrete calculator: its own texts
// (./concrete-text.ts) and the engine's "How we worked this
// out". Loaded with the calculator, on Hindi pages only.
import {
  type ConcreteShape,
  type ConcreteSiteMixStepId,
  type ConcreteStepId,
  concreteStepWordings,
} from '@nirman/calc-engine'
import { amountInFiguresAndWords } from '../../../i18n/amounts'
import type { CalculatorHindi } from '../calculator-hindi-texts'
import type { EngineTexts } from '../engine-texts'
import type { ConcreteText } from './concrete-text'

/** The volume of each shape in cu ft, in words (the step's formula divides it by 27). */
const shapeVolumes: Record<ConcreteShape, string> = {
  rectangular: 'लंबाई × चौड़ाई × ऊँचाई',
  slab: 'लंबाई × चौड़ाई × मोटाई (इंच) ÷ 12',
  cylindrical: 'π × (व्यास ÷ 2)² × ऊँचाई',
  circular: 'π × त्रिज्या² × ऊँचाई',
}

/**
 * The Hindi of the engine's step for the cost of the cement, sand and gitti of a grade mixed on
 * site (`priceConcreteSiteMix`, steps of their own beside the calculator's), for a page that shows
 * the cost: `stepsIn(siteMixCostHindi, cost.explanation)`. The calculator's own catalog below
 * holds it too.
 */
export const siteMixCostHindi: EngineTexts<ConcreteSiteMixStepId> = {
  steps: {
    siteMixCost: {
      label: 'साइट पर मिक्स करने का सामान',
      formula:
        'सीमेंट की बोरियाँ × एक बोरी का दाम + बालू × प्रति घन मीटर दाम + गिट्टी × प्रति घन मीटर दाम, हर हिस्सा पूरे रुपयों में (मज़दूरी और पानी नहीं)',
      working:
        '{bags} × {bagPrice} + {sand} × {sandPrice} + {aggregate} × {aggregatePrice} = {cementCost} + {sandCost} + {aggregateCost}',
      result: '{siteMixCost}',
    },
  },
}

// A grade's result shows what its materials cost mixed on site: its "How we worked this out"
// ends with the step of priceConcreteSiteMix, worded by siteMixCostHindi.
export const calculatorHindi: CalculatorHindi<
  ConcreteText,
  ConcreteStepId | ConcreteSiteMixStepId
> = {
  text: {
    fields: {
      shape: 'आकार',
      wastage: 'बर्बादी',
      strength: 'कंक्रीट की मज़बूती',
      strengthSystem: 'मज़बूती कैसे बताएँ',
      grade: 'कंक्रीट का ग्रेड',
    },
    strengthSystems: {
      psi: 'PSI में (अमेरिकी)',
      grade: 'भारतीय ग्रेड में (M15, M20, M25)',
    },
    shapes: {
      rectangular: 'चौकोर (फ़ुटिंग, बीम, दीवार)',
      slab: 'स्लैब',
      cylindrical: 'गोल कॉलम',
      circular: 'गोल स्लैब या फ़ुटिंग',
    },
    dimensions: {
      length: 'लंबाई',
      width: 'चौड़ाई',
      height: 'ऊँचाई या गहराई',
      thickness: 'मोटाई',
      diameter: 'व्यास (डायमीटर)',
      radius: 'त्रिज्या (रेडियस)',
    },
    feet: 'फ़ीट',
    inches: 'इंच',
    strengthOption: (psi, mix) => `${psi} PSI (मिक्स ${mix})`,
    gradeOption: (grade, mix) => `${grade} (मिक्स ${mix})`,
    results: {
      toOrder: 'मँगवाने लायक कंक्रीट (बर्बादी जोड़कर)',
      shapeVolume: 'आकार का वॉल्यूम',
      cement: 'सीमेंट',
      cementVolume: 'सीमेंट का वॉल्यूम',
      sand: 'बालू',
      aggregate: 'गिट्टी',
      water: 'पानी',
      trucks: 'रेडी-मिक्स ट्रक (हर एक 10 cu yd)',
      cost: 'अनुमानित लागत',
    },
    gradeResults: {
      aggregate: 'गिट्टी',
      siteMixCost: 'साइट पर मिक्स करने का सामान',
      cementCost: 'सीमेंट का ख़र्च',
      sandCost: 'बालू का ख़र्च',
      aggregateCost: 'गिट्टी का ख़र्च',
      readyMixCost: 'या रेडी-मिक्स कंक्रीट',
    },
    siteMixNote:
      'सीमेंट, बालू और गिट्टी ख़रीदकर साइट तक पहुँचाने का ख़र्च; मज़दूरी, पानी और मिक्सिंग इसमें शामिल नहीं हैं। रेडी-मिक्स कंक्रीट का दाम प्रति cu yd है।',
    cementBags: (bags) => `${bags} बोरी (हर बोरी 1 cu ft)`,
    cementBags50Kg: (bags, kg) => `50 kg की ${bags.text} बोरी (${kg} kg)`,
    litres: (litres) => `${litres} लीटर`,
    water: (gallons) => `${gallons} US गैलन`,
    trucks: (trucks) => `${trucks.text} ट्रक`,
    summary: {
      toOrder: (cubicYards, cubicMetres) =>
        `मँगवाने लायक कंक्रीट: ${cubicYards} cu yd (${cubicMetres} m³)`,
      cement: (bags) => `सीमेंट: ${bags} बोरी`,
      trucks: (trucks) => `रेडी-मिक्स ट्रक: ${trucks}`,
      cost: (cost) => `अनुमानित लागत: ${amountInFiguresAndWords('hi', cost)}`,
      gradeToOrder: (cubicMetres, cubicYards, grade, mix) =>
        `मँगवाने लायक कंक्रीट: ${cubicMetres} m³ (${cubicYards} cu yd), ${grade} (मिक्स ${mix})`,
      gradeMaterials: (bags, sand, aggregate) =>
        `सीमेंट: 50 kg की ${bags} बोरी, बालू ${sand} m³, गिट्टी ${aggregate} m³`,
      siteMixCost: (cost) => `साइट पर मिक्स करने का सामान: ${amountInFiguresAndWords('hi', cost)}`,
      readyMix: (trucks, cost) =>
        `या रेडी-मिक्स: ${trucks.text} ट्रक, ${amountInFiguresAndWords('hi', cost)}`,
    },
  },
  engine: {
    steps: {
      volume: {
        label: 'वॉल्यूम',
        formula: ({ shape }) => `${shapeVolumes[shape as ConcreteShape]} ÷ 27`,
        // Figures alone, as the engine writes them.
        working: concreteStepWordings.volume.working,
        result: '{volume} cu yd',
      },
      withWastage: {
        label: 'बर्बादी जोड़कर',
        formula: 'वॉल्यूम × (1 + बर्बादी ÷ 100)',
        working: '{volume} × (1 + {wastage} ÷ 100)',
        result: '{volumeWithWastage} cu yd',
      },
      cement: {
        label: 'सीमेंट',
        formula:
          'बर्बादी समेत वॉल्यूम × {mix} मिक्स में सीमेंट का हिस्सा × 27 ÷ एक बोरी में cu ft, पूरी संख्या तक बढ़ाकर',
        working: '{volumeWithWastage} × {cementParts} ÷ {parts} × 27 ÷ {bagVolume}',
        result: '{bags} बोरी',
      },
      water: {
        label: 'पानी',
        formula: 'सीमेंट (cu ft में) × पानी-सीमेंट अनुपात × प्रति cu ft गैलन',
        working: '{cementCubicFeet} × {waterCementRatio} × {gallonsPerCubicFoot}',
        result: '{water} गैलन',
      },
      trucks: {
        label: 'ट्रक',
        formula: 'बर्बादी समेत वॉल्यूम ÷ एक ट्रक का लोड, पूरी संख्या तक बढ़ाकर',
        working: '{volumeWithWastage} ÷ {truckLoad}',
        result: '{trucks} ट्रक',
      },
      cost: {
        label: 'लागत',
        formula: 'बर्बादी समेत वॉल्यूम × प्रति cu yd दाम',
        working: '{volumeWithWastage} × {price}',
        result: '{cost}',
      },
      // The steps of a grade (M15, M20, M25): metric, in 50 kg bags, as builders in Bihar order.
      volumeCubicMetres: {
        label: 'क्यूबिक मीटर में',
        formula: 'बर्बादी समेत वॉल्यूम × एक cu yd में m³',
        working: '{volumeWithWastage} × {cubicMetresPerCubicYard}',
        result: '{volumeCubicMetres} m³',
      },
      dryVolume: {
        label: 'सूखा वॉल्यूम',
        formula: 'गीला वॉल्यूम × सूखे वॉल्यूम का गुणांक',
        working: '{volumeCubicMetres} × {dryVolumeFactor}',
        result: '{dryVolume} m³',
      },
      cementBags50Kg: {
        label: '50 किलो की बोरियों में सीमेंट',
        formula:
          'सूखा वॉल्यूम × {grade} मिक्स ({mix}) में सीमेंट का हिस्सा × एक m³ में सीमेंट के किलो ÷ एक बोरी के किलो, पूरी संख्या तक बढ़ाकर',
        working: '{dryVolume} × {cementParts} ÷ {parts} × {cementDensity} ÷ {bagKg}',
        result: ({ bags, cementKg }) => `${bags} बोरी (${cementKg} किलो)`,
      },
      sandAndAggregate: {
        label: 'बालू और गिट्टी',
        formula: 'सूखा वॉल्यूम × मिक्स में बालू का हिस्सा; सूखा वॉल्यूम × मिक्स में गिट्टी का हिस्सा',
        working: '{dryVolume} × {sandParts} ÷ {parts}; {dryVolume} × {aggregateParts} ÷ {parts}',
        result: '{sand} m³ बालू, {aggregate} m³ गिट्टी',
      },
      waterLitres: {
        label: 'लीटर में पानी',
        formula: 'सीमेंट (किलो में) × पानी-सीमेंट अनुपात',
        working: '{cementKg} × {waterCementRatio}',
        result: '{water} लीटर',
      },
      ...siteMixCostHindi.steps,
    },
  },
}
