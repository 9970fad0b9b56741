import {
  type ClientUpdate,
  clientProjectLimits,
  clientProjectMessages,
  portfolioLimits,
  portfolioMessages,
} from '@nirman/contract'
import { useQueryClient } from '@tanstack/react-query'
import { ImagePlus } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { isUnauthorized } from '../../api/client'
import { uploadUpdatePhoto } from '../../api/client-projects'
import { adminKeys } from '../../api/queries'
import { updateCopy } from '../../client-project-records-content'
import { refusalOf } from '../forms/refusal'
import { type FileUpload, UploadList } from '../forms/upload-list'
import { acceptedPhotoTypes } from '../portfolio/photo-uploader'
import { useProjectCache } from './record-change'

type PhotoUpload = FileUpload

/**
 * Why a file was not taken: the server's message for any refusal (not a photo, too big, the
 * update full or gone), or what went wrong on the way.
 */
const uploadRefusalOf = (error: unknown) =>
  refusalOf(
    error,
    updateCopy.uploadFailed,
    (refused) => refused.status >= 400 && refused.status < 500,
  ).message

/**
 * "Add photos" of an update: many photos at once from a phone's gallery or camera, uploaded one
 * after the other (a site's weak signal carries one at a time best), each with its progress; a
 * refused file is named with the reason. A file over 20 MB, or beyond the update's 12 photos, is
 * refused here at once, before a phone spends its data on it.
 */
export function UpdatePhotoUploader({
  projectId,
  update,
  heading,
}: {
  projectId: number
  update: ClientUpdate
  /** The update's heading, naming it in the labels ("visit of 7 Mar 2026"). */
  heading: string
}) {
  const queryClient = useQueryClient()
  const cache = useProjectCache(projectId)
  const inputId = useId()
  const hintId = useId()
  const [uploads, setUploads] = useState<PhotoUpload[]>([])
  const queue = useRef<{ key: number; file: File }[]>([])
  const running = useRef(false)
  const nextKey = useRef(1)
  // Photos the update will hold once the files chosen are in: those saved and those queued.
  const pending = uploads.filter((each) => each.state === 'waiting' || each.state === 'uploading')
  const full = update.photos.length + pending.length >= clientProjectLimits.photosPerUpdate

  const change = (key: number, values: Partial<PhotoUpload>) =>
    setUploads((list) =>
      list.map((upload) => (upload.key === key ? { ...upload, ...values } : upload)),
    )

  const run = async () => {
    if (running.current) return
    running.current = true
    for (let next = queue.current.shift(); next; next = queue.current.shift()) {
      const { key, file } = next
      change(key, { state: 'uploading', percent: 0 })
      try {
        const answer = await uploadUpdatePhoto(projectId, update.id, file, '', (share) =>
          change(key, { percent: Math.round(share * 100) }),
        )
        change(key, { state: 'done', percent: 100 })
        cache.keep(answer)
      } catch (error) {
        if (isUnauthorized(error)) {
          // The session is gone: the route guard sends the visitor to the login page.
          queue.current = []
          queryClient.setQueryData(adminKeys.user(), null)
          break
        }
        change(key, { state: 'refused', message: uploadRefusalOf(error) })
      }
    }
    running.current = false
  }

  const choose = (files: FileList | null) => {
    if (!files || files.length === 0) return
    let room = clientProjectLimits.photosPerUpdate - update.photos.length - pending.length
    const chosen = Array.from(files, (file) => {
      const key = nextKey.current++
      if (file.size > portfolioLimits.uploadBytes) {
        return { key, file, refused: portfolioMessages.tooLarge }
      }
      if (room <= 0) return { key, file, refused: clientProjectMessages.tooManyPhotos }
      room -= 1
      return { key, file, refused: undefined }
    })
    queue.current.push(...chosen.filter((each) => each.refused === undefined))
    setUploads((list) => [
      ...list.filter((upload) => upload.state !== 'done'),
      ...chosen.map(({ key, file, refused }) => ({
        key,
        name: file.name,
        state: refused === undefined ? ('waiting' as const) : ('refused' as const),
        percent: 0,
        ...(refused === undefined ? {} : { message: refused }),
      })),
    ])
    void run()
  }

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        {/* The native input is the control (keyboard, screen reader, a phone's camera and
            gallery); its label is styled as the button. */}
        <input
          id={inputId}
          type="file"
          accept={acceptedPhotoTypes}
          multiple
          disabled={full}
          aria-label={updateCopy.chooseLabel(heading)}
          aria-describedby={hintId}
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
          <ImagePlus aria-hidden className="size-4" />
          {updateCopy.choose}
        </label>
        <span className="text-sm font-medium">{updateCopy.photoCount(update.photos.length)}</span>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {full && pending.length === 0 ? updateCopy.full : updateCopy.photosHint}
      </p>
      <UploadList uploads={uploads} label={updateCopy.uploadsLabel(heading)} words={updateCopy} />
    </div>
  )
}
