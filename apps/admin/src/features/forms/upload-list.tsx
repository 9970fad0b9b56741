import { CircleAlert, CircleCheck } from 'lucide-react'

/** One file chosen for upload, as the list shows it. */
export interface FileUpload {
  key: number
  name: string
  state: 'waiting' | 'uploading' | 'done' | 'refused'
  /** 0 to 100. */
  percent: number
  message?: string
}

/** The words of an upload list (each uploader's own texts). */
export interface UploadListWords {
  refused: (name: string, message: string) => string
  uploadFailed: string
  progressLabel: (name: string) => string
  waiting: string
  uploading: (percent: number) => string
  uploaded: string
}

/**
 * The files being uploaded one after the other (the portfolio's photos, an update's photos): each
 * named, with its progress and state, or the reason it was refused (announced at once).
 */
export function UploadList({
  uploads,
  label,
  words,
}: {
  uploads: readonly FileUpload[]
  label: string
  words: UploadListWords
}) {
  if (uploads.length === 0) return null
  return (
    <ul aria-label={label} className="grid gap-2">
      {uploads.map((upload) => (
        <li
          key={upload.key}
          className="grid min-w-0 gap-1 rounded-md border border-border bg-background p-2 text-sm"
        >
          <span className="font-medium break-all">{upload.name}</span>
          {upload.state === 'refused' ? (
            <p role="alert" className="flex gap-1 break-words text-destructive">
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              {words.refused(upload.name, upload.message ?? words.uploadFailed)}
            </p>
          ) : (
            <>
              <progress
                aria-label={words.progressLabel(upload.name)}
                max={100}
                value={upload.percent}
                className="h-2 w-full accent-primary"
              />
              <p className="flex gap-1 text-muted-foreground">
                {upload.state === 'done' ? (
                  <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                ) : null}
                {upload.state === 'waiting'
                  ? words.waiting
                  : upload.state === 'uploading'
                    ? words.uploading(upload.percent)
                    : words.uploaded}
              </p>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}
