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
import { paise } from './loan-figures'
import type { LoanText } from './loan-text'

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
export function LoanResult({ text, result }: { text: LoanText; result: ConstructionLoanResult }) {
  const { constructionPhase: building, permanentPhase: repaying } = result
  const years = repaying.amortizationSchedule.length
  const { results, construction, repayment } = text

  return (
    <div className="flex flex-col gap-6">
      <ResultList
        items={[
          { label: results.loanAmount, value: formatINR(result.loanAmount), emphasis: true },
          {
            label: results.interestWhileBuilding,
            value: paise(building.monthlyInterestPayment),
          },
          { label: results.emi, value: paise(repaying.monthlyPayment) },
        ]}
      />

      <ResultSection title={construction.title}>
        <ResultList
          items={[
            {
              label: construction.totalInterest,
              value: paise(building.totalInterestDuringConstruction),
            },
          ]}
        />
        <p className="text-muted-foreground text-sm">{construction.note}</p>
        <Table className="caption-top">
          <TableCaption className={captionClasses}>{construction.table}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead className={cell}>{construction.month}</TableHead>
              <TableHead className={`${cell} text-right`}>{construction.amountDrawn}</TableHead>
              <TableHead className={`${cell} text-right`}>{construction.interest}</TableHead>
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
                {construction.total}
              </TableHead>
              <TableCell className={money}>{paise(result.loanAmount)}</TableCell>
              <TableCell className={money}>
                {paise(building.totalInterestDuringConstruction)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </ResultSection>

      <ResultSection title={repayment.title(years)}>
        <ResultList
          items={[
            { label: repayment.totalInterest, value: paise(repaying.totalInterestPaid) },
            { label: repayment.totalAmount, value: paise(repaying.totalAmountPaid) },
          ]}
        />
        <p className="text-muted-foreground text-sm">{repayment.note}</p>
        <Table className="caption-top">
          <TableCaption className={captionClasses}>{repayment.table}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead className={cell}>{repayment.year}</TableHead>
              <TableHead className={`${cell} text-right`}>{repayment.principal}</TableHead>
              <TableHead className={`${cell} text-right`}>{repayment.interest}</TableHead>
              <TableHead className={`${cell} text-right`}>{repayment.balance}</TableHead>
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
