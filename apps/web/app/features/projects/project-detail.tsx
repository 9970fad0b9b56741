import type { Project } from '@nirman/contract'
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
import { type ReactNode, useId } from 'react'
import {
  projectDetailCopy as copyHindi,
  projectTypeLabels as projectTypeLabelsHindi,
} from '../../content/hi/projects'
import {
  projectDetailCopy as copyEnglish,
  projectTypeLabels as projectTypeLabelsEnglish,
} from '../../content/projects'
import { Link } from '../../i18n/link'
import { inPageLang } from '../../i18n/page-content'
import { CheckList } from '../sections/check-list'
import { TestimonialCard } from '../testimonials/testimonial-card'
import { formatCompletionDate } from './format'
import { SimilarProjects } from './similar-projects'

// Content in the language of the page being shown (app/i18n/page-content.ts).
const copy = inPageLang(copyEnglish, copyHindi)
const projectTypeLabels = inPageLang(projectTypeLabelsEnglish, projectTypeLabelsHindi)

/** A part of the page's main column, named by its `<h2>`. */
function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 font-bold text-2xl tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A project's page: what was built, where and when, its gallery, and similar projects. */
export function ProjectDetail({ project }: { project: Project }) {
  const completed = formatCompletionDate(project.completedDate)
  const typeLabel = projectTypeLabels[project.projectType]
  const gallery = [{ src: project.imageUrl, alt: project.title }, ...copy.gallery]

  return (
    <>
      <div className="bg-secondary px-4 pt-4 pb-12">
        <div className="mx-auto max-w-7xl">
          <Breadcrumb>
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
                <BreadcrumbPage>{project.title}</BreadcrumbPage>
              </BreadcrumbItem>
            </BreadcrumbList>
          </Breadcrumb>
          <div className="mt-6 grid items-center gap-8 md:grid-cols-2">
            <div className="space-y-4">
              <Badge>{typeLabel}</Badge>
              <h1 className="text-balance font-bold text-4xl text-secondary-foreground tracking-tight sm:text-5xl">
                {project.title}
              </h1>
              <p className="flex flex-wrap gap-x-6 gap-y-2 text-muted-foreground">
                <span className="inline-flex items-center gap-2">
                  <MapPin aria-hidden="true" className="size-5" />
                  {project.location}
                </span>
                <span className="inline-flex items-center gap-2">
                  <CalendarDays aria-hidden="true" className="size-5" />
                  {copy.completedLabel} <time dateTime={project.completedDate}>{completed}</time>
                </span>
              </p>
            </div>
            <img
              src={project.imageUrl}
              alt=""
              width={800}
              height={500}
              fetchPriority="high"
              decoding="async"
              className="h-auto w-full rounded-xl bg-muted shadow-md"
            />
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-12">
          <DetailSection title={copy.overviewTitle}>
            <p className="text-lg leading-relaxed">{project.description}</p>
          </DetailSection>
          <DetailSection title={copy.highlightsTitle}>
            <CheckList items={copy.highlights} />
          </DetailSection>
          <DetailSection title={copy.galleryTitle}>
            <ul className="grid gap-4 sm:grid-cols-2">
              {gallery.map((image) => (
                <li key={image.src}>
                  <img
                    src={image.src}
                    alt={image.alt}
                    width={800}
                    height={500}
                    loading="lazy"
                    decoding="async"
                    className="h-auto w-full rounded-lg border border-border bg-muted"
                  />
                </li>
              ))}
            </ul>
          </DetailSection>
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
              <dd>{copy.infoLocationValue}</dd>
              <dt className="font-semibold">{copy.infoServices}</dt>
              <dd>{copy.infoServicesValue}</dd>
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
