import {
  formatINR,
  type PlumbingFixtureRow,
  type PlumbingPipeRow,
  type PlumbingPipeType,
} from '@nirman/calc-engine'
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

export const pipeTypeLabels: Record<PlumbingPipeType, string> = {
  upvc: 'uPVC',
  cpvc: 'CPVC',
  copper: 'Copper',
}

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
}: {
  caption: string
  rows: readonly PlumbingPipeRow[]
}) {
  return (
    <Table className="caption-top">
      <TableCaption className={captionClasses}>{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Run</TableHead>
          <TableHead className="text-right">Length</TableHead>
          <TableHead className="text-right">Cost</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.name}>
            <NameCell
              name={row.name}
              details={`${formatNumber(row.diameterInches)} in ${pipeTypeLabels[row.pipeType]}, ${formatINR(row.pricePerFoot)}/ft`}
            />
            <TableCell className={money}>
              {row.runs === 1
                ? `${formatNumber(row.lengthFeet)} ft`
                : `${row.runs} × ${formatNumber(row.lengthFeet)} ft`}
            </TableCell>
            <TableCell className={money}>{formatINR(row.cost)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** Fixtures and fittings: how many of each, at what price. */
export function FixtureTable({ rows }: { rows: readonly PlumbingFixtureRow[] }) {
  return (
    <Table className="caption-top">
      <TableCaption className={captionClasses}>Fixtures and fittings</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Item</TableHead>
          <TableHead className="text-right">Quantity</TableHead>
          <TableHead className="text-right">Cost</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.name}>
            <NameCell name={row.name} details={`${formatINR(row.unitPrice)} each`} />
            <TableCell className={money}>{row.quantity}</TableCell>
            <TableCell className={money}>{formatINR(row.cost)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
