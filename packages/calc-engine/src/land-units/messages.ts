import type { MessageWordings } from '../explanation/message'
import { deepFreeze } from '../internal/rates'
import { type LandUnit, type LandUnitLanguage, landUnitNames } from './units'

/**
 * Why a land area could not be read, the same for every input: `empty` (nothing typed),
 * `numberFirst` (words before any number: value `text`), `badNumber` (`number`, such as 1.2.3),
 * `missingUnit` (a figure with no unit among several: `number`), `unknownUnit` (`text`, the unit as
 * typed), `repeatedUnit` (`unit`, a unit id given twice) and `tooLarge` (`max`, in acres).
 */
export type LandAreaMessageId =
  | 'empty'
  | 'numberFirst'
  | 'badNumber'
  | 'missingUnit'
  | 'unknownUnit'
  | 'repeatedUnit'
  | 'tooLarge'

const unitName = (language: LandUnitLanguage, unit: string | undefined) =>
  landUnitNames[language][unit as LandUnit]?.one ?? String(unit)

/**
 * The words of each message of {@link parseLandArea}, in English (the `message` it returns) and
 * in Hindi. Word one in another language with `wordMessage(result, wordings)`.
 */
export const landAreaMessageWordings: Readonly<
  Record<LandUnitLanguage, MessageWordings<LandAreaMessageId>>
> = /* @__PURE__ */ deepFreeze({
  en: {
    empty: 'Type the area of the land, such as 2 katha or 1500 sq ft.',
    numberFirst: 'Type a number before “{text}”, such as 2 katha.',
    badNumber: '“{number}” is not a number.',
    missingUnit: 'Give the unit of {number}, such as {number} katha or {number} sq ft.',
    unknownUnit:
      '“{text}” is not a unit we know: use sq ft, sq m, gaj, dhur, katha, decimal, acre or bigha.',
    repeatedUnit: ({ unit }) =>
      `${unitName('en', unit)} is given twice: give each unit once, such as 1 bigha 5 katha.`,
    tooLarge: 'That is more than {max} acres: check the figure.',
  },
  hi: {
    empty: 'ज़मीन का एरिया लिखें, जैसे 2 कट्ठा या 1500 वर्ग फुट।',
    numberFirst: '“{text}” से पहले संख्या लिखें, जैसे 2 कट्ठा।',
    badNumber: '“{number}” सही संख्या नहीं है।',
    missingUnit: '{number} के बाद इकाई लिखें, जैसे {number} कट्ठा या {number} वर्ग फुट।',
    unknownUnit:
      '“{text}” इकाई हम नहीं पहचानते: वर्ग फुट, वर्ग मीटर, गज, धुर, कट्ठा, डिसमिल, एकड़ या बीघा लिखें।',
    repeatedUnit: ({ unit }) =>
      `${unitName('hi', unit)} दो बार लिखा है: हर इकाई एक बार लिखें, जैसे 1 बीघा 5 कट्ठा।`,
    tooLarge: 'यह {max} एकड़ से ज़्यादा है: संख्या जाँच लें।',
  },
})
