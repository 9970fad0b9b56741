// Hindi of the Electrical Load calculator: its own texts
// (./electrical-text.ts), the names of the engine's preset
// loads and its "How we worked this out". Loaded with the calculator, on Hindi pages only.
import type { ElectricalLoadStepId } from '@nirman/calc-engine'
import type { CalculatorHindi } from '../calculator-hindi-texts'
import type { ElectricalText } from './electrical-text'

const propertyTypes = {
  residential: 'रिहायशी (घर)',
  commercial: 'कमर्शियल (दुकान, दफ़्तर)',
  industrial: 'औद्योगिक (फ़ैक्ट्री)',
}

export const calculatorHindi: CalculatorHindi<ElectricalText, ElectricalLoadStepId> = {
  text: {
    fields: {
      propertyType: 'प्रॉपर्टी का प्रकार',
      propertyTypeHint: 'इसे बदलने पर सूची उस प्रॉपर्टी के आम उपकरणों से बदल जाती है।',
      supply: 'बिजली कनेक्शन',
    },
    propertyTypes,
    phases: {
      single: 'सिंगल फ़ेज़ (230 V)',
      three: 'थ्री फ़ेज़ (400 V)',
    },
    loads: {
      legend: 'बिजली के उपकरण',
      intro:
        'इस प्रॉपर्टी में आम तौर पर लगने वाले उपकरण। आँकड़े अपने हिसाब से बदलें, जो नहीं है उसे हटाएँ और जो छूटा है उसे जोड़ें।',
      appliance: 'उपकरण',
      power: 'पावर',
      quantity: 'संख्या',
      hoursPerDay: 'रोज़ कितने घंटे',
      line: (position, name) => `उपकरण ${position}: ${name || 'बिना नाम'}`,
      remove: (position, name) => `${name || `उपकरण ${position}`} हटाएँ`,
      empty: 'सूची ख़ाली है। इमारत के उपकरण नीचे जोड़ें।',
      addLegend: 'उपकरण जोड़ें',
      add: 'जोड़ें',
    },
    results: {
      mainSwitch: 'सुझाया गया मेन स्विच',
      connectedLoad: 'कनेक्टेड लोड',
      demandFactor: 'डिमांड फ़ैक्टर',
      maximumDemand: 'अधिकतम माँग (मैक्सिमम डिमांड)',
      current: 'अधिकतम माँग पर करंट',
      daily: 'रोज़ की खपत',
      monthly: 'महीने की खपत',
      bill: (rupeesPerUnit) => `महीने का बिल (₹${rupeesPerUnit} प्रति यूनिट पर)`,
      solar: 'इसके लिए सोलर सिस्टम',
    },
    customSolution: 'ख़ास इंतज़ाम चाहिए (1000 A से ऊपर)',
    monthlyUnits: (kwh) => `${kwh} यूनिट (kWh)`,
    summary: {
      loads: (connectedKw, maximumKw) => `कनेक्टेड लोड: ${connectedKw} kW, अधिकतम माँग ${maximumKw} kW`,
      mainSwitch: (size) => `मेन स्विच: ${size}`,
      monthly: (kwh, bill) => `महीने की खपत: ${kwh} यूनिट, बिल लगभग ${bill}`,
      solar: (kw) => `सोलर सिस्टम: ${kw} kW`,
    },
  },
  engine: {
    steps: {
      connectedLoad: {
        label: 'कनेक्टेड लोड',
        formula: 'हर उपकरण के वॉट × संख्या का जोड़',
        working: '{loads}',
        result: '{connectedLoad} W',
      },
      maximumDemand: {
        label: 'अधिकतम माँग',
        formula: 'कनेक्टेड लोड × {propertyType} का डिमांड फ़ैक्टर',
        working: '{connectedLoad} × {demandFactor}',
        result: '{maximumDemand} W',
      },
      currentSinglePhase: {
        label: 'करंट',
        formula: 'अधिकतम माँग ÷ (वोल्ट × पावर फ़ैक्टर)',
        working: '{maximumDemand} ÷ ({volts} × {powerFactor})',
        result: '{current} A',
      },
      currentThreePhase: {
        label: 'करंट',
        formula: 'अधिकतम माँग ÷ (√3 × वोल्ट × पावर फ़ैक्टर)',
        working: '{maximumDemand} ÷ (√3 × {volts} × {powerFactor})',
        result: '{current} A',
      },
      mainSwitch: {
        label: 'मेन स्विच',
        formula: 'करंट × सेफ़्टी फ़ैक्टर, पूरी संख्या तक बढ़ाकर, फिर उसके ऊपर का स्टैंडर्ड साइज़',
        working: '{current} × {safetyFactor} = {neededAmps} A',
        result: ({ mainSwitch }) => (mainSwitch ? `${mainSwitch} A` : 'ख़ास इंतज़ाम'),
      },
      monthlyEnergy: {
        label: 'महीने की खपत',
        formula: 'वॉट × संख्या × रोज़ के घंटों का जोड़ ÷ 1000 × दिन',
        working: '{dailyKwh} × {days}',
        result: '{monthlyKwh} kWh',
      },
      monthlyBill: {
        label: 'महीने का बिल',
        formula: 'महीने की खपत × प्रति kWh रेट',
        working: '{monthlyKwh} × {tariff}',
        result: '{monthlyBill}',
      },
      solar: {
        label: 'इसके लिए सोलर',
        formula: 'रोज़ की खपत ÷ तेज़ धूप के घंटे',
        working: '{dailyKwh} ÷ {peakSunHours}',
        result: '{solarKw} kW',
      },
    },
    texts: {
      // The preset loads (calculators.md section 3).
      'LED Lights': 'LED लाइट',
      'Ceiling Fan': 'छत का पंखा',
      Refrigerator: 'फ़्रिज',
      'Air Conditioner (1 ton)': 'AC (1 टन)',
      'Air Conditioner (2 ton)': 'AC (2 टन)',
      'Television (LED)': 'टीवी (LED)',
      'Washing Machine': 'वॉशिंग मशीन',
      'Water Heater': 'गीज़र',
      'Microwave Oven': 'माइक्रोवेव',
      'Water Pump': 'पानी का मोटर (पंप)',
      'Desktop Computer': 'डेस्कटॉप कंप्यूटर',
      'Server & Networking': 'सर्वर और नेटवर्क',
      'Printer/Copier': 'प्रिंटर/फ़ोटोकॉपी मशीन',
      'Water Dispenser': 'वॉटर डिस्पेंसर',
      'Commercial Refrigerator': 'कमर्शियल फ़्रिज',
      Elevator: 'लिफ़्ट',
      'Industrial Lighting': 'फ़ैक्ट्री की लाइटिंग',
      'HVAC System': 'HVAC सिस्टम',
      'Production Machines': 'उत्पादन की मशीनें',
      'Conveyor Belt': 'कन्वेयर बेल्ट',
      'Air Compressor': 'एयर कंप्रेसर',
      'Welding Machine': 'वेल्डिंग मशीन',
      'Office Equipment': 'दफ़्तर के उपकरण',
      'Security System': 'सिक्योरिटी सिस्टम',
    },
    words: {
      propertyType: { residential: 'रिहायशी', commercial: 'कमर्शियल', industrial: 'औद्योगिक' },
    },
  },
}
