import {
  type CompanyDetails,
  companyDetailsMessages,
  type RateCard,
  rateCardFields,
  rateCardGroupNames,
  type SiteSettings,
  withCardRate,
} from '@nirman/contract'
import { dismissToast } from '@nirman/ui'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { owner } from '../../test/dashboard'
import { type FakeApiState, installFakeApi } from '../../test/fake-api'
import { type FakeSettingsVersion, settingsVersion } from '../../test/fake-settings'
import { renderDashboard } from '../../test/render'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  dismissToast()
})

const company: CompanyDetails = { name: 'Nirman Constructions', phones: ['+91 94310 12345'] }

/** The kitchen remodel at ₹30,000: the card then holds the engine's ten projects, as the API does. */
const kitchenAt30000 = (() => {
  const kitchen = rateCardFields.find(
    (field) => field.id === 'renovationRoi.projects.0.defaultCost',
  )
  if (!kitchen) throw new Error('The rate card has no kitchen remodel')
  return withCardRate({}, kitchen, 30000)
})()

/** A saved version with this rate card (saved on 20 Nov 2026 at 3:30 pm in Patna). */
function cardVersion(
  version: number,
  card: Omit<SiteSettings, 'company'>,
  overrides: Partial<FakeSettingsVersion> = {},
): FakeSettingsVersion {
  return settingsVersion(version, company, { settings: { company, ...card }, ...overrides })
}

const savedCard: RateCard = {
  costEstimate: { ratePerSqFt: { residential: 1900, commercial: 2400 } },
  ...kitchenAt30000,
}

const rateCardPart = () => screen.getByRole('region', { name: 'Rate card' })
/**
 * A box of the rate card by its label, found within its open group (a query over many boxes is
 * slow in jsdom: each box's labels are looked for in the whole page). The boxes' role is checked
 * in the first test.
 */
function box(name: string) {
  const field = rateCardFields.find((one) => one.label === name)
  const group = field ? rateCardGroupNames[field.group] : 'Land units'
  return within(within(rateCardPart()).getByRole('group', { name: group })).getByLabelText(name)
}
/** The date box, by its label (found as the boxes are, without a look over the whole page). */
function asOfBox() {
  const label = within(rateCardPart()).getByText('Rates as of', { selector: 'label' })
  const control = (label as HTMLLabelElement).control
  if (!control) throw new Error('The “Rates as of” label names no box')
  return control
}
/** Opens (or closes) a calculator's group by the button of its heading, as the owner does. */
async function toggleGroup(user: ReturnType<typeof userEvent.setup>, group: string) {
  const name = new RegExp(`^${group.replace(/[()]/g, '\\$&')} `)
  await user.click(within(rateCardPart()).getByRole('button', { name }))
}
async function openGroups(user: ReturnType<typeof userEvent.setup>, ...groups: string[]) {
  for (const group of groups) await toggleGroup(user, group)
}
const construction = 'Construction (cost estimator)'
const materials = 'Concrete, steel and the RCC slab'
const electricity = 'Electricity, cooling and heating'
const renovation = 'Renovation projects'

const saveButton = () => within(rateCardPart()).getByRole('button', { name: 'Save rate card' })
const puts = (api: FakeApiState) =>
  api.calls.filter((call) => call.method === 'PUT' && call.path === '/api/admin/settings/rate-card')

/** Replaces a box's text as pasting it does. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field)
  if (text === '') return
  await user.click(field)
  await user.paste(text)
}

async function openSettings(fake: Partial<FakeApiState> = {}) {
  const api = installFakeApi({ user: owner, ...fake })
  renderDashboard('/settings')
  await screen.findByRole('heading', { level: 2, name: 'Rate card' })
  return api
}

describe('the rate card', () => {
  it('shows each figure by its group, the specification’s beside it, and the card’s own', async () => {
    await openSettings({
      settingsVersions: [
        cardVersion(1, {
          rateCard: savedCard,
          rateCardAsOf: '2026-12-01',
          landUnits: { kathaSqFt: 720 },
        }),
      ],
    })

    // Between the company details and the history, in the page's index too.
    const index = screen.getByRole('navigation', { name: 'Parts of the settings' })
    expect(
      within(index)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Company details',
      'Rate card',
      'Quotations',
      'Sales desk',
      'Site visits',
      'History',
    ])
    expect(within(index).getByRole('link', { name: 'Rate card' })).toHaveAttribute(
      'href',
      '#rate-card',
    )
    expect(
      await within(rateCardPart()).findByText(
        'Rates as of 1 Dec 2026, saved by Rajesh Nirman on 20 Nov 2026, 3:30 pm',
      ),
    ).toBeInTheDocument()
    // Each calculator's group closed, its heading saying how many of its figures are the owner's.
    const groupButton = (name: string) =>
      within(rateCardPart()).getByRole('button', { name, expanded: false })
    expect(groupButton('Construction (cost estimator) 2 of 7 changed')).toBeInTheDocument()
    expect(groupButton('Concrete, steel and the RCC slab 8 figures')).toBeInTheDocument()
    expect(groupButton('Paint, flooring and roofing 14 figures')).toBeInTheDocument()
    expect(groupButton('Electricity, cooling and heating 5 figures')).toBeInTheDocument()
    expect(groupButton('Plumbing 32 figures')).toBeInTheDocument()
    expect(groupButton('Staircase 7 figures')).toBeInTheDocument()
    expect(groupButton('Renovation projects 1 of 10 changed')).toBeInTheDocument()
    expect(within(rateCardPart()).getAllByRole('textbox')).toHaveLength(1)

    const user = userEvent.setup()
    await openGroups(user, construction, electricity, 'Plumbing', renovation)
    expect(
      within(rateCardPart()).getByRole('button', { name: /^Construction/, expanded: true }),
    ).toBeInTheDocument()
    const constructionGroup = within(rateCardPart()).getByRole('group', { name: construction })
    expect(
      within(constructionGroup).getByRole('textbox', { name: 'Homes, standard finish' }),
    ).toHaveValue('1900')
    expect(box('Homes, standard finish')).toHaveAttribute('inputmode', 'decimal')
    expect(box('Homes, standard finish')).toHaveAccessibleDescription(
      '₹ per sq ft Specification: 1,500 Changed',
    )
    expect(box('Shops and offices, standard finish')).toHaveValue('2400')
    // Empty: the specification's figure is used.
    expect(box('Schools and institutions, standard finish')).toHaveValue('')
    expect(box('Schools and institutions, standard finish')).toHaveAccessibleDescription(
      '₹ per sq ft Specification: 2,500',
    )
    expect(box('Premium finish')).toHaveAccessibleDescription('× the standard Specification: 1.3')
    expect(box('Electricity (air conditioning)')).toHaveAccessibleDescription(
      '₹ per unit (kWh) Specification: 0.14',
    )
    // The renovation projects: the card holds all ten, only the kitchen's is the owner's.
    expect(box('Kitchen remodel')).toHaveValue('30000')
    expect(box('Kitchen remodel')).toHaveAccessibleDescription('₹ Specification: 25,000 Changed')
    expect(box('Bathroom remodel')).toHaveValue('')
    // The pipes: a compact grid per material, each box named in full.
    const upvc = within(rateCardPart()).getByRole('group', {
      name: 'uPVC pipes · ₹ per ft, by the pipe’s size',
    })
    expect(within(upvc).getAllByRole('textbox')).toHaveLength(7)
    expect(box('uPVC pipe, 0.5 inch')).toHaveAccessibleDescription('Specification: 15')
    expect(box('Copper pipe, 4 inch')).toHaveAccessibleDescription('Specification: 1,000')
    // The four groups open, and the katha.
    expect(within(rateCardPart()).getAllByRole('textbox')).toHaveLength(7 + 5 + 32 + 10 + 1)

    expect(asOfBox()).toHaveValue('2026-12-01')
    expect(box('1 katha in sq ft')).toHaveValue('720')
    expect(box('1 katha in sq ft')).toHaveAccessibleDescription(
      'Empty: Patna’s 1,361.25 sq ft. 1 dhur = 1/20 katha, 1 bigha = 20 katha; Bhagalpur counts 720 sq ft.',
    )
  })

  it('starts a card never saved as of today in Patna, with every box empty', async () => {
    // 1 Dec 2026, 1:30 am in Patna: still 30 Nov in London.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T20:00:00.000Z') })
    await openSettings({ settingsVersions: [settingsVersion(1, company)] })

    expect(
      within(rateCardPart()).getByText(
        'No rate card has been saved yet: the calculators use the specification’s figures.',
      ),
    ).toBeInTheDocument()
    expect(asOfBox()).toHaveValue('2026-12-01')
    await openGroups(userEvent.setup(), construction)
    expect(box('Homes, standard finish')).toHaveValue('')
    expect(box('1 katha in sq ft')).toHaveValue('')
    expect(within(rateCardPart()).queryByText('Changed')).not.toBeInTheDocument()
  })

  it('fills the Patna market rates with their sources, and saves nothing', async () => {
    const api = await openSettings({ settingsVersions: [settingsVersion(1, company)] })
    const user = userEvent.setup()

    await user.click(
      within(rateCardPart()).getByRole('button', { name: 'Load Patna market rates' }),
    )

    expect(
      within(rateCardPart()).getByText(
        'Filled 9 figures from the Patna market rates. Nothing is saved until you press Save rate card.',
      ),
    ).toBeInTheDocument()
    // The groups filled open by themselves; the others stay closed.
    for (const [group, summary] of [
      [construction, '2 of 7 changed'],
      [materials, '8 figures'],
      [electricity, '2 of 5 changed'],
    ]) {
      expect(
        within(rateCardPart()).getByRole('button', { name: `${group} ${summary}`, expanded: true }),
      ).toBeInTheDocument()
    }
    expect(
      within(rateCardPart()).getByRole('button', { name: 'Staircase 7 figures', expanded: false }),
    ).toBeInTheDocument()
    expect(box('Homes, standard finish')).toHaveValue('1900')
    expect(box('Homes, standard finish')).toHaveAccessibleDescription(
      '₹ per sq ft Specification: 1,500 Changed Source: Patna 2025, standard construction ₹1,700-2,100 per sq ft; ₹1,900 in the worked example (buildonclick.com, 5 Sep 2025)',
    )
    expect(box('Premium finish')).toHaveValue('1.34')
    expect(box('Electricity (electrical load)')).toHaveValue('7.42')
    expect(box('Electricity (air conditioning)')).toHaveValue('7.42')
    // The preset's cement is the specification's: filled, with its source, not marked changed.
    expect(box('Cement')).toHaveValue('430')
    expect(box('Cement')).toHaveAccessibleDescription(
      '₹ per 50 kg bag Specification: 430 Source: Cement in Patna: from ₹400 to ₹430 a bag in a month (amritvarshanews.in, "पटना में भवन निर्माण सामग्रियों के दाम 20 फ़ीसदी तक बढ़े")',
    )
    expect(box('Bricks')).toHaveValue('13')
    expect(box('Sand, delivered')).toHaveValue('60')
    expect(box('Aggregate (gitti)')).toHaveValue('3692')
    expect(box('Steel bars (TMT)')).toHaveValue('60')
    // A figure the preset has no source for stays as it was.
    expect(box('Shops and offices, standard finish')).toHaveValue('')
    expect(puts(api)).toHaveLength(0)

    // A box changed after the preset no longer claims its source.
    await fill(user, box('Homes, standard finish'), '2000')
    expect(box('Homes, standard finish')).toHaveAccessibleDescription(
      '₹ per sq ft Specification: 1,500 Changed',
    )
  })

  it('refuses a figure out of its range, or not a figure, beside its box and sends nothing', async () => {
    const api = await openSettings({ settingsVersions: [settingsVersion(1, company)] })
    const user = userEvent.setup()
    await openGroups(user, construction, materials, 'Plumbing', renovation)

    await fill(user, box('Homes, standard finish'), '150')
    await fill(user, box('Cement'), 'four hundred')
    await fill(user, box('uPVC pipe, 1 inch'), '0')
    await fill(user, box('Kitchen remodel'), '100')
    await fill(user, box('1 katha in sq ft'), '300')
    await fill(user, asOfBox(), '')
    // Closed again: a group with a refused figure opens by itself.
    await toggleGroup(user, 'Plumbing')
    await toggleGroup(user, renovation)
    expect(
      within(rateCardPart()).queryByRole('group', { name: 'Plumbing' }),
    ).not.toBeInTheDocument()
    await user.click(saveButton())

    expect(box('Homes, standard finish')).toHaveAccessibleDescription(
      '₹ per sq ft Specification: 1,500 Changed “Homes, standard finish” must be between 500 and 20,000 (₹ per sq ft)',
    )
    // The first refused box takes the focus.
    expect(asOfBox()).toHaveFocus()
    expect(asOfBox()).toHaveAccessibleDescription(
      'The day these figures were checked. The calculators show it: “Rates as of 1 Dec 2026”. Please enter the date the rates are as of (YYYY-MM-DD)',
    )
    expect(box('Cement')).toHaveAccessibleDescription(
      '₹ per 50 kg bag Specification: 430 Please enter the rate of “Cement” as a number',
    )
    expect(box('uPVC pipe, 1 inch')).toHaveAccessibleDescription(
      'Specification: 35 Changed “uPVC pipe, 1 inch” must be between 1 and 50,000 (₹ per ft)',
    )
    expect(box('Kitchen remodel')).toHaveAccessibleDescription(
      '₹ Specification: 25,000 Changed “Kitchen remodel” must be between 500 and 10,00,00,000 (₹)',
    )
    expect(box('1 katha in sq ft')).toHaveAccessibleDescription(
      'Empty: Patna’s 1,361.25 sq ft. 1 dhur = 1/20 katha, 1 bigha = 20 katha; Bhagalpur counts 720 sq ft. One katha must be between 500 and 2,000 sq ft (Patna: 1,361.25 sq ft)',
    )
    expect(puts(api)).toHaveLength(0)
  })

  it('sends the card built from the boxes filled in, and says when the calculators use it', async () => {
    const api = await openSettings({
      settingsVersions: [
        cardVersion(1, { rateCard: savedCard, rateCardAsOf: '2026-11-01' }, { savedBy: 'Amit' }),
      ],
    })
    const user = userEvent.setup()
    await openGroups(user, construction, renovation)

    // Emptied boxes go back to the specification's figures: they are not in the card.
    await fill(user, box('Shops and offices, standard finish'), '')
    await fill(user, box('Kitchen remodel'), '')
    await fill(user, box('Homes, standard finish'), '1,900')
    await fill(user, asOfBox(), '2026-12-01')
    await user.click(saveButton())

    expect(
      await within(rateCardPart()).findByText(
        'Saved. The calculators use these rates from the next page load.',
      ),
    ).toBeInTheDocument()
    expect(puts(api).map((call) => call.body)).toEqual([
      {
        rateCard: { costEstimate: { ratePerSqFt: { residential: 1900 } } },
        asOf: '2026-12-01',
        version: 1,
      },
    ])
    expect(
      await within(rateCardPart()).findByText(
        /^Rates as of 1 Dec 2026, saved by Rajesh Nirman on \d+ \w+ \d{4}, /,
      ),
    ).toBeInTheDocument()
    expect(box('Homes, standard finish')).toHaveValue('1900')
    expect(box('Shops and offices, standard finish')).toHaveValue('')
    expect(box('Kitchen remodel')).toHaveValue('')
  })

  it('sends the cement of the concrete and the sand per m³ with the materials’ own, and the katha', async () => {
    const api = await openSettings({ settingsVersions: [settingsVersion(1, company)] })
    const user = userEvent.setup()
    await openGroups(user, materials, electricity, renovation)

    await fill(user, box('Cement'), '450')
    await fill(user, box('Sand, delivered'), '50')
    await fill(user, box('Electricity (air conditioning)'), '7.42')
    await fill(user, box('Kitchen remodel'), '30000')
    await fill(user, box('1 katha in sq ft'), '720')
    await user.click(saveButton())

    await waitFor(() => expect(puts(api)).toHaveLength(1))
    const body = puts(api)[0]?.body as Record<string, unknown>
    // The sand per cu ft in the concrete's m³: 50 × 35.3147 = 1,765.735, to the paisa 1,765.74.
    expect(body.rateCard).toMatchObject({
      buildingMaterials: { prices: { cementBag: 450, sandPerCubicFoot: 50 } },
      concrete: { prices: { cementBag: 450, sandPerCubicMetre: 1765.74 } },
      hvac: { pricePerKwh: 7.42 },
    })
    // The engine's ten renovation projects, the kitchen's cost the owner's.
    const projects = (body.rateCard as RateCard).renovationRoi?.projects ?? []
    expect(projects.map((project) => [project.id, project.defaultCost])).toEqual([
      ['kitchen', 30000],
      ['bathroom', 10000],
      ['roofing', 8000],
      ['windows', 10000],
      ['siding', 15000],
      ['flooring', 6000],
      ['painting', 4000],
      ['landscaping', 5000],
      ['deck', 12000],
      ['hvac', 8000],
    ])
    expect(body.landUnits).toEqual({ kathaSqFt: 720 })
  })

  it('shows the API’s refusal beside its box, a mirror’s at the box that has it, and keeps every value', async () => {
    const api = await openSettings({ settingsVersions: [settingsVersion(1, company)] })
    const user = userEvent.setup()
    await openGroups(user, construction, materials)
    await fill(user, box('Cement'), '450')
    await fill(user, box('Homes, standard finish'), '1900')
    api.failNext = {
      method: 'PUT',
      path: '/api/admin/settings/rate-card',
      status: 400,
      body: JSON.stringify({
        message: 'The cement bag of the concrete is out of its range',
        issues: [
          {
            path: 'rateCard.concrete.prices.cementBag',
            message: 'The cement bag of the concrete is out of its range',
          },
          { path: 'asOf', message: 'That day is in the future' },
        ],
      }),
    }
    await user.click(saveButton())

    expect(
      await within(rateCardPart()).findByText('Please check the highlighted fields'),
    ).toBeInTheDocument()
    expect(box('Cement')).toHaveAccessibleDescription(
      '₹ per 50 kg bag Specification: 430 Changed The cement bag of the concrete is out of its range',
    )
    expect(asOfBox()).toHaveAccessibleDescription(
      'The day these figures were checked. The calculators show it: “Rates as of 1 Dec 2026”. That day is in the future',
    )
    expect(box('Cement')).toHaveValue('450')
    expect(box('Homes, standard finish')).toHaveValue('1900')
  })

  it('says someone else saved first, keeps what was typed, and reloads their version', async () => {
    const api = await openSettings({ settingsVersions: [settingsVersion(1, company)] })
    const user = userEvent.setup()
    await openGroups(user, construction)
    await fill(user, box('Homes, standard finish'), '1900')
    // A colleague saves a card meanwhile.
    api.settingsVersions.push(
      cardVersion(2, {
        rateCard: { costEstimate: { ratePerSqFt: { commercial: 2600 } } },
        rateCardAsOf: '2026-11-25',
      }),
    )
    await user.click(saveButton())

    const notice = await within(rateCardPart()).findByText('Changed by someone else')
    expect(within(rateCardPart()).getByText(companyDetailsMessages.stale)).toBeInTheDocument()
    await user.click(within(rateCardPart()).getByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(box('Shops and offices, standard finish')).toHaveValue('2600'))
    expect(notice).not.toBeInTheDocument()
    expect(box('Homes, standard finish')).toHaveValue('1900')

    await user.click(saveButton())
    await waitFor(() => expect(puts(api)).toHaveLength(2))
    expect(puts(api)[1]?.body).toEqual({
      rateCard: { costEstimate: { ratePerSqFt: { residential: 1900, commercial: 2600 } } },
      asOf: '2026-11-25',
      version: 2,
    })
  })
})

describe('the rate card in the history', () => {
  /** Version 1 a card as of 1 Nov, version 2 the company's name, version 3 a card as of 1 Dec. */
  const history = () => [
    cardVersion(1, {
      rateCard: { costEstimate: { ratePerSqFt: { residential: 1800 } }, ...kitchenAt30000 },
      rateCardAsOf: '2026-11-01',
      landUnits: { kathaSqFt: 720 },
    }),
    {
      ...cardVersion(2, {
        rateCard: { costEstimate: { ratePerSqFt: { residential: 1800 } }, ...kitchenAt30000 },
        rateCardAsOf: '2026-11-01',
        landUnits: { kathaSqFt: 720 },
      }),
      settings: {
        company: { ...company, name: 'Nirman Builders' },
        rateCard: { costEstimate: { ratePerSqFt: { residential: 1800 } }, ...kitchenAt30000 },
        rateCardAsOf: '2026-11-01',
        landUnits: { kathaSqFt: 720 },
      },
    },
    cardVersion(3, {
      rateCard: { costEstimate: { ratePerSqFt: { residential: 1900 } } },
      rateCardAsOf: '2026-12-01',
    }),
  ]

  it('lists an earlier card’s own figures and restores it, with its day and katha', async () => {
    const api = await openSettings({ settingsVersions: history() })
    const user = userEvent.setup()
    const list = await screen.findByRole('list', { name: 'Versions of the settings' })
    await openGroups(user, construction)
    expect(box('Homes, standard finish')).toHaveValue('1900')

    // A version that changed only the company's details has no rate card to open.
    await user.click(within(list).getByRole('button', { name: 'Open version 2' }))
    await screen.findByRole('region', { name: 'Company details of version 2' })
    expect(screen.queryByRole('region', { name: 'Rate card of version 2' })).not.toBeInTheDocument()

    await user.click(within(list).getByRole('button', { name: 'Open version 1' }))
    const opened = await screen.findByRole('region', { name: 'Rate card of version 1' })
    const shown = within(opened)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent])
    expect(shown).toEqual([
      ['Rates as of', '1 Nov 2026'],
      ['1 katha', '720 sq ft'],
      ['Homes, standard finish', '1,800 (₹ per sq ft)'],
      ['Kitchen remodel', '30,000 (₹)'],
    ])

    await user.click(
      within(opened).getByRole('button', { name: 'Restore the rate card of version 1' }),
    )
    expect(
      within(opened).getByText(
        'Bring back the rate card of version 1, with its “as of” day and land units? It becomes a new version; the company details stay as they are.',
      ),
    ).toBeInTheDocument()
    expect(within(opened).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(opened).getByRole('button', { name: 'Restore' }))

    const done = await screen.findByText(
      'Restored the rate card of version 1 as version 4. The calculators use it from their next page load.',
    )
    expect(done.closest('[role="status"]')).toHaveFocus()
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      part: 'rateCard',
      version: 3,
    })
    // The section starts again (its groups closed) from the card brought back; the company's
    // name stays.
    await waitFor(() =>
      expect(
        within(rateCardPart()).getByRole('button', {
          name: 'Construction (cost estimator) 1 of 7 changed',
          expanded: false,
        }),
      ).toBeInTheDocument(),
    )
    await openGroups(user, construction, renovation)
    expect(box('Homes, standard finish')).toHaveValue('1800')
    expect(box('Kitchen remodel')).toHaveValue('30000')
    expect(asOfBox()).toHaveValue('2026-11-01')
    expect(box('1 katha in sq ft')).toHaveValue('720')
    expect(
      within(screen.getByRole('region', { name: 'Company details' })).getByRole('textbox', {
        name: 'Company name',
      }),
    ).toHaveValue('Nirman Constructions')
    expect(api.settingsVersions.at(-1)?.settings.company.name).toBe('Nirman Constructions')
    await waitFor(() =>
      expect(
        within(rateCardPart()).getByText(
          /^Rates as of 1 Nov 2026, saved by Rajesh Nirman on \d+ \w+ \d{4}, /,
        ),
      ).toBeInTheDocument(),
    )
  })

  it('lists no figure of a card that keeps the specification’s, and Patna’s katha', async () => {
    await openSettings({
      settingsVersions: [
        cardVersion(1, { rateCard: {} }),
        cardVersion(2, { rateCard: { paint: { pricePerLitre: { premium: 550 } } } }),
      ],
    })
    const user = userEvent.setup()
    const list = await screen.findByRole('list', { name: 'Versions of the settings' })
    await user.click(within(list).getByRole('button', { name: 'Open version 1' }))
    const opened = await screen.findByRole('region', { name: 'Rate card of version 1' })
    expect(
      within(opened)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['Rates as of', 'Not given (no card saved)'],
      ['1 katha', '1,361.25 sq ft (Patna’s)'],
    ])
    expect(within(opened).getByText('Every figure is the specification’s.')).toBeInTheDocument()
  })
})
