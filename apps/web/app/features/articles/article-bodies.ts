// The texts of the six knowledge-center articles, for people building in Bihar. They are copy
// and belong with content/articles.ts, which holds the articles' titles, dates and images; they
// live here, imported by the article page alone, so that the pages that only show article cards
// (the home page, /resources) do not download 4,000 words. Figures are indicative and dated; the
// articles say so.
import type { ArticleBody } from '../../content/articles'
import type { ArticleId } from '../../content/site-map'

export const articleBodies: Record<ArticleId, ArticleBody> = {
  'house-construction-cost-in-patna': {
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
  },

  'choosing-a-plot-in-bihar': {
    intro: [
      'A plot is usually the largest single payment a family makes, and mistakes made at this stage are the hardest to undo. A beautiful house cannot fix a disputed title, a plot that floods every August or a lane too narrow for the floors you need. Here is what we ask clients to check before they sign, based on the land records and conditions of Bihar.',
    ],
    sections: [
      {
        heading: 'Check the title and the land records',
        blocks: [
          {
            type: 'paragraph',
            text: 'The seller must be able to show that the land is theirs to sell, and that nobody else has a claim on it. In Bihar, the main records are the registered sale deed (often called the kewala), the survey records (khatiyan), and the jamabandi register at the Circle Office, which records who holds the land for revenue and rent purposes. Many of these can be searched on the state’s Bihar Bhumi portal.',
          },
          {
            type: 'list',
            items: [
              'Trace the chain of ownership back through earlier sale deeds, ideally for 30 years.',
              'Confirm that the seller’s name appears in the current jamabandi and that the land rent (lagan) receipts are up to date.',
              'For family land, make sure every co-sharer signs the sale, or that a registered partition shows the plot belongs to the seller alone.',
              'Search for mortgages and pending cases: a bank loan on the land or a suit in the civil court can follow the plot to the buyer.',
              'Match the boundaries and area on the ground with the survey map (naksha), and have the plot measured by a licensed surveyor (amin).',
            ],
          },
          {
            type: 'tip',
            text: 'Have a local property lawyer examine the documents before you pay any advance. Their fee is small beside the price of the plot.',
          },
        ],
      },
      {
        heading: 'Mutation (dakhil-kharij) after you buy',
        blocks: [
          {
            type: 'paragraph',
            text: 'Registering the sale deed transfers ownership, but the government’s revenue records still show the seller until the mutation, or dakhil-kharij, is done. You apply at the Circle Office, online or in person, with the registered deed; after verification the land is entered in your name in the jamabandi. Until then you cannot pay land rent in your own name, and banks and the municipal corporation may refuse a loan or a building permit. Before buying, also check that the seller’s own mutation was completed.',
          },
        ],
      },
      {
        heading: 'Check what the land may be used for',
        blocks: [
          {
            type: 'paragraph',
            text: 'Much land around growing towns is still recorded as agricultural. Building a house on it generally needs a conversion to non-agricultural use, with a fee, before a building plan can be approved. Within the Patna planning area, the master plan also zones land for residential, commercial or other uses. Ask the seller for the land classification and check it with the Circle Office and the planning authority.',
          },
        ],
      },
      {
        heading: 'Look at the ground itself',
        blocks: [
          { type: 'subheading', text: 'Soil' },
          {
            type: 'paragraph',
            text: 'Plots that were recently filled, such as old ponds, low fields or brick-kiln pits, settle for years and need deeper foundations. Ask neighbours what the land was ten years ago, look for cracks in nearby buildings, and budget for a soil test with boreholes before you design anything.',
          },
          { type: 'subheading', text: 'Flood levels and drainage' },
          {
            type: 'paragraph',
            text: 'Waterlogging after heavy rain is common in low-lying parts of Patna and many district towns, as the floods of 2019 showed. Visit the plot during or just after the monsoon if you can. Compare the plot level with the road: roads are raised every few years, and a plot that is level with the road today may sit below it later. Ask neighbours about the highest water they have seen, because your plinth should sit well above it.',
          },
          { type: 'subheading', text: 'Road width and access' },
          {
            type: 'paragraph',
            text: 'Under the building bye-laws, the width of the road in front of a plot limits how tall you may build and how much of the plot you may cover. A plot on a narrow lane may be approved for fewer floors than you planned. Narrow access also makes construction slower and dearer, since trucks of sand, steel and ready-mix concrete cannot reach the site.',
          },
        ],
      },
      {
        heading: 'A checklist before you pay',
        blocks: [
          {
            type: 'steps',
            items: [
              'Get copies of the sale deed, earlier deeds, khatiyan, jamabandi entry and rent receipts.',
              'Have a lawyer check the chain of title, mortgages and pending cases.',
              'Have the plot measured and its boundaries fixed with pillars.',
              'Check the land classification and the master plan zoning.',
              'Check the road width, the plot level against the road and the local flood history.',
              'Check that electricity, water supply and drainage are available or planned.',
              'Pay by bank transfer, register the deed, then apply for mutation without delay.',
            ],
          },
          {
            type: 'calculator',
            slug: 'land-grading-calculator',
            text: 'If the plot sits below the road, our land grading calculator estimates how much earth filling will cost.',
          },
        ],
      },
    ],
  },

  'monsoon-proofing-your-home': {
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
  },

  'rcc-frame-or-load-bearing': {
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
  },

  'vastu-and-modern-planning': {
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
  },

  'financing-your-construction': {
    intro: [
      'Few families build a house from savings alone. A home loan for construction works differently from a loan to buy a finished flat: the bank pays out in stages as the house rises, and you pay interest on what has been paid out while you build. Understanding this before you start helps you plan both the work and your monthly budget.',
    ],
    sections: [
      {
        heading: 'The kinds of loans',
        blocks: [
          {
            type: 'list',
            items: [
              'Home construction loan: for building on a plot you already own.',
              'Plot plus construction (composite) loan: buys the plot and finances the house on it, usually on the condition that construction starts within a set period.',
              'Home extension or improvement loan: for adding a floor or renovating an existing house.',
            ],
          },
          {
            type: 'paragraph',
            text: 'Banks and housing finance companies offer all three. Rates are usually floating and linked to an external benchmark, so your EMI or tenure changes when the benchmark does. Compare the processing fee, insurance bundled with the loan and prepayment terms as well as the interest rate.',
          },
        ],
      },
      {
        heading: 'How much the bank will lend',
        blocks: [
          {
            type: 'paragraph',
            text: 'The Reserve Bank of India caps home loans as a share of the property’s cost: up to 90 percent for loans up to ₹30 lakh, 80 percent for loans between ₹30 lakh and ₹75 lakh, and 75 percent above ₹75 lakh. The rest, and the cost of the land if it is not financed, is your own contribution. Lenders also look at your income: most keep all your EMIs together within about 40 to 50 percent of your take-home pay.',
          },
        ],
      },
      {
        heading: 'Stage-wise disbursement',
        blocks: [
          {
            type: 'paragraph',
            text: 'The bank releases the loan in instalments tied to progress, for example after the foundation and plinth, after each roof slab, after brickwork and plaster, and at finishing. Before each release the bank’s engineer or valuer inspects the site. Usually the bank expects your own contribution to be spent first.',
          },
          {
            type: 'list',
            items: [
              'Match your contract’s payment schedule to the bank’s stages, so that the contractor is paid when the money is released.',
              'Keep photographs, bills and the engineer’s certificate for every stage; they speed up the next release.',
              'Plan a cash buffer of a few weeks, as inspections and releases can take time.',
            ],
          },
        ],
      },
      {
        heading: 'Pre-EMI interest while you build',
        blocks: [
          {
            type: 'paragraph',
            text: 'Until the final instalment is released, many lenders charge only interest on the amount disbursed so far, called pre-EMI interest. It grows as each stage is paid out. Once the loan is fully disbursed, the full EMI of principal and interest begins. Some lenders let you start full EMIs from the first disbursement instead, which costs more each month during construction but reduces the total interest you pay.',
          },
          {
            type: 'calculator',
            slug: 'loan-calculator',
            text: 'Our construction loan calculator shows the draw schedule and interest during construction, then your EMI and the yearly amortisation table.',
          },
        ],
      },
      {
        heading: 'Documents you will need',
        blocks: [
          {
            type: 'list',
            items: [
              'Identity, address and income proof: PAN, Aadhaar, salary slips or business returns, bank statements.',
              'Title documents of the plot, mutation and up-to-date land rent receipts.',
              'The approved building plan from the municipal corporation or planning authority.',
              'A cost estimate from your architect, engineer or contractor.',
            ],
          },
        ],
      },
      {
        heading: 'Tax benefits and schemes',
        blocks: [
          {
            type: 'paragraph',
            text: 'Under the old income tax regime, interest on a loan for a self-occupied house can be deducted up to ₹2 lakh a year, and interest paid during construction can be claimed in five equal parts from the year construction is completed. Principal repayment counts towards the deduction under section 80C. The new regime does not allow these deductions for a self-occupied house. Families with lower and middle incomes should also check whether they qualify for interest support under the Pradhan Mantri Awas Yojana (Urban). Tax rules and schemes change, so confirm the current position with a tax adviser.',
          },
          {
            type: 'tip',
            text: 'Get the loan sanctioned before construction starts, and build the contract’s payment stages around it. Waiting for money halfway through is the most common reason a site stops.',
          },
        ],
      },
    ],
  },
}
