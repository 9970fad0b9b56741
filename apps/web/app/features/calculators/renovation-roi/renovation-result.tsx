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
import { ResultList } from '../result-list'
import { returnPercent, signedPercent, signedRupees } from './renovation-figures'
import type { RenovationText } from './renovation-text'

/** The engine's colours as words with an accessible badge: colour never speaks alone. */
const roiRating: Record<
  RoiColour,
  { rating: keyof RenovationText['ratings']; variant: BadgeProps['variant'] }
> = {
  green: { rating: 'good', variant: 'success' },
  amber: { rating: 'fair', variant: 'accent' },
  red: { rating: 'poor', variant: 'destructive' },
}

/** A project's name in the page's language (the engine names the catalogue's in English). */
type ProjectName = (english: string) => string

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
  text,
  projectName,
}: {
  caption: string
  projects: readonly RenovationProjectValue[]
  text: RenovationText
  projectName: ProjectName
}) {
  const { table, ratings } = text
  // On a phone the cost and value added go under the project's name, so the return stays in view.
  const money = 'hidden whitespace-nowrap text-right tabular-nums sm:table-cell'
  return (
    <Table className="caption-top">
      <TableCaption className="mt-0 mb-2 text-left font-semibold text-base text-foreground">
        {caption}
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{table.project}</TableHead>
          <TableHead className="hidden text-right sm:table-cell">{table.cost}</TableHead>
          <TableHead className="hidden text-right sm:table-cell">{table.valueAdded}</TableHead>
          <TableHead>{table.return}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {projects.map((project) => {
          const rating = roiRating[roiColour(project.roi)]
          return (
            <TableRow key={project.id}>
              <TableCell>
                <span className="block">{projectName(project.name)}</span>
                <span className="block text-muted-foreground text-xs sm:hidden">
                  {table.costAndValue(formatINR(project.cost), formatINR(project.valueAdded))}
                </span>
              </TableCell>
              <TableCell className={money}>{formatINR(project.cost)}</TableCell>
              <TableCell className={money}>{formatINR(project.valueAdded)}</TableCell>
              <TableCell className="whitespace-nowrap">
                <span className="inline-flex items-center gap-2">
                  <span className="tabular-nums">{returnPercent(project.roi)}</span>
                  <Badge variant={rating.variant}>{ratings[rating.rating]}</Badge>
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
export function RenovationResult({
  result,
  text,
  projectName,
}: {
  result: RenovationRoiResult
  text: RenovationText
  projectName: ProjectName
}) {
  const { results } = text
  return (
    <div className="flex flex-col gap-6">
      <ResultList
        items={[
          {
            label: results.after,
            value: formatINR(result.estimatedValueAfterRenovation),
            emphasis: true,
          },
          { label: results.current, value: formatINR(result.currentPropertyValue) },
          { label: results.totalCost, value: formatINR(result.totalRenovationCost) },
          { label: results.valueAdded, value: formatINR(result.totalValueAdded) },
          {
            label: results.netGain,
            value: <Gain value={result.netValueGain}>{signedRupees(result.netValueGain)}</Gain>,
          },
          {
            label: results.overallReturn,
            value: <Gain value={result.overallRoi}>{signedPercent(result.overallRoi)}</Gain>,
          },
        ]}
      />
      <p className="text-muted-foreground text-sm">{text.returnNote}</p>
      {result.breakdownByProject.length > 0 ? (
        <ProjectTable
          caption={text.yourProjects}
          projects={result.breakdownByProject}
          text={text}
          projectName={projectName}
        />
      ) : (
        <p className="rounded-md bg-background p-3 text-sm">{text.noProject}</p>
      )}
      {result.recommendedAlternatives.length > 0 ? (
        <ProjectTable
          caption={text.alternatives}
          projects={result.recommendedAlternatives}
          text={text}
          projectName={projectName}
        />
      ) : null}
    </div>
  )
}
