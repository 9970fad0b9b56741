// The quote requests the benchmarks at 100,000 requests store (through bench-leads-data.mjs),
// generated over the last two years by a deterministic generator: every run, and both databases,
// measure the same data. They are shaped like a small builder's site sees them: where they came
// from (direct, search, Google and Meta adverts, social sites, other sites), the page they landed
// on and the form's page, the calculator, and what became of them (the stage and the furthest step
// reached, the first contact and its working seconds, the lost reason, and for each won lead a
// quotation of one or two sent revisions).

/** A small deterministic generator, so two runs measure the same data. */
/** Requests per multi-row INSERT (and per batch of the generator). */
export const INSERT_BATCH = 2000

export function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/** One of `list`, drawn with `draw`. */
const pickWith = (draw) => (list) => list[Math.floor(draw() * list.length)]

// ---- The generated requests ---------------------------------------------------------------------

const stages = ['new', 'contacted', 'site_visit_scheduled', 'quotation_sent', 'won', 'lost']
const funnel = ['new', 'contacted', 'site_visit_scheduled', 'quotation_sent', 'won']
const cities = ['Patna', 'Gaya', 'Bhagalpur', 'Muzaffarpur', 'Darbhanga', 'Purnia', 'Ara']
const firstNames = ['Rajesh', 'Sunita', 'Amit', 'Priya', 'Ravi', 'Meera', 'Arjun', 'Neha', 'राजेश']
const lastNames = ['Kumar', 'Devi', 'Singh', 'Sinha', 'Prasad', 'Yadav', 'Jha', 'Mishra']
const forms = ['hero', 'home', 'contact', 'popup']

const landingPaths = [
  '/',
  '/hi',
  '/about',
  '/services/residential',
  '/services/commercial',
  '/services/interior',
  '/projects',
  '/how-it-works',
  '/contact',
  '/resources/cost-estimator',
  '/resources/articles/house-construction-cost-in-bihar',
  '/resources/guide/residential-construction',
]
const formPages = ['/contact', '/', '/services/residential', '/projects', '/hi/contact']
/** The website's calculators: the name a request carries, and the slug of its page. */
const calculators = [
  ['Construction Cost Estimator', 'cost-estimator'],
  ['Building Materials Calculator', 'materials-calculator'],
  ['Paint Calculator', 'paint-calculator'],
  ['Concrete Calculator', 'concrete-calculator'],
  ['Flooring Calculator', 'flooring-calculator'],
  ['Roof Calculator', 'roof-calculator'],
  ['Land Grading Calculator', 'land-grading-calculator'],
  ['Electrical Load Calculator', 'electrical-calculator'],
  ['Plumbing Calculator', 'plumbing-calculator'],
  ['Staircase Calculator', 'staircase-calculator'],
  ['HVAC Sizing Calculator', 'hvac-calculator'],
  ['Renovation ROI Calculator', 'renovation-roi-calculator'],
  ['Construction Loan Calculator', 'loan-calculator'],
]
const searchReferrers = ['https://www.google.com/', 'https://www.google.co.in/']
const socialReferrers = ['https://l.facebook.com/', 'https://lm.facebook.com/', 'https://wa.me/']
const otherReferrers = [
  'https://www.justdial.com/Patna/Building-Contractors/nct-10063538',
  'https://www.sulekha.com/building-contractors/patna',
  'https://www.magicbricks.com/',
  'https://www.99acres.com/articles/house-construction-cost.html',
  'https://www.houzz.in/professionals/',
  'https://www.nobroker.in/',
  'https://patnahomes.blogspot.com/2025/06/builders-in-patna.html',
]
const googleCampaigns = ['patna-house-construction', 'bihar-home-builders', 'brand-nirman']
const metaCampaigns = ['dream-home-reels', 'free-site-visit', 'diwali-offer']
/** Reasons staff typed, commonest first, each in the spellings they typed it in. */
const lostReasons = [
  ['Budget too low', 'budget too low', 'Budget Too Low'],
  ['Went with another builder', 'went with another builder'],
  ['Not reachable', 'not reachable', 'NOT REACHABLE'],
  ['Price too high', 'price too high', 'Price  too high'],
  ['Plan postponed', 'plan postponed'],
  ['Loan not sanctioned', 'loan not sanctioned'],
  ['Land not ready', 'land not ready '],
  ['Only enquiring', 'only enquiring'],
  ['Outside our area', 'outside our area'],
  ['Family decision pending'],
  ['Wants design only', 'wants design only'],
  ['Duplicate request', 'duplicate'],
  [''],
]

/** An advert click id: its characters only need to be different each time. */
const clickId = (draw, prefix) =>
  prefix +
  Array.from({ length: 40 }, () =>
    pickWith(draw)([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-']),
  ).join('')

/**
 * Where a request came from: 30 % direct, 20 % Google search, 15 % Google Ads, 10 % Facebook or
 * Instagram adverts, 10 % social sites (a few with share tags), 15 % other sites (a few listings
 * tagged).
 */
function sourceOf(draw) {
  const pick = pickWith(draw)
  const share = draw()
  const path = pick(landingPaths)
  const none = {
    utmSource: '',
    utmMedium: '',
    utmCampaign: '',
    gclid: '',
    fbclid: '',
    referrer: '',
  }
  if (share < 0.3) return { ...none, landingPage: path }
  if (share < 0.5) return { ...none, referrer: pick(searchReferrers), landingPage: path }
  if (share < 0.65) {
    const gclid = clickId(draw, 'Cj0KCQ')
    const campaign = pick(googleCampaigns)
    return {
      ...none,
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: campaign,
      gclid,
      referrer: 'https://www.google.com/',
      landingPage: `/?gclid=${gclid}`,
    }
  }
  if (share < 0.75) {
    const fbclid = clickId(draw, 'IwAR')
    const utmSource = draw() < 0.6 ? 'facebook' : 'instagram'
    const campaign = pick(metaCampaigns)
    return {
      ...none,
      utmSource,
      utmMedium: 'paid_social',
      utmCampaign: campaign,
      fbclid,
      referrer: utmSource === 'facebook' ? 'https://l.facebook.com/' : 'https://l.instagram.com/',
      landingPage: `${path}?utm_source=${utmSource}&utm_medium=paid_social&utm_campaign=${campaign}&fbclid=${fbclid}`,
    }
  }
  if (share < 0.85) {
    const referrer = pick(socialReferrers)
    return draw() < 0.3
      ? {
          ...none,
          utmSource: 'whatsapp',
          utmMedium: 'share',
          referrer,
          landingPage: `${path}?utm_source=whatsapp&utm_medium=share`,
        }
      : { ...none, referrer, landingPage: path }
  }
  const referrer = pick(otherReferrers)
  return referrer.includes('justdial') && draw() < 0.5
    ? {
        ...none,
        utmSource: 'justdial',
        utmMedium: 'listing',
        referrer,
        landingPage: `${path}?utm_source=justdial&utm_medium=listing`,
      }
    : { ...none, referrer, landingPage: path }
}

/** The furthest step a lead at `stage` reached: lost leads got to an earlier one, a few moved back. */
function furthestOf(draw, stage) {
  if (stage === 'won') return 'won'
  if (stage === 'lost') {
    const step = draw()
    return step < 0.25
      ? 'new'
      : step < 0.65
        ? 'contacted'
        : step < 0.85
          ? 'site_visit_scheduled'
          : 'quotation_sent'
  }
  const at = funnel.indexOf(stage)
  // One lead in seven was moved back: it keeps the furthest step it reached (never won here).
  if (at >= 3 || draw() >= 0.15) return stage
  return funnel[at + 1 + Math.floor(draw() * (3 - at))]
}

/** How fast each member of staff answers, as a factor of the desk's usual times. */
const staffSpeeds = [0.5, 0.8, 1, 1.5, 2.5]

/**
 * Working seconds to a first contact: nearly half within five minutes, the rest spread from five
 * minutes to four days' worth of seconds (evenly on a log scale), times the speed of whoever
 * called: a long tail of leads left for days.
 */
function contactSeconds(draw, speed) {
  const seconds =
    draw() < 0.45 ? 20 + draw() * 280 : 300 * Math.exp(draw() * Math.log((4 * 86_400) / 300))
  return Math.max(5, Math.round(seconds * speed))
}

/** A reason staff typed for a lost lead: the commoner reasons more often, a few spellings each. */
function lostReasonOf(draw) {
  const spellings = lostReasons[Math.floor(draw() ** 1.6 * lostReasons.length)]
  return draw() < 0.7 ? spellings[0] : pickWith(draw)(spellings)
}

/** The columns of a quotation and of a revision the generator fills (after leadId, quotationId). */
export const quotationColumns = ['version', 'createdAt', 'updatedAt']
export const revisionColumns = [
  'revision',
  'status',
  'content',
  'totalPaise',
  'createdAt',
  'sentAt',
  'viewedAt',
  'decidedAt',
  'declineReason',
]

/** A house's quotation as staff write it (QuotationContent), about a kilobyte of JSON. */
function quotationContent(lead, areaSquareFeet, ratePaise, validUntil) {
  return JSON.stringify({
    language: 'en',
    title: `Residential construction, ${areaSquareFeet} sq ft`,
    clientName: lead.name,
    clientPhone: lead.phone,
    clientEmail: lead.email,
    siteAddress: `Plot 12, Ward 4, ${lead.city}, Bihar`,
    groups: [
      {
        title: 'Civil work',
        items: [
          {
            description: 'RCC frame structure, brickwork, plaster and flooring as per drawings',
            quantityMilli: areaSquareFeet * 1000,
            unit: 'sq ft',
            ratePaise,
            optional: false,
          },
        ],
      },
    ],
    discountPaise: 0,
    taxLines: [],
    pricesIncludeTax: true,
    validUntil,
    terms:
      'Rates include materials and labour. Electrical and plumbing fittings as per the agreed ' +
      'brands. Any change of drawings after the start is quoted separately.',
    schedule: [
      { label: 'Booking', percentBasisPoints: 1000 },
      { label: 'Foundation', percentBasisPoints: 2000 },
      { label: 'Structure', percentBasisPoints: 4000 },
      { label: 'Finishing', percentBasisPoints: 2500 },
      { label: 'Handover', percentBasisPoints: 500 },
    ],
  })
}

/**
 * A won lead's quotation, some days after its first contact: one revision or, for one in three,
 * a first one declined or expired and a second; the last accepted for most, else sent (won on
 * the phone). Times never later than `now`.
 */
function quotationOf(draw, lead, contactedAt, now) {
  const DAY = 86_400_000
  const at = (ms) => (ms === null ? null : new Date(Math.min(now, ms)))
  const created = contactedAt.getTime() + (2 + draw() * 18) * DAY
  const area = 1000 + Math.round(draw() * 25) * 100
  const rate = (1600 + Math.round(draw() * 8) * 100) * 100
  /** A revision's values in the order of revisionColumns; times in ms, valid 30 days. */
  const revision = (number, status, ratePaise, sent, viewed, decided, declineReason) => {
    const validUntil = at(sent + 30 * DAY)
      .toISOString()
      .slice(0, 10)
    const content = quotationContent(lead, area, ratePaise, validUntil)
    const times = [sent - 3_600_000, sent, viewed, decided].map(at)
    return [number, status, content, area * ratePaise, ...times, declineReason]
  }
  const revisions = []
  let sent = created + 3_600_000
  if (draw() < 0.35) {
    const declined = draw() < 0.7
    const decided = sent + (1 + draw() * 6) * DAY
    const status = declined ? 'declined' : 'expired'
    const reason = declined ? 'Asked for a lower rate' : ''
    revisions.push(
      revision(1, status, rate + 10_000, sent, sent + 7_200_000, declined ? decided : null, reason),
    )
    sent = decided + DAY
  }
  const accepted = draw() < 0.85
  const viewed = sent + (1 + draw() * 47) * 3_600_000
  const decided = viewed + draw() * 3 * DAY
  revisions.push(
    accepted
      ? revision(revisions.length + 1, 'accepted', rate, sent, viewed, decided, '')
      : revision(revisions.length + 1, 'sent', rate, sent, null, null, ''),
  )
  return { values: [revisions.length, at(created), at(sent)], revisions }
}

/** The words a request is found by: as src/leads/search-terms.ts makes them. */
function searchTerms(name, email, city, national, message) {
  const words = (text) =>
    text
      .normalize('NFKC')
      .toLowerCase()
      .split(/[\s,;:()"'/\\|]+/u)
      .filter(Boolean)
  const address = email.toLowerCase()
  const [local = '', domain = ''] = address.split('@')
  const terms = [
    ...words(name),
    ...words(city),
    ...(address ? [address, local, domain] : []),
    national,
    ...words(message),
  ]
  return [...new Set(terms.filter(Boolean).map((term) => term.slice(0, 100)))]
}

/**
 * What the requests say, taken in turn (not drawn: the generators' sequences stay as they were).
 * Their words are search terms too: a search of a common word matches many requests, as a real
 * one would ("duplex" one in five, "house" two in five).
 */
const messages = [
  'Two-storey house, four bedrooms, parking below.',
  'Want a duplex on our plot near the main road; budget around 40 lakh.',
  'G+2 building with shops on the ground floor and rooms for rent above.',
  'Renovation of an old house: new roof, plaster and flooring.',
  '',
]

/** The columns each generated request fills, in the order of its values. */
export const columns = [
  'name',
  'phone',
  'email',
  'city',
  'landSize',
  'landDimensionNorthFeet',
  'landDimensionNorthInches',
  'landDimensionSouthFeet',
  'landDimensionSouthInches',
  'landDimensionEastFeet',
  'landDimensionEastInches',
  'landDimensionWestFeet',
  'landDimensionWestInches',
  'landFacing',
  'projectType',
  'message',
  'createdAt',
  'isProcessed',
  'processedAt',
  'sourceForm',
  'phoneDigits',
  'isSpam',
  'stage',
  'lostReason',
  'followUpAt',
  'assigneeId',
  'version',
  'updatedAt',
  'phoneNational',
  'phoneNationalReversed',
  'isRepeat',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'gclid',
  'fbclid',
  'referrer',
  'landingPage',
  'sourcePage',
  'calculator',
  'furthestStage',
  'firstContactAt',
  'firstContactById',
  'firstContactSeconds',
]

/**
 * `rows` requests over the last two years, oldest first, in batches of INSERT_BATCH: each request
 * its values (in the order of `columns`), its search terms, and its quotation (won leads) or null.
 * Every national number is pushed to `phones`. The dashboard's columns are drawn as they always
 * were (seed 15); where a request came from and what became of it by a second generator (seed 16).
 */
export function* generatedBatches(rows, staffIds, phones) {
  const next = random(15)
  const pick = pickWith(next)
  const draw = random(16)
  const now = Date.now()
  const span = 2 * 365 * 24 * 60 * 60 * 1000
  for (let start = 0; start < rows; start += INSERT_BATCH) {
    const batch = []
    for (let index = start; index < Math.min(rows, start + INSERT_BATCH); index += 1) {
      // Oldest first, so ids grow with time as they do in real life.
      const createdAt = new Date(now - span + Math.floor((index / rows) * span))
      // One number in ten is a family that wrote again.
      const national =
        index > 0 && next() < 0.1
          ? phones[Math.floor(next() * phones.length)]
          : String(7000000000 + Math.floor(next() * 2999999999))
      phones.push(national)
      const stage = pick(stages)
      const followUp = stage !== 'won' && stage !== 'lost' && next() < 0.3
      const lead = {
        name: `${pick(firstNames)} ${pick(lastNames)} ${index}`,
        phone: `+91 ${national.slice(0, 5)} ${national.slice(5)}`,
        email: next() < 0.5 ? `lead${index}@example.in` : '',
        city: pick(cities),
        landSize: '1800',
        landDimensionNorthFeet: '40',
        landDimensionNorthInches: '0',
        landDimensionSouthFeet: '40',
        landDimensionSouthInches: '0',
        landDimensionEastFeet: '45',
        landDimensionEastInches: '0',
        landDimensionWestFeet: '45',
        landDimensionWestInches: '0',
        landFacing: 'North-East',
        projectType: 'Residential Construction',
        message: messages[index % messages.length],
        createdAt,
        isProcessed: stage !== 'new',
        sourceForm: pick(forms),
        phoneDigits: `91${national}`,
        isSpam: next() < 0.02,
        stage,
        followUpAt: followUp ? new Date(now + Math.floor((next() - 0.5) * 14 * 86_400_000)) : null,
        assigneeId: next() < 0.6 ? pick(staffIds) : null,
        version: 1,
        updatedAt: createdAt,
        phoneNational: national,
        phoneNationalReversed: [...national].reverse().join(''),
        isRepeat: false,
        ...sourceOf(draw),
      }
      const calculator = draw() < 0.2 ? pickWith(draw)(calculators) : null
      lead.calculator = calculator?.[0] ?? ''
      lead.sourcePage = calculator
        ? `/resources/${calculator[1]}`
        : draw() < 0.5
          ? lead.landingPage
          : pickWith(draw)(formPages)
      lead.furthestStage = furthestOf(draw, stage)
      lead.lostReason = stage === 'lost' ? lostReasonOf(draw) : ''
      // Everyone past New was contacted; one in five of the others was tried and not reached.
      const tried = stage !== 'new' || lead.furthestStage !== 'new' || draw() < 0.2
      const staff = Math.floor(draw() * staffIds.length)
      // A won lead moved out of New by nobody known: the client accepted a quotation first.
      const byNobody = stage === 'won' && draw() < 0.03
      const seconds = tried
        ? Math.min(
            contactSeconds(draw, staffSpeeds[staff % staffSpeeds.length]),
            Math.max(1, Math.floor((now - createdAt.getTime()) / 1000)),
          )
        : null
      lead.firstContactSeconds = seconds
      lead.firstContactAt = tried ? new Date(createdAt.getTime() + seconds * 1000) : null
      lead.firstContactById = tried && !byNobody ? staffIds[staff] : null
      lead.processedAt = stage !== 'new' ? lead.firstContactAt : null
      batch.push({
        values: columns.map((column) => lead[column]),
        terms: searchTerms(lead.name, lead.email, lead.city, national, lead.message),
        quotation: stage === 'won' ? quotationOf(draw, lead, lead.firstContactAt, now) : null,
      })
    }
    yield batch
  }
}
