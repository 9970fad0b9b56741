import type { AdminClientProject, ClientUpdate } from '@nirman/contract'
import {
  Button,
  Modal,
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
  Notice,
  NoticeDescription,
  NoticeTitle,
  toast,
} from '@nirman/ui'
import { useMutation } from '@tanstack/react-query'
import { Send } from 'lucide-react'
import { useState } from 'react'
import { isUnauthorized } from '../../api/client'
import { publishUpdate } from '../../api/client-projects'
import { recordCopy, updateCopy } from '../../client-project-records-content'
import { refusalCopy } from '../../content'
import { useEscapeClosesDialog } from '../notifications/dialog-escape'
import { recordRefusalOf, useProjectCache } from './record-change'

const names = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' })

/**
 * Publish of a draft update, asked first in a dialog that says who will see it and be e-mailed
 * (the project's clients whose access is not revoked): publishing cannot be taken back.
 */
export function UpdatePublishDialog({
  project,
  update,
  heading,
  onPublished,
}: {
  project: AdminClientProject
  update: ClientUpdate
  heading: string
  /** Called once published: the dialog and its button are gone, the focus goes elsewhere. */
  onPublished: () => void
}) {
  const [open, setOpen] = useState(false)
  const cache = useProjectCache(project.id)
  const publish = useMutation({
    mutationFn: () => publishUpdate(project.id, update.id),
    onSuccess: (answer) => {
      cache.keep(answer)
      setOpen(false)
      toast(updateCopy.publishedDone)
      onPublished()
    },
  })
  const close = () => {
    setOpen(false)
    publish.reset()
  }
  useEscapeClosesDialog(open, close)
  const refusal =
    publish.error && !isUnauthorized(publish.error)
      ? recordRefusalOf(publish.error, recordCopy.failed)
      : null
  const clients = project.clients.filter((client) => client.revokedAt === null)
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (next) setOpen(true)
        else close()
      }}
    >
      <Button
        type="button"
        size="sm"
        aria-label={updateCopy.publishLabel(heading)}
        onClick={() => setOpen(true)}
      >
        <Send aria-hidden />
        {updateCopy.publish}
      </Button>
      {open ? (
        <ModalContent size="sm" closeLabel={recordCopy.close}>
          <ModalHeader>
            <ModalTitle>{updateCopy.publishTitle}</ModalTitle>
            <ModalDescription>
              {clients.length > 0
                ? updateCopy.publishQuestion(names.format(clients.map((client) => client.name)))
                : updateCopy.publishNoClients}
            </ModalDescription>
          </ModalHeader>
          {refusal ? (
            <ModalBody>
              <Notice variant="destructive">
                <NoticeTitle>
                  {refusal.kind === 'conflict' ? refusalCopy.conflictTitle : recordCopy.notSaved}
                </NoticeTitle>
                <NoticeDescription className="grid gap-2">
                  <span>{refusal.message}</span>
                  {refusal.kind === 'conflict' ? (
                    <span>
                      <Button type="button" size="sm" variant="outline" onClick={cache.reload}>
                        {recordCopy.reload}
                      </Button>
                    </span>
                  ) : null}
                </NoticeDescription>
              </Notice>
            </ModalBody>
          ) : null}
          <ModalFooter>
            <ModalClose asChild>
              <Button type="button" variant="outline">
                {recordCopy.cancel}
              </Button>
            </ModalClose>
            <Button
              type="button"
              loading={publish.isPending}
              loadingLabel={updateCopy.publishConfirm}
              onClick={() => publish.mutate()}
            >
              {updateCopy.publishConfirm}
            </Button>
          </ModalFooter>
        </ModalContent>
      ) : null}
    </Modal>
  )
}
