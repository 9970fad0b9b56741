import {
  type ClientPhoto,
  type ClientUpdate,
  clientProjectLimits,
  type UpdatePhotoInput,
  updatePhotoInputSchema,
} from '@nirman/contract'
import {
  Button,
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  Input,
  toast,
} from '@nirman/ui'
import { useMutation } from '@tanstack/react-query'
import { Trash2 } from 'lucide-react'
import { useMemo } from 'react'
import { changeUpdatePhoto, deleteUpdatePhoto } from '../../api/client-projects'
import { recordCopy, updateCopy } from '../../client-project-records-content'
import { fieldErrorsOf } from '../forms/refusal'
import { toastRefusal } from '../forms/refusal-toast'
import { useSaveForm } from '../forms/use-save-form'
import { PhotoThumbnail } from '../portfolio/photo-thumbnail'
import { ConfirmAction } from './confirm-action'
import { useProjectCache } from './record-change'

/**
 * The photos of an update, each with its caption (what a client who cannot see the photo hears)
 * and, for a manager, Save caption and Delete. They come from the session-checked route, never a
 * public address.
 */
export function UpdatePhotos({
  projectId,
  update,
  heading,
  canManage,
}: {
  projectId: number
  update: ClientUpdate
  heading: string
  canManage: boolean
}) {
  const cache = useProjectCache(projectId)
  const remove = useMutation({
    mutationFn: (photo: ClientPhoto) => deleteUpdatePhoto(projectId, update.id, photo.id),
    onSuccess: (answer) => {
      cache.keep(answer)
      toast(updateCopy.photoDeleted)
    },
    onError: (error) =>
      toastRefusal(error, { title: recordCopy.notSaved, fallback: recordCopy.failed }),
  })
  if (update.photos.length === 0) return null
  return (
    <ol
      aria-label={updateCopy.photosLabel(heading)}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
    >
      {update.photos.map((photo, index) => {
        const position = index + 1
        return (
          <li
            key={photo.id}
            aria-label={updateCopy.photoLabel(position)}
            className="grid min-w-0 content-start gap-2 rounded-md border border-border bg-background p-2"
          >
            <PhotoThumbnail
              image={photo.image}
              alt={photo.caption || updateCopy.photoLabel(position)}
            />
            {canManage ? (
              <>
                <CaptionForm
                  projectId={projectId}
                  updateId={update.id}
                  photo={photo}
                  position={position}
                />
                <div>
                  <ConfirmAction
                    label={updateCopy.deletePhoto}
                    accessibleLabel={updateCopy.deletePhotoLabel(position)}
                    icon={<Trash2 aria-hidden />}
                    question={updateCopy.deletePhotoQuestion}
                    confirmLabel={updateCopy.confirmDelete}
                    pending={remove.isPending && remove.variables.id === photo.id}
                    onConfirm={() => remove.mutate(photo)}
                  />
                </div>
              </>
            ) : photo.caption ? (
              <p className="text-sm break-words">{photo.caption}</p>
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}

/** A photo's caption; a refused one keeps what was typed. */
function CaptionForm({
  projectId,
  updateId,
  photo,
  position,
}: {
  projectId: number
  updateId: number
  photo: ClientPhoto
  position: number
}) {
  const cache = useProjectCache(projectId)
  const saved = useMemo<UpdatePhotoInput>(() => ({ caption: photo.caption }), [photo.caption])
  const form = useSaveForm({
    saved,
    check: (values: UpdatePhotoInput) => {
      const parsed = updatePhotoInputSchema.safeParse(values)
      return parsed.success
        ? ({ ok: true, body: parsed.data } as const)
        : ({ ok: false, errors: fieldErrorsOf(parsed.error.issues) } as const)
    },
    send: (body: UpdatePhotoInput) => changeUpdatePhoto(projectId, updateId, photo.id, body),
    valuesOf: (answer) => ({
      caption:
        answer.updates
          .find((update) => update.id === updateId)
          ?.photos.find((each) => each.id === photo.id)?.caption ?? '',
    }),
    onSaved: (answer) => {
      cache.keep(answer)
      toast(updateCopy.captionSaved)
    },
    fallback: recordCopy.failed,
  })
  // A refusal naming no field (the photo gone, a fault) is said under it.
  const refused = form.refusal && !form.errors.caption ? form.refusal.message : undefined
  return (
    <form ref={form.formRef} className="grid gap-2" onSubmit={form.submit} noValidate>
      <FormField name="caption" error={form.errors.caption}>
        <FormLabel>{updateCopy.caption(position)}</FormLabel>
        <FormControl>
          <Input
            value={form.values.caption}
            maxLength={clientProjectLimits.caption}
            onChange={(event) => form.set('caption', event.target.value)}
          />
        </FormControl>
        <FormDescription>{updateCopy.captionHint}</FormDescription>
        <FormError />
      </FormField>
      {refused ? (
        <p role="alert" className="text-sm text-destructive">
          {refused}
        </p>
      ) : null}
      <div>
        <Button
          type="submit"
          size="sm"
          variant="outline"
          aria-label={updateCopy.saveCaptionLabel(position)}
          loading={form.saving}
          loadingLabel={recordCopy.saving}
        >
          {updateCopy.saveCaption}
        </Button>
      </div>
    </form>
  )
}
