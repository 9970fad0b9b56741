import { type ConstructionLoanResult, formatINR } from '@nirman/calc-engine'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@nirman/ui'
import type { ReactNode } from 'react'
import { useCalculatorHost } from '../calculator-host'
import { ResultList } from '../result-list'

/** The loan's figures are rounded to paise by the engine: show them so, tables adding up. */
export const paise = (amount: number) => formatINR(amount, { fractionDigits: 2 })

const captionClasses = 'mt-0 mb-2 text-left font-semibold text-foreground'
// Narrower cells on a phone, so the draw table fits without scrolling.
const cell = 'px-2 sm:px-3'
const money = `${cell} whitespace-nowrap text-right tabular-nums`

/** A part of the result under its own heading, one level below "Your estimate". */
function ResultSection({ title, children }: { title: string; children: ReactNode }) {
  // "Your estimate" is an h2 on the calculator's page and an h3 in the modal.
  const Heading = useCalculatorHost().kind === 'page' ? 'h3' : 'h4'
  return (
    <section className="flex flex-col gap-3">
      <Heading className="font-semibold text-base">{title}</Heading>
      {children}
    </section>
  )
}

/**
 * The loan's summary, the construction phase (draws month by month, interest on what has been
 * drawn) and the repayment phase with its yearly amortization (calculators.md section 2).
 */
export function LoanResult({ result }: { result: ConstructionLoanResult }) {
  const { constructionPhase: building, permanentPhase: repaying } = result
  const years = repaying.amortizationSchedule.length

  return (
    <div className="flex flex-col gap-6">
      <ResultList
        items={[
          { label: 'Loan amount', value: formatINR(result.loanAmount), emphasis: true },
          {
            label: 'Interest while building (average a month)',
            value: paise(building.monthlyInterestPayment),
          },
          { label: 'EMI after construction', value: paise(repaying.monthlyPayment) },
        ]}
      />

      <ResultSection title="During construction">
        <ResultList
          items={[
            {
              label: 'Total interest during construction',
              value: paise(building.totalInterestDuringConstruction),
            },
          ]}
        />
        <p className="text-muted-foreground text-sm">
          The loan is paid out month by month; each month's interest is on what was drawn before.
        </p>
        <Table className="caption-top">
          <TableCaption className={captionClasses}>Draw schedule</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead className={cell}>Month</TableHead>
              <TableHead className={`${cell} text-right`}>Amount drawn</TableHead>
              <TableHead className={`${cell} text-right`}>Interest</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {building.drawSchedule.map((draw) => (
              <TableRow key={draw.month}>
                <TableCell className={cell}>{draw.month}</TableCell>
                <TableCell className={money}>{paise(draw.amount)}</TableCell>
                <TableCell className={money}>{paise(draw.interest)}</TableCell>
              </TableRow>
            ))}
            <TableRow className="font-semibold">
              <TableHead scope="row" className={cell}>
                Total
              </TableHead>
              <TableCell className={money}>{paise(result.loanAmount)}</TableCell>
              <TableCell className={money}>
                {paise(building.totalInterestDuringConstruction)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </ResultSection>

      <ResultSection title={`After construction: ${years} years of EMIs`}>
        <ResultList
          items={[
            { label: 'Total interest paid', value: paise(repaying.totalInterestPaid) },
            { label: 'Total amount paid', value: paise(repaying.totalAmountPaid) },
          ]}
        />
        <p className="text-muted-foreground text-sm">
          The principal and interest repaid each year, and the balance left at its end.
        </p>
        <Table className="caption-top">
          <TableCaption className={captionClasses}>Yearly amortization</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead className={cell}>Year</TableHead>
              <TableHead className={`${cell} text-right`}>Principal paid</TableHead>
              <TableHead className={`${cell} text-right`}>Interest paid</TableHead>
              <TableHead className={`${cell} text-right`}>Balance</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {repaying.amortizationSchedule.map((row) => (
              <TableRow key={row.year}>
                <TableCell className={cell}>{row.year}</TableCell>
                <TableCell className={money}>{paise(row.principalPaid)}</TableCell>
                <TableCell className={money}>{paise(row.interestPaid)}</TableCell>
                <TableCell className={money}>{paise(row.balance)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ResultSection>
    </div>
  )
}
