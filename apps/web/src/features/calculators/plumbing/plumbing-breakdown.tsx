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

/** Pipe runs of one kind (supply or drain): size, length, price per foot and cost of each. */
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
          <TableHead>Pipe</TableHead>
          <TableHead className="text-right">Length</TableHead>
          <TableHead className="text-right">Rate</TableHead>
          <TableHead className="text-right">Cost</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.name}>
            <TableCell>{row.name}</TableCell>
            <TableCell className="whitespace-nowrap">
              {`${formatNumber(row.diameterInches)} in ${pipeTypeLabels[row.pipeType]}`}
            </TableCell>
            <TableCell className="whitespace-nowrap text-right">
              {row.runs === 1
                ? `${formatNumber(row.lengthFeet)} ft`
                : `${row.runs} × ${formatNumber(row.lengthFeet)} ft`}
            </TableCell>
            <TableCell className="whitespace-nowrap text-right">{`${formatINR(row.pricePerFoot)}/ft`}</TableCell>
            <TableCell className="whitespace-nowrap text-right">{formatINR(row.cost)}</TableCell>
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
          <TableHead className="text-right">Unit price</TableHead>
          <TableHead className="text-right">Cost</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.name}>
            <TableCell>{row.name}</TableCell>
            <TableCell className="text-right">{row.quantity}</TableCell>
            <TableCell className="whitespace-nowrap text-right">
              {formatINR(row.unitPrice)}
            </TableCell>
            <TableCell className="whitespace-nowrap text-right">{formatINR(row.cost)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
