import { describe, expect, it } from 'vitest'
import { contactAttemptSchema, firstContactDeadline, firstMessageWords } from './lead-contact'
import { defaultSalesDeskSettings } from './site-settings'

const facts = {
  leadName: 'Rajesh Kumar',
  staffName: 'Priya Sharma',
  company: 'Nirman Constructions',
  requestId: 42,
}

describe('firstContactDeadline', () => {
  it('counts the built-in 15 minutes in the desk’s hours: 18:55 Saturday -> 9:10 Monday', () => {
    // 18:55 IST on Sat 28 Nov 2026 is 13:25 UTC; 5 minutes to 19:00, Sunday off, 10 on Monday:
    // 9:10 IST on Mon 30 Nov = 03:40 UTC.
    expect(firstContactDeadline(new Date('2026-11-28T13:25:00Z'))?.toISOString()).toBe(
      '2026-11-30T03:40:00.000Z',
    )
  })

  it('takes the owner’s minutes and holidays', () => {
    // 30 minutes from 10:00 IST on Friday 27 Nov (04:30 UTC) = 10:30 IST = 05:00 UTC.
    const desk = { ...defaultSalesDeskSettings, firstContactMinutes: 30 }
    expect(firstContactDeadline(new Date('2026-11-27T04:30:00Z'), desk)?.toISOString()).toBe(
      '2026-11-27T05:00:00.000Z',
    )
    // With Friday a holiday the clock starts at 9:00 on Saturday: 9:30 IST = 04:00 UTC.
    const holiday = { ...desk, holidays: ['2026-11-27'] }
    expect(firstContactDeadline(new Date('2026-11-27T04:30:00Z'), holiday)?.toISOString()).toBe(
      '2026-11-28T04:00:00.000Z',
    )
  })
})

describe('firstMessageWords', () => {
  it('greets an English visitor in English, naming the staff member and the company', () => {
    const words = firstMessageWords('en', facts)
    expect(words.whatsapp).toBe(
      'Namaste Rajesh Kumar ji, I am Priya Sharma from Nirman Constructions. Thank you for your enquiry about building with us. When would be a good time to talk?',
    )
    expect(words.emailSubject).toBe('Your enquiry with Nirman Constructions (request #42)')
  })

  it('greets a visitor of the Hindi pages in Hindi', () => {
    const words = firstMessageWords('hi', { ...facts, company: 'निर्माण कंस्ट्रक्शन्स' })
    expect(words.whatsapp).toMatch(/^नमस्ते Rajesh Kumar जी! मेरा नाम Priya Sharma है/)
    expect(words.emailSubject).toBe('निर्माण कंस्ट्रक्शन्स से आपकी पूछताछ (अनुरोध #42)')
    expect(words.emailBody.split('\n')[0]).toBe('नमस्ते Rajesh Kumar जी,')
  })
})

describe('contactAttemptSchema', () => {
  it('takes a tap without an outcome, and refuses a channel it does not know', () => {
    expect(contactAttemptSchema.parse({ channel: 'call' })).toEqual({
      channel: 'call',
      outcome: null,
    })
    expect(contactAttemptSchema.safeParse({ channel: 'fax' }).success).toBe(false)
  })
})
