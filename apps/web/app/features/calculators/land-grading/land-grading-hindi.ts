// Hindi of the Land Grading calculator: its own texts
// (./land-grading-text.ts) and the engine's "How we worked
// this out". Loaded with the calculator, on Hindi pages only.
import type { GradingEquipment, LandGradingStepId, SoilType } from '@nirman/calc-engine'
import { amountInFiguresAndWords } from '../../../i18n/amounts'
import type { CalculatorHindi } from '../calculator-hindi-texts'
import type { LandGradingText } from './land-grading-text'

const soils: Record<SoilType, string> = {
  sand: 'बलुई मिट्टी',
  loam: 'दोमट मिट्टी',
  clay: 'चिकनी मिट्टी',
  rock: 'पथरीली ज़मीन',
}

const machines: Record<GradingEquipment, string> = {
  bulldozer: 'बुलडोज़र',
  excavator: 'एक्सकेवेटर (JCB)',
  skidsteer: 'स्किड-स्टीयर लोडर',
  grader: 'मोटर ग्रेडर',
}

export const calculatorHindi: CalculatorHindi<LandGradingText, LandGradingStepId> = {
  text: {
    fields: {
      plotBy: 'प्लॉट का नाप',
      bySides: 'लंबाई और चौड़ाई',
      byArea: 'एरिया',
      length: 'प्लॉट की लंबाई',
      width: 'प्लॉट की चौड़ाई',
      area: 'प्लॉट का एरिया',
      areaHint: 'sq ft में, या इकाई के साथ, जैसे 2 कट्ठा, 10 धुर या 5 डिसमिल।',
      currentLevel: 'ज़मीन का अभी का लेवल',
      currentLevelHint: 'अभी का औसत लेवल, किसी भी पक्के निशान (जैसे सड़क) से नापकर।',
      targetLevel: 'चाहा गया लेवल',
      targetLevelHint: 'काम के बाद का लेवल, उसी निशान से नापकर।',
      soil: 'मिट्टी का प्रकार',
      bulking: 'मिट्टी का फुलाव',
      bulkingHint: 'खोदी गई मिट्टी कितनी फूल जाती है। ख़ाली छोड़ें तो मिट्टी के प्रकार वाला आँकड़ा लगेगा।',
      equipment: 'मशीन',
      price: 'प्रति cu yd दाम',
    },
    feet: 'फ़ीट',
    soilOption: (soil, bulkingPercent) => `${soils[soil]} (${bulkingPercent}% फुलाव)`,
    equipmentOption: (machine, cubicYardsPerHour) =>
      `${machines[machine]} (${cubicYardsPerHour} cu yd प्रति घंटा)`,
    results: {
      cost: 'अनुमानित लागत',
      plotArea: 'प्लॉट का एरिया',
      cut: 'कटाई (खोदकर हटाने वाली मिट्टी)',
      fill: 'भराई (बाहर से लाने वाली मिट्टी)',
      cutOrFill: 'कटाई या भराई',
      earthToMove: 'ढोने वाली मिट्टी (फुलाव या दबाव के बाद)',
      bulking: 'खोदी मिट्टी का फुलाव',
      trucks: 'ट्रक के फेरे (हर फेरा 10 cu yd)',
      machineTime: 'मशीन का समय',
    },
    levelAlready: 'कुछ नहीं: प्लॉट पहले से चाहे गए लेवल पर है',
    plotArea: (squareFeet, acres) => `${squareFeet} sq ft (${acres} एकड़)`,
    plotAreaGiven: (area, acres) => `${area} (${acres} एकड़)`,
    trucks: (trucks) => `${trucks.text} ट्रक`,
    hours: (hours) => `${hours} घंटे`,
    summary: {
      plot: (squareFeet, acres) => `प्लॉट: ${squareFeet} sq ft (${acres} एकड़)`,
      plotGiven: (area, acres) => `प्लॉट: ${area} (${acres} एकड़)`,
      earthToMove: (cubicYards, trucks) =>
        `ढोने वाली मिट्टी: ${cubicYards} cu yd, ${trucks} ट्रक के फेरे`,
      machineTime: (hours) => `मशीन का समय: ${hours} घंटे`,
      cost: (cost) => `अनुमानित लागत: ${amountInFiguresAndWords('hi', cost)}`,
    },
  },
  engine: {
    steps: {
      plotArea: {
        label: 'प्लॉट का एरिया',
        formula: 'लंबाई × चौड़ाई',
        working: '{length} × {width}',
        result: '{area} sq ft',
      },
      plotAreaGiven: {
        label: 'प्लॉट का एरिया',
        formula: 'जैसा आपने भरा',
        working: '{area}',
        result: '{area} sq ft',
      },
      earthToMove: {
        label: 'कितनी मिट्टी का काम',
        formula: 'प्लॉट का एरिया × |अभी का लेवल − चाहा गया लेवल| ÷ 27',
        working: '{area} × |{currentElevation} − {targetElevation}| ÷ 27',
        result: '{volume} cu yd ({earthwork})',
      },
      withBulking: {
        label: 'फुलाव जोड़कर',
        formula: 'कटाई × (1 + फुलाव ÷ 100)',
        working: '{cutVolume} × (1 + {bulking} ÷ 100)',
        result: '{adjustedVolume} cu yd',
      },
      withCompaction: {
        label: 'दबाने (कॉम्पैक्शन) के बाद',
        formula: 'भराई × कॉम्पैक्शन फ़ैक्टर',
        working: '{fillVolume} × {compactionFactor}',
        result: '{adjustedVolume} cu yd',
      },
      trucks: {
        label: 'ट्रक',
        formula: 'ढोने वाली मिट्टी ÷ एक ट्रक का लोड, पूरी संख्या तक बढ़ाकर',
        working: '{adjustedVolume} ÷ {truckLoad}',
        result: '{trucks} ट्रक',
      },
      cost: {
        label: 'लागत',
        formula: 'ढोने वाली मिट्टी × प्रति cu yd दाम',
        working: '{adjustedVolume} × {price}',
        result: '{cost}',
      },
      machineHours: {
        label: 'मशीन के घंटे',
        formula: 'ढोने वाली मिट्टी ÷ {equipment} एक घंटे में जितने cu yd हटाती है',
        working: '{adjustedVolume} ÷ {hourlyRate}',
        result: '{hours} घंटे',
      },
    },
    words: {
      earthwork: { cut: 'कटाई', fill: 'भराई', none: 'कुछ नहीं' },
      equipment: machines,
    },
  },
}
