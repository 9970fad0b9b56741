import { describe, expect, it } from 'vitest'
import { jsonForScript, metaDescription, siteIdentityOf } from '../../src/portfolio/project-page'
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
