// Hindi of the Staircase calculator: its own texts
// (../../features/calculators/staircase/staircase-text.ts), the engine's notes (calculators.md
// section 8) and its "How we worked this out". Loaded with the calculator, on Hindi pages only.
import type { StaircaseHandrail, StaircaseMaterial } from '@nirman/calc-engine'
import type { CalculatorHindi } from '../../features/calculators/calculator-hindi-texts'
import type { StaircaseText } from '../../features/calculators/staircase/staircase-text'
import { amountInFiguresAndWords } from '../../i18n/amounts'

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

export const calculatorHindi: CalculatorHindi<StaircaseText> = {
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
    texts: {
      // The notes (calculators.md section 8).
      'The staircase needs {length} × {width} in but the space is {spaceLength} × {spaceWidth} in':
        'सीढ़ी को {length} × {width} इंच जगह चाहिए, पर जगह {spaceLength} × {spaceWidth} इंच ही है',
      'Each riser is {n} in high, {side} the {limit} in {bound} for a riser':
        'हर राइज़र {n} इंच ऊँचा है, जो राइज़र की {limit} इंच की {bound} सीमा से {side} है',
      'Each tread is {n} in deep, {side} the {limit} in {bound} for a tread':
        'हर ट्रेड {n} इंच गहरा है, जो ट्रेड की {limit} इंच की {bound} सीमा से {side} है',
      'The stair climbs at {n} degrees, {side} the {limit} degree {bound} for a stair angle':
        'सीढ़ी {n} डिग्री के कोण पर चढ़ती है, जो सीढ़ी के कोण की {limit} डिग्री की {bound} सीमा से {side} है',
      'The stair is {n} in wide, below the {limit} in minimum for a stair width':
        'सीढ़ी {n} इंच चौड़ी है, जो सीढ़ी की चौड़ाई की {limit} इंच की न्यूनतम सीमा से कम है',
      'Comfort rule: 2 × riser + tread = {n} in (aim for {min}-{max} in)':
        'आराम का नियम: 2 × राइज़र + ट्रेड = {n} इंच ({min}-{max} इंच के बीच रखें)',
      // "How we worked this out".
      Risers: 'राइज़र',
      'floor height ÷ chosen riser height, rounded up':
        'फ़र्श की ऊँचाई ÷ चुनी गई राइज़र ऊँचाई, पूरी संख्या तक बढ़ाकर',
      '{n} risers': '{n} राइज़र',
      'Actual riser': 'असली राइज़र',
      'floor height ÷ risers': 'फ़र्श की ऊँचाई ÷ राइज़र',
      '{n} in': '{n} इंच',
      Treads: 'ट्रेड (पायदान)',
      'risers − 1': 'राइज़र − 1',
      '{n} treads': '{n} ट्रेड',
      'Total run': 'कुल लंबाई (रन)',
      'treads × tread depth': 'ट्रेड × ट्रेड की गहराई',
      Angle: 'कोण',
      'arctan(floor height ÷ total run)': 'arctan(फ़र्श की ऊँचाई ÷ कुल लंबाई)',
      Material: 'सामान',
      'volume × price of {material} per cu ft': 'वॉल्यूम × {material} का प्रति cu ft दाम',
      Handrail: 'रेलिंग',
      'feet of handrail × price of a {handrail} handrail per foot':
        'रेलिंग की लंबाई (फ़ीट) × {handrail} रेलिंग का प्रति फ़ुट दाम',
      Balusters: 'बैलस्टर',
      'balusters × price of one': 'बैलस्टर × एक का दाम',
      'Total cost': 'कुल लागत',
      'material + handrail + balusters': 'सामान + रेलिंग + बैलस्टर',
    },
    words: {
      side: { below: 'कम', above: 'ज़्यादा' },
      bound: { minimum: 'न्यूनतम', maximum: 'अधिकतम' },
      material: materials,
      handrail: handrails,
    },
  },
}
