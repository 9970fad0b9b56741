import { describe, expect, it } from 'vitest'
import { removeServerHeadTags } from './server-head-tags'

// The head of a project page as the API sends it: the single-page fallback's own tags, then the
// project's tags the API wrote (a shortened copy of apps/api's projectHeadTags output).
const projectPageHead = `
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#173b76"><link rel="icon" href="/favicon.svg">
<link rel="manifest" href="/site.webmanifest"><link rel="stylesheet" href="/assets/app.css">
<script type="application/ld+json">{"@type":"GeneralContractor"}</script>
<title>Sinha Residence, Danapur | Nirman Constructions</title>
<meta name="description" content="A two-storey, four-bedroom family home">
<link rel="canonical" href="https://www.nirmanconstructions.in/projects/1">
<link rel="alternate" hreflang="en" href="https://www.nirmanconstructions.in/projects/1">
<link rel="alternate" hreflang="hi" href="https://www.nirmanconstructions.in/hi/projects/1">
<meta property="og:type" content="article"><meta property="og:title" content="Sinha Residence">
<meta property="og:image" content="https://www.nirmanconstructions.in/images/og-default.png">
<meta name="twitter:card" content="summary_large_image">
<script type="application/ld+json">{"@type":"CreativeWork"}</script>`

describe('removeServerHeadTags', () => {
  it("takes out the tags the route's meta writes again, and keeps the fallback's and the JSON-LD", () => {
    const doc = document.implementation.createHTMLDocument('')
    doc.head.innerHTML = projectPageHead
    removeServerHeadTags(doc.head)
    // Each remaining tag by its name: <meta name>, <link rel> or the element.
    const left = [...doc.head.children].map(
      (tag) => tag.getAttribute('name') ?? tag.getAttribute('rel') ?? tag.tagName.toLowerCase(),
    )
    expect(left).toEqual([
      'meta',
      'viewport',
      'theme-color',
      'icon',
      'manifest',
      'stylesheet',
      'script',
      'script',
    ])
    expect(doc.head.querySelectorAll('script')[1]?.textContent).toBe('{"@type":"CreativeWork"}')
  })
})
