// The text of the article house-construction-cost-in-patna (its summary is in content/articles.ts), a module of its own so
// that its page downloads this article alone (features/articles/article-body.ts). Figures are
// indicative and dated; the article says so.
import type { ArticleBody } from '../../../content/articles'

export const body: ArticleBody = {
  intro: [
    'The first question almost every family asks us is "how much will my house cost?" The honest answer is a range, because two houses of the same size can differ in cost by half depending on the foundation, the design and above all the finishes. This article explains the ranges we see in Patna today, what moves a project up or down that range, and how to build a budget you will not have to tear up halfway through.',
  ],
  sections: [
    {
      heading: 'Cost per square foot by level of finish',
      blocks: [
        {
          type: 'paragraph',
          text: 'Builders in Patna quote in rupees per square foot of built-up area: the covered area of every floor measured over the outer walls, not the carpet area you walk on. For a contractor-built house with structure and finishes, the indicative ranges in 2026 are:',
        },
        {
          type: 'list',
          items: [
            'Standard finish, about ₹1,500 to ₹1,900 per sq ft: vitrified floor tiles, ISI-marked sanitary ware, aluminium or basic UPVC windows, flush doors, emulsion paint inside.',
            'Premium finish, about ₹1,900 to ₹2,500 per sq ft: large-format tiles or granite, branded fittings, UPVC windows, a modular kitchen platform, false ceilings in the living areas.',
            'Luxury finish, ₹2,500 per sq ft and above: marble or wooden flooring, designer fittings, teak joinery, home automation, elaborate facades.',
          ],
        },
        {
          type: 'paragraph',
          text: 'These figures exclude the land, approvals, furniture and appliances. Prices of steel, cement and sand move every season, so treat any figure more than a few months old, including these, as a starting point rather than a quotation.',
        },
        {
          type: 'calculator',
          slug: 'cost-estimator',
          text: 'Enter your built-up area and finish level in our cost estimator to see base, material and labour cost side by side.',
        },
      ],
    },
    {
      heading: 'What drives the cost',
      blocks: [
        { type: 'subheading', text: 'Materials, about two thirds of the bill' },
        {
          type: 'paragraph',
          text: 'Roughly 65 percent of a typical house budget goes on materials and 35 percent on labour. Within the materials, TMT steel and cement are the largest items, followed by bricks, sand and aggregate. Sand deserves a special mention in Bihar: river sand mining stops during the monsoon months, and prices often rise sharply between July and October. Buying and stocking sand before the rains can save a noticeable amount.',
        },
        { type: 'subheading', text: 'The ground under the house' },
        {
          type: 'paragraph',
          text: 'Much of Patna sits on soft Gangetic alluvium with a high water table. On firm soil, simple isolated footings may be enough; on filled land, near old ponds or in low-lying colonies, the engineer may need deeper footings, a raft or even piles. A soil test costs little compared with the foundation it decides, and it is the single best way to avoid surprises.',
        },
        { type: 'subheading', text: 'Design decisions' },
        {
          type: 'list',
          items: [
            'Number of floors: a second floor shares the foundation and roof of the first, so cost per sq ft often falls slightly as you build up.',
            'Plinth height: raising the floor above flood level means more filling and taller walls, but it is money well spent in flood-prone areas.',
            'Spans and shape: large column-free halls and irregular plans need more steel; a simple rectangular plan is both cheaper and safer in an earthquake.',
            'Staircase, lift shaft, balconies and overhead tanks all add cost beyond the floor area.',
          ],
        },
      ],
    },
    {
      heading: 'The costs people forget',
      blocks: [
        {
          type: 'paragraph',
          text: 'A realistic budget includes more than the contractor’s rate. The items below typically add 10 to 15 percent on top of construction:',
        },
        {
          type: 'list',
          items: [
            'Soil test, architectural and structural drawings, and building plan approval fees.',
            'Boundary wall, gate, borewell, submersible pump, septic tank or sewer connection.',
            'Electricity connection and meter, water connection, and temporary power during construction.',
            'GST on the contractor’s bill: ask whether the quoted rate includes it.',
            'Interior woodwork, wardrobes, kitchen appliances, lights and fans.',
            'A contingency of 5 to 10 percent for price rises and changes you decide on during the work.',
          ],
        },
      ],
    },
    {
      heading: 'A worked example',
      blocks: [
        {
          type: 'paragraph',
          text: 'Take a family building a ground-plus-one house with 1,000 sq ft on each floor, so 2,000 sq ft of built-up area, at a standard-to-premium finish of ₹2,000 per sq ft. Construction comes to 2,000 × ₹2,000 = ₹40,00,000. Adding 12 percent for approvals, services and site works (₹4,80,000) and a 7 percent contingency on construction (₹2,80,000) gives a planning budget of about ₹47,60,000, before interiors.',
        },
        {
          type: 'tip',
          text: 'Ask every contractor for an itemised quotation with the brands and grades of steel, cement, tiles and fittings written in. Two quotes at the same rate per square foot can describe very different houses.',
        },
      ],
    },
    {
      heading: 'How to keep the budget under control',
      blocks: [
        {
          type: 'steps',
          items: [
            'Finalise the drawings before the work starts: changes after the slab is cast are the most expensive ones.',
            'Fix the specification of every finish in the contract, with the brand and the rate.',
            'Agree a payment schedule linked to stages (plinth, each slab, brickwork, plaster, finishing), never to dates alone.',
            'Keep a written record of every change you approve and what it costs.',
            'Keep your contingency for real surprises rather than upgrades.',
          ],
        },
      ],
    },
  ],
}
