import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '../api/query-provider'
import { anImage, aPhoto, aProject, mockApi, ok } from '../features/projects/test-utils'
import { hindiFirstLoad } from '../i18n/hindi-first-load'
import { hindiForms } from '../i18n/hindi-forms'
import { provideHindiParts } from '../i18n/hindi-parts'
import ProjectDetailPage, {
  clientLoader,
  ErrorBoundary,
  HydrateFallback,
  meta,
} from './project-detail'

afterEach(() => {
  // Unmounted first, so no query of this test refetches into the next one's cache.
  cleanup()
  vi.restoreAllMocks()
  // The route loads through the visit's one query cache: each test starts with an empty one.
  queryClient().clear()
})

const danapur = aProject({
  id: 1,
  title: 'Sinha Residence, Danapur',
  projectType: 'residential',
  completedDate: '2024-03-15',
  imageUrl: '/images/projects/danapur-residence.svg',
  location: 'Danapur, Patna',
})
const portfolio = [
  danapur,
  aProject({ id: 2, title: 'Kankarbagh Duplex Homes', projectType: 'residential' }),
  aProject({ id: 3, title: 'Riverside Villa, Hajipur', projectType: 'residential' }),
  aProject({ id: 4, title: 'Bodh Gaya Guest House', projectType: 'residential' }),
  aProject({ id: 12, title: 'Danapur Row Houses', projectType: 'residential' }),
  aProject({ id: 5, title: 'Boring Road Commercial Complex', projectType: 'commercial' }),
  aProject({ id: 9, title: 'Bihta Public School Block', projectType: 'institutional' }),
]

/** The route module as React Router's framework mode runs it: loader, page, fallback, boundary. */
function renderProject(id: string, lang: 'en' | 'hi' = 'en') {
  const prefix = lang === 'hi' ? '/hi' : ''
  const Stub = createRoutesStub([
    {
      path: `${prefix}/projects/:id`,
      Component: ProjectDetailPage,
      loader: ({ params }) => clientLoader({ params: { id: params.id ?? '' } }),
      HydrateFallback,
      ErrorBoundary,
    },
    { path: '/projects', Component: () => <h1>Our Projects</h1> },
  ])
  const user = userEvent.setup()
  return { ...render(<Stub initialEntries={[`${prefix}/projects/${id}`]} />), user }
}

describe('/projects/:id', () => {
  it('says it is loading until the project arrives', () => {
    mockApi({ '/api/projects/1': 'never', '/api/projects': 'never' })
    renderProject('1')
    expect(screen.getByRole('status')).toHaveTextContent('Loading project details...')
  })

  it('shows the project: title, type, breadcrumb, completion month, gallery and info box', async () => {
    mockApi({ '/api/projects/1': ok(danapur), '/api/projects': ok(portfolio) })
    renderProject('1')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sinha Residence, Danapur' }),
    ).toBeInTheDocument()
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    expect(within(breadcrumb).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      '/projects',
    )
    expect(within(breadcrumb).getByText('Sinha Residence, Danapur')).toHaveAttribute(
      'aria-current',
      'page',
    )
    // 2024-03-15 is in March 2024.
    expect(screen.getAllByText('March 2024').length).toBeGreaterThan(0)
    expect(screen.getAllByText('Residential').length).toBeGreaterThan(0)

    const gallery = screen.getByRole('region', { name: 'Project Gallery' })
    expect(within(gallery).getAllByRole('img')).toHaveLength(4)
    expect(within(gallery).getByRole('img', { name: 'Sinha Residence, Danapur' })).toHaveAttribute(
      'src',
      '/images/projects/danapur-residence.svg',
    )

    // The info box names the project's own place, as its header does (not "East India").
    const info = screen.getByRole('heading', { name: 'Project Information' }).closest('section')
    if (!info) throw new Error('no info box')
    expect(within(info).getByText('Danapur, Patna')).toBeInTheDocument()
    expect(within(info).queryByText('East India')).toBeNull()
    expect(screen.getByText('Construction and Design')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Get a Free Quote/ })).toHaveAttribute(
      'href',
      '/contact',
    )
  })

  it("says East India in the info box for a project that names no place (the specification's)", async () => {
    const somewhere = aProject({ id: 5, title: 'Nameless Place House', location: '' })
    mockApi({ '/api/projects/5': ok(somewhere), '/api/projects': ok([somewhere]) })
    renderProject('5')
    const info = (await screen.findByRole('heading', { name: 'Project Information' })).closest(
      'section',
    )
    if (!info) throw new Error('no info box')
    expect(within(info).getByText('East India')).toBeInTheDocument()
  })

  it('lists at most three similar projects, of the same type, never the project itself', async () => {
    mockApi({ '/api/projects/1': ok(danapur), '/api/projects': ok(portfolio) })
    renderProject('1')

    const similar = await screen.findByRole('region', { name: 'Similar Projects' })
    const titles = (await within(similar).findAllByRole('heading', { level: 3 })).map(
      (heading) => heading.textContent,
    )
    // Residential projects other than id 1 are 2, 3, 4 and 12; the first three are shown.
    expect(titles).toEqual([
      'Kankarbagh Duplex Homes',
      'Riverside Villa, Hajipur',
      'Bodh Gaya Guest House',
    ])
  })

  it('leaves out the similar projects when there are none', async () => {
    mockApi({ '/api/projects/1': ok(danapur), '/api/projects': ok([danapur]) })
    renderProject('1')
    await screen.findByRole('heading', { level: 1, name: 'Sinha Residence, Danapur' })
    await screen.findByText('Construction and Design')
    // While the portfolio loads the section shows its spinner; once it has come, it goes.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Similar Projects' })).not.toBeInTheDocument(),
    )
  })

  it("shows 'Project Not Found' with a way back when the API answers 404", async () => {
    mockApi({ '/api/projects': ok(portfolio) }) // /api/projects/99 falls through to a 404
    const { user } = renderProject('99')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project Not Found' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/We could not find this project/)).toBeInTheDocument()
    // Nothing to try again: the project does not exist.
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Back to Projects' }))
    expect(await screen.findByRole('heading', { name: 'Our Projects' })).toBeInTheDocument()
  })

  it("shows 'Project Not Found' for an id that is not a number, without asking the API", async () => {
    const fetch = mockApi({})
    renderProject('danapur')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project Not Found' }),
    ).toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
  })

  it("shows 'Project Not Found' when the project cannot be loaded, says why, and tries again", async () => {
    const fetch = mockApi({
      '/api/projects/1': { status: 503, body: { message: 'Service Unavailable' } },
      '/api/projects': ok(portfolio),
    })
    const { user } = renderProject('1')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project Not Found' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/our server did not answer\. Please try again/)).toBeInTheDocument()

    // The API is back: Try Again loads the project in place.
    fetch.mockRestore()
    mockApi({ '/api/projects/1': ok(danapur), '/api/projects': ok(portfolio) })
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sinha Residence, Danapur' }),
    ).toBeInTheDocument()
  })

  it("titles the page with the project's title once it is loaded", () => {
    const tags = (loaderData?: typeof danapur) =>
      meta({ params: { id: '1' }, location: { pathname: '/projects/1' }, loaderData })
    expect(tags(danapur)).toContainEqual({
      title: 'Sinha Residence, Danapur | Nirman Constructions',
    })
    expect(tags()).toContainEqual({ title: 'Project | Nirman Constructions' })
  })
})

// A project the staff filled in: highlights, services, five gallery photos (the fourth without a
// caption), a before/after pair and two floor plans. Its cover is its first photo.
const rajendraNagar = aProject({
  id: 7,
  title: 'Terrace House, Rajendra Nagar',
  projectType: 'residential',
  cover: anImage('front'),
  highlights: ['G+2, 3,200 sq ft', 'Earthquake-resistant frame'],
  services: ['Design', 'Construction', 'Interiors'],
  photos: [
    aPhoto('Front of the house at dusk', { image: anImage('front') }),
    aPhoto('Living room with a double-height window'),
    aPhoto('Kitchen with granite counters'),
    aPhoto(''),
    aPhoto('Roof terrace garden'),
    aPhoto('The old boundary wall', { role: 'before' }),
    aPhoto('Ground floor plan', { role: 'floor_plan' }),
    aPhoto('The new boundary wall', { role: 'after' }),
    aPhoto('First floor plan', { role: 'floor_plan' }),
  ],
})

async function renderRajendraNagar(lang: 'en' | 'hi' = 'en') {
  mockApi({ '/api/projects/7': ok(rajendraNagar), '/api/projects': ok([rajendraNagar]) })
  const view = renderProject('7', lang)
  await screen.findByRole('heading', { level: 1, name: 'Terrace House, Rajendra Nagar' })
  return view
}

/** The dialog's title and description, as a screen reader reads them: "Kitchen / Photo 3 of 5". */
function dialogText(dialog: HTMLElement) {
  const title = within(dialog).getByRole('heading').textContent
  const describedBy = dialog.getAttribute('aria-describedby')
  const description = describedBy ? document.getElementById(describedBy)?.textContent : undefined
  return description ? `${title} / ${description}` : title
}

describe('/projects/:id with photos', () => {
  it("describes the page for search results and link previews with the project's own words and cover", () => {
    const long = aProject({
      ...rajendraNagar,
      // 16 words of 9 characters and a space: 160 characters, more than the 155 of a summary.
      description: `${'Foundati. '.repeat(16)}`.trim(),
    })
    const tags = meta({
      params: { id: '7' },
      location: { pathname: '/projects/7' },
      loaderData: long,
    })
    const description = tags.find((tag) => 'name' in tag && tag.name === 'description')
    // Cut at the space after the 15th word (index 149), its full stop dropped, and marked as cut.
    expect(description).toEqual({
      name: 'description',
      content: `${'Foundati. '.repeat(15).trim().replace(/\.$/, '')}…`,
    })
    expect(tags).toContainEqual({
      property: 'og:image',
      content: 'https://www.nirmanconstructions.in/uploads/front-960.jpg',
    })
    expect(tags).toContainEqual({ property: 'og:type', content: 'article' })
    expect(tags).toContainEqual({ property: 'og:image:alt', content: 'Front of the house at dusk' })
    // Without a cover, the site's default picture (the sample drawings are SVG), described by the
    // project's title.
    const withoutPhotos = meta({
      params: { id: '1' },
      location: { pathname: '/projects/1' },
      loaderData: danapur,
    })
    expect(withoutPhotos).toContainEqual({
      property: 'og:image',
      content: 'https://www.nirmanconstructions.in/images/og-default.png',
    })
    expect(withoutPhotos).toContainEqual({
      property: 'og:image:alt',
      content: 'Sinha Residence, Danapur',
    })
  })

  it('shows its cover at the top in every stored size, loaded first', async () => {
    await renderRajendraNagar()
    const cover = document.querySelector('img[fetchpriority="high"]')
    expect(cover).toHaveAttribute('src', '/uploads/front-960.jpg')
    expect(cover).toHaveAttribute('loading', 'eager')
    expect(cover?.getAttribute('srcset')).toContain('/uploads/front-1600.jpg 1600w')
    expect(cover?.parentElement?.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      expect.stringContaining('/uploads/front-480.avif 480w'),
    )
  })

  it('lists the gallery photos with their captions, each a button that opens it larger', async () => {
    await renderRajendraNagar()
    const gallery = screen.getByRole('region', { name: 'Project Gallery' })
    // Five gallery photos; the before/after and the floor plans have groups of their own.
    expect(
      within(gallery)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toHaveLength(5)
    expect(
      within(gallery)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-haspopup')),
    ).toEqual(['dialog', 'dialog', 'dialog', 'dialog', 'dialog'])
    expect(
      within(gallery).getByRole('button', { name: 'Kitchen with granite counters View larger' }),
    ).toBeInTheDocument()
    // The photo without a caption is named by its place: the 4th of 5.
    expect(
      within(gallery).getByRole('button', { name: 'Photo 4 of 5 View larger' }),
    ).toBeInTheDocument()
    expect(
      within(gallery)
        .getAllByRole('figure')
        .map((figure) => figure.querySelector('figcaption')?.textContent ?? null),
    ).toEqual([
      'Front of the house at dusk',
      'Living room with a double-height window',
      'Kitchen with granite counters',
      null,
      'Roof terrace garden',
    ])
    expect(within(gallery).getByRole('img', { name: 'Roof terrace garden' })).toHaveAttribute(
      'loading',
      'lazy',
    )
  })

  it('steps through the photos in the larger view and gives the focus back on Escape', async () => {
    const { user } = await renderRajendraNagar()
    const gallery = screen.getByRole('region', { name: 'Project Gallery' })
    const kitchen = within(gallery).getByRole('button', { name: /^Kitchen with granite counters/ })
    await user.click(kitchen)

    const dialog = await screen.findByRole('dialog', { name: 'Kitchen with granite counters' })
    expect(dialogText(dialog)).toBe('Kitchen with granite counters / Photo 3 of 5')
    expect(
      within(dialog).getByRole('img', { name: 'Kitchen with granite counters' }),
    ).toHaveAttribute('loading', 'eager')

    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }))
    // The 4th photo has no caption: its place is the title.
    expect(dialogText(screen.getByRole('dialog', { name: 'Photo 4 of 5' }))).toBe('Photo 4 of 5')
    await user.keyboard('{ArrowRight}')
    expect(dialogText(screen.getByRole('dialog'))).toBe('Roof terrace garden / Photo 5 of 5')
    // 5 + 1 wraps to the first.
    await user.keyboard('{ArrowRight}')
    expect(dialogText(screen.getByRole('dialog'))).toBe('Front of the house at dusk / Photo 1 of 5')
    await user.keyboard('{ArrowLeft}')
    expect(dialogText(screen.getByRole('dialog'))).toBe('Roof terrace garden / Photo 5 of 5')
    await user.click(screen.getByRole('button', { name: 'Previous photo' }))
    expect(screen.getByRole('dialog', { name: 'Photo 4 of 5' })).toBeInTheDocument()

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(kitchen).toHaveFocus()
  })

  it('shows each before beside its after, labelled, and the floor plans in their own group', async () => {
    await renderRajendraNagar()
    const pairs = within(screen.getByRole('region', { name: 'Before and After' })).getAllByRole(
      'listitem',
    )
    expect(pairs).toHaveLength(1)
    const sides = within(pairs[0] as HTMLElement).getAllByRole('figure')
    expect(sides.map((side) => side.querySelector('figcaption')?.textContent)).toEqual([
      'BeforeThe old boundary wall',
      'AfterThe new boundary wall',
    ])
    expect(
      within(sides[0] as HTMLElement).getByRole('img', { name: 'The old boundary wall' }),
    ).toBeInTheDocument()

    const plans = screen.getByRole('region', { name: 'Floor Plans' })
    expect(
      within(plans)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Ground floor plan', 'First floor plan'])
  })

  it("lists the project's own highlights and services instead of the fixed ones", async () => {
    await renderRajendraNagar()
    const highlights = screen.getByRole('region', { name: 'Project Highlights' })
    expect(
      within(highlights)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['G+2, 3,200 sq ft', 'Earthquake-resistant frame'])
    const services = screen.getByText('Design').closest('ul')
    expect(
      within(services as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Design', 'Construction', 'Interiors'])
    expect(screen.queryByText('Construction and Design')).not.toBeInTheDocument()
  })

  it('leaves out the gallery of a project whose photos are all before/after ones', async () => {
    const renovation = aProject({
      id: 8,
      title: 'Old Town Renovation',
      photos: [aPhoto('Damp hall', { role: 'before' }), aPhoto('Dry hall', { role: 'after' })],
    })
    mockApi({ '/api/projects/8': ok(renovation), '/api/projects': ok([renovation]) })
    renderProject('8')
    expect(await screen.findByRole('region', { name: 'Before and After' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Project Gallery' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Floor Plans' })).not.toBeInTheDocument()
  })

  describe('on a Hindi page', () => {
    beforeEach(() => {
      provideHindiParts({ firstLoad: hindiFirstLoad, forms: hindiForms })
      window.history.replaceState(null, '', '/hi/projects/7')
    })
    afterEach(() => {
      window.history.replaceState(null, '', '/')
    })

    it('names the groups and the sides in Hindi, and keeps the captions as the staff wrote them', async () => {
      const { user } = await renderRajendraNagar('hi')
      const pair = within(screen.getByRole('region', { name: 'पहले और बाद में' })).getByRole(
        'listitem',
      )
      expect(
        within(pair)
          .getAllByRole('figure')
          .map((side) => side.querySelector('strong')?.textContent),
      ).toEqual(['पहले', 'बाद में'])
      expect(screen.getByRole('region', { name: 'मंज़िलों के नक्शे' })).toBeInTheDocument()

      const gallery = screen.getByRole('region', { name: 'प्रोजेक्ट की तस्वीरें' })
      expect(
        within(gallery).getByRole('button', { name: '5 में से तस्वीर 4 बड़ा करके देखें' }),
      ).toBeInTheDocument()
      await user.click(within(gallery).getByRole('button', { name: /^Roof terrace garden/ }))
      const dialog = await screen.findByRole('dialog', { name: 'Roof terrace garden' })
      expect(within(dialog).getByRole('button', { name: 'अगली तस्वीर' })).toBeInTheDocument()
      expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument()
    })
  })
})

// A project the staff wrote in both languages, beside one similar project in Hindi and one in
// English only.
const hajipur = aProject({
  id: 3,
  title: 'Riverside Villa, Hajipur',
  description: 'A villa by the Gandak on a raised plinth, safe from the monsoon floods.',
  location: 'Hajipur, Vaishali',
  highlights: ['Raised plinth', 'Flood-safe wiring'],
  services: ['Design', 'Construction'],
  hindi: {
    title: 'रिवरसाइड विला, हाजीपुर',
    description: 'गंडक किनारे ऊँचे प्लिंथ पर बना विला, बरसात की बाढ़ से सुरक्षित।',
    location: 'हाजीपुर, वैशाली',
    highlights: ['ऊँचा प्लिंथ', 'बाढ़ में सुरक्षित वायरिंग'],
  },
})
const bodhGaya = aProject({
  id: 4,
  title: 'Bodh Gaya Guest House',
  hindi: {
    title: 'बोधगया गेस्ट हाउस',
    description: 'तीर्थयात्रियों के लिए बारह कमरों का गेस्ट हाउस।',
    location: '',
    highlights: [],
  },
})
const rowHouses = aProject({ id: 12, title: 'Danapur Row Houses', hindi: null })
const bilingualPortfolio = [hajipur, bodhGaya, rowHouses]

describe("a project's own words in the page's language", () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/')
  })

  it('keeps the English words on the English page, with no language of their own', async () => {
    mockApi({ '/api/projects/3': ok(hajipur), '/api/projects': ok(bilingualPortfolio) })
    renderProject('3')
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Riverside Villa, Hajipur',
    })
    expect(heading).not.toHaveAttribute('lang')
    expect(
      screen.getByText('A villa by the Gandak on a raised plinth, safe from the monsoon floods.'),
    ).toBeInTheDocument()
    // The header and the info box name the place.
    expect(screen.getAllByText('Hajipur, Vaishali')).toHaveLength(2)
    expect(screen.queryByText('रिवरसाइड विला, हाजीपुर')).not.toBeInTheDocument()
    const similar = await screen.findByRole('region', { name: 'Similar Projects' })
    expect(
      (await within(similar).findAllByRole('heading', { level: 3 })).map(
        (each) => each.textContent,
      ),
    ).toEqual(['Bodh Gaya Guest House', 'Danapur Row Houses'])
    window.history.replaceState(null, '', '/projects/3')
    expect(
      meta({
        params: { id: '3' },
        location: { pathname: '/projects/3' },
        loaderData: hajipur,
      }),
    ).toContainEqual({
      title: 'Riverside Villa, Hajipur | Nirman Constructions',
    })
  })

  describe('on a Hindi page', () => {
    beforeEach(() => {
      provideHindiParts({ firstLoad: hindiFirstLoad, forms: hindiForms })
      window.history.replaceState(null, '', '/hi/projects/3')
    })

    it("shows the project's Hindi title, description, place and highlights, and its services as written", async () => {
      mockApi({ '/api/projects/3': ok(hajipur), '/api/projects': ok(bilingualPortfolio) })
      renderProject('3', 'hi')
      const heading = await screen.findByRole('heading', {
        level: 1,
        name: 'रिवरसाइड विला, हाजीपुर',
      })
      expect(heading).not.toHaveAttribute('lang')
      const breadcrumb = screen.getByRole('navigation', { name: 'आप यहाँ हैं' })
      expect(within(breadcrumb).getByText('रिवरसाइड विला, हाजीपुर')).toHaveAttribute(
        'aria-current',
        'page',
      )
      expect(
        within(screen.getByRole('region', { name: 'प्रोजेक्ट की झलक' })).getByText(
          'गंडक किनारे ऊँचे प्लिंथ पर बना विला, बरसात की बाढ़ से सुरक्षित।',
        ),
      ).toBeInTheDocument()
      // The header and the info box name the place.
      expect(screen.getAllByText('हाजीपुर, वैशाली')).toHaveLength(2)
      expect(
        within(screen.getByRole('region', { name: 'प्रोजेक्ट की ख़ास बातें' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['ऊँचा प्लिंथ', 'बाढ़ में सुरक्षित वायरिंग'])
      // The drawn gallery's first picture is described by the project's title.
      expect(
        within(screen.getByRole('region', { name: 'प्रोजेक्ट की तस्वीरें' })).getByRole('img', {
          name: 'रिवरसाइड विला, हाजीपुर',
        }),
      ).toBeInTheDocument()
      expect(screen.getByText('Design')).toBeInTheDocument()
      expect(screen.queryByText('Riverside Villa, Hajipur')).not.toBeInTheDocument()
      expect(screen.queryByText('A villa by the Gandak', { exact: false })).not.toBeInTheDocument()
    })

    it('shows the similar projects by their Hindi titles, an English-only one marked as English', async () => {
      mockApi({ '/api/projects/3': ok(hajipur), '/api/projects': ok(bilingualPortfolio) })
      renderProject('3', 'hi')
      const similar = await screen.findByRole('region', { name: 'मिलते-जुलते प्रोजेक्ट' })
      const titles = await within(similar).findAllByRole('heading', { level: 3 })
      expect(titles.map((each) => each.textContent)).toEqual([
        'बोधगया गेस्ट हाउस',
        'Danapur Row Houses',
      ])
      expect(titles.map((each) => each.getAttribute('lang'))).toEqual([null, 'en-IN'])
      expect(within(similar).getByRole('link', { name: 'बोधगया गेस्ट हाउस' })).toHaveAttribute(
        'href',
        '/hi/projects/4',
      )
    })

    it('shows the English words of a project without Hindi, marked as English', async () => {
      mockApi({ '/api/projects/12': ok(rowHouses), '/api/projects': ok(bilingualPortfolio) })
      window.history.replaceState(null, '', '/hi/projects/12')
      renderProject('12', 'hi')
      const heading = await screen.findByRole('heading', { level: 1, name: 'Danapur Row Houses' })
      expect(heading).toHaveAttribute('lang', 'en-IN')
      expect(screen.getByText('The description of project 12.')).toHaveAttribute('lang', 'en-IN')
    })

    it("titles the page and describes it with the project's Hindi words", () => {
      const tags = meta({
        params: { id: '3' },
        location: { pathname: '/hi/projects/3' },
        loaderData: hajipur,
      })
      expect(tags).toContainEqual({ title: 'रिवरसाइड विला, हाजीपुर | निर्माण कंस्ट्रक्शन्स' })
      expect(tags).toContainEqual({
        name: 'description',
        content: 'गंडक किनारे ऊँचे प्लिंथ पर बना विला, बरसात की बाढ़ से सुरक्षित।',
      })
      // No photos: the preview picture is described by the title.
      expect(tags).toContainEqual({ property: 'og:image:alt', content: 'रिवरसाइड विला, हाजीपुर' })
    })
  })
})
