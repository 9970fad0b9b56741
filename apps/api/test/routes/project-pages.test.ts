import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import type { AdminProject } from '@nirman/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { phoneJpeg } from '../helpers/photos'
import { createProject, newProject, uploadPhoto } from '../helpers/portfolio'
import { createTestContext, type TestContext } from '../helpers/test-app'

// The first HTML of a project page, as a crawler or a link preview reads it without running the
// app: the project's title, description, canonical link, Open Graph image and JSON-LD in place of
// the single-page fallback's generic tags; and sitemap.xml listing every published project.

const site = 'https://www.nirman.example'
const genericHead = `<title>Nirman Constructions | Construction Company in Patna, Bihar</title><meta name="description" content="Generic description"/><link rel="canonical" href="${site}/"/><link rel="alternate" hrefLang="en" href="${site}/"/><meta property="og:type" content="website"/><meta property="og:title" content="Generic"/><meta property="og:image" content="${site}/images/og-default.png"/><meta name="twitter:card" content="summary_large_image"/>`
const businessJsonLd = '<script type="application/ld+json">{"@type":"GeneralContractor"}</script>'
const page = (lang: string, head: string, body: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/>${head}<link rel="stylesheet" href="/assets/app.css"/>${businessJsonLd}</head><body>${body}<script src="/assets/boot-1.js"></script></body></html>`
const englishHome = page(
  'en-IN',
  `<title>Nirman Constructions | Construction Company in Patna, Bihar</title><link rel="canonical" href="${site}/"/><meta property="og:site_name" content="Nirman Constructions"/>`,
  'home',
)
const hindiHome = page(
  'hi-IN',
  `<title>निर्माण कंस्ट्रक्शन्स | पटना, बिहार की कंस्ट्रक्शन कंपनी</title><link rel="canonical" href="${site}/hi/"/>`,
  'hindi home',
)
// The fallback of the build has no title of its own; this one has the generic tags a page could
// carry, to see that they are replaced rather than doubled.
const fallback = page('en-IN', genericHead, '<div>loading the app</div>')
const builtSitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url>
    <loc>${site}/</loc>
    <lastmod>2026-11-24</lastmod>
    <xhtml:link rel="alternate" hreflang="en" href="${site}/"/>
    <xhtml:link rel="alternate" hreflang="hi" href="${site}/hi/"/>
    <xhtml:link rel="alternate" hreflang="x-default" href="${site}/"/>
  </url>
  <url>
    <loc>${site}/hi/</loc>
    <lastmod>2026-11-24</lastmod>
    <xhtml:link rel="alternate" hreflang="en" href="${site}/"/>
    <xhtml:link rel="alternate" hreflang="hi" href="${site}/hi/"/>
    <xhtml:link rel="alternate" hreflang="x-default" href="${site}/"/>
  </url>
</urlset>
`

/** The content of the head's tags matching `pattern` (its first capture), each occurrence. */
const all = (html: string, pattern: RegExp) =>
  [...html.matchAll(new RegExp(pattern, 'g'))].map((match) => match[1])
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'))
const metaContent = (html: string, key: string) =>
  all(headOf(html), new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))

describe('project pages and the sitemap for crawlers', () => {
  let folder: string
  let context: TestContext
  let owner: string
  let published: AdminProject
  let draft: AdminProject
  const get = (url: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url, headers })

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'nirman-pages-'))
    const files = {
      'index.html': englishHome,
      'hi/index.html': hindiHome,
      '__spa-fallback.html': fallback,
      '404/index.html': page('en-IN', '<title>404</title>', 'not found'),
      'sitemap.xml': builtSitemap,
    }
    for (const [path, contents] of Object.entries(files)) {
      mkdirSync(dirname(join(folder, path)), { recursive: true })
      writeFileSync(join(folder, path), contents)
    }
    context = await createTestContext({ webDist: folder })
    owner = await context.login()
    published = await createProject(context.app, owner, {
      title: 'Sharma House <Danapur> & "Sons"',
      description: `A two-storey home. ${'Built with care. '.repeat(20)}</script><script>alert(1)</script>`,
      status: 'published',
    })
    const upload = await uploadPhoto(
      context.app,
      owner,
      published.id,
      await phoneJpeg(1600, 1200),
      {
        caption: 'The finished front',
      },
    )
    expect(upload.statusCode, upload.body).toBe(201)
    published = upload.json<AdminProject>()
    draft = await createProject(context.app, owner, { title: 'Secret Draft' })
  })
  afterAll(async () => {
    await context.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('answers a published project with its own title, description, canonical link and image', async () => {
    const response = await get(`/projects/${published.id}`)

    expect(response.statusCode).toBe(200)
    const html = response.body
    // One title, escaped, the company's name after it as on every page.
    expect(all(html, /<title>([^<]*)<\/title>/)).toEqual([
      'Sharma House &lt;Danapur&gt; &amp; &quot;Sons&quot; | Nirman Constructions',
    ])
    const [description] = metaContent(html, 'description')
    expect(description?.startsWith('A two-storey home. Built with care.')).toBe(true)
    // Cut at about 155 characters, between words.
    expect(description?.length).toBeLessThanOrEqual(155)
    expect(description?.endsWith('…')).toBe(true)
    expect(all(html, /<link rel="canonical" href="([^"]*)"/)).toEqual([
      `${site}/projects/${published.id}`,
    ])
    expect(metaContent(html, 'og:url')).toEqual([`${site}/projects/${published.id}`])
    expect(metaContent(html, 'og:title')).toEqual([
      'Sharma House &lt;Danapur&gt; &amp; &quot;Sons&quot; | Nirman Constructions',
    ])
    // The absolute address of the cover's JPEG (960 wide), which the server serves.
    const cover = published.cover?.src ?? ''
    expect(cover).toMatch(/^\/uploads\/[0-9a-f]+-960\.jpg$/)
    expect(metaContent(html, 'og:image')).toEqual([`${site}${cover}`])
    expect((await get(cover)).statusCode).toBe(200)
    // The generic tags are gone, the rest of the page is as built.
    expect(html).not.toContain('Generic')
    expect(html).toContain(businessJsonLd)
    expect(html).toContain('<div>loading the app</div><script src="/assets/boot-1.js"></script>')
  })

  it('describes the project in JSON-LD that no text of the project can break out of', async () => {
    const html = (await get(`/projects/${published.id}`)).body
    const blocks = all(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/)
    expect(blocks).toHaveLength(2)
    const project = JSON.parse(blocks[1] ?? '{}')
    expect(project).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: 'Sharma House <Danapur> & "Sons"',
      url: `${site}/projects/${published.id}`,
      image: [`${site}${published.cover?.src}`],
      dateCreated: '2025-10-02',
      locationCreated: { '@type': 'Place', name: 'Bailey Road, Patna' },
      keywords: 'Design, Construction, G+2, 3,200 sq ft, Earthquake-resistant frame',
    })
    expect(project.description).toContain('</script><script>alert(1)</script>')
    // In the HTML the description's "</script>" is written \u003c/script\u003e: the only
    // scripts that run are the build's own files.
    expect(blocks[1]).toContain('\\u003c/script\\u003e')
    expect(all(html, /<script(?![^>]*(?:src=|application\/ld\+json))[^>]*>/)).toEqual([])
    // The policy allows no inline script; JSON-LD is data, which browsers never run.
    expect((await get(`/projects/${published.id}`)).headers['content-security-policy']).toContain(
      "script-src 'self'",
    )
  })

  it('answers the Hindi page of the project in Hindi, with its own canonical link', async () => {
    const html = (await get(`/hi/projects/${published.id}`)).body
    expect(html.startsWith('<!DOCTYPE html><html lang="hi-IN">')).toBe(true)
    expect(all(html, /<title>([^<]*)<\/title>/)).toEqual([
      'Sharma House &lt;Danapur&gt; &amp; &quot;Sons&quot; | निर्माण कंस्ट्रक्शन्स',
    ])
    expect(all(html, /<link rel="canonical" href="([^"]*)"/)).toEqual([
      `${site}/hi/projects/${published.id}`,
    ])
    expect(all(html, /<link rel="alternate" hrefLang="(\w[\w-]*)"/)).toEqual([
      'en',
      'hi',
      'x-default',
    ])
    expect(metaContent(html, 'og:locale')).toEqual(['hi_IN'])
  })

  it('answers the Hindi page of a sample project with its Hindi title and description', async () => {
    const [sinha]: { id: number }[] = await context.dataSource.query(
      "SELECT id FROM projects WHERE title = 'Sinha Residence, Danapur'",
    )
    const hindi = (await get(`/hi/projects/${sinha?.id}`)).body
    expect(all(hindi, /<title>([^<]*)<\/title>/)).toEqual(['सिन्हा निवास, दानापुर | निर्माण कंस्ट्रक्शन्स'])
    expect(metaContent(hindi, 'description')[0]).toMatch(
      /^दानापुर कैंट के पास 1,800 sq ft के प्लॉट पर दो मंज़िला, चार बेडरूम का पारिवारिक घर/,
    )
    const english = (await get(`/projects/${sinha?.id}`)).body
    expect(all(english, /<title>([^<]*)<\/title>/)).toEqual([
      'Sinha Residence, Danapur | Nirman Constructions',
    ])
    expect(metaContent(english, 'description')[0]).toMatch(
      /^A two-storey, four-bedroom family home on a 1,800 sq ft plot near Danapur Cantonment/,
    )
  })

  it('sends the page compressed to browsers that accept it', async () => {
    const plain = await get(`/projects/${published.id}`)
    const compressed = await get(`/projects/${published.id}`, { 'accept-encoding': 'br' })
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body)
    expect(compressed.headers['cache-control']).toBe('no-cache')
  })

  it('shows a change of the title in the next page served', async () => {
    await get(`/projects/${published.id}`)
    const changed = await context.app.inject({
      method: 'PUT',
      url: `/api/admin/projects/${published.id}`,
      headers: { cookie: owner },
      payload: {
        ...newProject({ status: 'published' }),
        title: 'Sharma House, Danapur',
        version: published.version,
      },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    published = changed.json<AdminProject>()
    expect(all((await get(`/projects/${published.id}`)).body, /<title>([^<]*)<\/title>/)).toEqual([
      'Sharma House, Danapur | Nirman Constructions',
    ])
  })

  it.each([
    ['a draft', () => `/projects/${draft.id}`],
    ['an unknown project', () => '/projects/999999'],
  ])('answers %s 404 with the page as built', async (_case, url) => {
    const response = await get(url())
    expect(response.statusCode).toBe(404)
    expect(response.body).toBe(fallback)
  })

  it('lists every published project in sitemap.xml, in both languages, and no draft', async () => {
    const response = await get('/sitemap.xml')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
    const xml = response.body
    const locs = all(xml, /<loc>([^<]*)<\/loc>/)
    // The build's two pages first, then each published project: the 12 of the sample portfolio
    // and the one made here, each in English and in Hindi (13 × 2 = 26).
    expect(locs.slice(0, 2)).toEqual([`${site}/`, `${site}/hi/`])
    expect(locs).toHaveLength(2 + 26)
    expect(locs).toContain(`${site}/projects/${published.id}`)
    expect(locs).toContain(`${site}/hi/projects/${published.id}`)
    expect(locs).not.toContain(`${site}/projects/${draft.id}`)
    const entry = xml.slice(xml.indexOf(`<loc>${site}/projects/${published.id}</loc>`))
    expect(entry.slice(0, entry.indexOf('</url>'))).toContain(
      `<lastmod>${published.updatedAt.slice(0, 10)}</lastmod>`,
    )
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
    expect(all(xml, /<url>/)).toHaveLength(28)
  })

  it('adds a project to the sitemap the moment it is published', async () => {
    const before = all((await get('/sitemap.xml')).body, /<loc>([^<]*)<\/loc>/)
    const response = await context.app.inject({
      method: 'PUT',
      url: `/api/admin/projects/${draft.id}`,
      headers: { cookie: owner },
      payload: { ...newProject({ status: 'published' }), version: draft.version },
    })
    expect(response.statusCode).toBe(200)
    const after = all((await get('/sitemap.xml')).body, /<loc>([^<]*)<\/loc>/)
    expect(after).toHaveLength(before.length + 2)
    expect(after).toContain(`${site}/projects/${draft.id}`)
  })

  it('writes a project’s Hindi words into its Hindi page, its English page unchanged', async () => {
    const project = await createProject(context.app, owner, {
      title: 'Kumar House, Kankarbagh',
      description: 'A G+1 home for a family of five, with a covered car porch.',
      location: 'Kankarbagh, Patna',
      highlights: ['G+1, 1,600 sq ft'],
      services: ['Construction'],
      status: 'published',
      hindi: {
        title: 'कुमार निवास, कंकड़बाग',
        description: 'पाँच लोगों के परिवार के लिए G+1 घर, ढके हुए कार पोर्च के साथ।',
        location: 'कंकड़बाग, पटना',
        highlights: ['G+1, 1,600 sq ft, दक्षिण मुखी'],
      },
    })

    const hindi = (await get(`/hi/projects/${project.id}`)).body
    expect(all(hindi, /<title>([^<]*)<\/title>/)).toEqual(['कुमार निवास, कंकड़बाग | निर्माण कंस्ट्रक्शन्स'])
    expect(metaContent(hindi, 'description')).toEqual([
      'पाँच लोगों के परिवार के लिए G+1 घर, ढके हुए कार पोर्च के साथ।',
    ])
    expect(metaContent(hindi, 'og:title')).toEqual(['कुमार निवास, कंकड़बाग | निर्माण कंस्ट्रक्शन्स'])
    expect(metaContent(hindi, 'og:description')).toEqual([
      'पाँच लोगों के परिवार के लिए G+1 घर, ढके हुए कार पोर्च के साथ।',
    ])
    const hindiBlocks = all(hindi, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/)
    expect(JSON.parse(hindiBlocks[1] ?? '{}')).toMatchObject({
      name: 'कुमार निवास, कंकड़बाग',
      description: 'पाँच लोगों के परिवार के लिए G+1 घर, ढके हुए कार पोर्च के साथ।',
      inLanguage: 'hi',
      url: `${site}/hi/projects/${project.id}`,
      locationCreated: { '@type': 'Place', name: 'कंकड़बाग, पटना' },
      keywords: 'Construction, G+1, 1,600 sq ft, दक्षिण मुखी',
    })

    const english = (await get(`/projects/${project.id}`)).body
    expect(all(english, /<title>([^<]*)<\/title>/)).toEqual([
      'Kumar House, Kankarbagh | Nirman Constructions',
    ])
    expect(metaContent(english, 'description')).toEqual([
      'A G+1 home for a family of five, with a covered car porch.',
    ])
    const englishBlocks = all(english, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/)
    const englishLd = JSON.parse(englishBlocks[1] ?? '{}')
    expect(englishLd).toMatchObject({
      name: 'Kumar House, Kankarbagh',
      locationCreated: { '@type': 'Place', name: 'Kankarbagh, Patna' },
      keywords: 'Construction, G+1, 1,600 sq ft',
    })
    expect(englishLd).not.toHaveProperty('inLanguage')

    // Hindi taken away: the Hindi page shows the English words again, at once.
    const cleared = await context.app.inject({
      method: 'PUT',
      url: `/api/admin/projects/${project.id}`,
      headers: { cookie: owner },
      payload: {
        ...newProject({ status: 'published' }),
        title: 'Kumar House, Kankarbagh',
        hindi: null,
        version: project.version,
      },
    })
    expect(cleared.statusCode, cleared.body).toBe(200)
    expect(all((await get(`/hi/projects/${project.id}`)).body, /<title>([^<]*)<\/title>/)).toEqual([
      'Kumar House, Kankarbagh | निर्माण कंस्ट्रक्शन्स',
    ])
  })
})

describe('project pages drawn from the shell of their language', () => {
  // The build's project page shells (apps/web react-router.config.ts): the layout in the page's
  // language, the id a placeholder in its links, canonical link and WhatsApp message.
  const shell = (lang: string, prefix: string, other: string) =>
    page(
      lang,
      `<title>Project | Nirman</title><link rel="canonical" href="${site}${prefix}/projects/__project_id__"/>`,
      `<a data-language-switch="" href="${other}/projects/__project_id__">switch</a><a href="https://wa.me/919999999999?text=${encodeURIComponent(`${site}${prefix}/projects/__project_id__`)}">WhatsApp</a><p>loading in ${lang}</p>`,
    )
  let folder: string
  let context: TestContext
  let project: AdminProject
  const get = (url: string) => context.app.inject({ method: 'GET', url })

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'nirman-shells-'))
    const files = {
      'index.html': englishHome,
      'hi/index.html': hindiHome,
      '__spa-fallback.html': fallback,
      'projects/__project_id__/index.html': shell('en-IN', '', '/hi'),
      'hi/projects/__project_id__/index.html': shell('hi-IN', '/hi', ''),
    }
    for (const [path, contents] of Object.entries(files)) {
      mkdirSync(dirname(join(folder, path)), { recursive: true })
      writeFileSync(join(folder, path), contents)
    }
    context = await createTestContext({ webDist: folder })
    const owner = await context.login()
    project = await createProject(context.app, owner, { title: 'Verma House', status: 'published' })
  })
  afterAll(async () => {
    await context.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('answers /hi/projects/:id with the Hindi shell, its links naming the project', async () => {
    const response = await get(`/hi/projects/${project.id}`)
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toContain('<p>loading in hi-IN</p>')
    // The language switch leads to the same project in English; the WhatsApp message names it.
    expect(html).toContain(`<a data-language-switch="" href="/projects/${project.id}">`)
    expect(html).toContain(encodeURIComponent(`${site}/hi/projects/${project.id}`))
    expect(html).not.toContain('__project_id__')
    // The shell's generic tags gave way to the project's.
    expect(all(html, /<title>([^<]*)<\/title>/)).toEqual(['Verma House | निर्माण कंस्ट्रक्शन्स'])
    expect(all(html, /<link rel="canonical" href="([^"]*)"/)).toEqual([
      `${site}/hi/projects/${project.id}`,
    ])
  })

  it('answers /projects/:id with the English shell', async () => {
    const html = (await get(`/projects/${project.id}`)).body
    expect(html).toContain('<p>loading in en-IN</p>')
    expect(html).toContain(`<a data-language-switch="" href="/hi/projects/${project.id}">`)
    expect(html).not.toContain('__project_id__')
  })

  it('answers an unknown project 404 with the shell named for its address, and never the shell at its own', async () => {
    const unknown = await get('/hi/projects/987654')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toContain('<a data-language-switch="" href="/projects/987654">')
    expect(unknown.body).not.toContain('__project_id__')

    const own = await get('/projects/__project_id__')
    expect(own.statusCode).toBe(404)
    expect(own.body).toContain('<div>loading the app</div>')
  })
})
