import { describe, expect, it } from 'vitest'
import { renderMail } from '../../src/mail/templates'

// Issue 28: the e-mails of a site visit, in the language the visitor booked in, with the time in
// Patna whatever the server's zone.

const data = {
  visitId: 7,
  sequence: 1,
  name: 'अनिल कुमार',
  // 10:00 to 11:00 in Patna on Tuesday 1 December 2026.
  startsAt: '2026-12-01T04:30:00.000Z',
  endsAt: '2026-12-01T05:30:00.000Z',
  address: 'प्लॉट 12, रुकनपुरा, पटना',
  mapLink: '',
  link: 'https://www.nirman.example/hi/site-visit/7.x',
  madeAt: '2026-11-29T06:00:00.000Z',
}

describe('the e-mails of a site visit', () => {
  it('remind in Hindi the day before, with the day in Hindi, Patna time and the link', () => {
    const mail = renderMail('site-visit-reminder', 'hi', { ...data, hoursBefore: 24 })
    expect(mail.subject).toMatch(/^कल: आपकी साइट विज़िट, मंगलवार, 1 दिसंबर 2026, /)
    expect(mail.text).toContain('(पटना का समय)')
    expect(mail.text).toContain(`समय बदलने या रद्द करने के लिए खोलें: ${data.link}`)
  })

  it('cancel in English with a calendar entry that cancels the visit, and no link to move it', () => {
    const mail = renderMail('site-visit-cancelled', 'en', { ...data, name: 'Anil Kumar' })
    expect(mail.subject).toBe(
      'Your site visit of Tuesday, 1 December 2026, 10:00 am to 11:00 am (Patna time) is cancelled',
    )
    expect(mail.text).not.toContain('To move or cancel it')
    expect(mail.text).toContain(`You can see it here: ${data.link}`)
    expect(mail.icalEvent?.method).toBe('CANCEL')
    expect(mail.icalEvent?.content).toContain('DTSTART:20261201T043000Z')
  })
})
