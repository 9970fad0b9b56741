// Hindi of the Building Materials calculator: its own texts
// (./building-materials-text.ts) and the engine's
// "How we worked this out". Loaded with the calculator, on Hindi pages only.
import type {
  BuildingMaterialsPriceStepId,
  BuildingMaterialsStepId,
  WallThickness,
} from '@nirman/calc-engine'
import { amountInFiguresAndWords } from '../../../i18n/amounts'
import type { CalculatorHindi } from '../calculator-hindi-texts'
import type { EngineTexts } from '../engine-texts'
import type { Figure } from '../result-list'
import type { MaterialsText } from './building-materials-text'

const thicknessNames: Record<WallThickness, string> = {
  4.5: 'आधी ईंट',
  9: 'एक ईंट',
  13.5: 'डेढ़ ईंट',
}

const brickTypes = { standard: 'साधारण', modular: 'मॉड्यूलर' }

const bricks = (count: Figure) => `${count.text} ${count.value === 1 ? 'ईंट' : 'ईंटें'}`

/**
 * The Hindi of the engine's step for the cost of the bricks, cement and sand
 * (`priceBuildingMaterials`, steps of their own beside the calculator's), for a page that shows
 * the cost: `stepsIn(materialCostHindi, cost.explanation)`. The calculator's own catalog below
 * holds it too.
 */
export const materialCostHindi: EngineTexts<BuildingMaterialsPriceStepId> = {
  steps: {
    materialCost: {
      label: 'सामान की लागत',
      formula:
        'ईंटें × एक ईंट का दाम + सीमेंट की बोरियाँ × एक बोरी का दाम + बालू × प्रति cu ft दाम, हर हिस्सा पूरे रुपयों में',
      working:
        '{bricks} × {brickPrice} + {bags} × {bagPrice} + {sand} × {sandPrice} = {brickCost} + {cementCost} + {sandCost}',
      result: '{materialCost}',
    },
  },
}

// The calculator shows the cost of the materials too: its "How we worked this out" ends with the
// step of priceBuildingMaterials, worded by materialCostHindi.
export const calculatorHindi: CalculatorHindi<
  MaterialsText,
  BuildingMaterialsStepId | BuildingMaterialsPriceStepId
> = {
  text: {
    fields: {
      wallLength: 'दीवार की लंबाई',
      wallHeight: 'दीवार की ऊँचाई',
      thickness: 'दीवार की मोटाई',
      openings: 'दरवाज़े और खिड़कियाँ',
      openingsHint: 'दीवार में दरवाज़ों-खिड़कियों का कुल एरिया।',
      mortar: 'मसाले का अनुपात (सीमेंट : बालू)',
      brickSize: 'ईंट का साइज़',
    },
    feet: 'फ़ीट',
    thicknessOption: (inches) => `${inches} इंच (${thicknessNames[inches]})`,
    brickOption: (brick, size) => `${brickTypes[brick]} (${size} इंच)`,
    results: {
      bricks: 'ईंटें (10% बर्बादी जोड़कर)',
      cement: 'सीमेंट',
      sand: 'बालू',
      water: 'पानी',
      wallArea: 'दीवार का एरिया',
      wallVolume: 'दीवार का वॉल्यूम',
      mortar: 'मसाला',
      materialCost: 'सामान की अनुमानित लागत',
      brickCost: 'ईंटों का ख़र्च',
      cementCost: 'सीमेंट का ख़र्च',
      sandCost: 'बालू का ख़र्च',
    },
    materialCostNote:
      'दीवार की ईंटें, सीमेंट और बालू ख़रीदकर साइट तक पहुँचाने का ख़र्च; पानी और मज़दूरी इसमें शामिल नहीं हैं।',
    bricks,
    cementBags: (bags, kg) => `50 kg की ${bags.text} बोरी (${kg} kg)`,
    litres: (litres) => `${litres} लीटर`,
    summary: {
      bricks: (count) => `ईंटें: ${count}`,
      cement: (bags, kg) => `सीमेंट: ${bags.text} बोरी (${kg} kg)`,
      sand: (cubicFeet) => `बालू: ${cubicFeet} cu ft`,
      water: (litres) => `पानी: ${litres} लीटर`,
      wall: (area, volume) => `दीवार: ${area} sq ft, ${volume} cu ft`,
      materialCost: (total, bricks, cement, sand) =>
        `सामान की अनुमानित लागत: ${amountInFiguresAndWords('hi', total)} (ईंटें ${bricks.text}, सीमेंट ${cement.text}, बालू ${sand.text})`,
    },
  },
  engine: {
    steps: {
      wallArea: {
        label: 'दीवार का एरिया',
        formula: 'लंबाई × ऊँचाई − दरवाज़े-खिड़कियाँ (0 से कम नहीं)',
        working: '{length} × {height} − {openings}',
        result: '{wallArea} sq ft',
      },
      wallVolume: {
        label: 'दीवार का वॉल्यूम',
        formula: 'दीवार का एरिया × मोटाई (इंच) ÷ 12',
        working: '{wallArea} × {thickness} ÷ 12',
        result: '{wallVolume} cu ft',
      },
      bricks: {
        label: 'ईंटें',
        formula: 'दीवार का वॉल्यूम ÷ एक {brickType} ईंट का वॉल्यूम × (1 + बर्बादी), पूरी संख्या तक बढ़ाकर',
        working: '{wallVolume} ÷ {brickVolume} × {wastageFactor}',
        result: ({ bricks }) => `${bricks} ${bricks === '1' ? 'ईंट' : 'ईंटें'}`,
      },
      mortar: {
        label: 'मसाला',
        formula: 'दीवार का वॉल्यूम × मसाले का हिस्सा',
        working: '{wallVolume} × {mortarShare}',
        result: '{mortar} cu ft',
      },
      cement: {
        label: 'सीमेंट',
        formula: 'मसाला ÷ (1 + {ratio}) ÷ एक बोरी का वॉल्यूम, पूरी संख्या तक बढ़ाकर',
        working: '{mortar} ÷ {parts} ÷ {bagVolume}',
        result: '{bags} बोरी ({cementKg} kg)',
      },
      sand: {
        label: 'बालू',
        formula: 'मसाला × {ratio} ÷ (1 + {ratio}), पूरी संख्या तक बढ़ाकर',
        working: '{mortar} × {ratio} ÷ {parts}',
        result: '{sand} cu ft',
      },
      water: {
        label: 'पानी',
        formula: 'सीमेंट की बोरियाँ × एक बोरी पर लीटर पानी, पूरी संख्या तक बढ़ाकर',
        working: '{bags} × {litresPerBag}',
        result: '{water} लीटर',
      },
      ...materialCostHindi.steps,
    },
    words: { brickType: brickTypes },
  },
}
