import { companyDate } from '@nirman/contract'
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
import { useMemo } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { clientProjectKeys } from '../api/client-projects'
import { adminKeys, currentUserQuery, leadQuery } from '../api/queries'
import { clientProjectCopy } from '../client-projects-content'
import { BackToClientProjects } from '../features/client-projects/project-back-link'
import {
  emptyNewProject,
  newProjectFromLead,
} from '../features/client-projects/project-form-values'
import { ProjectNewForm } from '../features/client-projects/project-new-form'

/** The request of `?lead=ID`, when the address names one. */
function useLeadOfAddress() {
  const [params] = useSearchParams()
  const id = Number(params.get('lead'))
  const leadId = Number.isInteger(id) && id > 0 ? id : null
  const lead = useQuery({ ...leadQuery(leadId ?? 0), enabled: leadId !== null })
  return { leadId, lead }
}

/**
 * `/admin/client-projects/new`: a client project from nothing, or, with `?lead=ID`, from a Won
 * request whose details fill the form. It opens on its own page once created.
 */
export function NewClientProjectPage() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const user = useQuery(currentUserQuery)
  const { leadId, lead } = useLeadOfAddress()
  const userId = user.data?.id
  const leadData = lead.data
  const saved = useMemo(() => {
    const empty = emptyNewProject(companyDate(new Date()), userId === undefined ? [] : [userId])
    return leadData ? newProjectFromLead(leadData, empty) : empty
  }, [userId, leadData])
  const waitingForLead = leadId !== null && lead.isPending

  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <BackToClientProjects />
      <Card>
        <CardHeader>
          <CardTitle as="h2">{clientProjectCopy.newTitle}</CardTitle>
          {leadData ? (
            <CardDescription>{clientProjectCopy.fromLead(leadData.name)}</CardDescription>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-4">
          {lead.isError ? (
            <Notice variant="destructive">
              <NoticeDescription>{clientProjectCopy.leadLoadError}</NoticeDescription>
            </Notice>
          ) : null}
          {leadData && leadData.stage !== 'won' ? (
            <Notice variant="destructive">
              <NoticeDescription>{clientProjectCopy.leadNotWon}</NoticeDescription>
            </Notice>
          ) : null}
          {waitingForLead ? (
            <Spinner label={clientProjectCopy.leadLoading} className="text-2xl" />
          ) : (
            <ProjectNewForm
              // A new form for the request's values once they arrive.
              key={leadData?.id ?? 'blank'}
              saved={saved}
              leadId={leadId}
              onSaved={async (project) => {
                queryClient.setQueryData(clientProjectKeys.project(project.id), project)
                toast(clientProjectCopy.created)
                await navigate(`/client-projects/${project.id}`)
                await queryClient.invalidateQueries({ queryKey: clientProjectKeys.list() })
                if (leadId !== null)
                  await queryClient.invalidateQueries({ queryKey: adminKeys.leads() })
              }}
            />
          )}
        </CardContent>
      </Card>
    </div>
  )
}
