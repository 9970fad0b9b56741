import { describe, expect, it } from 'vitest'
import { createWebPages, fillProjectShell } from '../../src/pages/web-pages'

// A build of the website in two languages: English at today's addresses, Hindi under /hi/.
const files = new Set([
  'index.html',
  'about/index.html',
  '404/index.html',
  'services/404/index.html',
  'resources/404/index.html',
  'hi/index.html',
  'hi/about/index.html',
  'hi/404/index.html',
  'hi/services/404/index.html',
  '__spa-fallback.html',
])
// Project 7 is published; 9 is in a database that cannot answer; any other is unknown or a draft.
const pageOf = createWebPages(files, async (id) => {
  if (id === 7) return { id: 7, title: 'Sinha Residence' }
  return id === 9 ? undefined : null
})

describe('the website pages the API answers', () => {
  it('answers the prerendered pages of both languages with 200', async () => {
    await expect(pageOf('/hi/')).resolves.toEqual({ file: 'hi/index.html', status: 200 })
    await expect(pageOf('/hi/about')).resolves.toEqual({ file: 'hi/about/index.html', status: 200 })
    await expect(pageOf('/about')).resolves.toEqual({ file: 'about/index.html', status: 200 })
  })

  it('answers an unknown Hindi address 404 with the Hindi not-found page of its kind', async () => {
    await expect(pageOf('/hi/no-such-page')).resolves.toEqual({
      file: 'hi/404/index.html',
      status: 404,
    })
    await expect(pageOf('/hi/services/nope')).resolves.toEqual({
      file: 'hi/services/404/index.html',
      status: 404,
    })
    await expect(pageOf('/no-such-page')).resolves.toEqual({ file: '404/index.html', status: 404 })
  })

  it('answers an address one segment under a kind of page with its not-found page, deeper ones with the card', async () => {
    // The website draws these with the route of the kind (services/:id, resources/:calculator):
    // the page sent must be the one that route drew, or the browser's hydration fails.
    await expect(pageOf('/resources/bathroom-calculator')).resolves.toEqual({
      file: 'resources/404/index.html',
      status: 404,
    })
    await expect(pageOf('/services/nope/deeper')).resolves.toEqual({
      file: '404/index.html',
      status: 404,
    })
    await expect(pageOf('/resources/nope/deeper')).resolves.toEqual({
      file: '404/index.html',
      status: 404,
    })
  })

  it('answers a Hindi project page like the English one: 200 when it exists, else 404', async () => {
    await expect(pageOf('/hi/projects/7')).resolves.toEqual({
      file: '__spa-fallback.html',
      status: 200,
      project: { id: 7, title: 'Sinha Residence' },
      lang: 'hi',
    })
    await expect(pageOf('/projects/7')).resolves.toEqual({
      file: '__spa-fallback.html',
      status: 200,
      project: { id: 7, title: 'Sinha Residence' },
      lang: 'en',
    })
    await expect(pageOf('/hi/projects/8')).resolves.toEqual({
      file: '__spa-fallback.html',
      status: 404,
    })
  })

  it('answers a project page as built, 200, when the database cannot tell', async () => {
    await expect(pageOf('/projects/9')).resolves.toEqual({
      file: '__spa-fallback.html',
      status: 200,
    })
  })

  it.each(['/projects/007', '/projects/1e3', '/projects/0x10', '/projects/99999999999'])(
    'answers %s, an id the API refuses, 404 without asking for it',
    async (path) => {
      await expect(pageOf(path)).resolves.toEqual({ file: '__spa-fallback.html', status: 404 })
    },
  )
})

describe('project pages when the build has their shells', () => {
  const withShells = createWebPages(
    new Set([
      ...files,
      'projects/__project_id__/index.html',
      'hi/projects/__project_id__/index.html',
    ]),
    async (id) => (id === 7 ? { id: 7 } : null),
  )

  it('answers a project page with the shell of its language and the id to write in it', async () => {
    await expect(withShells('/hi/projects/7')).resolves.toEqual({
      file: 'hi/projects/__project_id__/index.html',
      projectId: '7',
      status: 200,
      project: { id: 7 },
      lang: 'hi',
    })
    await expect(withShells('/projects/8')).resolves.toEqual({
      file: 'projects/__project_id__/index.html',
      projectId: '8',
      status: 404,
    })
  })

  it('never answers a shell at its own address, nor for an id the API refuses', async () => {
    await expect(withShells('/projects/__project_id__')).resolves.toEqual({
      file: '__spa-fallback.html',
      status: 404,
    })
    await expect(withShells('/hi/projects/007')).resolves.toEqual({
      file: '__spa-fallback.html',
      status: 404,
    })
  })

  it('writes the id wherever the placeholder is', () => {
    expect(
      fillProjectShell('<a href="/hi/projects/__project_id__">…%2Fprojects%2F__project_id__', '12'),
    ).toBe('<a href="/hi/projects/12">…%2Fprojects%2F12')
  })
})
