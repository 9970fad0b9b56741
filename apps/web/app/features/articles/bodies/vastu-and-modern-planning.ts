// The text of the article vastu-and-modern-planning (its summary is in content/articles.ts), a module of its own so
// that its page downloads this article alone (features/articles/article-body.ts). Figures are
// indicative and dated; the article says so.
import type { ArticleBody } from '../../../content/articles'

export const body: ArticleBody = {
  intro: [
    'Many of our clients want their home planned according to Vastu Shastra, and many also want large windows, cross ventilation and a cool house in May. These wishes agree more often than people expect: much of Vastu grew out of the sun, the winds and the climate of the Indian plains. Where they do conflict, a good plan makes the trade-off openly. Here is how we approach it.',
  ],
  sections: [
    {
      heading: 'Common Vastu preferences',
      blocks: [
        {
          type: 'paragraph',
          text: 'Families differ in how strictly they follow Vastu, and consultants differ in their advice, so we always start by asking which principles matter most to you. The preferences we meet most often are:',
        },
        {
          type: 'list',
          items: [
            'Main entrance towards the north or east.',
            'Puja room in the north-east corner, kept light and open.',
            'Kitchen in the south-east, with the cook facing east.',
            'Master bedroom in the south-west.',
            'No toilet or staircase in the north-east; more open space and lower construction to the north and east.',
            'Overhead water tank towards the south-west.',
          ],
        },
      ],
    },
    {
      heading: 'What the climate asks for',
      blocks: [
        {
          type: 'paragraph',
          text: 'Bihar has hot summers with dry westerly winds, a humid monsoon and a short cool winter. A comfortable house here keeps the harsh afternoon sun out and lets moving air through:',
        },
        {
          type: 'list',
          items: [
            'Keep openings on the west and south-west small and shaded, because that sun heats walls and rooms the most.',
            'Use the north for steady, glare-free daylight, and the east for gentle morning sun.',
            'Shade south-facing windows with horizontal sunshades, which block the high summer sun and admit the low winter sun.',
            'Place windows on opposite walls, or use a courtyard or stair well, so that every room has cross ventilation.',
            'Put stores, stairs and toilets on the west to act as a buffer for living rooms.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Notice how well the two lists agree: open north and east sides, heavier construction and water tanks to the south-west, and a kitchen that gets morning light and stays cooler in the evening.',
        },
      ],
    },
    {
      heading: 'When the plot does not cooperate',
      blocks: [
        {
          type: 'paragraph',
          text: 'Real plots in Patna are often narrow, face any direction and are bound by setbacks under the bye-laws. A south- or west-facing plot is not a bad plot: its entrance and rooms can still be arranged to follow the principles that matter most to you. What we advise against is bending the structure to fit a rule: irregular shapes, offset columns and cut-outs weaken a building in an earthquake and add cost. A regular structural grid with Vastu-aware room placement inside it gives you both.',
        },
        {
          type: 'tip',
          text: 'Tell us your plot’s facing and dimensions in the quote form; the first concept plan we share will mark which Vastu preferences it meets and where it compromises.',
        },
      ],
    },
    {
      heading: 'Planning beyond orientation',
      blocks: [
        {
          type: 'list',
          items: [
            'Plan for the family you will be in ten years: elderly parents may need a ground-floor bedroom and a bathroom without steps.',
            'Leave the structure ready for a future floor if you may build one, with columns and a staircase designed for it.',
            'Keep wet areas stacked above each other to simplify plumbing and reduce leaks.',
            'Allow storage from the start; it is far cheaper than cupboards added later.',
            'Plan electrical points with the furniture layout so that extension boards do not become permanent.',
          ],
        },
        {
          type: 'calculator',
          slug: 'staircase-calculator',
          text: 'Fitting a staircase into a compact plan? Our staircase calculator checks risers, treads and headroom for comfort.',
        },
      ],
    },
    {
      heading: 'How we plan a Vastu-aware home',
      blocks: [
        {
          type: 'steps',
          items: [
            'We record the plot’s orientation with a compass on site; the directions in a sale deed are often approximate.',
            'We ask which principles matter most to your family, and work with your own Vastu consultant if you have one.',
            'We draw a regular, safe structural grid first, then place the rooms within it.',
            'We share two or three concept plans, each marked with the preferences it meets and how it handles sun and breeze.',
            'We fix the plan with you before the structural design begins, so nothing has to move after the foundation is cast.',
          ],
        },
      ],
    },
  ],
}
