import type { PortfolioProject } from '@nirman/contract'
import {
  Badge,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  type CardTitleLevel,
} from '@nirman/ui'
import { ArrowRight, CalendarDays, MapPin } from 'lucide-react'
import {
  projectListMessages as projectListMessagesHindi,
  projectTypeLabels as projectTypeLabelsHindi,
} from '../../content/hi/projects'
import {
  projectListMessages as projectListMessagesEnglish,
  projectTypeLabels as projectTypeLabelsEnglish,
} from '../../content/projects'
import { paths } from '../../content/site-map'
import { Link } from '../../i18n/link'
import { usePageText } from '../../i18n/page-text'
import { useLang } from '../../i18n/use-lang'
import { completionYear } from './format'
import { ProjectImage } from './project-image'
import { projectWords } from './project-words'

/**
 * A card's width at each screen width: the lists' grids have one column on phones, two from 640
 * px and three from 1024 px, in a page at most 1280 px wide (80 rem, with 1 rem of padding on each
 * side and 1.5 rem between the cards).
 */
const cardImageSizes =
  '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw'

export interface ProjectCardProps {
  project: PortfolioProject
  /** The title's heading level, to fit the page's outline (`h3` under a section's `h2`). */
  headingLevel?: CardTitleLevel
}

/**
 * One project of the portfolio: its picture, type, title, place and year, the words in the page's
 * language. The title is the link to the project's page, stretched over the whole card so that the
 * card is one large target.
 */
export function ProjectCard({ project, headingLevel = 'h3' }: ProjectCardProps) {
  const projectListMessages = usePageText(projectListMessagesEnglish, projectListMessagesHindi)
  const projectTypeLabels = usePageText(projectTypeLabelsEnglish, projectTypeLabelsHindi)
  const words = projectWords(project, useLang())
  return (
    <Card className="group relative w-full gap-4 overflow-hidden pt-0 transition-shadow focus-within:shadow-lg hover:shadow-lg">
      <ProjectImage
        project={project}
        sizes={cardImageSizes}
        className="aspect-[8/5] w-full bg-muted object-cover"
      />
      <CardHeader className="gap-2">
        <Badge>{projectTypeLabels[project.projectType]}</Badge>
        <CardTitle as={headingLevel} lang={words.lang.title} className="text-lg">
          <Link
            to={paths.project(project.id)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-primary"
          >
            {words.title}
          </Link>
        </CardTitle>
        <CardDescription className="flex flex-wrap gap-x-4 gap-y-1">
          <span lang={words.lang.location} className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {words.location}
          </span>
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-4" />
            {projectListMessages.completedIn} {completionYear(project.completedDate)}
          </span>
        </CardDescription>
        <span
          aria-hidden="true"
          className="mt-1 inline-flex items-center gap-1 font-semibold text-primary text-sm"
        >
          {projectListMessages.viewProject}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      </CardHeader>
    </Card>
  )
}
