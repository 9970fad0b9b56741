import { screen, within } from '@testing-library/react'
import type { Location } from 'react-router'
import { describe, expect, it } from 'vitest'
import ServiceDetailPage, { meta } from '../../routes/service-detail'
import { landedOn, renderRoute } from '../sections/test-utils'

/** What a route's `meta` is given of the page's address. */
function at(pathname: string): { location: Location } {
  return { location: { pathname, search: '', hash: '', state: null, key: 'default' } }
}

const routes = [{ path: '/services/:id', Component: ServiceDetailPage }]

function metaContent(name: string, descriptors: ReturnType<typeof meta>) {
  return descriptors.find((tag) => 'name' in tag && tag.name === name)
}

describe('Service detail page', () => {
  describe('given a known service id', () => {
    it('shows the service title as the page heading and a Home / Services / title breadcrumb', () => {
      renderRoute(routes, '/services/residential')
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Residential Construction',
      )
      const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' })
      const items = within(breadcrumb).getAllByRole('listitem')
      expect(items.map((item) => item.textContent)).toEqual([
        'Home',
        'Services',
        'Residential Construction',
      ])
      expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
      expect(within(breadcrumb).getByRole('link', { name: 'Services' })).toHaveAttribute(
        'href',
        '/services',
      )
      expect(within(breadcrumb).getByText('Residential Construction')).toHaveAttribute(
        'aria-current',
        'page',
      )
    })

    it('has its sections, a quote box to /contact and links to the five other services', () => {
      renderRoute(routes, '/services/interior')
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Overview',
        'Key Features',
        'Benefits',
        'Related Projects',
        'Get a Quote',
        'Other Services',
        'Contact Us',
      ])
      expect(screen.getByRole('link', { name: 'Request a Free Quote' })).toHaveAttribute(
        'href',
        '/contact',
      )
      // Six services less the current one.
      const sidebar = screen.getByRole('complementary', { name: 'Quote and contact' })
      for (const [title, href] of [
        ['Residential Construction', '/services/residential'],
        ['Commercial Construction', '/services/commercial'],
        ['Architectural Design & Planning', '/services/architectural'],
        ['Building Consultancy', '/services/consultancy'],
        ['Project Management', '/services/management'],
      ]) {
        expect(within(sidebar).getByRole('link', { name: title })).toHaveAttribute('href', href)
      }
      expect(
        within(sidebar).queryByRole('link', { name: 'Interior Design & Turnkey Solutions' }),
      ).toBeNull()
    })

    it('has three related-project cards that open the portfolio filtered by type', async () => {
      const { user } = renderRoute(routes, '/services/commercial')
      const related = screen.getAllByRole('link', { name: /^View projects/ })
      expect(related).toHaveLength(3)
      expect(related.map((link) => link.getAttribute('href'))).toEqual([
        '/projects?type=commercial',
        '/projects?type=commercial',
        '/projects?type=institutional',
      ])
      await user.click(screen.getByRole('link', { name: 'View projects: Schools and hospitals' }))
      expect(await landedOn()).toBe('/projects?type=institutional')
    })

    it('describes itself to search engines and is indexed', () => {
      const tags = meta({ params: { id: 'residential' }, ...at('/services/residential') })
      expect(tags).toContainEqual({ title: 'Residential Construction | Nirman Constructions' })
      expect(metaContent('robots', tags)).toBeUndefined()
    })
  })

  describe('given an unknown service id', () => {
    it("shows 'Service Not Found' with a link back to /services", async () => {
      const { user } = renderRoute(routes, '/services/swimming-pools')
      expect(screen.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeVisible()
      expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull()
      const back = screen.getByRole('link', { name: 'Back to Services' })
      expect(back).toHaveAttribute('href', '/services')
      await user.click(back)
      expect(await landedOn()).toBe('/services')
    })

    it('asks search engines not to index the page', () => {
      const tags = meta({ params: { id: 'swimming-pools' }, ...at('/services/swimming-pools') })
      expect(tags).toContainEqual({ title: 'Service Not Found | Nirman Constructions' })
      expect(metaContent('robots', tags)).toEqual({ name: 'robots', content: 'noindex' })
    })
  })
})
