import { describe, expect, it } from 'vitest'
import { projectWords } from './project-words'
import { aProject } from './test-utils'

const english = {
  title: 'Sinha Residence, Danapur',
  description: 'A G+1 family home with a courtyard.',
  location: 'Danapur, Patna',
  highlights: ['G+1, 2,400 sq ft', 'Rainwater harvesting'],
}

const bilingual = aProject({
  ...english,
  hindi: {
    title: 'सिन्हा निवास, दानापुर',
    description: 'आँगन वाला G+1 पारिवारिक घर।',
    location: 'दानापुर, पटना',
    highlights: ['G+1, 2,400 वर्ग फ़ुट', 'वर्षा जल संचयन'],
  },
})

describe('projectWords', () => {
  it('gives the English words on an English page, none of them marked', () => {
    expect(projectWords(bilingual, 'en')).toEqual({
      ...english,
      lang: {
        title: undefined,
        description: undefined,
        location: undefined,
        highlights: undefined,
      },
    })
  })

  it('gives the Hindi words on a Hindi page when the staff wrote them', () => {
    expect(projectWords(bilingual, 'hi')).toEqual({
      title: 'सिन्हा निवास, दानापुर',
      description: 'आँगन वाला G+1 पारिवारिक घर।',
      location: 'दानापुर, पटना',
      highlights: ['G+1, 2,400 वर्ग फ़ुट', 'वर्षा जल संचयन'],
      lang: {
        title: undefined,
        description: undefined,
        location: undefined,
        highlights: undefined,
      },
    })
  })

  it('gives the English words, marked as English, on a Hindi page for a project without Hindi', () => {
    expect(projectWords(aProject({ ...english, hindi: null }), 'hi')).toEqual({
      ...english,
      lang: { title: 'en-IN', description: 'en-IN', location: 'en-IN', highlights: 'en-IN' },
    })
  })

  it('keeps the English location and highlights where the Hindi ones are left empty', () => {
    const partly = aProject({
      ...english,
      hindi: {
        title: 'सिन्हा निवास, दानापुर',
        description: 'आँगन वाला G+1 पारिवारिक घर।',
        location: '',
        highlights: [],
      },
    })
    expect(projectWords(partly, 'hi')).toEqual({
      title: 'सिन्हा निवास, दानापुर',
      description: 'आँगन वाला G+1 पारिवारिक घर।',
      location: 'Danapur, Patna',
      highlights: ['G+1, 2,400 sq ft', 'Rainwater harvesting'],
      lang: { title: undefined, description: undefined, location: 'en-IN', highlights: 'en-IN' },
    })
  })
})
