import type { PortfolioProjectDetail } from '@nirman/contract'
import { searchSummary as metaDescription } from '@nirman/contract/project-words'
import { describe, expect, it } from 'vitest'
import {
  jsonForScript,
  projectHeadTags,
  projectWords,
  siteIdentityOf,
} from '../../src/portfolio/project-page'
import { sitemapWithProjects } from '../../src/portfolio/project-sitemap'

describe('the tags of a project page', () => {
  it('keeps a short description as it is, and cuts a long one between words', () => {
    expect(metaDescription('A  two-storey\nhome.')).toBe('A two-storey home.')
    const long = metaDescription('word '.repeat(60))
    // 155 characters at most, ending on a whole word and an ellipsis.
    expect(long.length).toBeLessThanOrEqual(155)
    expect(long).toMatch(/word…$/)
  })

  it('writes JSON that cannot close its script element and parses to the same value', () => {
    const value = { name: '</script><!-- & \u2028' }
    const json = jsonForScript(value)
    expect(json).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(json)).toEqual(value)
  })

  it('takes the site’s address and names from its built home pages', () => {
    expect(
      siteIdentityOf(
        '<link rel="canonical" href="https://www.example.in/"/><meta property="og:site_name" content="Nirman &amp; Co"/>',
        '<title>निर्माण कंस्ट्रक्शन्स | पटना</title>',
        'http://localhost:3000',
      ),
    ).toEqual({
      origin: 'https://www.example.in',
      name: 'Nirman & Co',
      hindiName: 'निर्माण कंस्ट्रक्शन्स',
    })
    expect(siteIdentityOf(undefined, undefined, 'http://localhost:3000')).toEqual({
      origin: 'http://localhost:3000',
      name: 'Nirman Constructions',
      hindiName: 'Nirman Constructions',
    })
  })
})

describe('the words of a project page in each language', () => {
  const sinhaResidence: PortfolioProjectDetail = {
    id: 7,
    title: 'Sinha Residence, Danapur',
    description: 'A two-storey family home near Danapur Cantonment.',
    imageUrl: '/images/projects/danapur-residence.svg',
    projectType: 'residential',
    completedDate: '2024-03-15',
    featured: true,
    location: 'Danapur, Patna',
    cover: null,
    highlights: ['G+1, 1,800 sq ft', 'Raised plinth'],
    services: ['Construction'],
    hindi: {
      title: 'सिन्हा निवास, दानापुर',
      description: 'दानापुर कैंट के पास दो मंज़िला पारिवारिक घर।',
      location: 'दानापुर, पटना',
      highlights: ['G+1, 1,800 sq ft', 'ऊँचा प्लिंथ'],
    },
    photos: [],
  }
  const site = {
    origin: 'https://www.example.in',
    name: 'Nirman Constructions',
    hindiName: 'निर्माण कंस्ट्रक्शन्स',
  }

  it('takes the Hindi words on a Hindi page, and the English ones on an English page', () => {
    expect(projectWords(sinhaResidence, 'hi')).toEqual({
      lang: 'hi',
      title: 'सिन्हा निवास, दानापुर',
      description: 'दानापुर कैंट के पास दो मंज़िला पारिवारिक घर।',
      location: 'दानापुर, पटना',
      highlights: ['G+1, 1,800 sq ft', 'ऊँचा प्लिंथ'],
    })
    expect(projectWords(sinhaResidence, 'en')).toEqual({
      lang: 'en',
      title: 'Sinha Residence, Danapur',
      description: 'A two-storey family home near Danapur Cantonment.',
      location: 'Danapur, Patna',
      highlights: ['G+1, 1,800 sq ft', 'Raised plinth'],
    })
  })

  it('keeps the English location and highlights where the Hindi has none', () => {
    const partly = {
      ...sinhaResidence,
      hindi: { title: 'सिन्हा निवास', description: 'दो मंज़िला घर।', location: '', highlights: [] },
    }
    expect(projectWords(partly, 'hi')).toEqual({
      lang: 'hi',
      title: 'सिन्हा निवास',
      description: 'दो मंज़िला घर।',
      location: 'Danapur, Patna',
      highlights: ['G+1, 1,800 sq ft', 'Raised plinth'],
    })
  })

  it('keeps the English title where the Hindi title was left empty, as the website does', () => {
    // The API's own rule showed an empty title here (and the page's <title> began with " | ").
    const untitled = {
      ...sinhaResidence,
      hindi: { title: '', description: 'दो मंज़िला घर।', location: '', highlights: [] },
    }
    expect(projectWords(untitled, 'hi').title).toBe('Sinha Residence, Danapur')
    expect(projectHeadTags(untitled, 'hi', site)).toContain(
      '<title>Sinha Residence, Danapur | निर्माण कंस्ट्रक्शन्स</title>',
    )
  })

  it('shows the English words on the Hindi page of a project without Hindi', () => {
    expect(projectWords({ ...sinhaResidence, hindi: null }, 'hi')).toEqual({
      lang: 'en',
      title: 'Sinha Residence, Danapur',
      description: 'A two-storey family home near Danapur Cantonment.',
      location: 'Danapur, Patna',
      highlights: ['G+1, 1,800 sq ft', 'Raised plinth'],
    })
    const tags = projectHeadTags({ ...sinhaResidence, hindi: null }, 'hi', site)
    expect(tags).toContain('<title>Sinha Residence, Danapur | निर्माण कंस्ट्रक्शन्स</title>')
    // English words are not said to be Hindi.
    expect(tags).not.toContain('"inLanguage"')
  })

  it('writes the Hindi title, description and JSON-LD into the head of the Hindi page', () => {
    const tags = projectHeadTags(sinhaResidence, 'hi', site)
    expect(tags).toContain('<title>सिन्हा निवास, दानापुर | निर्माण कंस्ट्रक्शन्स</title>')
    expect(tags).toContain(
      '<meta name="description" content="दानापुर कैंट के पास दो मंज़िला पारिवारिक घर।"/>',
    )
    expect(tags).toContain('<meta property="og:image:alt" content="सिन्हा निवास, दानापुर"/>')
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*)<\/script>/.exec(tags)?.[1] ?? '{}',
    )
    expect(jsonLd).toMatchObject({
      name: 'सिन्हा निवास, दानापुर',
      description: 'दानापुर कैंट के पास दो मंज़िला पारिवारिक घर।',
      inLanguage: 'hi',
      url: 'https://www.example.in/hi/projects/7',
      locationCreated: { '@type': 'Place', name: 'दानापुर, पटना' },
      keywords: 'Construction, G+1, 1,800 sq ft, ऊँचा प्लिंथ',
    })

    const english = projectHeadTags(sinhaResidence, 'en', site)
    expect(english).toContain('<title>Sinha Residence, Danapur | Nirman Constructions</title>')
    expect(english).toContain(
      '<meta name="description" content="A two-storey family home near Danapur Cantonment."/>',
    )
    expect(english).not.toMatch(/[\u0900-\u097F]/)
  })
})

describe('the sitemap with the published projects', () => {
  const englishOnly = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url>
    <loc>https://www.example.in/</loc>
  </url>
</urlset>
`

  it('adds one entry per project in a sitemap of English pages only', () => {
    const xml = sitemapWithProjects(englishOnly, [
      { id: 4, updatedAt: new Date('2026-11-20T10:00:00Z') },
      { id: 9, updatedAt: null },
    ])
    expect(xml).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url>
    <loc>https://www.example.in/</loc>
  </url>
  <url>
    <loc>https://www.example.in/projects/4</loc>
    <lastmod>2026-11-20</lastmod>
  </url>
  <url>
    <loc>https://www.example.in/projects/9</loc>
  </url>
</urlset>
`)
  })

  it('answers a sitemap it cannot read, or no project, as it is', () => {
    expect(sitemapWithProjects('not xml', [{ id: 1, updatedAt: null }])).toBe('not xml')
    expect(sitemapWithProjects(englishOnly, [])).toBe(englishOnly)
  })
})
