import { type ClientProjectSummary, formatCompanyDateTime, formatRupees } from '@nirman/contract'
import {
  Badge,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@nirman/ui'
import { Link } from 'react-router'
import { clientProjectCopy } from '../../client-projects-content'
import { useWideScreen } from '../layout/use-wide-screen'
import { PaymentStatusBadge } from './project-payment-status'
import { ProjectProgress } from './project-progress'

const columns = clientProjectCopy.columns
const linkClasses =
  'font-semibold text-primary underline-offset-4 break-words hover:underline focus-visible:underline'

const names = (list: readonly string[]) => list.join(', ')

/** The stage the work is at, and how many are done ("Plinth", "3 of 11 stages done"). */
function StageNow({ project }: { project: ClientProjectSummary }) {
  if (project.stageCount > 0 && project.stagesDone === project.stageCount)
    return clientProjectCopy.allStagesDone
  return (
    <span className="grid">
      <span className="break-words">{project.currentStageName}</span>
      <span className="text-muted-foreground text-sm">
        {clientProjectCopy.stagesDone(project.stagesDone, project.stageCount)}
      </span>
    </span>
  )
}

/** The instalment to ask for next: its name, amount and where it stands. */
function NextPayment({ project }: { project: ClientProjectSummary }) {
  const payment = project.nextPayment
  if (!payment)
    return <span className="text-muted-foreground">{clientProjectCopy.allReceived}</span>
  return (
    <span className="grid justify-items-start gap-1">
      <span className="break-words">
        {payment.label}: <span className="tabular-nums">{formatRupees(payment.amountPaise)}</span>
      </span>
      <PaymentStatusBadge status={payment.status} />
    </span>
  )
}

function Clients({ project }: { project: ClientProjectSummary }) {
  return project.clients.length === 0 ? (
    <span className="text-muted-foreground">{clientProjectCopy.noClients}</span>
  ) : (
    names(project.clients)
  )
}

function ProjectLink({ project }: { project: ClientProjectSummary }) {
  return (
    <Link to={`/client-projects/${project.id}`} className={linkClasses}>
      {project.title}
    </Link>
  )
}

function ReadOnly({ project }: { project: ClientProjectSummary }) {
  return project.canManage ? null : (
    <Badge variant="outline">{clientProjectCopy.readOnlyBadge}</Badge>
  )
}

/**
 * Every client project, the most recently changed first: a table on a laptop, cards on a phone
 * (the same facts, nothing wider than the screen).
 */
export function ClientProjectList({ projects }: { projects: readonly ClientProjectSummary[] }) {
  return useWideScreen() ? (
    <ProjectTable projects={projects} />
  ) : (
    <ProjectCards projects={projects} />
  )
}

function ProjectTable({ projects }: { projects: readonly ClientProjectSummary[] }) {
  return (
    <Table>
      <TableCaption className="sr-only">{clientProjectCopy.listLabel}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{columns.project}</TableHead>
          <TableHead>{columns.clients}</TableHead>
          <TableHead>{columns.staff}</TableHead>
          <TableHead className="w-48">{columns.progress}</TableHead>
          <TableHead>{columns.stage}</TableHead>
          <TableHead>{columns.nextPayment}</TableHead>
          <TableHead className="text-right">{columns.balance}</TableHead>
          <TableHead>{columns.updatedAt}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {projects.map((project) => (
          <TableRow key={project.id}>
            {/* The title heads the row, so a screen reader names each cell's row by it. */}
            <TableHead scope="row" className="h-auto py-3 font-normal">
              <div className="grid gap-1">
                <ProjectLink project={project} />
                {project.city ? (
                  <span className="text-muted-foreground">{project.city}</span>
                ) : null}
                <ReadOnly project={project} />
              </div>
            </TableHead>
            <TableCell className="break-words">
              <Clients project={project} />
            </TableCell>
            <TableCell className="break-words">
              {names(project.staff.map((member) => member.name))}
            </TableCell>
            <TableCell>
              <ProjectProgress title={project.title} percent={project.progressPercent} />
            </TableCell>
            <TableCell>
              <StageNow project={project} />
            </TableCell>
            <TableCell>
              <NextPayment project={project} />
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {formatRupees(project.balancePaise)}
            </TableCell>
            <TableCell className="text-muted-foreground">
              <time dateTime={project.updatedAt}>{formatCompanyDateTime(project.updatedAt)}</time>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

function ProjectCards({ projects }: { projects: readonly ClientProjectSummary[] }) {
  return (
    <ul aria-label={clientProjectCopy.listLabel} className="grid gap-3">
      {projects.map((project) => {
        const headingId = `client-project-${project.id}`
        return (
          <li
            key={project.id}
            aria-labelledby={headingId}
            className="grid min-w-0 gap-3 rounded-lg border border-border bg-background p-4"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 id={headingId} className="min-w-0 text-base">
                <ProjectLink project={project} />
              </h3>
              <ReadOnly project={project} />
            </div>
            <ProjectProgress title={project.title} percent={project.progressPercent} />
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              {project.city ? (
                <>
                  <dt className="text-muted-foreground">{clientProjectCopy.fields.city}</dt>
                  <dd className="break-words">{project.city}</dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">{columns.clients}</dt>
              <dd className="break-words">
                <Clients project={project} />
              </dd>
              <dt className="text-muted-foreground">{columns.staff}</dt>
              <dd className="break-words">{names(project.staff.map((member) => member.name))}</dd>
              <dt className="text-muted-foreground">{columns.stage}</dt>
              <dd>
                <StageNow project={project} />
              </dd>
              <dt className="text-muted-foreground">{columns.nextPayment}</dt>
              <dd>
                <NextPayment project={project} />
              </dd>
              <dt className="text-muted-foreground">{columns.balance}</dt>
              <dd className="tabular-nums">{formatRupees(project.balancePaise)}</dd>
              <dt className="text-muted-foreground">{columns.updatedAt}</dt>
              <dd>
                <time dateTime={project.updatedAt}>{formatCompanyDateTime(project.updatedAt)}</time>
              </dd>
            </dl>
          </li>
        )
      })}
    </ul>
  )
}
