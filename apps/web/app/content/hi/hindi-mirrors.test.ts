// Every English content module beside its Hindi mirror: each text there, not empty, not the English
// copied over, and written in Devanagari. tsc already refuses a mirror whose keys do not match; this
// test also catches lists of another length, texts left blank or untranslated, and new English
// exports nobody has looked at.
import { landSides } from '@nirman/contract/quote-fields'
import { describe, expect, it } from 'vitest'
import * as enAbout from '../about'
import * as enArticles from '../articles'
import * as enCalculators from '../calculators'
import * as enCompany from '../company'
import * as enContact from '../contact'
import * as enFaqs from '../faqs'
import * as enFooter from '../footer'
import * as enGuides from '../guides'
import * as enHome from '../home'
import * as enHomeSections from '../home-sections'
import * as enLegal from '../legal'
import * as enNavigation from '../navigation'
import * as enNotFound from '../not-found'
import * as enOpeningHours from '../opening-hours'
import * as enPageError from '../page-error'
import * as enProcess from '../process'
import * as enProjectTracker from '../project-tracker'
import * as enProjects from '../projects'
import * as enQuotation from '../quotation'
import * as enQuote from '../quote'
import * as enResources from '../resources'
import * as enServices from '../services'
import { articleIds } from '../site-map'
import * as enSiteVisit from '../site-visit'
import * as enSolutions from '../solutions'
import * as enTestimonials from '../testimonials'
import * as enToaster from '../toaster'
import * as enTools from '../tools'
import * as enTracker from '../tracker'
import * as hiAbout from './about'
import * as hiArticles from './articles'
import * as hiCalculators from './calculators'
import * as hiCompany from './company'
import * as hiContact from './contact'
import * as hiFaqs from './faqs'
import { findTextProblems } from './find-text-problems'
import * as hiFooter from './footer'
import * as hiGuides from './guides'
import * as hiHome from './home'
import * as hiHomeSections from './home-sections'
import * as hiLegal from './legal'
import * as hiNavigation from './navigation'
import * as hiNotFound from './not-found'
import * as hiOpeningHours from './opening-hours'
import * as hiPageError from './page-error'
import * as hiProcess from './process'
import * as hiProjectTracker from './project-tracker'
import * as hiProjects from './projects'
import * as hiQuotation from './quotation'
import * as hiQuote from './quote'
import * as hiResources from './resources'
import * as hiServices from './services'
import * as hiSiteVisit from './site-visit'
import * as hiSolutions from './solutions'
import * as hiTestimonials from './testimonials'
import * as hiToaster from './toaster'
import * as hiTools from './tools'
import * as hiTracker from './tracker'

interface Mirror {
  name: string
  english: Record<string, unknown>
  hindi: Record<string, unknown>
  /** English exports with no words of their own: derived lists, ids, icons, helper functions. */
  notText: readonly string[]
  /** Keys of this module that hold no text (see `keptInEnglish` in the Hindi module). */
  skip?: readonly string[]
}

// The articles' texts: a module per article, in features/articles/bodies/ and ./article-bodies/.
type BodyModules = Record<string, Record<string, unknown>>
const englishBodies: BodyModules = import.meta.glob('../../features/articles/bodies/*.ts', {
  eager: true,
})
const hindiBodies: BodyModules = import.meta.glob('./article-bodies/*.ts', { eager: true })
const bodyModules = articleIds.map((id) => ({
  id,
  english: englishBodies[`../../features/articles/bodies/${id}.ts`],
  hindi: hindiBodies[`./article-bodies/${id}.ts`],
}))

const mirrors: readonly Mirror[] = [
  { name: 'about', english: enAbout, hindi: hiAbout, notText: [] },
  ...bodyModules.map(({ id, english, hindi }) => ({
    name: `article-bodies/${id}`,
    english: english ?? {},
    hindi: hindi ?? {},
    notText: [],
  })),
  {
    name: 'articles',
    english: enArticles,
    hindi: hiArticles,
    notText: ['articleList', 'isArticleId', 'wordCount', 'readingMinutes'],
  },
  {
    name: 'calculators',
    english: enCalculators,
    hindi: hiCalculators,
    notText: [],
  },
  {
    name: 'company',
    english: enCompany,
    hindi: hiCompany,
    notText: ['defaultCompany', 'postalAddress', 'placeOf'],
    skip: hiCompany.keptInEnglish,
  },
  { name: 'contact', english: enContact, hindi: hiContact, notText: [] },
  { name: 'faqs', english: enFaqs, hindi: hiFaqs, notText: ['standardRatePerSqFt'] },
  { name: 'footer', english: enFooter, hindi: hiFooter, notText: [] },
  {
    name: 'guides',
    english: enGuides,
    hindi: hiGuides,
    notText: ['guideList', 'isGuideId'],
    skip: hiGuides.keptInEnglish,
  },
  { name: 'home', english: enHome, hindi: hiHome, notText: [] },
  {
    name: 'home-sections',
    english: enHomeSections,
    hindi: hiHomeSections,
    notText: ['teasedArticleIds'],
  },
  { name: 'legal', english: enLegal, hindi: hiLegal, notText: [] },
  { name: 'navigation', english: enNavigation, hindi: hiNavigation, notText: [] },
  { name: 'not-found', english: enNotFound, hindi: hiNotFound, notText: [] },
  { name: 'opening-hours', english: enOpeningHours, hindi: hiOpeningHours, notText: [] },
  { name: 'page-error', english: enPageError, hindi: hiPageError, notText: [] },
  { name: 'process', english: enProcess, hindi: hiProcess, notText: [] },
  { name: 'project-tracker', english: enProjectTracker, hindi: hiProjectTracker, notText: [] },
  { name: 'projects', english: enProjects, hindi: hiProjects, notText: ['projectTypeOrder'] },
  { name: 'quotation', english: enQuotation, hindi: hiQuotation, notText: [] },
  { name: 'quote', english: enQuote, hindi: hiQuote, notText: [] },
  { name: 'resources', english: enResources, hindi: hiResources, notText: ['calculatorIcons'] },
  { name: 'site-visit', english: enSiteVisit, hindi: hiSiteVisit, notText: [] },
  {
    name: 'services',
    english: enServices,
    hindi: hiServices,
    notText: ['serviceList'],
    skip: hiServices.keptInEnglish,
  },
  {
    name: 'solutions',
    english: enSolutions,
    hindi: hiSolutions,
    notText: ['solutionList'],
    skip: hiSolutions.keptInEnglish,
  },
  { name: 'testimonials', english: enTestimonials, hindi: hiTestimonials, notText: [] },
  { name: 'toaster', english: enToaster, hindi: hiToaster, notText: [] },
  { name: 'tools', english: enTools, hindi: hiTools, notText: ['featuredTools'] },
  { name: 'tracker', english: enTracker, hindi: hiTracker, notText: [] },
]

/**
 * What stays the same in Hindi: the e-mail placeholder, and terms Patna says in English when a text
 * is nothing else (see GLOSSARY.md).
 */
const allowedSame = new Set(['you@example.com', 'UPI'])

/** The arguments each text function is tried with, by its path. */
const sampleArgs: Record<string, readonly (readonly unknown[])[]> = {
  'articles.articleCopy.minutesRead': [[1], [4]],
  'company.contactBarCopy.whatsappMessage': [
    ['निर्माण कंस्ट्रक्शन्स', 'https://www.nirmanconstructions.in/contact'],
  ],
  'opening-hours.openingHoursWords.time': [
    [9, '00'],
    [13, '30'],
    [18, '00'],
    [21, '15'],
  ],
  // A day whose first three letters are not its short name in Hindi (मंग, मंगल).
  'opening-hours.openingHoursWords.shortDay': [['मंगलवार']],
  'opening-hours.openingHoursWords.dayRange': [['Monday', 'Saturday']],
  'opening-hours.openingHoursWords.long': [['Monday to Saturday', '9:00 AM', '6:00 PM']],
  'opening-hours.openingHoursWords.closed': [['Sunday']],
  'calculators.calculatorText.ratesAsOf': [['1 दिसंबर 2026']],
  'calculators.calculatorText.shareMessage': [
    ['पेंट कैलकुलेटर', 'पेंट: 6.2 लीटर', 'https://example.in/hi/resources/paint-calculator'],
  ],
  'calculators.calculatorText.printedOn': [['28 नवंबर 2026']],
  'contact.contactPageCopy.info.officeName': [['Danapur, Patna']],
  'contact.contactPageCopy.map.iframeTitle': [['Nirman Constructions', 'Danapur, Patna']],
  'contact.contactPageCopy.faqs[0].answer': [['+91 94310 12345'], [undefined]],
  'contact.contactPageCopy.cta.text': [
    ['Monday to Saturday 9:00 AM to 6:00 PM', true],
    ['Monday to Saturday 9:00 AM to 6:00 PM', false],
  ],
  'faqs.resourcesFaqs[3].answer': [['+91 94310 12345'], [undefined]],
  'faqs.faqsPageCopy.cta.text': [['+91 94310 12345'], [undefined]],
  'tracker.signInCopy.noEmail': [['+91 94310 12345'], [undefined]],
  'tracker.trackerCopy.noProjects': [['+91 94310 12345'], [undefined]],
  'company.socialLinksCopy.profileLabel': [['निर्माण कंस्ट्रक्शन्स', 'Facebook']],
  'projects.projectPhotosCopy.photoPosition': [
    [1, 4],
    [4, 4],
  ],
  'site-visit.visitPickerCopy.zoneElsewhere': [['Europe/London']],
  'site-visit.visitFormCopy.chosen': [['मंगलवार, 1 दिसंबर 2026, सुबह 11:00 IST']],
  'site-visit.visitFormCopy.refusals.notice': [[12]],
  'site-visit.visitPageCopy.mailed': [['ravi@example.in']],
  'site-visit.visitPageCopy.moved': [['मंगलवार, 1 दिसंबर 2026, दोपहर 2:00 IST']],
  'quote.landDimensionsCopy.side': landSides.map((side) => [side]),
  'quote.landSizeCopy.readAsArea': [['1,200']],
  'quote.messageCounterCopy.count': [['69', '2,000']],
  'quote.landSizeCopy.readAsPlot': [['30', '40', '1,200']],
  'quote.landSizeCopy.readAsUnits': [['2 कट्ठा = 2,722.5 वर्ग फुट']],
  'testimonials.testimonialsCopy.showSlide': [[1], [3]],
  'tracker.signInCopy.codeHint': [['asha@example.com']],
  'tracker.signInCopy.tryAgainIn.seconds': [[1], [30]],
  'tracker.signInCopy.tryAgainIn.minutes': [[1], [7]],
  'tracker.signInCopy.tryAgainIn.hours': [[1], [2]],
  'tracker.trackerCopy.signedInAs': [['Asha Sinha']],
  'tracker.trackerCopy.overview.stagesDone': [
    [0, 1],
    [3, 14],
  ],
  'tracker.trackerCopy.overview.plannedEnd': [['8 September 2026']],
  'tracker.trackerCopy.overview.plannedStart': [['8 September 2026']],
  'tracker.trackerCopy.updates.visit': [['8 September 2026']],
  'tracker.trackerCopy.updates.photoPosition': [[1, 2]],
  'tracker.trackerCopy.updates.showOlder': [[1], [10]],
  'tracker.trackerCopy.stages.fromTo': [['1 June 2026', '8 June 2026']],
  'tracker.trackerCopy.stages.from': [['1 June 2026']],
  'tracker.trackerCopy.stages.until': [['8 June 2026']],
  'tracker.trackerCopy.stages.started': [['1 June 2026']],
  'tracker.trackerCopy.stages.delayReason': [['Rain']],
  'tracker.trackerCopy.payments.share': [['15 %']],
  'tracker.trackerCopy.payments.dueOn': [['8 June 2026']],
  'tracker.trackerCopy.payments.dueAtStage': [['Plinth']],
  'tracker.trackerCopy.payments.receivedOn': [['8 June 2026', 'UPI']],
  'tracker.trackerCopy.payments.receivedAmount': [['₹4,00,000']],
  'tracker.trackerCopy.payments.reference': [['UTR 1234']],
  'tracker.trackerCopy.documents.added': [['8 June 2026']],
  'tracker.trackerCopy.questions.staffName': [['Ravi']],
  'tracker.trackerCopy.questions.aboutUpdate': [['8 June 2026']],
  'tracker.trackerCopy.questions.aboutVisit': [['8 June 2026']],
  'tracker.trackerCopy.questions.tooLong': [[2000]],
  'quotation.quotationPageCopy.metaTitle': [['Q-12', 'निर्माण कंस्ट्रक्शन्स']],
  'quotation.quotationPageCopy.heading': [['Q-12']],
  'quotation.quotationPageCopy.revision': [[1], [2]],
  'quotation.quotationPageCopy.groupSubtotal': [['नींव']],
  'quotation.quotationPageCopy.time': [
    [9, '05'],
    [13, '30'],
    [17, '45'],
    [22, '00'],
  ],
  'quotation.quotationPageCopy.status.open': [['31 दिसंबर 2026']],
  'quotation.quotationPageCopy.status.accepted': [
    ['Anita Sharma', '12 दिसंबर 2026', 'दोपहर 3:45 बजे'],
  ],
  'quotation.quotationPageCopy.status.declined': [['12 दिसंबर 2026']],
  'quotation.quotationPageCopy.status.expired': [['31 दिसंबर 2026']],
  'quotation.quotationPageCopy.answer.meaning': [['Q-12', 2, '₹31,86,000']],
  'quotation.quotationPageCopy.answer.codeGoesTo': [['an•••@example.com']],
  'quotation.quotationPageCopy.answer.codeSent': [['an•••@example.com', 15]],
  'testimonials.testimonialsCopy.slideLabel': [
    [1, 3],
    [3, 3],
  ],
}

it('has a Hindi mirror for every English content module', () => {
  // site-map.ts holds ids and addresses only.
  const mirrored = new Set([...mirrors.map((mirror) => mirror.name), 'site-map'])
  const englishModules = Object.keys(import.meta.glob(['../*.ts', '!../*.test.ts'])).map((path) =>
    path.replace(/^\.\.\/(.*)\.ts$/, '$1'),
  )
  expect(englishModules).toContain('site-map')
  expect(englishModules.filter((name) => !mirrored.has(name))).toEqual([])
})

it('has the text of every article in English and in Hindi, and no other', () => {
  for (const { english, hindi } of bodyModules) {
    expect(english).toHaveProperty('body')
    expect(hindi).toHaveProperty('body')
  }
  expect(Object.keys(englishBodies)).toHaveLength(articleIds.length)
  expect(Object.keys(hindiBodies)).toHaveLength(articleIds.length)
})

describe.each(mirrors)('the Hindi mirror of content/$name', (mirror) => {
  it('covers every English export with text', () => {
    const notText = new Set(mirror.notText)
    const unmirrored = Object.keys(mirror.english).filter(
      (name) => !notText.has(name) && !(name in mirror.hindi),
    )
    expect(unmirrored).toEqual([])
  })

  it('has every text in Hindi', () => {
    const problems = Object.keys(mirror.english)
      .filter((name) => name in mirror.hindi)
      .flatMap((name) =>
        findTextProblems(`${mirror.name}.${name}`, mirror.english[name], mirror.hindi[name], {
          skip: mirror.skip,
          allowedSame,
          sampleArgs,
        }),
      )
    expect(problems).toEqual([])
  })
})

describe('the Hindi search descriptions', () => {
  it.each([...Object.values(hiArticles.articles), ...Object.values(hiGuides.guides)])(
    '"$title" has one of 70-160 characters, as the English must',
    ({ metaDescription }) => {
      expect(metaDescription.length).toBeGreaterThanOrEqual(70)
      expect(metaDescription.length).toBeLessThanOrEqual(160)
    },
  )
})
