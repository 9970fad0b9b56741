import type { PortfolioProjectDetail } from '@nirman/contract'
import {
  Badge,
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
  Button,
} from '@nirman/ui'
import { ArrowRight, CalendarDays, MapPin } from 'lucide-react'
import {
  projectDetailCopy as copyHindi,
  projectTypeLabels as projectTypeLabelsHindi,
} from '../../content/hi/projects'
import {
  projectDetailCopy as copyEnglish,
  projectTypeLabels as projectTypeLabelsEnglish,
} from '../../content/projects'
import { Link } from '../../i18n/link'
import { usePageText } from '../../i18n/page-text'
import { useLang } from '../../i18n/use-lang'
import { useFrameCopy } from '../chrome/use-frame-copy'
import { CheckList } from '../sections/check-list'
import { TestimonialCard } from '../testimonials/testimonial-card'
import { DetailSection } from './detail-section'
import { formatCompletionDate } from './format'
import { ProjectImage } from './project-image'
import { ProjectPhotoSections } from './project-photo-sections'
import { projectWords } from './project-words'
import { SimilarProjects } from './similar-projects'

/** The picture at the top: half of the page (at most 1280 px wide) from 768 px, all of it below. */
const heroImageSizes = '(min-width: 1280px) 616px, (min-width: 768px) 48vw, 100vw'

/**
 * A project's page: what was built, where and when, its highlights, its photos (gallery,
 * before/after, floor plans), the services used, and similar projects; the project's words in the
 * page's language (services as the staff wrote them). The fixed highlights and services of the
 * specification stand in for a project that lists none.
 */
export function ProjectDetail({ project }: { project: PortfolioProjectDetail }) {
  const copy = usePageText(copyEnglish, copyHindi)
  const projectTypeLabels = usePageText(projectTypeLabelsEnglish, projectTypeLabelsHindi)
  const words = projectWords(project, useLang())
  const frame = useFrameCopy()
  const completed = formatCompletionDate(project.completedDate)
  const typeLabel = projectTypeLabels[project.projectType]
  const ownHighlights = words.highlights.length > 0

  return (
    <>
      <div className="bg-secondary px-4 pt-4 pb-12">
        <div className="mx-auto max-w-7xl">
          <Breadcrumb aria-label={frame.breadcrumb}>
            <BreadcrumbList>
              <BreadcrumbItem>
                <BreadcrumbLink asChild>
                  <Link to="/">{copy.breadcrumbHome}</Link>
                </BreadcrumbLink>
              </BreadcrumbItem>
              <BreadcrumbSeparator />
              <BreadcrumbItem>
                <BreadcrumbLink asChild>
                  <Link to="/projects">{copy.breadcrumbProjects}</Link>
                </BreadcrumbLink>
              </BreadcrumbItem>
              <BreadcrumbSeparator />
              <BreadcrumbItem>
                <BreadcrumbPage lang={words.lang.title}>{words.title}</BreadcrumbPage>
              </BreadcrumbItem>
            </BreadcrumbList>
          </Breadcrumb>
          <div className="mt-6 grid items-center gap-8 md:grid-cols-2">
            <div className="space-y-4">
              <Badge>{typeLabel}</Badge>
              <h1
                lang={words.lang.title}
                className="text-balance font-bold text-4xl text-secondary-foreground tracking-tight sm:text-5xl"
              >
                {words.title}
              </h1>
              <p className="flex flex-wrap gap-x-6 gap-y-2 text-muted-foreground">
                <span lang={words.lang.location} className="inline-flex items-center gap-2">
                  <MapPin aria-hidden="true" className="size-5" />
                  {words.location}
                </span>
                <span className="inline-flex items-center gap-2">
                  <CalendarDays aria-hidden="true" className="size-5" />
                  {copy.completedLabel} <time dateTime={project.completedDate}>{completed}</time>
                </span>
              </p>
            </div>
            <ProjectImage
              project={project}
              sizes={heroImageSizes}
              loading="eager"
              fetchPriority="high"
              className="h-auto w-full rounded-xl bg-muted shadow-md"
            />
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-12">
          <DetailSection title={copy.overviewTitle}>
            <p lang={words.lang.description} className="text-lg leading-relaxed">
              {words.description}
            </p>
          </DetailSection>
          <DetailSection title={copy.highlightsTitle}>
            {ownHighlights ? (
              <div lang={words.lang.highlights}>
                <CheckList items={words.highlights} />
              </div>
            ) : (
              <CheckList items={copy.highlights} />
            )}
          </DetailSection>
          <ProjectPhotoSections project={project} />
          <DetailSection title={copy.testimonialTitle}>
            <TestimonialCard testimonial={copy.testimonial} />
          </DetailSection>
        </div>

        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <section className="rounded-xl border border-border bg-card p-6 shadow-sm">
            <h2 className="mb-4 font-bold text-xl">{copy.infoTitle}</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3">
              <dt className="font-semibold">{copy.infoType}</dt>
              <dd>{typeLabel}</dd>
              <dt className="font-semibold">{copy.infoCompleted}</dt>
              <dd>{completed}</dd>
              <dt className="font-semibold">{copy.infoLocation}</dt>
              {/* The project's own place, as its header says it; the specification's "East
                  India" for one without. */}
              {words.location ? (
                <dd lang={words.lang.location}>{words.location}</dd>
              ) : (
                <dd>{copy.infoLocationValue}</dd>
              )}
              <dt className="font-semibold">{copy.infoServices}</dt>
              <dd>
                {project.services.length > 0 ? (
                  <ul>
                    {project.services.map((service) => (
                      <li key={service}>{service}</li>
                    ))}
                  </ul>
                ) : (
                  copy.infoServicesValue
                )}
              </dd>
            </dl>
          </section>
          <section className="rounded-xl bg-primary p-6 text-primary-foreground">
            <h2 className="font-bold text-xl">{copy.ctaTitle}</h2>
            <p className="mt-2 text-brand-100">{copy.ctaText}</p>
            <Button asChild variant="accent" className="mt-5 w-full">
              <Link to="/contact">
                {copy.ctaButton}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </section>
        </aside>
      </div>

      <SimilarProjects project={project} />
    </>
  )
}
