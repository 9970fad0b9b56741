// Hindi of the Staircase calculator: its own texts
// (./staircase-text.ts), the engine's notes (calculators.md
// section 8) and its "How we worked this out". Loaded with the calculator, on Hindi pages only.
import type {
  StaircaseHandrail,
  StaircaseMaterial,
  StaircaseNoteId,
  StaircaseStepId,
} from '@nirman/calc-engine'
import { amountInFiguresAndWords } from '../../../i18n/amounts'
import type { CalculatorHindi } from '../calculator-hindi-texts'
import type { StaircaseText } from './staircase-text'

const materials: Record<StaircaseMaterial, string> = {
  wood: 'लकड़ी',
  concrete: 'कंक्रीट',
  metal: 'लोहा/धातु',
}

const handrails: Record<StaircaseHandrail, string> = {
  simple: 'सादी',
  ornamental: 'नक्काशीदार',
  glass: 'काँच की',
}

const inches = (value: string) => `${value} इंच`

export const calculatorHindi: CalculatorHindi<StaircaseText, StaircaseStepId, StaircaseNoteId> = {
  text: {
    fields: {
      floorHeight: 'फ़र्श से ऊपर के फ़र्श तक की ऊँचाई',
      floorHeightHint: 'तैयार फ़र्श से ऊपर के तैयार फ़र्श तक: 10 फ़ीट = 120 इंच।',
      spaceLength: 'उपलब्ध जगह की लंबाई',
      spaceWidth: 'उपलब्ध जगह की चौड़ाई',
      staircase: 'सीढ़ी का प्रकार',
      stairWidth: 'सीढ़ी की चौड़ाई',
      riserHeight: 'राइज़र (एक पायदान की ऊँचाई), ज़्यादा से ज़्यादा',
      riserHeightHint: 'एक पायदान जितना ऊँचा आप चाहते हैं; 6 से 7.5 इंच आरामदायक है।',
      treadDepth: 'ट्रेड (पायदान) की गहराई',
      material: 'सामान',
      handrail: 'रेलिंग',
    },
    inchesUnit: 'इंच',
    staircaseTypes: {
      straight: 'सीधी',
      'l-shaped': 'L आकार (एक मोड़)',
      'u-shaped': 'U आकार (पूरा पलटाव)',
      spiral: 'घुमावदार (स्पाइरल)',
    },
    materialOption: (material, rupeesPerCubicFoot) =>
      `${materials[material]} (${rupeesPerCubicFoot} प्रति cu ft)`,
    handrailOption: (handrail, rupeesPerFoot) =>
      `${handrails[handrail]} (${rupeesPerFoot} प्रति फ़ुट)`,
    checks: 'नियम और आराम की जाँच:',
    compliant: 'सही है',
    notCompliant: 'सही नहीं है',
    notes: 'ध्यान देने की बातें',
    results: {
      cost: 'अनुमानित लागत',
      risers: 'राइज़र',
      treads: 'ट्रेड (पायदान)',
      totalRun: 'कुल लंबाई (रन)',
      footprint: 'घेरी गई जगह (लंबाई × चौड़ाई)',
      angle: 'कोण',
      headroom: 'सिर के ऊपर ख़ाली जगह',
      handrail: 'रेलिंग',
      balusters: 'बैलस्टर (रेलिंग के खंभे)',
      volume: 'सामान का वॉल्यूम',
    },
    inches,
    risers: (risers, riser) => `${risers}, हर एक ${inches(riser)}`,
    footprint: (length, width) => `${length} × ${inches(width)}`,
    handrailFeet: (feet) => `${feet} फ़ीट`,
    summary: {
      steps: (risers, riser, treads) => `${risers} राइज़र, हर एक ${inches(riser)}; ${treads} ट्रेड`,
      footprint: (length, width, angle) =>
        `घेरी गई जगह: ${length} × ${inches(width)}, कोण ${angle}°`,
      checks: (verdict) => `जाँच: ${verdict}`,
      cost: (cost) => `अनुमानित लागत: ${amountInFiguresAndWords('hi', cost)}`,
    },
  },
  engine: {
    steps: {
      risers: {
        label: 'राइज़र',
        formula: 'फ़र्श की ऊँचाई ÷ चुनी गई राइज़र ऊँचाई, पूरी संख्या तक बढ़ाकर',
        working: '{floorHeight} ÷ {riserHeight}',
        result: '{risers} राइज़र',
      },
      actualRiser: {
        label: 'असली राइज़र',
        formula: 'फ़र्श की ऊँचाई ÷ राइज़र',
        working: '{floorHeight} ÷ {risers}',
        result: '{actualRiser} इंच',
      },
      treads: {
        label: 'ट्रेड (पायदान)',
        formula: 'राइज़र − 1',
        working: '{risers} − 1',
        result: '{treads} ट्रेड',
      },
      totalRun: {
        label: 'कुल लंबाई (रन)',
        formula: 'ट्रेड × ट्रेड की गहराई',
        working: '{treads} × {treadDepth}',
        result: '{totalRun} इंच',
      },
      angle: {
        label: 'कोण',
        formula: 'arctan(फ़र्श की ऊँचाई ÷ कुल लंबाई)',
        working: 'arctan({floorHeight} ÷ {totalRun})',
        result: '{angle}°',
      },
      material: {
        label: 'सामान',
        formula: 'वॉल्यूम × {material} का प्रति cu ft दाम',
        working: '{volume} × {price}',
        result: '{cost}',
      },
      handrail: {
        label: 'रेलिंग',
        formula: 'रेलिंग की लंबाई (फ़ीट) × {handrail} रेलिंग का प्रति फ़ुट दाम',
        working: '{feet} × {price}',
        result: '{cost}',
      },
      balusters: {
        label: 'बैलस्टर',
        formula: 'बैलस्टर × एक का दाम',
        working: '{balusters} × {price}',
        result: '{cost}',
      },
      totalCost: {
        label: 'कुल लागत',
        formula: 'सामान + रेलिंग + बैलस्टर',
        working: '{materialCost} + {handrailCost} + {balusterCost}',
        result: '{cost}',
      },
    },
    // The notes (calculators.md section 8).
    messages: {
      spaceTooSmall:
        'सीढ़ी को {length} × {width} इंच जगह चाहिए, पर जगह {spaceLength} × {spaceWidth} इंच ही है',
      riserOutOfRange:
        'हर राइज़र {riser} इंच ऊँचा है, जो राइज़र की {limit} इंच की {bound} सीमा से {side} है',
      treadOutOfRange: 'हर ट्रेड {tread} इंच गहरा है, जो ट्रेड की {limit} इंच की {bound} सीमा से {side} है',
      angleOutOfRange:
        'सीढ़ी {angle} डिग्री के कोण पर चढ़ती है, जो सीढ़ी के कोण की {limit} डिग्री की {bound} सीमा से {side} है',
      tooNarrow: 'सीढ़ी {width} इंच चौड़ी है, जो सीढ़ी की चौड़ाई की {limit} इंच की न्यूनतम सीमा से कम है',
      comfort: 'आराम का नियम: 2 × राइज़र + ट्रेड = {sum} इंच ({min}-{max} इंच के बीच रखें)',
    },
    words: {
      side: { below: 'कम', above: 'ज़्यादा' },
      bound: { minimum: 'न्यूनतम', maximum: 'अधिकतम' },
      material: materials,
      handrail: handrails,
    },
  },
}
