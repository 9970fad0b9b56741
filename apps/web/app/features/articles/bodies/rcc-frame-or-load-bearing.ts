// The text of the article rcc-frame-or-load-bearing (its summary is in content/articles.ts), a module of its own so
// that its page downloads this article alone (features/articles/article-body.ts). Figures are
// indicative and dated; the article says so.
import type { ArticleBody } from '../../../content/articles'

export const body: ArticleBody = {
  intro: [
    'Bihar lies close to the Himalaya, one of the most active earthquake belts in the world. The 1934 Bihar-Nepal earthquake devastated towns across north Bihar, and the 1988 and 2015 earthquakes were felt strongly here too. Whether your house stands on an RCC frame or on load-bearing walls, it can be made earthquake-resistant, but only if it is designed and built for it. This article explains the choice and the standards behind it in plain words.',
  ],
  sections: [
    {
      heading: 'Seismic zones in Bihar',
      blocks: [
        {
          type: 'paragraph',
          text: 'India’s earthquake code, IS 1893, divides the country into seismic zones. On the zone map of its 2016 edition, most of Bihar, including Patna, is in Zone IV (high risk), parts of the districts along the Nepal border are in Zone V (very high risk), and some southern areas are in Zone III. The zone sets how strong a shaking a building must be designed for: a building in Zone V is designed for one and a half times the force of the same building in Zone IV. The Bureau of Indian Standards revises the map from time to time, so your engineer should design to the edition in force when you build.',
        },
      ],
    },
    {
      heading: 'The two ways to carry a house',
      blocks: [
        { type: 'subheading', text: 'Load-bearing masonry' },
        {
          type: 'paragraph',
          text: 'The brick walls themselves carry the roof and floors down to the foundation. It is the traditional method, economical for one or two storeys with a regular plan and rooms of modest size. Unreinforced brick walls, however, crack and collapse in strong shaking. Built to IS 4326, a load-bearing house gets continuous reinforced concrete bands at plinth, lintel and roof level, running around the whole building like belts, and vertical steel bars at corners and wall junctions. These hold the walls together so that they move as one box.',
        },
        { type: 'subheading', text: 'RCC frame' },
        {
          type: 'paragraph',
          text: 'Reinforced concrete columns and beams form a skeleton that carries the loads; the brick walls only fill the gaps. A frame allows more floors, larger rooms and openings, and future vertical extension, and it is the usual choice for three or more storeys, for shops and offices, and on soft soil. It costs more in steel and formwork, and it is only as good as its design and detailing.',
        },
      ],
    },
    {
      heading: 'IS 1893 and IS 13920 in plain words',
      blocks: [
        {
          type: 'paragraph',
          text: 'IS 1893 tells the structural engineer how much sideways force an earthquake will put on the building, based on its zone, the soil, its weight and how it is used. IS 13920 tells them how to place the steel so that the concrete bends without snapping when that force arrives. Engineers call this ductile detailing. In practice it means:',
        },
        {
          type: 'list',
          items: [
            'Stirrups (the rings of steel around the main bars) spaced closely near the ends of beams and columns, where damage concentrates.',
            'Stirrup ends bent back at 135 degrees into the core of the concrete, not at 90 degrees, so they do not open up in shaking.',
            'Bars lapped away from the beam-column joints, and extra ties carried through the joints.',
            'Columns big enough for the beam bars to anchor in them; the current version of IS 13920 sets a minimum column dimension of 300 mm.',
            'Strong columns and weaker beams, so that if anything yields, the beams do and the columns keep standing.',
          ],
        },
        {
          type: 'tip',
          text: 'Ask to see the structural drawings and the bar bending schedule. Stirrup spacing and 135-degree hooks are easy to check on site before the concrete is poured.',
        },
      ],
    },
    {
      heading: 'Common mistakes that make houses unsafe',
      blocks: [
        {
          type: 'list',
          items: [
            'An open ground floor for parking with walls above (a soft storey): the ground-floor columns take all the movement and fail first unless specially designed.',
            'Adding floors to a house never designed for them.',
            'Irregular plans and heavy overhangs, large water tanks perched on thin columns.',
            'Cutting through beams or columns later for pipes and wiring.',
            'Poorly compacted or poorly cured concrete, which is weaker than the drawings assume.',
          ],
        },
      ],
    },
    {
      heading: 'Which should you choose?',
      blocks: [
        {
          type: 'paragraph',
          text: 'For a compact ground or ground-plus-one house with a simple plan on firm soil, confined load-bearing masonry with seismic bands is safe and economical. For anything taller, anything you may extend later, shops and offices, large open rooms, or soft and filled soil, an RCC frame designed to IS 1893 and detailed to IS 13920 is the better choice. Either way, the design should come from a qualified structural engineer and the work should be supervised by one.',
        },
        {
          type: 'calculator',
          slug: 'concrete-calculator',
          text: 'Our concrete calculator shows the volume and materials of footings, columns and slabs, useful when comparing the two systems.',
        },
      ],
    },
  ],
}
