import { vi } from 'vitest'

export interface CapturedDownload {
  fileName: string
  blob: Blob
  /** Whether the link was in the document when clicked, as Firefox requires. */
  linkWasInDocument: boolean
}

/**
 * Catches files the page saves through a temporary link and `URL.createObjectURL` (which jsdom
 * lacks), instead of navigating. Call `restore` after the test.
 */
export function captureDownloads() {
  const downloads: CapturedDownload[] = []
  const blobs = new Map<string, Blob>()
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL }
  URL.createObjectURL = (object: Blob | MediaSource) => {
    if (!(object instanceof Blob)) throw new Error('Only blobs are expected')
    const url = `blob:http://localhost/${blobs.size + 1}`
    blobs.set(url, object)
    return url
  }
  URL.revokeObjectURL = () => {}
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href)
    if (blob) {
      downloads.push({ fileName: this.download, blob, linkWasInDocument: this.isConnected })
    }
  })
  return {
    downloads,
    restore() {
      URL.createObjectURL = original.create
      URL.revokeObjectURL = original.revoke
      click.mockRestore()
    },
  }
}

/**
 * A saved file's text exactly as written, byte order mark included. Read with FileReader, as
 * jsdom's Blob has no arrayBuffer(), and Blob.text() would drop the byte order mark.
 */
export function fileText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      if (!(reader.result instanceof ArrayBuffer)) return reject(new Error('Nothing read'))
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result))
    }
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(blob)
  })
}
