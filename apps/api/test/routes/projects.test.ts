import { type ApiError, type PortfolioProject, projectTypes } from '@nirman/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sampleProjects } from '../../src/db/migrations/sample-projects'
import { openDatabase } from '../../src/db/open-database'
import { createTestContext, type TestContext } from '../helpers/test-app'
import { createTestDatabase } from '../helpers/test-database'

const isoDate = /^\d{4}-\d{2}-\d{2}$/

/** Text in Devanagari (figures and terms such as RCC or G+5 may stand in Latin letters). */
const devanagari = expect.stringMatching(/[\u0900-\u097F]/)

/**
 * The shape of every project of the sample portfolio, field by field: no photos yet (no cover),
 * so its drawing is the picture, no highlights or services, and its words in Hindi.
 */
const projectShape = {
  id: expect.any(Number),
  title: expect.any(String),
  description: expect.any(String),
  imageUrl: expect.stringMatching(/^\/images\/projects\/[\w-]+\.(?:svg|png|jpe?g|webp)$/),
  projectType: expect.stringMatching(/^(?:residential|commercial|institutional)$/),
  completedDate: expect.stringMatching(isoDate),
  featured: expect.any(Boolean),
  location: expect.any(String),
  cover: null,
  highlights: [],
  services: [],
  hindi: { title: devanagari, description: devanagari, location: devanagari, highlights: [] },
}

function expectNewestFirst(projects: PortfolioProject[]) {
  const dates = projects.map((project) => project.completedDate)
  expect(dates).toEqual([...dates].sort().reverse())
}

describe('the project portfolio', () => {
  let context: TestContext
  let portfolio: PortfolioProject[]

  const getJson = async <T>(url: string, status = 200) => {
    const response = await context.app.inject({ method: 'GET', url })
    expect(response.statusCode, `GET ${url}: ${response.body}`).toBe(status)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    return response.json<T>()
  }

  beforeAll(async () => {
    context = await createTestContext()
    portfolio = await getJson<PortfolioProject[]>('/api/projects')
  })
  afterAll(async () => {
    await context.close()
  })

  describe('GET /api/projects', () => {
    it('lists the sample portfolio: at least 9 projects, 3 or more of each type', () => {
      expect(portfolio.length).toBeGreaterThanOrEqual(9)
      for (const project of portfolio) expect(project).toEqual(projectShape)
      for (const type of projectTypes) {
        const ofType = portfolio.filter((project) => project.projectType === type)
        expect(ofType.length, type).toBeGreaterThanOrEqual(3)
      }
    })

    it('sets the projects in and around Patna', () => {
      const locations = portfolio.map((project) => project.location).join(' | ')
      for (const town of ['Patna', 'Danapur', 'Muzaffarpur', 'Gaya']) {
        expect(locations).toContain(town)
      }
    })

    it('gives the sample projects their words in Hindi, places written in Devanagari', () => {
      const inHindi = (title: string) => portfolio.find((project) => project.title === title)?.hindi
      expect(inHindi('Sinha Residence, Danapur')).toMatchObject({
        title: 'सिन्हा निवास, दानापुर',
        location: 'दानापुर, पटना',
      })
      expect(inHindi('Sinha Residence, Danapur')?.description).toContain('1,800 sq ft')
      expect(inHindi('Boring Road Commercial Complex')).toMatchObject({
        title: 'बोरिंग रोड कमर्शियल कॉम्प्लेक्स',
        location: 'बोरिंग रोड, पटना',
      })
      expect(inHindi('Boring Road Commercial Complex')?.description).toMatch(/^G\+5 /)
      expect(inHindi('Nalanda Community Health Centre')?.location).toBe('राजगीर, नालंदा')
    })

    it('lists the newest first by completion date', () => {
      expectNewestFirst(portfolio)
    })

    it.each(projectTypes)('filters by ?type=%s', async (type) => {
      const filtered = await getJson<PortfolioProject[]>(`/api/projects?type=${type}`)

      expect(filtered).toEqual(portfolio.filter((project) => project.projectType === type))
      expect(filtered.length).toBeGreaterThanOrEqual(3)
    })

    it('answers 400 { message } for an unknown type', async () => {
      const error = await getJson<ApiError>('/api/projects?type=bogus', 400)
      expect(error.message).toBe('type must be one of residential, commercial, institutional')
    })
  })

  describe('GET /api/projects/featured', () => {
    it('lists only the featured projects, at least 3, newest first', async () => {
      const featured = await getJson<PortfolioProject[]>('/api/projects/featured')

      expect(featured.length).toBeGreaterThanOrEqual(3)
      expect(featured).toEqual(portfolio.filter((project) => project.featured))
      expectNewestFirst(featured)
    })
  })

  describe('GET /api/projects/:id', () => {
    it('answers 200 with the project', async () => {
      for (const listed of portfolio) {
        const project = await getJson<PortfolioProject>(`/api/projects/${listed.id}`)
        expect(project).toEqual({ ...projectShape, ...listed, photos: [] })
      }
    })

    it('answers 404 { message } for a project that does not exist', async () => {
      const missing = Math.max(...portfolio.map((project) => project.id)) + 1000
      expect(await getJson<ApiError>(`/api/projects/${missing}`, 404)).toEqual({
        message: 'Project not found',
      })
    })

    it.each(['abc', '0', '-1', '1.5', '99999999999', '1e3', '0x10', '007'])(
      'answers 400 { message } for the malformed id %j',
      async (id) => {
        const error = await getJson<ApiError>(`/api/projects/${id}`, 400)
        expect(error.message).toBe('id must be a positive whole number')
      },
    )
  })

  describe('the sample data', () => {
    const projectCount = () => context.repositories.projects.count()

    it('is seeded once: running the migrations again adds nothing', async () => {
      const before = await projectCount()

      expect(await context.dataSource.runMigrations()).toEqual([])
      expect(await projectCount()).toBe(before)
      expect(before).toBe(portfolio.length)
    })

    it('is seeded once: a second instance on the same database adds nothing', async () => {
      const second = await context.startSecondInstance()

      expect(await projectCount()).toBe(portfolio.length)
      const response = await second.inject({ method: 'GET', url: '/api/projects' })
      expect(response.json()).toEqual(portfolio)
    })

    it('is seeded once when three instances start at once on a fresh database', async () => {
      const fresh = await createTestDatabase()
      const log = { info: () => {}, warn: () => {} }
      const starts = await Promise.allSettled(
        [1, 2, 3].map(() => openDatabase({ url: fresh.url, log, attempts: 1 })),
      )
      try {
        expect(starts.map((start) => start.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled'])
        const [first] = starts
        if (first?.status !== 'fulfilled') return
        const rows = await first.value.query('SELECT title FROM projects')
        expect(rows).toHaveLength(sampleProjects.length)
      } finally {
        for (const start of starts) if (start.status === 'fulfilled') await start.value.destroy()
        await fresh.drop()
      }
    })

    it('has no two projects of the same title', () => {
      const titles = portfolio.map((project) => project.title)
      expect(new Set(titles).size).toBe(titles.length)
    })
  })
})
