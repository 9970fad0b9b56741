import {
  formatINR,
  gainColour,
  type RenovationProjectValue,
  type RenovationRoiResult,
  type RoiColour,
  roiColour,
} from '@nirman/calc-engine'
import {
  Badge,
  type BadgeProps,
  cn,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@nirman/ui'
import { formatNumber, ResultList } from '../result-list'

/** The engine's colours as words with an accessible badge: colour never speaks alone. */
const roiRating: Record<RoiColour, { label: string; variant: BadgeProps['variant'] }> = {
  green: { label: 'Good', variant: 'success' },
  amber: { label: 'Fair', variant: 'accent' },
  red: { label: 'Poor', variant: 'destructive' },
}

/** A project's return: value added per rupee spent, as a percentage of its cost. */
export const returnPercent = (roi: number) => `${formatNumber(roi * 100, 1)}%`

const sign = (value: number) => (gainColour(value) === 'green' && value > 0 ? '+' : '')

export const signedRupees = (value: number) => `${sign(value)}${formatINR(value)}`
export const signedPercent = (value: number) => `${sign(value)}${formatNumber(value, 1)}%`

/** A gain or a loss: the sign says it, the colour (green or red, both AA on white) repeats it. */
function Gain({ value, children }: { value: number; children: string }) {
  return (
    <span className={cn(gainColour(value) === 'green' ? 'text-success' : 'text-destructive')}>
      {children}
    </span>
  )
}

function ProjectTable({
  caption,
  projects,
}: {
  caption: string
  projects: readonly RenovationProjectValue[]
}) {
  // On a phone the cost and value added go under the project's name, so the return stays in view.
  const money = 'hidden whitespace-nowrap text-right tabular-nums sm:table-cell'
  return (
    <Table className="caption-top">
      <TableCaption className="mt-0 mb-2 text-left font-semibold text-base text-foreground">
        {caption}
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Project</TableHead>
          <TableHead className="hidden text-right sm:table-cell">Cost</TableHead>
          <TableHead className="hidden text-right sm:table-cell">Value added</TableHead>
          <TableHead>Return</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {projects.map((project) => {
          const rating = roiRating[roiColour(project.roi)]
          return (
            <TableRow key={project.id}>
              <TableCell>
                <span className="block">{project.name}</span>
                <span className="block text-muted-foreground text-xs sm:hidden">
                  {`Costs ${formatINR(project.cost)}, adds ${formatINR(project.valueAdded)}`}
                </span>
              </TableCell>
              <TableCell className={money}>{formatINR(project.cost)}</TableCell>
              <TableCell className={money}>{formatINR(project.valueAdded)}</TableCell>
              <TableCell className="whitespace-nowrap">
                <span className="inline-flex items-center gap-2">
                  <span className="tabular-nums">{returnPercent(project.roi)}</span>
                  <Badge variant={rating.variant}>{rating.label}</Badge>
                </span>
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}

/**
 * Totals, the chosen projects best return first, and the best of the others (calculators.md
 * section 9: return at least 100% good, at least 70% fair, else poor).
 */
export function RenovationResult({ result }: { result: RenovationRoiResult }) {
  return (
    <div className="flex flex-col gap-6">
      <ResultList
        items={[
          {
            label: 'Estimated value after renovation',
            value: formatINR(result.estimatedValueAfterRenovation),
            emphasis: true,
          },
          { label: 'Current property value', value: formatINR(result.currentPropertyValue) },
          { label: 'Total renovation cost', value: formatINR(result.totalRenovationCost) },
          { label: 'Value added', value: formatINR(result.totalValueAdded) },
          {
            label: 'Net value gain',
            value: <Gain value={result.netValueGain}>{signedRupees(result.netValueGain)}</Gain>,
          },
          {
            label: 'Overall return on investment',
            value: <Gain value={result.overallRoi}>{signedPercent(result.overallRoi)}</Gain>,
          },
        ]}
      />
      <p className="text-muted-foreground text-sm">
        Return is the value a project adds for every ₹100 it costs: Good at 100% or more, Fair from
        70%, Poor below.
      </p>
      {result.breakdownByProject.length > 0 ? (
        <ProjectTable
          caption="Your projects, best return first"
          projects={result.breakdownByProject}
        />
      ) : (
        <p className="rounded-md bg-background p-3 text-sm">
          No project was chosen: pick one or more to see what they add.
        </p>
      )}
      {result.recommendedAlternatives.length > 0 ? (
        <ProjectTable
          caption="Worth considering: the best returns you did not choose, at typical cost"
          projects={result.recommendedAlternatives}
        />
      ) : null}
    </div>
  )
}
