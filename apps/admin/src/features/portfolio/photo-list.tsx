import {
  type AdminProject,
  type PhotoRole,
  type ProjectPhoto,
  photoInputSchema,
  photoRoleLabels,
  photoRoles,
  portfolioLimits,
} from '@nirman/contract'
import {
  Badge,
  Button,
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  Input,
  Select,
  toast,
} from '@nirman/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { deletePhoto, orderPhotos, portfolioKeys, updatePhoto } from '../../api/portfolio'
import { photoCopy, portfolioCopy } from '../../portfolio-content'
import { fieldErrorsOf } from '../forms/refusal'
import { toastRefusal } from '../forms/refusal-toast'
import { useSaveForm } from '../forms/use-save-form'
import { ConfirmDelete } from './confirm-delete'
import { MoveButtons } from './move-buttons'
import { PhotoThumbnail } from './photo-thumbnail'
import { inOrder, useOrder } from './use-order'

const isRole = (value: string): value is PhotoRole => photoRoles.some((role) => role === value)

/**
 * The photos of a project in their order, the first being the cover: each with its caption and
 * role to change, Move up, Move down and Delete. At most the 40 a project may hold are shown.
 */
export function PhotoList({ project }: { project: AdminProject }) {
  const queryClient = useQueryClient()
  const projectKey = portfolioKeys.project(project.id)
  const photos = project.photos.slice(0, portfolioLimits.photos)
  const order = useOrder<ProjectPhoto>({
    items: photos,
    // The prefix: the project's photos and the list's cover are fetched again after a move.
    listKey: portfolioKeys.projects(),
    reorder: (ids) =>
      queryClient.setQueryData<AdminProject>(projectKey, (current) =>
        current ? { ...current, photos: inOrder(current.photos, ids) } : current,
      ),
    send: (ids) => orderPhotos(project.id, { ids }),
    done: photoCopy.moved,
    fallback: photoCopy.failed.description,
  })
  const remove = useMutation({
    mutationFn: (photo: ProjectPhoto) => deletePhoto(project.id, photo.id),
    onSuccess: async () => {
      toast(photoCopy.deleted)
      await queryClient.invalidateQueries({ queryKey: portfolioKeys.projects() })
    },
    onError: (error) =>
      toastRefusal(error, {
        title: photoCopy.failed.title,
        fallback: photoCopy.failed.description,
      }),
  })

  if (photos.length === 0) return <p className="text-muted-foreground">{photoCopy.empty}</p>
  return (
    <ol aria-label={photoCopy.listLabel} className="grid gap-3 md:grid-cols-2">
      {photos.map((photo, index) => {
        const position = index + 1
        const headingId = `photo-${photo.id}`
        return (
          <li
            key={photo.id}
            aria-labelledby={headingId}
            className="grid min-w-0 content-start gap-3 rounded-lg border border-border bg-background p-3"
          >
            <div className="flex flex-wrap items-center gap-2">
              <h4 id={headingId} className="font-semibold">
                {photoCopy.photoLabel(position)}
              </h4>
              {index === 0 ? <Badge>{photoCopy.cover}</Badge> : null}
              <Badge variant="outline">{photoRoleLabels[photo.role]}</Badge>
            </div>
            <div className="max-w-64">
              <PhotoThumbnail image={photo.image} alt={photo.caption} />
            </div>
            <PhotoForm projectId={project.id} photo={photo} />
            <div className="flex flex-wrap items-center gap-2">
              <MoveButtons
                id={photo.id}
                index={index}
                count={photos.length}
                upLabel={photoCopy.moveUpLabel(position)}
                downLabel={photoCopy.moveDownLabel(position)}
                onMove={(step) => order.move(index, step)}
              />
              <ConfirmDelete
                label={photoCopy.delete}
                accessibleLabel={photoCopy.deleteLabel(position)}
                question={photoCopy.confirmDelete}
                deleting={remove.isPending && remove.variables.id === photo.id}
                onDelete={() => remove.mutate(photo)}
              />
            </div>
          </li>
        )
      })}
    </ol>
  )
}

type PhotoValues = { caption: string; role: PhotoRole }

/** A photo's caption and role; a refused caption keeps what was typed. */
function PhotoForm({ projectId, photo }: { projectId: number; photo: ProjectPhoto }) {
  const queryClient = useQueryClient()
  const saved = useMemo<PhotoValues>(
    () => ({ caption: photo.caption, role: photo.role }),
    [photo.caption, photo.role],
  )
  const form = useSaveForm({
    saved,
    check: (values: PhotoValues) => {
      const parsed = photoInputSchema.safeParse(values)
      return parsed.success
        ? ({ ok: true, body: parsed.data } as const)
        : ({ ok: false, errors: fieldErrorsOf(parsed.error.issues) } as const)
    },
    send: async (body: PhotoValues) => {
      await updatePhoto(projectId, photo.id, body)
      return body
    },
    valuesOf: (body: PhotoValues) => body,
    onSaved: async () => {
      toast(photoCopy.saved)
      await queryClient.invalidateQueries({ queryKey: portfolioKeys.projects() })
    },
    fallback: photoCopy.failed.description,
  })
  // A refusal naming neither field (the photo gone, a fault) is said under them.
  const refused =
    form.refusal && !form.errors.caption && !form.errors.role ? form.refusal.message : undefined

  return (
    <form ref={form.formRef} className="grid gap-3" onSubmit={form.submit} noValidate>
      <FormField name="caption" error={form.errors.caption}>
        <FormLabel>{photoCopy.caption}</FormLabel>
        <FormControl>
          <Input
            value={form.values.caption}
            maxLength={portfolioLimits.caption}
            onChange={(event) => form.set('caption', event.target.value)}
          />
        </FormControl>
        <FormDescription>{photoCopy.captionHint}</FormDescription>
        <FormError />
      </FormField>
      <FormField name="role" error={form.errors.role}>
        <FormLabel>{photoCopy.role}</FormLabel>
        <FormControl>
          <Select
            value={form.values.role}
            onChange={(event) => {
              if (isRole(event.target.value)) form.set('role', event.target.value)
            }}
          >
            {photoRoles.map((role) => (
              <option key={role} value={role}>
                {photoRoleLabels[role]}
              </option>
            ))}
          </Select>
        </FormControl>
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
          loading={form.saving}
          loadingLabel={portfolioCopy.saving}
        >
          {photoCopy.save}
        </Button>
      </div>
    </form>
  )
}
