// Hindi of the Building Materials calculator: its own texts
// (../../features/calculators/building-materials/building-materials-text.ts) and the engine's
// "How we worked this out". Loaded with the calculator, on Hindi pages only.
import type { WallThickness } from '@nirman/calc-engine'
import type { MaterialsText } from '../../features/calculators/building-materials/building-materials-text'
import type { CalculatorHindi } from '../../features/calculators/calculator-hindi-texts'
import type { Figure } from '../../features/calculators/result-list'

const thicknessNames: Record<WallThickness, string> = {
  4.5: 'आधी ईंट',
  9: 'एक ईंट',
  13.5: 'डेढ़ ईंट',
}

const brickTypes = { standard: 'साधारण', modular: 'मॉड्यूलर' }

const bricks = (count: Figure) => `${count.text} ${count.value === 1 ? 'ईंट' : 'ईंटें'}`

export const calculatorHindi: CalculatorHindi<MaterialsText> = {
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
    },
    bricks,
    cementBags: (bags, kg) => `50 kg की ${bags.text} बोरी (${kg} kg)`,
    litres: (litres) => `${litres} लीटर`,
    summary: {
      bricks: (count) => `ईंटें: ${count}`,
      cement: (bags, kg) => `सीमेंट: ${bags.text} बोरी (${kg} kg)`,
      sand: (cubicFeet) => `बालू: ${cubicFeet} cu ft`,
      water: (litres) => `पानी: ${litres} लीटर`,
      wall: (area, volume) => `दीवार: ${area} sq ft, ${volume} cu ft`,
    },
  },
  engine: {
    texts: {
      'Wall area': 'दीवार का एरिया',
      'length × height − openings, never below 0': 'लंबाई × ऊँचाई − दरवाज़े-खिड़कियाँ (0 से कम नहीं)',
      'Wall volume': 'दीवार का वॉल्यूम',
      'wall area × thickness ÷ 12': 'दीवार का एरिया × मोटाई (इंच) ÷ 12',
      Bricks: 'ईंटें',
      'wall volume ÷ volume of one {brickType} brick × (1 + wastage), rounded up':
        'दीवार का वॉल्यूम ÷ एक {brickType} ईंट का वॉल्यूम × (1 + बर्बादी), पूरी संख्या तक बढ़ाकर',
      '{n} bricks': '{n} ईंटें',
      '{n} brick': '{n} ईंट',
      Mortar: 'मसाला',
      'wall volume × mortar share': 'दीवार का वॉल्यूम × मसाले का हिस्सा',
      Cement: 'सीमेंट',
      'mortar ÷ (1 + {ratio}) ÷ volume of a bag, rounded up':
        'मसाला ÷ (1 + {ratio}) ÷ एक बोरी का वॉल्यूम, पूरी संख्या तक बढ़ाकर',
      '{n} bags ({kg} kg)': '{n} बोरी ({kg} kg)',
      '{n} bag ({kg} kg)': '{n} बोरी ({kg} kg)',
      Sand: 'बालू',
      'mortar × {ratio} ÷ (1 + {ratio}), rounded up':
        'मसाला × {ratio} ÷ (1 + {ratio}), पूरी संख्या तक बढ़ाकर',
      Water: 'पानी',
      'bags of cement × litres per bag, rounded up':
        'सीमेंट की बोरियाँ × एक बोरी पर लीटर पानी, पूरी संख्या तक बढ़ाकर',
      '{n} litres': '{n} लीटर',
    },
    words: { brickType: brickTypes },
  },
}
