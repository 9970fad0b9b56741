import {
  type AdminClientProject,
  type ClientInvitation,
  formatCompanyDateTime,
  type ProjectClient,
} from '@nirman/contract'
import { Badge, Button } from '@nirman/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Ban, Link2, Mail, UserMinus } from 'lucide-react'
import { useState } from 'react'
import { isUnauthorized } from '../../api/client'
import { inviteClient, removeClient, revokeClient } from '../../api/client-projects'
import { clientLanguageLabels, clientsCopy } from '../../client-projects-content'
import { EmailLink, PhoneLink } from '../lead-list/field-values'
import { ConfirmAction } from './confirm-action'
import { reloadProject, toastProjectRefusal, useProjectChange } from './project-change'
import { ProjectClientInvitation } from './project-client-invitation'

/**
 * One client of the project: how to reach them, their language, when they last signed in and
 * whether they may; for the project's managers, Invite (by e-mail, or a link to copy), Revoke
 * access and Remove from the project, each of the last two asking first.
 */
export function ProjectClientItem({
  project,
  client,
}: {
  project: AdminClientProject
  client: ProjectClient
}) {
  const queryClient = useQueryClient()
  const [invitation, setInvitation] = useState<ClientInvitation | null>(null)
  const invite = useMutation({
    mutationFn: (email: boolean) => inviteClient(project.id, client.id, email),
    onMutate: () => setInvitation(null),
    onSuccess: async (answer) => {
      setInvitation(answer)
      // An invitation lets a revoked client in again: their state changes with it.
      await reloadProject(queryClient, project.id)
    },
    onError: (error) => {
      // A 401 sends the visitor to the login page (see createQueryClient).
      if (!isUnauthorized(error))
        toastProjectRefusal(error, () => void reloadProject(queryClient, project.id))
    },
  })
  // Revoke and Remove have no form to show a refusal under: it is toasted.
  const revoke = useProjectChange(project.id, {
    send: () => revokeClient(project.id, client.id),
    done: clientsCopy.revokedDone,
    onDone: () => setInvitation(null),
    toastRefusals: true,
  })
  const remove = useProjectChange(project.id, {
    send: () => removeClient(project.id, client.id, project.version),
    done: clientsCopy.removed,
    toastRefusals: true,
  })

  const headingId = `client-${project.id}-${client.id}`
  const revoked = client.revokedAt !== null
  return (
    <li
      aria-labelledby={headingId}
      className="grid min-w-0 gap-3 rounded-lg border border-border bg-background p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold break-words">
          {client.name}
        </h3>
        <Badge variant={revoked ? 'destructive' : 'success'}>
          {revoked ? clientsCopy.revoked : clientsCopy.canSignIn}
        </Badge>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{clientsCopy.email}</dt>
        <dd className="min-w-0">
          <EmailLink email={client.email} />
        </dd>
        <dt className="text-muted-foreground">{clientsCopy.phone}</dt>
        <dd className="min-w-0">
          <PhoneLink phone={client.phone} />
        </dd>
        <dt className="text-muted-foreground">{clientsCopy.languageLabel}</dt>
        <dd>{clientLanguageLabels[client.language]}</dd>
        <dt className="text-muted-foreground">{clientsCopy.access}</dt>
        <dd>
          {revoked && client.revokedAt
            ? clientsCopy.revokedOn(formatCompanyDateTime(client.revokedAt))
            : client.lastSignInAt
              ? clientsCopy.lastSignIn(formatCompanyDateTime(client.lastSignInAt))
              : clientsCopy.neverSignedIn}
        </dd>
      </dl>
      {project.canManage ? (
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Button
            type="button"
            size="sm"
            aria-label={clientsCopy.inviteLabel(client.name)}
            loading={invite.isPending && invite.variables === true}
            loadingLabel={clientsCopy.inviting}
            disabled={invite.isPending}
            onClick={() => invite.mutate(true)}
          >
            <Mail aria-hidden />
            {clientsCopy.invite}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={clientsCopy.copyOnlyLabel(client.name)}
            loading={invite.isPending && invite.variables === false}
            loadingLabel={clientsCopy.making}
            disabled={invite.isPending}
            onClick={() => invite.mutate(false)}
          >
            <Link2 aria-hidden />
            {clientsCopy.copyOnly}
          </Button>
          {revoked ? null : (
            <ConfirmAction
              label={clientsCopy.revoke}
              accessibleLabel={clientsCopy.revokeLabel(client.name)}
              icon={<Ban aria-hidden />}
              question={clientsCopy.confirmRevoke(client.name)}
              confirmLabel={clientsCopy.confirmRevokeButton}
              pending={revoke.running}
              onConfirm={() => revoke.run(undefined)}
            />
          )}
          <ConfirmAction
            label={clientsCopy.remove}
            accessibleLabel={clientsCopy.removeLabel(client.name)}
            icon={<UserMinus aria-hidden />}
            question={clientsCopy.confirmRemove(client.name)}
            confirmLabel={clientsCopy.confirmRemoveButton}
            pending={remove.running}
            onConfirm={() => remove.run(undefined)}
          />
          {invitation ? (
            <ProjectClientInvitation
              client={client}
              projectTitle={project.title}
              invitation={invitation}
              onClose={() => setInvitation(null)}
            />
          ) : null}
        </div>
      ) : null}
    </li>
  )
}
