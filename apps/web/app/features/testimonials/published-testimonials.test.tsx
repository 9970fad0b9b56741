import type { PublicTestimonial } from '@nirman/contract'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '../../api/query-provider'
import { homeTestimonials } from '../../content/testimonials'
import { hindiFirstLoad } from '../../i18n/hindi-first-load'
import { hindiForms } from '../../i18n/hindi-forms'
import { provideHindiParts } from '../../i18n/hindi-parts'
import { HomeTestimonials } from '../home/home-sections'
import { mockApi, ok } from '../projects/test-utils'
import { fromPublished, inSegmentOrder, shownTestimonials } from './use-published-testimonials'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  // The testimonials load through the visit's one query cache: each test starts with an empty one.
  queryClient().clear()
})

let nextId = 1

/** A published testimonial as the API sends it; pass what the test cares about. */
function aTestimonial(overrides: Partial<PublicTestimonial> = {}): PublicTestimonial {
  const id = overrides.id ?? nextId++
  return {
    id,
    quote: `Quote ${id}`,
    author: `Author ${id}`,
    detail: 'Homeowner, Patna',
    project: 'Family home',
    segment: null,
    hindi: null,
    ...overrides,
  }
}

const homePath = '/api/testimonials?placement=home'

/**
 * `element` as a page at the test's address: its texts and testimonials in that address's
 * language ('/' English, '/hi/' Hindi).
 */
function atPage(element: ReactNode) {
  return <MemoryRouter initialEntries={[window.location.pathname]}>{element}</MemoryRouter>
}

const published = [
  aTestimonial({
    quote: 'They built our G+1 home in Saguna More in nine months.',
    author: 'Kavita Jha',
    detail: 'Homeowner, Saguna More, Patna',
    project: 'G+1 family home',
    hindi: {
      quote: 'सगुना मोड़ में हमारा G+1 घर नौ महीने में बन गया।',
      author: 'कविता झा',
      detail: 'मकान मालिक, सगुना मोड़, पटना',
      project: '',
    },
  }),
  aTestimonial({
    quote: 'Our clinic opened on the date we had printed on the invitations.',
    author: 'Dr. Farhan Ali',
    detail: 'Doctor, Phulwari Sharif',
    project: '',
  }),
]

/** The quote of the slide on screen (the one group not hidden). */
function shownQuote() {
  return within(screen.getByRole('group')).getByRole('blockquote').textContent
}

describe('the home carousel', () => {
  it('shows the fixed testimonials first, then the published ones once they have come', async () => {
    mockApi({ [homePath]: ok(published) })
    render(atPage(<HomeTestimonials />))
    // The first render is the prerendered page's: the fixed three.
    expect(shownQuote()).toBe(homeTestimonials[0].quote)
    expect(screen.getAllByRole('button', { name: /Show testimonial/ })).toHaveLength(3)

    await waitFor(() =>
      expect(shownQuote()).toBe('They built our G+1 home in Saguna More in nine months.'),
    )
    // Two published, so two dots; the second has no project, so its line is the detail alone.
    expect(screen.getAllByRole('button', { name: /Show testimonial/ })).toHaveLength(2)
    expect(screen.getByRole('group')).toHaveAccessibleName('1 of 2')
    const caption = within(screen.getByRole('group'))
      .getByRole('figure')
      .querySelector('figcaption')
    expect(caption).toHaveTextContent('Kavita Jha')
    expect(caption).toHaveTextContent('Homeowner, Saguna More, Patna · G+1 family home')
  })

  it('keeps the fixed testimonials when the API fails', async () => {
    const fetch = mockApi({
      [homePath]: { status: 500, body: { message: 'Internal Server Error' } },
    })
    render(atPage(<HomeTestimonials />))
    await waitFor(() => expect(fetch).toHaveBeenCalledWith(homePath, expect.anything()))
    await waitFor(() =>
      expect(queryClient().getQueryState(['testimonials', 'home'])?.status).toBe('error'),
    )
    // Whatever the page does with the failure has happened; the fixed three are still there.
    await act(async () => {})
    expect(shownQuote()).toBe(homeTestimonials[0].quote)
    expect(screen.getAllByRole('button', { name: /Show testimonial/ })).toHaveLength(3)
  })

  it('keeps the fixed testimonials when none is published for the home page', async () => {
    const fetch = mockApi({ [homePath]: ok([]) })
    render(atPage(<HomeTestimonials />))
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    await waitFor(() => expect(queryClient().getQueryData(['testimonials', 'home'])).toEqual([]))
    await act(async () => {})
    expect(shownQuote()).toBe(homeTestimonials[0].quote)
    expect(screen.getAllByRole('button', { name: /Show testimonial/ })).toHaveLength(3)
  })

  it('keeps the slide shown in the list when fewer testimonials replace the fixed ones', async () => {
    let answer: (response: Response) => void = () => {}
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve
        }),
    )
    const { getByRole } = render(atPage(<HomeTestimonials />))
    // The visitor moves to the third fixed testimonial before the API answers.
    act(() => getByRole('button', { name: 'Show testimonial 3' }).click())
    expect(screen.getByRole('group')).toHaveAccessibleName('3 of 3')
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled())
    act(() => answer(new Response(JSON.stringify(published), { status: 200 })))
    // Two published: the last of them is shown, never an empty carousel.
    await waitFor(() => expect(screen.getByRole('group')).toHaveAccessibleName('2 of 2'))
    expect(shownQuote()).toBe('Our clinic opened on the date we had printed on the invitations.')
  })

  it('hydrates the prerendered HTML without a mismatch, and then asks the API', async () => {
    const fetch = mockApi({ [homePath]: ok(published) })
    // The build's prerender: no API, the fixed testimonials.
    const html = renderToString(atPage(<HomeTestimonials />))
    expect(html).toContain(homeTestimonials[0].quote.replace('’', '&#x27;').slice(0, 20))
    expect(fetch).not.toHaveBeenCalled()

    // Even with the testimonials already in the visit's cache, the first render in the browser
    // must be the prerendered one: hydration compares them (React error #418 otherwise).
    queryClient().setQueryData(['testimonials', 'home'], published)
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const problems: unknown[] = []
    const root = await act(async () =>
      hydrateRoot(container, atPage(<HomeTestimonials />), {
        onRecoverableError: (error) => problems.push(error),
      }),
    )
    await waitFor(() =>
      expect(within(container).getByRole('group')).toHaveTextContent(
        'They built our G+1 home in Saguna More in nine months.',
      ),
    )
    expect(problems).toEqual([])
    act(() => root.unmount())
    container.remove()
  })

  describe('on a Hindi page', () => {
    beforeEach(() => {
      provideHindiParts({ firstLoad: hindiFirstLoad, forms: hindiForms })
      window.history.replaceState(null, '', '/hi/')
    })
    afterEach(() => {
      window.history.replaceState(null, '', '/')
    })

    it("shows a testimonial's Hindi words, and the English ones of one written in English only", async () => {
      mockApi({ [homePath]: ok(published) })
      const { getByRole } = render(atPage(<HomeTestimonials />))
      await waitFor(() => expect(shownQuote()).toBe('सगुना मोड़ में हमारा G+1 घर नौ महीने में बन गया।'))
      // No Hindi project: the English one stays beside the Hindi detail.
      expect(
        within(screen.getByRole('group')).getByRole('figure').querySelector('figcaption'),
      ).toHaveTextContent('मकान मालिक, सगुना मोड़, पटना · G+1 family home')
      act(() => getByRole('button', { name: 'अगली राय' }).click())
      expect(shownQuote()).toBe('Our clinic opened on the date we had printed on the invitations.')
    })
  })
})

describe('shownTestimonials', () => {
  const fixed = [{ quote: 'Fixed', name: 'Asha', detail: 'Homeowner', project: 'House' }]

  it('is the fixed copy while nothing has come, or when nothing is published', () => {
    expect(shownTestimonials(undefined, fixed, 'en').map((shown) => shown.quote)).toEqual(['Fixed'])
    expect(shownTestimonials([], fixed, 'en').map((shown) => shown.quote)).toEqual(['Fixed'])
  })

  it('is the published testimonials, named by their author, when there are some', () => {
    expect(shownTestimonials(published, fixed, 'en').map((shown) => shown.name)).toEqual([
      'Kavita Jha',
      'Dr. Farhan Ali',
    ])
  })
})

describe('fromPublished', () => {
  const bilingual = aTestimonial({
    quote: 'English quote',
    author: 'Ravi Ranjan',
    detail: 'English detail',
    project: 'English project',
    hindi: { quote: 'हिंदी राय', author: 'रवि रंजन', detail: '', project: 'हिंदी प्रोजेक्ट' },
  })

  it('reads the English words on an English page', () => {
    expect(fromPublished(bilingual, 'en')).toMatchObject({
      quote: 'English quote',
      name: 'Ravi Ranjan',
      detail: 'English detail',
      project: 'English project',
    })
  })

  it('reads the Hindi words on a Hindi page, the English where the Hindi is left empty', () => {
    expect(fromPublished(bilingual, 'hi')).toMatchObject({
      quote: 'हिंदी राय',
      name: 'रवि रंजन',
      detail: 'English detail',
      project: 'हिंदी प्रोजेक्ट',
    })
  })
})

describe('inSegmentOrder', () => {
  it('orders by the sections of /client-solutions, those of none last, keeping the order within', () => {
    const stories = [
      aTestimonial({ author: 'A', segment: 'commercial' }),
      aTestimonial({ author: 'B', segment: null }),
      aTestimonial({ author: 'C', segment: 'homeowners' }),
      aTestimonial({ author: 'D', segment: 'developers' }),
      aTestimonial({ author: 'E', segment: 'homeowners' }),
    ].map((story) => fromPublished(story, 'en'))
    // homeowners (C, E), developers (D), commercial (A), none (B).
    expect(inSegmentOrder(stories).map((story) => story.name)).toEqual(['C', 'E', 'D', 'A', 'B'])
  })
})
