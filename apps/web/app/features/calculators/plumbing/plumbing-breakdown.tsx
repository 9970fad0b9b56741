import { formatINR, type PlumbingFixtureRow, type PlumbingPipeRow } from '@nirman/calc-engine'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@nirman/ui'
import { formatNumber } from '../result-list'
import type { PlumbingText } from './plumbing-text'

type TablesText = PlumbingText['tables']

/** A name of the engine (a pipe run, a fixture) in the page's language. */
type EngineName = (english: string) => string

const captionClasses = 'mt-0 mb-2 text-left font-semibold text-foreground text-base'

const money = 'whitespace-nowrap text-right tabular-nums'

/** A row's name with its details under it, so three columns fit a phone. */
function NameCell({ name, details }: { name: string; details: string }) {
  return (
    <TableCell>
      <span className="block">{name}</span>
      <span className="block text-muted-foreground text-xs">{details}</span>
    </TableCell>
  )
}

/** Pipe runs of one kind (supply or drain): size, rate, length and cost of each. */
export function PipeTable({
  caption,
  rows,
  text,
  name,
}: {
  caption: string
  rows: readonly PlumbingPipeRow[]
  text: TablesText
  name: EngineName
}) {
  return (
    <Table className="caption-top">
      <TableCaption className={captionClasses}>{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{text.run}</TableHead>
          <TableHead className="text-right">{text.length}</TableHead>
          <TableHead className="text-right">{text.cost}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.name}>
            <NameCell
              name={name(row.name)}
              details={text.pipe(
                formatNumber(row.diameterInches),
                row.pipeType,
                formatINR(row.pricePerFoot),
              )}
            />
            <TableCell className={money}>
              {text.runLength(row.runs, formatNumber(row.lengthFeet))}
            </TableCell>
            <TableCell className={money}>{formatINR(row.cost)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** Fixtures and fittings: how many of each, at what price. */
export function FixtureTable({
  rows,
  text,
  name,
}: {
  rows: readonly PlumbingFixtureRow[]
  text: TablesText
  name: EngineName
}) {
  return (
    <Table className="caption-top">
      <TableCaption className={captionClasses}>{text.fixtures}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{text.item}</TableHead>
          <TableHead className="text-right">{text.quantity}</TableHead>
          <TableHead className="text-right">{text.cost}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.name}>
            <NameCell name={name(row.name)} details={text.each(formatINR(row.unitPrice))} />
            <TableCell className={money}>{row.quantity}</TableCell>
            <TableCell className={money}>{formatINR(row.cost)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
