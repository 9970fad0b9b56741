import type { AdminProject } from '@nirman/contract'
import { Badge, Button } from '@nirman/ui'
import { useQueryClient } from '@tanstack/react-query'
import { Eye, EyeOff, ImageOff, Pencil, Star } from 'lucide-react'
import { Link } from 'react-router'
import { orderProjects, portfolioKeys } from '../../api/portfolio'
import { websiteUrl } from '../../content'
import { portfolioCopy, projectStatusLabels, projectTypeLabels } from '../../portfolio-content'
import { ConfirmDelete } from './confirm-delete'
import { MoveButtons } from './move-buttons'
import { PhotoThumbnail } from './photo-thumbnail'
import { inOrder, useOrder } from './use-order'
import { useProjectChanges } from './use-project-changes'

/** An image the website serves itself (the sample illustrations), from the dashboard. */
const websiteAsset = (path: string) =>
  /^https?:\/\//.test(path) ? path : `${websiteUrl.replace(/\/$/, '')}${path}`

const formatDate = (date: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )

/**
 * Every project in the portfolio's order, drafts too: cover, title, status, featured mark, the
 * mark of a Hindi version, and the buttons to edit, move, publish, feature and (for the owner)
 * delete it.
 */
export function ProjectList({
  projects,
  canDelete,
}: {
  projects: readonly AdminProject[]
  canDelete: boolean
}) {
  const changes = useProjectChanges()
  const queryClient = useQueryClient()
  const order = useOrder<AdminProject>({
    items: projects,
    listKey: portfolioKeys.projectList(),
    reorder: (ids) =>
      queryClient.setQueryData<AdminProject[]>(portfolioKeys.projectList(), (list) =>
        list ? inOrder(list, ids) : list,
      ),
    send: (ids) => orderProjects({ ids }),
    done: portfolioCopy.moved,
    fallback: portfolioCopy.failed,
  })

  return (
    <ol aria-label={portfolioCopy.listLabel} className="grid gap-3">
      {projects.map((project, index) => {
        const headingId = `project-${project.id}`
        const changing = changes.changing?.project.id === project.id ? changes.changing : undefined
        const published = project.status === 'published'
        return (
          <li
            key={project.id}
            aria-labelledby={headingId}
            className="grid min-w-0 gap-3 rounded-lg border border-border bg-background p-3 sm:grid-cols-[8rem_1fr] sm:p-4"
          >
            <div className="w-28 sm:w-32">
              {project.cover ? (
                <PhotoThumbnail image={project.cover} alt="" />
              ) : (
                // What visitors see until it has a photo: the sample illustration of the site.
                <figure className="grid gap-1">
                  <img
                    src={websiteAsset(project.imageUrl)}
                    alt=""
                    loading="lazy"
                    className="aspect-[4/3] w-full rounded-md bg-muted object-cover"
                  />
                  <figcaption className="flex items-center gap-1 text-xs text-muted-foreground">
                    <ImageOff aria-hidden className="size-3 shrink-0" />
                    {portfolioCopy.noCover}
                  </figcaption>
                </figure>
              )}
            </div>
            <div className="grid min-w-0 gap-2">
              <h3 id={headingId} className="text-lg font-semibold break-words">
                <span className="text-muted-foreground">{index + 1}. </span>
                {project.title}
              </h3>
              <div className="flex flex-wrap gap-1">
                <Badge variant={published ? 'success' : 'secondary'}>
                  {projectStatusLabels[project.status]}
                </Badge>
                {project.featured ? (
                  <Badge variant="default">
                    <Star aria-hidden className="size-3" />
                    {portfolioCopy.featured}
                  </Badge>
                ) : null}
                <Badge variant="outline">{projectTypeLabels[project.projectType]}</Badge>
                {project.hindi ? (
                  <Badge variant="outline" lang="hi">
                    {portfolioCopy.hindiBadge}
                  </Badge>
                ) : null}
              </div>
              <p className="text-sm break-words text-muted-foreground">
                {[
                  project.location,
                  portfolioCopy.completed(formatDate(project.completedDate)),
                  portfolioCopy.photoCount(project.photos.length),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <Button asChild size="sm">
                  <Link
                    to={`/portfolio/${project.id}`}
                    aria-label={portfolioCopy.editLabel(project.title)}
                  >
                    <Pencil aria-hidden />
                    {portfolioCopy.edit}
                  </Link>
                </Button>
                <MoveButtons
                  id={project.id}
                  index={index}
                  count={projects.length}
                  upLabel={portfolioCopy.moveUpLabel(project.title)}
                  downLabel={portfolioCopy.moveDownLabel(project.title)}
                  onMove={(step) => order.move(index, step)}
                />
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={
                    published
                      ? portfolioCopy.unpublishLabel(project.title)
                      : portfolioCopy.publishLabel(project.title)
                  }
                  loading={changing?.change.status !== undefined}
                  loadingLabel={portfolioCopy.saving}
                  onClick={() =>
                    changes.change(project, { status: published ? 'draft' : 'published' })
                  }
                >
                  {published ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                  {published ? portfolioCopy.unpublish : portfolioCopy.publish}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={
                    project.featured
                      ? portfolioCopy.unfeatureLabel(project.title)
                      : portfolioCopy.featureLabel(project.title)
                  }
                  loading={changing?.change.featured !== undefined}
                  loadingLabel={portfolioCopy.saving}
                  onClick={() => changes.change(project, { featured: !project.featured })}
                >
                  <Star aria-hidden />
                  {project.featured ? portfolioCopy.unfeature : portfolioCopy.feature}
                </Button>
                {canDelete ? (
                  <ConfirmDelete
                    label={portfolioCopy.delete}
                    accessibleLabel={portfolioCopy.deleteLabel(project.title)}
                    question={portfolioCopy.confirmDelete(project.title)}
                    deleting={changes.removing === project.id}
                    onDelete={() => changes.remove(project)}
                  />
                ) : null}
              </div>
            </div>
          </li>
        )
      })}
    </ol>
  )
}
