import {
  type AdminClientProject,
  clientProjectLimits,
  type DocumentKind,
  type DocumentVisibility,
  documentKindLabels,
  documentKinds,
  documentVisibilities,
} from '@nirman/contract'
import {
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
import { useQueryClient } from '@tanstack/react-query'
import { Upload } from 'lucide-react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { isUnauthorized } from '../../api/client'
import { uploadDocument } from '../../api/client-projects'
import { adminKeys } from '../../api/queries'
import { documentCopy, documentVisibilityLabels } from '../../client-project-records-content'
import { refusalOf } from '../forms/refusal'
import {
  acceptedDocumentTypes,
  type DocumentValues,
  documentUploadOf,
  titleOfFileName,
} from './document-values'
import { useProjectCache } from './record-change'

const isKind = (value: string): value is DocumentKind =>
  documentKinds.some((kind) => kind === value)

const emptyValues: DocumentValues = {
  file: null,
  title: '',
  kind: 'other',
  // Staff only until said otherwise: a document reaches the client only when staff mean it to.
  visibility: 'internal',
}

/**
 * "Add a document": a PDF or a photo with its title (taken from the file's name when left empty),
 * kind and who can see it, uploaded with its progress. A refused file is named with the reason;
 * what was chosen and typed stays on a refusal.
 */
export function DocumentUploadForm({ project }: { project: AdminClientProject }) {
  const queryClient = useQueryClient()
  const cache = useProjectCache(project.id)
  const visibilityName = useId()
  const [values, setValues] = useState<DocumentValues>(emptyValues)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [percent, setPercent] = useState<number | null>(null)
  // A new file input after each upload: a file input cannot be emptied by its value.
  const [inputKey, setInputKey] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const [refusals, setRefusals] = useState(0)
  useEffect(() => {
    if (refusals === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refusals])
  const full = project.documents.length >= clientProjectLimits.documents
  const set = <Key extends keyof DocumentValues>(key: Key, value: DocumentValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }))

  const refuse = (found: Record<string, string>, message: string | null) => {
    setErrors(found)
    setFailure(message)
    setRefusals((count) => count + 1)
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = documentUploadOf(values)
    if (!checked.ok) {
      refuse(checked.errors, null)
      return
    }
    setErrors({})
    setFailure(null)
    setPercent(0)
    try {
      const answer = await uploadDocument(project.id, checked.file, checked.fields, (share) =>
        setPercent(Math.round(share * 100)),
      )
      cache.keep(answer)
      toast(documentCopy.uploaded(checked.fields.title))
      setValues(emptyValues)
      setInputKey((key) => key + 1)
    } catch (error) {
      if (isUnauthorized(error)) {
        // The session is gone: the route guard sends the visitor to the login page.
        queryClient.setQueryData(adminKeys.user(), null)
        return
      }
      const refusal = refusalOf(
        error,
        documentCopy.uploadFailed,
        (refused) => refused.status >= 400 && refused.status < 500,
      )
      const { file: fileError, ...fieldErrors } = refusal.fields
      const named = Object.keys(fieldErrors).length > 0 || fileError !== undefined
      // The file's refusal (not a document, too large, the project full) names the file.
      refuse(
        { ...fieldErrors, ...(fileError ? { file: fileError } : {}) },
        named ? null : documentCopy.refused(checked.file.name, refusal.message),
      )
    } finally {
      setPercent(null)
    }
  }

  const uploading = percent !== null
  const fileName = values.file?.name
  return (
    <form
      ref={formRef}
      aria-labelledby="document-upload-title"
      className="grid gap-4 rounded-lg border border-border bg-background p-3 sm:p-4"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h3 id="document-upload-title" className="font-semibold">
        {documentCopy.uploadTitle}
      </h3>
      {full ? <p className="text-sm text-muted-foreground">{documentCopy.full}</p> : null}
      <FormField name="file" required error={errors.file}>
        <FormLabel>{documentCopy.fields.file}</FormLabel>
        <FormControl>
          <input
            key={inputKey}
            type="file"
            accept={acceptedDocumentTypes}
            disabled={full || uploading}
            className="block w-full min-w-0 text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border file:border-border file:bg-muted file:px-4 file:font-semibold"
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null
              setValues((current) => ({
                ...current,
                file,
                title:
                  current.title.trim() === '' && file ? titleOfFileName(file.name) : current.title,
              }))
            }}
          />
        </FormControl>
        <FormDescription>{documentCopy.fields.fileHint}</FormDescription>
        <FormError>
          {errors.file && fileName ? documentCopy.refused(fileName, errors.file) : errors.file}
        </FormError>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="title" required error={errors.title}>
          <FormLabel>{documentCopy.fields.title}</FormLabel>
          <FormControl>
            <Input
              value={values.title}
              maxLength={clientProjectLimits.documentTitle}
              onChange={(event) => set('title', event.target.value)}
            />
          </FormControl>
          <FormDescription>{documentCopy.fields.titleHint}</FormDescription>
          <FormError />
        </FormField>
        <FormField name="kind" required error={errors.kind}>
          <FormLabel>{documentCopy.fields.kind}</FormLabel>
          <FormControl>
            <Select
              value={values.kind}
              onChange={(event) => {
                if (isKind(event.target.value)) set('kind', event.target.value)
              }}
            >
              {documentKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {documentKindLabels[kind]}
                </option>
              ))}
            </Select>
          </FormControl>
          <FormError />
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{documentCopy.fields.visibility}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {documentVisibilities.map((visibility: DocumentVisibility) => (
            <label key={visibility} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={visibilityName}
                value={visibility}
                checked={values.visibility === visibility}
                onChange={() => set('visibility', visibility)}
                className="size-5 accent-primary"
              />
              {documentVisibilityLabels[visibility]}
            </label>
          ))}
        </div>
        {errors.visibility ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.visibility}
          </p>
        ) : null}
      </fieldset>
      {uploading && fileName ? (
        <div className="grid gap-1 text-sm">
          <progress
            aria-label={documentCopy.progressLabel(fileName)}
            max={100}
            value={percent}
            className="h-2 w-full accent-primary"
          />
          <p className="text-muted-foreground">{documentCopy.uploading(percent)}</p>
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm font-medium break-words text-destructive">
          {failure}
        </p>
      ) : null}
      <div>
        <Button
          type="submit"
          disabled={full}
          loading={uploading}
          loadingLabel={documentCopy.uploading(percent ?? 0)}
        >
          <Upload aria-hidden />
          {documentCopy.upload}
        </Button>
      </div>
    </form>
  )
}
