import { describe, expect, it } from 'vitest'
import { findTextProblems } from './find-text-problems'

describe('findTextProblems', () => {
  const english = {
    title: 'Our Services',
    to: '/services',
    points: ['Free site visit', 'Fixed quotations'],
    card: { alt: 'A house', src: '/house.svg' },
    count: 3,
  }

  it('given a complete Hindi mirror, finds nothing', () => {
    const hindi = {
      title: 'हमारी सेवाएँ',
      points: ['मुफ़्त साइट विज़िट', 'तय कोटेशन'],
      card: { alt: 'एक मकान' },
    }
    expect(findTextProblems('copy', english, hindi)).toEqual([])
  })

  it('reports a missing text, an empty one, a copied one and one without Devanagari', () => {
    const hindi = { points: ['', 'Fixed quotations'], card: { alt: 'Ek makaan' } }
    expect(findTextProblems('copy', english, hindi)).toEqual([
      'copy.title: no Hindi text',
      'copy.points[0]: the Hindi text is empty',
      'copy.points[1]: the Hindi text is the English one',
      'copy.card.alt: the Hindi text has no Devanagari',
    ])
  })

  it('reports a list of another length and a text the English no longer has', () => {
    const hindi = {
      title: 'हमारी सेवाएँ',
      subtitle: 'पुराना उपशीर्षक',
      to: '/hi/services',
      points: ['मुफ़्त साइट विज़िट'],
      card: { alt: 'एक मकान' },
    }
    expect(findTextProblems('copy', english, hindi)).toEqual([
      'copy.subtitle: a Hindi text with no English one',
      'copy.to: a Hindi text with no English one',
      'copy.points: 2 English items, 1 Hindi',
      'copy.points[1]: no Hindi text',
    ])
  })

  it('accepts a listed term kept in English, and a module key that holds no text', () => {
    const withTerms = { unit: 'sq ft', updated: '2026-09-15', title: 'Guide' }
    const hindi = { unit: 'sq ft', title: 'गाइड' }
    expect(
      findTextProblems('guide', withTerms, hindi, {
        skip: ['updated'],
        allowedSame: new Set(['sq ft']),
      }),
    ).toEqual([])
  })

  it('calls text functions with the sample arguments, and asks for them when there are none', () => {
    const withFunction = { minutes: (n: number) => `${n} min read` }
    const hindi = { minutes: (n: number) => (n === 1 ? `${n} min read` : `${n} मिनट`) }
    expect(
      findTextProblems('copy', withFunction, hindi, {
        sampleArgs: { 'copy.minutes': [[1], [5]] },
      }),
    ).toEqual(['copy.minutes(1): the Hindi text is the English one'])
    expect(findTextProblems('copy', withFunction, hindi)).toEqual([
      'copy.minutes: no sample arguments to check',
    ])
  })
})
