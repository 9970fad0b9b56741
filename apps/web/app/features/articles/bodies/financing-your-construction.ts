// The text of the article financing-your-construction (its summary is in content/articles.ts), a module of its own so
// that its page downloads this article alone (features/articles/article-body.ts). Figures are
// indicative and dated; the article says so.
import type { ArticleBody } from '../../../content/articles'

export const body: ArticleBody = {
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
}
