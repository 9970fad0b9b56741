import { screen, waitFor, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import type { Location, MetaDescriptor } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '../../api/query-provider'
import AboutPage, { meta as aboutMeta } from '../../routes/about'
import ClientSolutionsPage, { meta as clientSolutionsMeta } from '../../routes/client-solutions'
import HomePage, { meta as homeMeta } from '../../routes/home'
import HowItWorksPage, { meta as howItWorksMeta } from '../../routes/how-it-works'
import NotFoundPage, { meta as notFoundMeta } from '../../routes/not-found'
import PrivacyPolicyPage, { meta as privacyMeta } from '../../routes/privacy-policy'
import ServiceDetailPage, { meta as serviceMeta } from '../../routes/service-detail'
import ServicesPage, { meta as servicesMeta } from '../../routes/services'
import TermsOfServicePage, { meta as termsMeta } from '../../routes/terms-of-service'
import { giveCompanyDetails, ownerDetails } from '../../settings/test-utils'
import { mockApi, ok } from '../projects/test-utils'
import { headingTexts, landedOn, mockFetchJson, renderRoute } from './test-utils'

interface PageCase {
  path: string
  Component: ComponentType
  meta: () => MetaDescriptor[]
}

/** What a route's `meta` is given of the page's address. */
function at(pathname: string): { location: Location } {
  return { location: { pathname, search: '', hash: '', state: null, key: 'default' } }
}

const pages: PageCase[] = [
  { path: '/', Component: HomePage, meta: () => homeMeta(at('/')) },
  { path: '/about', Component: AboutPage, meta: () => aboutMeta(at('/about')) },
  { path: '/services', Component: ServicesPage, meta: () => servicesMeta(at('/services')) },
  ...['residential', 'commercial', 'architectural', 'interior', 'consultancy', 'management'].map(
    (id) => ({
      path: `/services/${id}`,
      Component: ServiceDetailPage,
      meta: () => serviceMeta({ params: { id }, ...at(`/services/${id}`) }),
    }),
  ),
  {
    path: '/how-it-works',
    Component: HowItWorksPage,
    meta: () => howItWorksMeta(at('/how-it-works')),
  },
  {
    path: '/client-solutions',
    Component: ClientSolutionsPage,
    meta: () => clientSolutionsMeta(at('/client-solutions')),
  },
  {
    path: '/privacy-policy',
    Component: PrivacyPolicyPage,
    meta: () => privacyMeta(at('/privacy-policy')),
  },
  {
    path: '/terms-of-service',
    Component: TermsOfServicePage,
    meta: () => termsMeta(at('/terms-of-service')),
  },
  { path: '/no-such-page', Component: NotFoundPage, meta: () => notFoundMeta(at('/no-such-page')) },
]

function renderPage({ path, Component }: PageCase) {
  return renderRoute([{ path, Component }], path)
}

function description(tags: MetaDescriptor[]): string {
  const tag = tags.find((each) => 'name' in each && each.name === 'description')
  return tag && 'content' in tag ? String(tag.content) : ''
}

afterEach(() => {
  vi.restoreAllMocks()
  // The testimonials load through the visit's one query cache: each test starts with an empty one.
  queryClient().clear()
})

describe.each(pages)('the page $path', (page) => {
  it('has exactly one h1 and headings that never skip a level', async () => {
    mockFetchJson([])
    renderPage(page)
    // The home page's sections below the hero arrive as islands (features/home/home-islands.tsx).
    if (page.path === '/') await screen.findByText('Ready to Build Your Dream Project?')
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)))
    levels.forEach((level, index) => {
      // Going down one level at a time (h2 -> h3), back up by any number.
      if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1)
    })
  })

  it('has a title and a description of 70 to 160 characters for search results', () => {
    const tags = page.meta()
    expect(tags.some((tag) => 'title' in tag && String(tag.title).length > 0)).toBe(true)
    const text = description(tags)
    expect(text.length).toBeGreaterThanOrEqual(70)
    expect(text.length).toBeLessThanOrEqual(160)
  })
})

describe('About page', () => {
  it('has the story, the four core values, the regions and the achievements', () => {
    renderRoute([{ path: '/about', Component: AboutPage }], '/about')
    expect(headingTexts(2)).toEqual([
      'Our Story',
      'Our Core Values',
      'Where We Work',
      'Our Achievements',
      'See What We Have Built',
    ])
    const values = screen.getByRole('region', { name: 'Our Core Values' })
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Integrity', 'Excellence', 'Innovation', 'Sustainability'])
    const regions = screen.getByRole('region', { name: 'Where We Work' })
    expect(
      within(regions)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Patna', 'Danapur', 'Muzaffarpur', 'Gaya'])
    const achievements = screen.getByRole('region', { name: 'Our Achievements' })
    expect(
      within(achievements)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['12+', '150+', '100+', '50+', '5'])
    expect(screen.getByRole('link', { name: 'View Our Projects' })).toHaveAttribute(
      'href',
      '/projects',
    )
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
  })
})

describe('Services page', () => {
  it('shows all six services with links to their pages', () => {
    renderRoute([{ path: '/services', Component: ServicesPage }], '/services')
    const links = screen.getAllByRole('link', { name: /^Learn more: / })
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/services/residential',
      '/services/commercial',
      '/services/architectural',
      '/services/interior',
      '/services/consultancy',
      '/services/management',
    ])
    expect(headingTexts(2)).toEqual([
      'What We Do',
      'Why Choose Nirman Constructions',
      'Our Approach',
      'Not Sure Which Service You Need?',
    ])
  })
})

describe('How it works page', () => {
  it('has four steps, each with what we do and what you get', () => {
    renderRoute([{ path: '/how-it-works', Component: HowItWorksPage }], '/how-it-works')
    const steps = screen.getAllByRole('article')
    expect(steps).toHaveLength(4)
    for (const step of steps) {
      expect(within(step).getByRole('heading', { level: 4, name: 'What we do' })).toBeVisible()
      expect(within(step).getByRole('heading', { level: 4, name: 'What you get' })).toBeVisible()
    }
  })

  it('answers four questions, the first with the typical timelines', async () => {
    const { user } = renderRoute(
      [{ path: '/how-it-works', Component: HowItWorksPage }],
      '/how-it-works',
    )
    const faqs = screen.getByRole('region', { name: 'Frequently Asked Questions' })
    const questions = within(faqs).getAllByRole('heading', { level: 3 })
    expect(questions).toHaveLength(4)
    // Answers are in the page (and its prerendered HTML) but closed until their question opens.
    const answer = within(faqs).getByText(/residential project typically takes 6-12 months/)
    expect(answer).not.toBeVisible()
    await user.click(
      within(faqs).getByRole('heading', { name: 'How long does construction take?' }),
    )
    expect(within(faqs).getByText(/residential project typically takes 6-12 months/)).toBeVisible()
    expect(within(faqs).getByText(/commercial project 12-24 months/)).toBeVisible()
  })
})

describe('Client solutions page', () => {
  it('links each summary card to its section, which carries the badge and both lists', async () => {
    const { container } = renderRoute(
      [{ path: '/client-solutions', Component: ClientSolutionsPage }],
      '/client-solutions',
    )
    expect(
      screen.getByRole('heading', { level: 2, name: 'Our Client-Focused Approach' }),
    ).toBeVisible()
    const learnMore = screen.getAllByRole('link', { name: /^Learn More: / })
    expect(learnMore.map((link) => link.getAttribute('href'))).toEqual([
      '#homeowners',
      '#developers',
      '#commercial',
    ])
    for (const id of ['homeowners', 'developers', 'commercial']) {
      const section = container.querySelector(`section[id="${id}"]`)
      if (!(section instanceof HTMLElement)) throw new Error(`no section #${id}`)
      expect(within(section).getByText('Tailored Solution')).toBeVisible()
      expect(within(section).getByRole('heading', { level: 3, name: 'Key Benefits' })).toBeVisible()
      expect(within(section).getByRole('heading', { level: 3, name: 'Our Approach' })).toBeVisible()
      expect(within(section).getByRole('img')).toHaveAccessibleName()
    }
  })

  it('links each segment to its planning calculators', () => {
    const { container } = renderRoute(
      [{ path: '/client-solutions', Component: ClientSolutionsPage }],
      '/client-solutions',
    )
    const calculatorLinks = (id: string) => {
      const section = container.querySelector(`section[id="${id}"]`)
      if (!(section instanceof HTMLElement)) throw new Error(`no section #${id}`)
      return within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
    }
    expect(calculatorLinks('homeowners')).toEqual([
      '/resources/cost-estimator',
      '/resources/loan-calculator',
    ])
    expect(calculatorLinks('developers')).toEqual([
      '/resources/materials-calculator',
      '/resources/cost-estimator',
    ])
    expect(calculatorLinks('commercial')).toEqual([
      '/resources/hvac-calculator',
      '/resources/electrical-calculator',
    ])
  })

  it('has three success stories, four reasons and a free consultation call to action', () => {
    renderRoute(
      [{ path: '/client-solutions', Component: ClientSolutionsPage }],
      '/client-solutions',
    )
    const stories = screen.getByRole('region', { name: 'Client Success Stories' })
    const captions = within(stories)
      .getAllByRole('figure')
      .map((figure) => figure.querySelector('figcaption')?.textContent ?? '')
    expect(captions).toHaveLength(3)
    expect(captions[0]).toContain('Homeowners, Patna')
    expect(captions[1]).toContain('Real estate developer, Delhi-NCR')
    expect(captions[2]).toContain('Restaurant owner, Kolkata')
    const why = screen.getByRole('region', { name: 'Why Choose Nirman Constructions' })
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Client-Centric',
      'Industry Expertise',
      'Transparent Communication',
      'Quality Assurance',
    ])
    expect(screen.getByRole('link', { name: 'Get a Free Consultation' })).toHaveAttribute(
      'href',
      '/contact',
    )
  })
})

describe('Client solutions page with the published success stories', () => {
  it('shows them in the order of the sections, those of no section last', async () => {
    const story = (id: number, author: string, segment: string | null) => ({
      id,
      quote: `The words of ${author}.`,
      author,
      detail: 'Client',
      project: '',
      segment,
      hindi: null,
    })
    mockApi({
      '/api/testimonials?placement=solutions': ok([
        story(1, 'Naveen Traders', 'commercial'),
        story(2, 'Sushma Devi', null),
        story(3, 'Rakesh Yadav', 'homeowners'),
        story(4, 'Ganga Builders', 'developers'),
      ]),
    })
    renderRoute(
      [{ path: '/client-solutions', Component: ClientSolutionsPage }],
      '/client-solutions',
    )
    const stories = screen.getByRole('region', { name: 'Client Success Stories' })
    const authors = () =>
      within(stories)
        .getAllByRole('figure')
        .map((figure) => figure.querySelector('figcaption p')?.textContent)
    // The fixed three until the published ones have come.
    expect(authors()).toEqual(['Amit and Priya Sharma', 'Vikram Malhotra', 'Debashish Roy'])
    // homeowners, developers, commercial, then the one of no section.
    await waitFor(() =>
      expect(authors()).toEqual([
        'Rakesh Yadav',
        'Ganga Builders',
        'Naveen Traders',
        'Sushma Devi',
      ]),
    )
  })
})

describe('Legal pages', () => {
  it('privacy policy covers the required topics and gives the contact e-mail', () => {
    renderRoute([{ path: '/privacy-policy', Component: PrivacyPolicyPage }], '/privacy-policy')
    const topics = headingTexts(2)
    for (const topic of [
      'Information We Collect',
      'Why We Process Your Information',
      'Your Rights',
      'Links to Other Websites',
      'Security',
      'Legal Disclosure',
      'Contact Us',
    ]) {
      expect(topics).toContain(topic)
    }
    expect(screen.getByText(/European Economic Area/)).toBeVisible()
    // No e-mail address from the owner yet: the contact block sends to the contact page's form.
    const contact = within(screen.getByRole('region', { name: 'Contact Us' }))
    expect(contact.queryByRole('link', { name: /@/ })).not.toBeInTheDocument()
    expect(contact.getByRole('link', { name: 'the form on our contact page' })).toHaveAttribute(
      'href',
      '/contact',
    )
    expect(contact.getByText('Post: Danapur, Patna, Bihar 801503, India')).toBeInTheDocument()
  })

  it("privacy policy gives the owner's e-mail and address to contact", () => {
    giveCompanyDetails(ownerDetails)
    renderRoute([{ path: '/privacy-policy', Component: PrivacyPolicyPage }], '/privacy-policy')
    const contact = within(screen.getByRole('region', { name: 'Contact Us' }))
    expect(contact.getByRole('link', { name: 'office@nirman-patna.in' })).toHaveAttribute(
      'href',
      'mailto:office@nirman-patna.in',
    )
    expect(
      contact.getByText('Post: Saguna More, Bailey Road, Danapur, Patna, Bihar 801503, India'),
    ).toBeInTheDocument()
  })

  it('terms of service say that estimates are indicative', () => {
    renderRoute([{ path: '/terms-of-service', Component: TermsOfServicePage }], '/terms-of-service')
    expect(
      screen.getByRole('heading', { level: 2, name: 'Estimates Are Indicative' }),
    ).toBeVisible()
  })
})

describe('Not-found page', () => {
  it('shows the 404 card with links home and to /contact, and is not indexed', async () => {
    const { user } = renderRoute(
      [{ path: '/no-such-page', Component: NotFoundPage }],
      '/no-such-page',
    )
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
    await user.click(screen.getByRole('link', { name: 'Back to Home' }))
    expect(await landedOn()).toBe('/')
    expect(notFoundMeta(at('/no-such-page'))).toContainEqual({ name: 'robots', content: 'noindex' })
  })
})
