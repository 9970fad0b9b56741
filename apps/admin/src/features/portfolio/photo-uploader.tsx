import {
  type PhotoRole,
  photoRoleLabels,
  photoRoles,
  portfolioLimits,
  portfolioMessages,
} from '@nirman/contract'
import { FormControl, FormField, FormLabel, Select } from '@nirman/ui'
import { useQueryClient } from '@tanstack/react-query'
import { Upload } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { isUnauthorized } from '../../api/client'
import { portfolioKeys, uploadPhoto } from '../../api/portfolio'
import { adminKeys } from '../../api/queries'
import { photoCopy } from '../../portfolio-content'
import { refusalOf } from '../forms/refusal'
import { type FileUpload, UploadList } from '../forms/upload-list'

/** The types a phone's camera or gallery gives, as the server accepts them (it checks content). */
export const acceptedPhotoTypes = 'image/jpeg,image/png,image/webp,image/heic,image/heif'

type PhotoUpload = FileUpload

const isRole = (value: string): value is PhotoRole => photoRoles.some((role) => role === value)

/**
 * Why a file was not taken: the server's message for any refusal (too big, not a photo, the
 * project full or gone), or what went wrong on the way.
 */
const uploadRefusalOf = (error: unknown) =>
  refusalOf(
    error,
    photoCopy.uploadFailed,
    (refused) => refused.status >= 400 && refused.status < 500,
  ).message

/**
 * Chooses one or several photos and uploads them one after the other, each with its progress;
 * each refused file is named with the server's message. A photo bigger than the server takes is
 * refused here at once, before a phone spends its data on it.
 */
export function PhotoUploader({
  projectId,
  photoCount,
}: {
  projectId: number
  photoCount: number
}) {
  const queryClient = useQueryClient()
  const inputId = useId()
  const [role, setRole] = useState<PhotoRole>('gallery')
  const [uploads, setUploads] = useState<PhotoUpload[]>([])
  const queue = useRef<{ key: number; file: File; role: PhotoRole }[]>([])
  const running = useRef(false)
  const nextKey = useRef(1)
  const full = photoCount >= portfolioLimits.photos

  const update = (key: number, change: Partial<PhotoUpload>) =>
    setUploads((list) =>
      list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    )

  const run = async () => {
    if (running.current) return
    running.current = true
    for (let next = queue.current.shift(); next; next = queue.current.shift()) {
      const { key, file } = next
      if (file.size > portfolioLimits.uploadBytes) {
        update(key, { state: 'refused', message: portfolioMessages.tooLarge })
        continue
      }
      update(key, { state: 'uploading', percent: 0 })
      try {
        await uploadPhoto(projectId, file, { caption: '', role: next.role }, (share) =>
          update(key, { percent: Math.round(share * 100) }),
        )
        update(key, { state: 'done', percent: 100 })
        // The new photo shows in the list, and as the cover when it is the first.
        await queryClient.invalidateQueries({ queryKey: portfolioKeys.projects() })
      } catch (error) {
        if (isUnauthorized(error)) {
          // The session is gone: the route guard sends the visitor to the login page.
          queue.current = []
          queryClient.setQueryData(adminKeys.user(), null)
          break
        }
        update(key, { state: 'refused', message: uploadRefusalOf(error) })
      }
    }
    running.current = false
  }

  const choose = (files: FileList | null) => {
    if (!files || files.length === 0) return
    const added = Array.from(files, (file) => ({ key: nextKey.current++, file, role }))
    queue.current.push(...added)
    setUploads((list) => [
      ...list.filter((upload) => upload.state !== 'done'),
      ...added.map(({ key, file }) => ({
        key,
        name: file.name,
        state: 'waiting' as const,
        percent: 0,
      })),
    ])
    void run()
  }

  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-[12rem_auto] sm:items-end">
        <FormField name="uploadRole">
          <FormLabel>{photoCopy.uploadRole}</FormLabel>
          <FormControl>
            <Select
              value={role}
              onChange={(event) => {
                if (isRole(event.target.value)) setRole(event.target.value)
              }}
            >
              {photoRoles.map((option) => (
                <option key={option} value={option}>
                  {photoRoleLabels[option]}
                </option>
              ))}
            </Select>
          </FormControl>
        </FormField>
        <div>
          {/* The native input is the control (keyboard, screen reader, a phone's camera); the
              label is styled as the button. */}
          <input
            id={inputId}
            type="file"
            accept={acceptedPhotoTypes}
            multiple
            disabled={full}
            className="peer sr-only"
            onChange={(event) => {
              choose(event.target.files)
              // Cleared, so that choosing the same file again uploads it again.
              event.target.value = ''
            }}
          />
          <label
            htmlFor={inputId}
            className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-md bg-primary px-5 font-semibold text-primary-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-primary-hover"
          >
            <Upload aria-hidden className="size-4" />
            {photoCopy.choose}
          </label>
        </div>
      </div>
      {full ? <p className="text-sm text-muted-foreground">{photoCopy.full}</p> : null}
      <UploadList uploads={uploads} label={photoCopy.uploadsLabel} words={photoCopy} />
    </div>
  )
}
