import { portfolioLimits } from '@nirman/contract'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Notice,
  NoticeDescription,
  Spinner,
  toast,
} from '@nirman/ui'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { useMemo } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { createProject, portfolioKeys, projectQuery, updateProject } from '../api/portfolio'
import { PhotoList } from '../features/portfolio/photo-list'
import { PhotoUploader } from '../features/portfolio/photo-uploader'
import { ProjectDeletion } from '../features/portfolio/project-deletion'
import { ProjectForm } from '../features/portfolio/project-form'
import {
  emptyProjectForm,
  newProjectBody,
  projectFormValuesOf,
  projectUpdateBody,
} from '../features/portfolio/project-form-values'
import { photoCopy, portfolioCopy } from '../portfolio-content'

function BackToPortfolio() {
  return (
    <Link
      to="/portfolio"
      className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {portfolioCopy.backToList}
    </Link>
  )
}

/** `/admin/portfolio/new`: a new project, a draft unless published here; its photos come next. */
export function NewProjectPage() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <BackToPortfolio />
      <Card>
        <CardHeader>
          <CardTitle as="h2">{portfolioCopy.newTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <ProjectForm
            saved={emptyProjectForm}
            submitLabel={portfolioCopy.create}
            check={newProjectBody}
            send={createProject}
            onSaved={async (project) => {
              queryClient.setQueryData(portfolioKeys.project(project.id), project)
              toast(portfolioCopy.created)
              await navigate(`/portfolio/${project.id}`)
              await queryClient.invalidateQueries({ queryKey: portfolioKeys.projectList() })
            }}
          />
        </CardContent>
      </Card>
    </div>
  )
}

/** `/admin/portfolio/:id`: a project's fields, its photos, and for the owner its deletion. */
export function EditProjectPage() {
  const id = Number(useParams().id)
  const project = useQuery({ ...projectQuery(id), enabled: Number.isInteger(id) && id > 0 })
  return (
    <div className="mx-auto grid max-w-5xl gap-4">
      <BackToPortfolio />
      {project.isError || !(Number.isInteger(id) && id > 0) ? (
        <Notice variant="destructive">
          <NoticeDescription>{portfolioCopy.projectLoadError}</NoticeDescription>
        </Notice>
      ) : project.data ? (
        <EditProject projectId={id} />
      ) : (
        <Spinner label={portfolioCopy.loading} className="text-2xl" />
      )}
    </div>
  )
}

function EditProject({ projectId }: { projectId: number }) {
  const queryClient = useQueryClient()
  const project = useQuery(projectQuery(projectId))
  const data = project.data
  const saved = useMemo(() => (data ? projectFormValuesOf(data) : emptyProjectForm), [data])
  if (!data) return null
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="break-words">
            {data.title}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ProjectForm
            saved={saved}
            submitLabel={portfolioCopy.save}
            // The version the form shows: after a reload, the one just fetched.
            check={(values) => projectUpdateBody(values, data.version)}
            send={(body) => updateProject(projectId, body)}
            onSaved={async (answer) => {
              queryClient.setQueryData(portfolioKeys.project(projectId), answer)
              toast(portfolioCopy.saved)
              await queryClient.invalidateQueries({ queryKey: portfolioKeys.projectList() })
            }}
            onReload={() =>
              void queryClient.invalidateQueries({ queryKey: portfolioKeys.project(projectId) })
            }
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{photoCopy.title}</CardTitle>
          <CardDescription>{photoCopy.description(portfolioLimits.photos)}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="text-sm font-medium">
            {photoCopy.count(data.photos.length, portfolioLimits.photos)}
          </p>
          <PhotoUploader projectId={projectId} photoCount={data.photos.length} />
          <PhotoList project={data} />
        </CardContent>
      </Card>
      <ProjectDeletion project={data} />
    </>
  )
}
