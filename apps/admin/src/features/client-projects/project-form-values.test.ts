import { type AdminClientProject, clientProjectMessages } from '@nirman/contract'
import { describe, expect, it } from 'vitest'
import {
  emptyNewProject,
  newProjectBody,
  newProjectFromLead,
  projectFieldsOf,
  projectUpdateBody,
  rupeesText,
  toggledStaff,
} from './project-form-values'
import { formatDay, whatsappShareHref } from './project-format'

const typed = {
  ...emptyNewProject('2026-11-18', [7]),
  title: 'House of Ravi Kumar, Danapur',
  siteAddress: 'Plot 12, Saguna More, Danapur',
  city: 'Danapur',
  projectType: 'Residential Construction',
}

describe('the contract value, typed in rupees', () => {
  it.each([
    // 40 lakh rupees = 40,00,000 × 100 paise = 40,00,00,000 paise
    ['40,00,000', 400_000_000],
    ['40 lakh', 400_000_000],
    // 12.4 lakh = 12,40,000 rupees = 12,40,00,000 paise
    ['₹12,40,000', 124_000_000],
    // ₹1,85,185.05 = 1,85,185 rupees and 5 paise = 1,85,18,505 paise
    ['1,85,185.05', 18_518_505],
  ])('reads "%s" as %i paise', (contractValue, paise) => {
    const checked = newProjectBody({ ...typed, contractValue }, null)
    expect(checked).toMatchObject({ ok: true, body: { contractValuePaise: paise } })
  })

  it.each(['', 'forty lakh', '12.345'])('refuses "%s" beside the field', (contractValue) => {
    const checked = newProjectBody({ ...typed, contractValue }, null)
    expect(checked).toEqual({
      ok: false,
      errors: { contractValuePaise: clientProjectMessages.contractValue },
    })
  })

  it('refuses more than ₹100 crore with the same message', () => {
    const checked = newProjectBody({ ...typed, contractValue: '101 crore' }, null)
    expect(checked).toEqual({
      ok: false,
      errors: { contractValuePaise: clientProjectMessages.contractValue },
    })
  })

  it('is shown back as figures in the Indian grouping, without the ₹ of the label', () => {
    expect(rupeesText(400_000_000)).toBe('40,00,000')
    expect(rupeesText(18_518_505)).toBe('1,85,185.05')
  })
})

describe('a new project', () => {
  it('sends no client when the four client fields are left empty', () => {
    const checked = newProjectBody({ ...typed, contractValue: '40 lakh' }, 3)
    expect(checked).toEqual({
      ok: true,
      body: {
        title: 'House of Ravi Kumar, Danapur',
        siteAddress: 'Plot 12, Saguna More, Danapur',
        city: 'Danapur',
        projectType: 'Residential Construction',
        contractValuePaise: 400_000_000,
        startDate: '2026-11-18',
        staffIds: [7],
        floors: 2,
        leadId: 3,
        clients: [],
      },
    })
  })

  it('sends the client typed, the e-mail in lower case', () => {
    const checked = newProjectBody(
      {
        ...typed,
        contractValue: '40 lakh',
        clientName: 'Ravi Kumar',
        clientEmail: ' Ravi@Example.in ',
        clientLanguage: 'hi',
      },
      null,
    )
    expect(checked).toMatchObject({
      ok: true,
      body: {
        clients: [{ name: 'Ravi Kumar', email: 'ravi@example.in', phone: '', language: 'hi' }],
      },
    })
  })

  it('names every refused field at once, the client’s under client.', () => {
    const checked = newProjectBody(
      {
        ...emptyNewProject('', []),
        contractValue: 'a lot',
        clientPhone: '98765 43210',
      },
      null,
    )
    expect(checked).toEqual({
      ok: false,
      errors: {
        title: clientProjectMessages.title,
        siteAddress: clientProjectMessages.siteAddress,
        startDate: clientProjectMessages.startDate,
        staffIds: clientProjectMessages.staff,
        contractValuePaise: clientProjectMessages.contractValue,
        'client.name': clientProjectMessages.clientName,
        'client.email': clientProjectMessages.email,
      },
    })
  })

  it('starts from a Won request: "House of <name>, <city>" and its sender as the client', () => {
    const values = newProjectFromLead(
      {
        name: 'Pooja Kumari',
        email: 'pooja@example.in',
        phone: '+91 98765 12345',
        city: 'Gaya',
        projectType: 'Residential Construction',
        language: 'hi',
      },
      emptyNewProject('2026-11-18', [7]),
    )
    expect(values).toMatchObject({
      title: 'House of Pooja Kumari, Gaya',
      city: 'Gaya',
      projectType: 'Residential Construction',
      clientName: 'Pooja Kumari',
      clientEmail: 'pooja@example.in',
      clientPhone: '+91 98765 12345',
      clientLanguage: 'hi',
      siteAddress: '',
      staffIds: [7],
      startDate: '2026-11-18',
    })
  })

  it('leaves the city out of the title when the request has none', () => {
    const values = newProjectFromLead(
      {
        name: 'Pooja Kumari',
        email: '',
        phone: '9876512345',
        city: '',
        projectType: 'Interior Design',
        language: 'en',
      },
      emptyNewProject('2026-11-18', []),
    )
    expect(values.title).toBe('House of Pooja Kumari')
  })
})

describe('a project’s fields, changed', () => {
  const project = {
    title: 'House of Ravi Kumar, Danapur',
    siteAddress: 'Plot 12, Saguna More',
    city: 'Danapur',
    projectType: 'Residential Construction',
    contractValuePaise: 400_000_000,
    startDate: '2026-11-18',
    staff: [
      { id: 7, name: 'Sunita Devi' },
      { id: 9, name: 'Amit Raj' },
    ],
  } as const satisfies Partial<AdminClientProject>

  it('shows the saved project as typed text', () => {
    expect(projectFieldsOf(project as unknown as AdminClientProject)).toEqual({
      title: 'House of Ravi Kumar, Danapur',
      siteAddress: 'Plot 12, Saguna More',
      city: 'Danapur',
      projectType: 'Residential Construction',
      contractValue: '40,00,000',
      startDate: '2026-11-18',
      staffIds: [7, 9],
    })
  })

  it('sends them on the version shown', () => {
    const values = projectFieldsOf(project as unknown as AdminClientProject)
    const checked = projectUpdateBody({ ...values, contractValue: '42.5 lakh' }, 4)
    // 42.5 lakh = 42,50,000 rupees = 42,50,00,000 paise
    expect(checked).toMatchObject({
      ok: true,
      body: { contractValuePaise: 425_000_000, version: 4 },
    })
  })

  it('refuses a project with nobody responsible', () => {
    const values = projectFieldsOf(project as unknown as AdminClientProject)
    expect(projectUpdateBody({ ...values, staffIds: [] }, 4)).toEqual({
      ok: false,
      errors: { staffIds: clientProjectMessages.staff },
    })
  })

  it('ticks and unticks staff, keeping the others', () => {
    expect(toggledStaff([7, 9], 11, true)).toEqual([7, 9, 11])
    expect(toggledStaff([7, 9, 11], 9, false)).toEqual([7, 11])
    expect(toggledStaff([7], 7, true)).toEqual([7])
  })
})

describe('formats', () => {
  it('writes a company day as staff read it', () => {
    expect(formatDay('2026-11-18')).toBe('18 Nov 2026')
  })

  it('puts a message with a link into a WhatsApp address whole', () => {
    const href = whatsappShareHref('Namaste Ravi: https://nirman.example/t?token=a&b=1')
    expect(href).toBe(
      'https://wa.me/?text=Namaste%20Ravi%3A%20https%3A%2F%2Fnirman.example%2Ft%3Ftoken%3Da%26b%3D1',
    )
    expect(new URL(href).searchParams.get('text')).toBe(
      'Namaste Ravi: https://nirman.example/t?token=a&b=1',
    )
  })
})
