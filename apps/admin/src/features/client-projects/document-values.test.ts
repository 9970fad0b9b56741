import { describe, expect, it } from 'vitest'
import { documentTypeLabel, documentUploadOf, titleOfFileName } from './document-values'

describe('documents', () => {
  it('read a stored type as staff say it', () => {
    expect(documentTypeLabel('application/pdf')).toBe('PDF')
    expect(documentTypeLabel('image/jpeg')).toBe('JPEG photo')
    expect(documentTypeLabel('application/octet-stream')).toBe('File')
  })

  it('take a title from the file’s name', () => {
    expect(titleOfFileName('ground-floor_plan.pdf')).toBe('ground floor plan')
    expect(titleOfFileName('Agreement v2.final.pdf')).toBe('Agreement v2.final')
    expect(titleOfFileName('naksha')).toBe('naksha')
  })

  it('refuse an upload without a file or a title, or over 20 MB, before it is sent', () => {
    expect(
      documentUploadOf({ file: null, title: ' ', kind: 'drawing', visibility: 'client' }),
    ).toEqual({
      ok: false,
      errors: { title: 'Document title is required', file: 'Choose a file to upload' },
    })
    const big = new File([new Uint8Array(1)], 'scan.pdf', { type: 'application/pdf' })
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 })
    expect(
      documentUploadOf({ file: big, title: 'Scan', kind: 'approval', visibility: 'internal' }),
    ).toEqual({ ok: false, errors: { file: 'This file is larger than 20 MB' } })
  })

  it('send the title trimmed, with its kind and who sees it', () => {
    const file = new File(['%PDF-1.4'], 'agreement.pdf', { type: 'application/pdf' })
    expect(
      documentUploadOf({ file, title: ' Agreement ', kind: 'agreement', visibility: 'client' }),
    ).toEqual({
      ok: true,
      file,
      fields: { title: 'Agreement', kind: 'agreement', visibility: 'client' },
    })
  })
})
