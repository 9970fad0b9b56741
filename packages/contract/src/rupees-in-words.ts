/**
 * An amount in words as a quotation writes its total, in English or in Hindi, in the Indian system
 * of crore, lakh, thousand and hundred: 124000000 paise is "Rupees Twelve Lakh Forty Thousand only"
 * and "रुपये बारह लाख चालीस हज़ार मात्र". Worked in whole numbers (remainders first, then exact
 * division), so amounts up to Number.MAX_SAFE_INTEGER paise come out to the paisa.
 */

/** The words of one language: numbers below a hundred, the scales, and the frame of the sentence. */
interface Vocabulary {
  /** The number below a hundred in words: 0 to 99. */
  belowHundred(n: number): string
  hundred: string
  thousand: string
  lakh: string
  crore: string
  rupees: string
  and: string
  paisa: string
  paise: string
  only: string
}

/** Words of a list written ten to a line, one space or line break between two. */
function wordList(text: string): string[] {
  return text.trim().split(/\s+/)
}

const englishOnes = wordList(`
  Zero One Two Three Four Five Six Seven Eight Nine
  Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen
`)
const englishTens = wordList('- - Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety')

/** 0 to 99 in English: "Nineteen", "Forty", "Forty-Five". */
function englishBelowHundred(n: number): string {
  if (n < 20) return englishOnes[n] ?? ''
  const units = n % 10
  const tens = englishTens[(n - units) / 10] ?? ''
  return units === 0 ? tens : `${tens}-${englishOnes[units]}`
}

/**
 * 0 to 99 in Hindi. Every one is a word of its own, so the table has all hundred. NFC forms: the
 * nukta letters ड़ (in अड़तीस, सड़सठ …) are ड + U+093C, as NFC leaves them.
 */
const hindiBelowHundred = wordList(`
  शून्य एक दो तीन चार पाँच छह सात आठ नौ
  दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस
  बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस
  तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस
  चालीस इकतालीस बयालीस तैंतालीस चौवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास
  पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ
  साठ इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर
  सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी
  अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी
  नब्बे इक्यानबे बानबे तिरानबे चौरानबे पंचानबे छियानबे सत्तानबे अट्ठानबे निन्यानबे
`)

const vocabularies: Record<'en' | 'hi', Vocabulary> = {
  en: {
    belowHundred: englishBelowHundred,
    hundred: 'Hundred',
    thousand: 'Thousand',
    lakh: 'Lakh',
    crore: 'Crore',
    rupees: 'Rupees',
    and: 'and',
    paisa: 'Paisa',
    paise: 'Paise',
    only: 'only',
  },
  hi: {
    belowHundred: (n) => hindiBelowHundred[n] ?? '',
    hundred: 'सौ',
    // ह ज U+093C ा र: the nukta as its own mark, the NFC form.
    thousand: 'ह\u091C\u093Cार',
    lakh: 'लाख',
    // क र ो ड U+093C: likewise.
    crore: 'करो\u0921\u093C',
    rupees: 'रुपये',
    and: 'और',
    paisa: 'पैसा',
    paise: 'पैसे',
    only: 'मात्र',
  },
}

/** The quotient and the remainder of whole numbers, exact for any safe integer. */
function divide(n: number, by: number): [quotient: number, remainder: number] {
  const remainder = n % by
  return [(n - remainder) / by, remainder]
}

/**
 * A positive whole number in words, in the Indian system: crore, lakh, thousand, hundred, and the
 * number below a hundred. A count of crore of a hundred or more is itself said in that system:
 * "One Hundred Crore", "One Lakh Crore".
 */
function wholeInWords(n: number, words: Vocabulary): string[] {
  const [crores, belowCrore] = divide(n, 10_000_000)
  const [lakhs, belowLakh] = divide(belowCrore, 100_000)
  const [thousands, belowThousand] = divide(belowLakh, 1_000)
  const [hundreds, rest] = divide(belowThousand, 100)
  const said: string[] = []
  if (crores > 0) said.push(...wholeInWords(crores, words), words.crore)
  if (lakhs > 0) said.push(words.belowHundred(lakhs), words.lakh)
  if (thousands > 0) said.push(words.belowHundred(thousands), words.thousand)
  if (hundreds > 0) said.push(words.belowHundred(hundreds), words.hundred)
  if (rest > 0) said.push(words.belowHundred(rest))
  return said
}

/**
 * An amount of integer paise in words, as a quotation writes its total.
 *
 * The rupees come first, in the Indian system (crore, lakh, thousand, hundred), "Zero" when there
 * are none; the paise follow after "and" / "और" only when there are some; "only" / "मात्र" ends
 * it. English words are in Title Case with the tens and units joined by a hyphen ("Forty-Five"),
 * with "and" nowhere but before the paise. Hindi is in Devanagari, NFC.
 *
 * @param paise - The amount in paise: a safe integer, 0 or more and below 10^17.
 * @param language - `'en'` for English, `'hi'` for Hindi.
 * @returns The amount in words, from "Rupees" / "रुपये" to "only" / "मात्र".
 * @throws RangeError when the amount is not a safe integer, is negative or is 10^17 paise or more.
 *
 * @example rupeesInWords(124000000, 'en') // 'Rupees Twelve Lakh Forty Thousand only'
 * @example rupeesInWords(18518505, 'en')
 * // 'Rupees One Lakh Eighty-Five Thousand One Hundred Eighty-Five and Five Paise only'
 * @example rupeesInWords(124000000, 'hi') // 'रुपये बारह लाख चालीस हज़ार मात्र'
 */
export function rupeesInWords(paise: number, language: 'en' | 'hi'): string {
  if (!Number.isSafeInteger(paise) || paise < 0 || paise >= 1e17) {
    throw new RangeError(`Not an amount of paise to write in words: ${paise}`)
  }
  const words = vocabularies[language]
  if (words === undefined) throw new RangeError(`No words for the language ${language}`)
  const [rupees, paiseLeft] = divide(paise, 100)
  const said = [words.rupees]
  said.push(...(rupees === 0 ? [words.belowHundred(0)] : wholeInWords(rupees, words)))
  if (paiseLeft > 0) {
    said.push(words.and, words.belowHundred(paiseLeft))
    said.push(paiseLeft === 1 ? words.paisa : words.paise)
  }
  said.push(words.only)
  return said.join(' ')
}
