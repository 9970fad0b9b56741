// The text of the article choosing-a-plot-in-bihar (its summary is in content/articles.ts), a module of its own so
// that its page downloads this article alone (features/articles/article-body.ts). Figures are
// indicative and dated; the article says so.
import type { ArticleBody } from '../../../content/articles'

export const body: ArticleBody = {
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
}
