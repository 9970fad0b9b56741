import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { landSizeCopy } from '../content/quote'
import { loadedHindiPart, loadHindiPart } from './hindi-parts'
import { fromPart, textIn, usePageText } from './page-text'

// A content value and its Hindi mirror: the link and the number are the English's, the words the
// Hindi's.
const english = { title: 'Our work', link: { to: '/projects', label: 'See all' }, floors: 3 }
const hindi = { title: 'हमारा काम', link: { label: 'सब देखें' } }

describe('textIn', () => {
  it('gives the English value itself on an English page', () => {
    expect(textIn('en', english, hindi)).toBe(english)
  })

  it('lays the Hindi over the English on a Hindi page, once', () => {
    const text = textIn('hi', english, hindi)
    expect(text).toEqual({
      title: 'हमारा काम',
      link: { to: '/projects', label: 'सब देखें' },
      floors: 3,
    })
    // Read again (the next render), the same value: no new object for React to compare.
    expect(textIn('hi', english, hindi)).toBe(text)
  })

  it('refuses to read a Hindi part that was not loaded rather than show English', () => {
    const hint = fromPart('forms', (texts) => texts.quote.landSizeCopy)
    expect(loadedHindiPart('forms')).toBeUndefined()
    expect(() => textIn('hi', landSizeCopy, hint)).toThrow(/"forms" was read before it was loaded/)
    // An English page never needs it.
    expect(textIn('en', landSizeCopy, hint)).toBe(landSizeCopy)
  })
})

const hintHindi = fromPart('forms', (texts) => texts.quote.landSizeCopy)

function Hint() {
  return <p>{usePageText(landSizeCopy, hintHindi).hint}</p>
}

function page(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={<p>waiting</p>}>
        <Hint />
      </Suspense>
    </MemoryRouter>,
  )
}

describe('usePageText', () => {
  it('reads the language of the route it is drawn on', () => {
    page('/contact')
    expect(
      screen.getByText(
        'In sq ft, with its unit (e.g. 2 katha), or length x width in feet (e.g. 30x40).',
      ),
    ).toBeTruthy()
  })

  it('waits for a Hindi part that is not here yet, then draws the Hindi (never the English)', async () => {
    // What the page showed while the part came: the fallback, never the English hint.
    const shown: string[] = []
    const observer = new MutationObserver(() => shown.push(document.body.textContent ?? ''))
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    await act(async () => {
      page('/hi/contact')
    })
    // The part's code comes; React draws the component again (a test flushes that with act).
    await act(() => loadHindiPart('forms'))
    observer.disconnect()
    expect(
      screen.getByText('sq ft में, इकाई के साथ (जैसे 2 कट्ठा), या फ़ीट में लंबाई x चौड़ाई (जैसे 30x40)।'),
    ).toBeTruthy()
    expect(shown.find((text) => text !== '')).toBe('waiting')
    expect(shown.some((text) => text.includes('In sq ft'))).toBe(false)
    expect(loadedHindiPart('forms')).toBeDefined()
  })
})
