import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import HomePage, { meta } from '../../routes/home'
import { headingTexts, mockFetchJson, renderRoute } from '../sections/test-utils'

async function renderHome() {
  // The featured projects come from the API; an empty list is enough to render the section.
  const fetch = mockFetchJson([])
  const view = renderRoute([{ path: '/', Component: HomePage }], '/')
  // Below the hero, each section is an island whose code arrives on its own (home-islands.tsx).
  await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10))
  await screen.findByRole('button', { name: 'Send Message' })
  return { ...view, fetch }
}

describe('Home page', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('has one h1 and its sections in the order of the specification', async () => {
    await renderHome()
    expect(headingTexts(1)).toEqual(['Building Your Dreams with Quality & Trust'])
    // website.md section 2, "Home": hero, statistics, services, why choose us, featured projects,
    // testimonials, process, tailored solutions, tools and resources, contact form, call to action.
    expect(headingTexts(2)).toEqual([
      'Nirman Constructions in numbers',
      'Our Services',
      'Why Choose Nirman Constructions',
      'Featured Projects',
      'What Our Clients Say',
      'Our Construction Process',
      'Tailored Solutions for Every Client',
      'Tools & Resources',
      'Request a Free Quote',
      'Ready to Build Your Dream Project?',
    ])
  })

  it('has the anchors home, services, projects, process, resources and contact, in that order', async () => {
    const { container } = await renderHome()
    const anchors = ['home', 'services', 'projects', 'process', 'resources', 'contact'].map((id) =>
      container.querySelector(`[id="${id}"]`),
    )
    expect(anchors.every((anchor) => anchor !== null)).toBe(true)
    for (let index = 1; index < anchors.length; index++) {
      const before = anchors[index - 1]
      const after = anchors[index]
      if (!before || !after) throw new Error('anchor missing')
      // Node.DOCUMENT_POSITION_FOLLOWING: `after` comes later in the page than `before`.
      expect(before.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    }
  })

  it('shows the four statistics of the fixed copy', async () => {
    await renderHome()
    const stats = screen.getByRole('region', { name: 'Nirman Constructions in numbers' })
    const terms = within(stats)
      .getAllByRole('term')
      .map((term) => term.textContent)
    const values = within(stats)
      .getAllByRole('definition')
      .map((value) => value.textContent)
    expect(terms).toEqual([
      'Years of Experience',
      'Projects Completed',
      'Happy Clients',
      'Team Members',
    ])
    expect(values).toEqual(['12+', '150+', '100+', '50+'])
  })

  it('links the six services to their pages', async () => {
    await renderHome()
    const services = screen.getByRole('region', { name: 'Our Services' })
    const links = within(services).getAllByRole('link', { name: /^Learn more: / })
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/services/residential',
      '/services/commercial',
      '/services/architectural',
      '/services/interior',
      '/services/consultancy',
      '/services/management',
    ])
  })

  it('links the three client segments to their sections of /client-solutions', async () => {
    await renderHome()
    const solutions = screen.getByRole('region', { name: 'Tailored Solutions for Every Client' })
    const links = within(solutions).getAllByRole('link', { name: /^Learn More: / })
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/client-solutions#homeowners',
      '/client-solutions#developers',
      '/client-solutions#commercial',
    ])
  })

  it('links calculators to their pages and three articles to the knowledge center', async () => {
    await renderHome()
    const resources = screen.getByRole('region', { name: 'Tools & Resources' })
    const tools = within(resources).getAllByRole('link', { name: /^Open calculator: / })
    expect(tools.map((link) => link.getAttribute('href'))).toEqual([
      '/resources/cost-estimator',
      '/resources/paint-calculator',
      '/resources/electrical-calculator',
      '/resources/loan-calculator',
    ])
    const articles = within(resources).getAllByRole('link', { name: /^Read article: / })
    expect(articles.map((link) => link.getAttribute('href'))).toEqual([
      '/resources/articles/house-construction-cost-in-patna',
      '/resources/articles/choosing-a-plot-in-bihar',
      '/resources/articles/monsoon-proofing-your-home',
    ])
  })

  it('has the quick quote form in the hero and the full form in the contact section', async () => {
    await renderHome()
    const hero = screen.getByRole('region', { name: 'Building Your Dreams with Quality & Trust' })
    // The forms' own words belong to the quote forms (content/quote.ts).
    expect(within(hero).getByRole('form', { name: 'Get a Free Quote' })).toBeInTheDocument()
    expect(within(hero).getByRole('button', { name: 'Request My Free Quote' })).toBeInTheDocument()
    const contact = screen.getByRole('region', { name: 'Request a Free Quote' })
    expect(within(contact).getByRole('button', { name: 'Send Message' })).toBeInTheDocument()
    expect(within(contact).getByRole('group', { name: /North/ })).toBeInTheDocument()
  })

  it('has a page title that names the company and the place, not just "Home"', () => {
    const location = { pathname: '/', search: '', hash: '', state: null, key: 'default' }
    expect(meta({ location })).toContainEqual({
      title: 'Nirman Constructions | Construction Company in Patna, Bihar',
    })
  })
})
