import { describe, expect, it } from 'vitest'
import { rupeesInWords } from './rupees-in-words'

describe('amounts in words, in English', () => {
  it('writes the totals a quotation shows', () => {
    // 12,40,000 rupees: 12 lakh + 40 thousand.
    expect(rupeesInWords(124_000_000, 'en')).toBe('Rupees Twelve Lakh Forty Thousand only')
    expect(rupeesInWords(0, 'en')).toBe('Rupees Zero only')
    // 100 paise = 1 rupee; "Rupees" stays as the label it is.
    expect(rupeesInWords(100, 'en')).toBe('Rupees One only')
    // 1,85,185 rupees 05 paise: 1 lakh + 85 thousand + 1 hundred + 85, and 5 paise.
    expect(rupeesInWords(18_518_505, 'en')).toBe(
      'Rupees One Lakh Eighty-Five Thousand One Hundred Eighty-Five and Five Paise only',
    )
    // Paise only: the rupees are still said, as Zero.
    expect(rupeesInWords(50, 'en')).toBe('Rupees Zero and Fifty Paise only')
    // 1,25,00,000 rupees: 1 crore + 25 lakh.
    expect(rupeesInWords(1_250_000_000, 'en')).toBe('Rupees One Crore Twenty-Five Lakh only')
  })

  it('turns at each crore, lakh and thousand boundary', () => {
    // 1,00,00,000 rupees = 10^7 rupees = 10^9 paise.
    expect(rupeesInWords(1_000_000_000, 'en')).toBe('Rupees One Crore only')
    // 99,99,999 rupees (one short of a crore) = 999,999,900 paise: 99 lakh 99 thousand 9 hundred 99.
    expect(rupeesInWords(999_999_900, 'en')).toBe(
      'Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine only',
    )
    // One paisa short of a crore: 99,99,999 rupees and 99 paise.
    expect(rupeesInWords(999_999_999, 'en')).toBe(
      'Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise only',
    )
    // 1,00,000 rupees = 10^5 rupees = 10^7 paise.
    expect(rupeesInWords(10_000_000, 'en')).toBe('Rupees One Lakh only')
    // 99,999 rupees, one short of a lakh: 99 thousand 9 hundred 99.
    expect(rupeesInWords(9_999_900, 'en')).toBe(
      'Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine only',
    )
    // 1,001 rupees = 100,100 paise: 1 thousand, no hundreds, 1; no "and".
    expect(rupeesInWords(100_100, 'en')).toBe('Rupees One Thousand One only')
    // 10,00,001 rupees = 100,000,100 paise: 10 lakh and 1, nothing between.
    expect(rupeesInWords(100_000_100, 'en')).toBe('Rupees Ten Lakh One only')
    // 110 rupees: a hundred and ten, said without "and".
    expect(rupeesInWords(11_000, 'en')).toBe('Rupees One Hundred Ten only')
  })

  it('says the count of crore in the Indian system from 100 crore on', () => {
    // 100,00,00,000 rupees = 10^9 rupees = 100 crore = 10^11 paise.
    expect(rupeesInWords(100_000_000_000, 'en')).toBe('Rupees One Hundred Crore only')
    // 10^12 rupees = 10^5 crore = 1 lakh crore = 10^14 paise.
    expect(rupeesInWords(100_000_000_000_000, 'en')).toBe('Rupees One Lakh Crore only')
    // The largest safe integer, 9,007,199,254,740,991 paise = 90,071,992,547,409 rupees 91 paise:
    // 90,07,199 crore (90 lakh 7 thousand 1 hundred 99) + 25,47,409 (25 lakh 47 thousand 409).
    expect(rupeesInWords(Number.MAX_SAFE_INTEGER, 'en')).toBe(
      'Rupees Ninety Lakh Seven Thousand One Hundred Ninety-Nine Crore Twenty-Five Lakh ' +
        'Forty-Seven Thousand Four Hundred Nine and Ninety-One Paise only',
    )
  })

  it('says one paisa in the singular and never says zero paise', () => {
    expect(rupeesInWords(1, 'en')).toBe('Rupees Zero and One Paisa only')
    expect(rupeesInWords(99, 'en')).toBe('Rupees Zero and Ninety-Nine Paise only')
    // 1 rupee 1 paisa.
    expect(rupeesInWords(101, 'en')).toBe('Rupees One and One Paisa only')
    expect(rupeesInWords(12_300, 'en')).not.toContain('Paise')
  })
})

describe('amounts in words, in Hindi', () => {
  it('writes the totals a quotation shows', () => {
    expect(rupeesInWords(124_000_000, 'hi')).toBe('रुपये बारह लाख चालीस हज़ार मात्र')
    expect(rupeesInWords(0, 'hi')).toBe('रुपये शून्य मात्र')
    expect(rupeesInWords(100, 'hi')).toBe('रुपये एक मात्र')
    // 1 लाख + 85 (पचासी) हज़ार + 1 सौ + 85, और 5 पैसे.
    expect(rupeesInWords(18_518_505, 'hi')).toBe('रुपये एक लाख पचासी हज़ार एक सौ पचासी और पाँच पैसे मात्र')
    expect(rupeesInWords(50, 'hi')).toBe('रुपये शून्य और पचास पैसे मात्र')
    // 1 करोड़ + 25 (पच्चीस) लाख.
    expect(rupeesInWords(1_250_000_000, 'hi')).toBe('रुपये एक करोड़ पच्चीस लाख मात्र')
  })

  it('turns at each crore, lakh and thousand boundary', () => {
    expect(rupeesInWords(1_000_000_000, 'hi')).toBe('रुपये एक करोड़ मात्र')
    // 99,99,999: 99 लाख 99 हज़ार 9 सौ 99.
    expect(rupeesInWords(999_999_900, 'hi')).toBe('रुपये निन्यानबे लाख निन्यानबे हज़ार नौ सौ निन्यानबे मात्र')
    expect(rupeesInWords(10_000_000, 'hi')).toBe('रुपये एक लाख मात्र')
    expect(rupeesInWords(100_100, 'hi')).toBe('रुपये एक हज़ार एक मात्र')
    expect(rupeesInWords(100_000_100, 'hi')).toBe('रुपये दस लाख एक मात्र')
    expect(rupeesInWords(100_000_000_000, 'hi')).toBe('रुपये एक सौ करोड़ मात्र')
    expect(rupeesInWords(100_000_000_000_000, 'hi')).toBe('रुपये एक लाख करोड़ मात्र')
  })

  it('says one paisa in the singular, as Hindi does', () => {
    expect(rupeesInWords(1, 'hi')).toBe('रुपये शून्य और एक पैसा मात्र')
    expect(rupeesInWords(99, 'hi')).toBe('रुपये शून्य और निन्यानबे पैसे मात्र')
  })

  it('has the irregular words of the nines, each its own', () => {
    const nines: [number, string][] = [
      [19, 'उन्नीस'],
      [29, 'उनतीस'],
      [39, 'उनतालीस'],
      [49, 'उनचास'],
      [59, 'उनसठ'],
      [69, 'उनहत्तर'],
      [79, 'उन्यासी'],
      [89, 'नवासी'],
      [99, 'निन्यानबे'],
    ]
    for (const [rupees, word] of nines) {
      expect(rupeesInWords(rupees * 100, 'hi'), String(rupees)).toBe(`रुपये ${word} मात्र`)
    }
    // And a few more that no rule would make: 6, 38, 44, 67, 95.
    expect(rupeesInWords(600, 'hi')).toBe('रुपये छह मात्र')
    expect(rupeesInWords(3_800, 'hi')).toBe('रुपये अड़तीस मात्र')
    expect(rupeesInWords(4_400, 'hi')).toBe('रुपये चौवालीस मात्र')
    expect(rupeesInWords(6_700, 'hi')).toBe('रुपये सड़सठ मात्र')
    expect(rupeesInWords(9_500, 'hi')).toBe('रुपये पंचानबे मात्र')
  })

  it('has a word of its own, one word, for each of 1 to 99', () => {
    const words = new Set<string>()
    for (let rupees = 1; rupees <= 99; rupees++) {
      const match = /^रुपये (\S+) मात्र$/.exec(rupeesInWords(rupees * 100, 'hi'))
      expect(match, String(rupees)).not.toBeNull()
      words.add(match?.[1] ?? '')
    }
    expect(words.size).toBe(99)
  })

  it('writes the nukta as its own mark (NFC), never the precomposed letters', () => {
    const thousand = rupeesInWords(100_000, 'hi')
    const crore = rupeesInWords(1_000_000_000, 'hi')
    // हज़ार is ह ज U+093C ा र; करोड़ is क र ो ड U+093C.
    expect(thousand).toBe('रुपये एक \u0939\u091C\u093C\u093E\u0930 मात्र')
    expect(crore).toBe('रुपये \u090F\u0915 \u0915\u0930\u094B\u0921\u093C मात्र')
    for (const text of [thousand, crore, rupeesInWords(3_800, 'hi')]) {
      expect(text).toBe(text.normalize('NFC'))
      expect(text).not.toMatch(/[\u0958-\u095F]/)
    }
  })
})

describe('amounts that are not amounts', () => {
  it('refuses a fraction of a paisa, a negative amount or one too large to be exact', () => {
    for (const paise of [-1, 0.5, 100.25, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, 1e17]) {
      expect(() => rupeesInWords(paise, 'en'), String(paise)).toThrow(RangeError)
      expect(() => rupeesInWords(paise, 'hi'), String(paise)).toThrow(RangeError)
    }
  })
})
