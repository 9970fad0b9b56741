import {
  clientProjectLimits,
  clientProjectMessages,
  type DocumentInput,
  documentInputSchema,
} from '@nirman/contract'
import { documentCopy } from '../../client-project-records-content'
import { fieldErrorsOf } from '../forms/refusal'

/** The types a document may have, as a phone's file picker filters them (the server checks content). */
export const acceptedDocumentTypes =
  'application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif,.pdf,.heic,.heif'

/** What a stored document's type reads as: "PDF", "JPEG photo". */
export function documentTypeLabel(contentType: string): string {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  if (type === 'application/pdf') return documentCopy.types.pdf
  if (type === 'image/jpeg') return documentCopy.types.jpeg
  if (type === 'image/png') return documentCopy.types.png
  if (type === 'image/webp') return documentCopy.types.webp
  return documentCopy.types.other
}

/**
 * A title from a file's name, for a title left empty: the name without its extension, with
 * dashes and underscores read as spaces.
 *
 * @example titleOfFileName('ground-floor_plan.v2.pdf') // 'ground floor plan.v2'
 */
export function titleOfFileName(fileName: string): string {
  const withoutExtension = fileName.replace(/\.[^./\\]{1,5}$/, '')
  return withoutExtension
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, clientProjectLimits.documentTitle)
}

/** The upload form's values: the file chosen (null before), its title, kind and who sees it. */
export interface DocumentValues extends DocumentInput {
  file: File | null
}

/**
 * The text parts of a document's upload, checked with the contract's schema as the server checks
 * them, with a file chosen and not over 20 MB; or the refused fields (`file`, `title`, …).
 */
export function documentUploadOf(
  values: DocumentValues,
): { ok: true; file: File; fields: DocumentInput } | { ok: false; errors: Record<string, string> } {
  const parsed = documentInputSchema.safeParse({
    title: values.title,
    kind: values.kind,
    visibility: values.visibility,
  })
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues)
  const { file } = values
  if (!file) errors.file = clientProjectMessages.noDocument
  else if (file.size > clientProjectLimits.documentBytes) {
    errors.file = clientProjectMessages.documentTooLarge
  }
  if (!parsed.success || !file || Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, file, fields: parsed.data }
}
