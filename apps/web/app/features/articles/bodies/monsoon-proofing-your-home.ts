// The text of the article monsoon-proofing-your-home (its summary is in content/articles.ts), a module of its own so
// that its page downloads this article alone (features/articles/article-body.ts). Figures are
// indicative and dated; the article says so.
import type { ArticleBody } from '../../../content/articles'

export const body: ArticleBody = {
  intro: [
    'Most of Bihar’s rain falls in four months, from June to September, often in heavy bursts. Water that finds its way into a building does slow, expensive damage: damp walls, peeling paint, rusting steel inside the concrete and termites. The good news is that nearly all of it can be prevented at the time of construction, for a small part of the budget. These are the measures we build into every house.',
  ],
  sections: [
    {
      heading: 'Start with the plinth',
      blocks: [
        {
          type: 'paragraph',
          text: 'The plinth is the raised base on which the ground floor sits. A common minimum is 450 mm (about 1.5 feet) above the finished ground, but in areas that waterlog, the floor should sit clearly above the highest water level seen locally and above the likely future road level. Raising a plinth later is nearly impossible; doing it now costs some earth filling and a few courses of brickwork.',
        },
        {
          type: 'paragraph',
          text: 'At plinth level, a damp-proof course (DPC) stops moisture rising from the ground into the walls. It is usually a layer of dense cement concrete about 40 to 50 mm thick with a waterproofing compound, laid over the full width of the walls. It must be continuous: a single gap under a doorway lets damp rise into the wall above.',
        },
      ],
    },
    {
      heading: 'A roof that sheds water',
      blocks: [
        {
          type: 'list',
          items: [
            'Slope: a flat RCC roof still needs a gentle slope, about 1 in 100, towards the rainwater outlets, so that no water stands on it.',
            'Outlets: provide enough downpipes, commonly one 100 mm pipe for every 40 square metres or so of roof, and keep them clear of leaves.',
            'Waterproofing: a tested system over the slab, such as a polymer-modified cementitious coating or a membrane, finished with a protective screed or tiles.',
            'Corners: the joint between the roof and the parapet wall is where most leaks start; it should be rounded with a cement fillet and the waterproofing carried up the parapet.',
          ],
        },
      ],
    },
    {
      heading: 'Walls, windows and wet areas',
      blocks: [
        {
          type: 'paragraph',
          text: 'Rain driven by wind soaks into walls facing the weather. External plaster in two coats with a waterproofing admixture, followed by a good exterior paint, keeps it out. Window sills should slope outwards, and sunshades (chajjas) need a drip groove on their underside so that water falls clear instead of running back to the wall.',
        },
        {
          type: 'paragraph',
          text: 'Bathrooms, kitchens and balconies need waterproofing under the tiles, turned up the walls by at least 300 mm and to full height behind a shower. Floors should slope towards the drain, and pipe penetrations need sealing before tiling.',
        },
      ],
    },
    {
      heading: 'Drainage around the house',
      blocks: [
        {
          type: 'paragraph',
          text: 'Grade the ground so that it slopes away from the building on every side, and give the plinth a protection apron of concrete or paving about a metre wide. Lead roof water into a surface drain, a soak pit or a rainwater harvesting pit instead of letting it pour onto the ground next to the foundation. Rainwater harvesting is required for many new buildings under the bye-laws, and it also recharges the groundwater your borewell depends on.',
        },
      ],
    },
    {
      heading: 'Building during the monsoon',
      blocks: [
        {
          type: 'paragraph',
          text: 'Work can continue through the rains with care. Fresh concrete must be covered from heavy rain, excavations need pumping and shoring, steel should be stored off the ground and covered, and cement kept dry on a raised platform. Wet sand carries extra water, so the water added to a concrete mix has to be reduced accordingly.',
        },
        {
          type: 'paragraph',
          text: 'Curing is just as important in wet weather: concrete needs to stay moist for at least 7 days with ordinary Portland cement and at least 10 days with the blended cements (PPC or PSC) used on most sites today. Well-cured concrete is denser, and dense concrete is the best defence against water reaching the steel.',
        },
        {
          type: 'calculator',
          slug: 'concrete-calculator',
          text: 'Planning a roof slab or a plinth apron? Our concrete calculator gives volumes and the cement, sand and aggregate you need.',
        },
      ],
    },
    {
      heading: 'A pre-monsoon checklist for homeowners',
      blocks: [
        {
          type: 'steps',
          items: [
            'Clear roof outlets, downpipes and surface drains before the first heavy rain.',
            'Look for cracks in the roof screed, parapets and external plaster, and seal them.',
            'Check that sunshades and sills still throw water clear of the walls.',
            'Reseal gaps around windows, pipes and air-conditioner openings.',
            'Test the earth leakage breaker (RCCB) and keep the meter and main board above any water level.',
          ],
        },
      ],
    },
  ],
}
