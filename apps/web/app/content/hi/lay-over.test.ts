import { describe, expect, it } from 'vitest'
import { aboutCopy } from '../about'
import { defaultCompany } from '../company'
import { services } from '../services'
import { testimonialsCopy } from '../testimonials'
import * as hi from './about'
import * as hiCompany from './company'
import { layOver } from './lay-over'
import * as hiServices from './services'
import * as hiTestimonials from './testimonials'

describe('layOver', () => {
  it('gives the English shape with the Hindi texts, keeping links, icons and figures', () => {
    const about = layOver(aboutCopy, hi.aboutCopy)
    expect(about.hero.title).toBe('2011 से बिहार का निर्माण')
    expect(about.cta.primary).toEqual({ label: 'हमारे प्रोजेक्ट देखें', to: '/projects' })
    expect(about.values.map((value) => value.icon)).toEqual(
      aboutCopy.values.map((value) => value.icon),
    )
    expect(about.achievements[0]).toEqual({ value: '12+', label: 'साल का अनुभव' })
    expect(about.story.imageUrl).toBe('/images/about/our-story.svg')
  })

  it("keeps a module's own non-text keys in English", () => {
    const hindiCompany = layOver(defaultCompany, hiCompany.company, hiCompany.keptInEnglish)
    expect(hindiCompany.siteUrl).toBe('https://www.nirmanconstructions.in')
    expect(hindiCompany.address.postalCode).toBe('801503')
    expect(hindiCompany.address.city).toBe('पटना')
    expect(hindiCompany.hours.days).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'])
    expect(hindiCompany.hours.closed).toBe('रविवार बंद')
    expect(hindiCompany.hours.opens).toBe('09:00')
    const residential = layOver(services, hiServices.services, hiServices.keptInEnglish).residential
    expect(residential.relatedWork[0]).toEqual({
      title: 'स्वतंत्र मकान',
      description: '1,000 से 3,000 sq ft के प्लॉट पर G+1 और G+2 पारिवारिक घर।',
      projectType: 'residential',
    })
  })

  it('takes the Hindi text functions', () => {
    const copy = layOver(testimonialsCopy, hiTestimonials.testimonialsCopy)
    expect(copy.slideLabel(2, 3)).toBe('3 में से 2')
  })
})
