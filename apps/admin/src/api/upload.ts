import { ApiRequestError, apiUrl } from './client'

/**
 * Sends a multipart form (text parts first: the server reads them before streaming the file),
 * reporting how much has been sent: XMLHttpRequest, because fetch tells nothing of an upload's
 * progress. It sends the session cookie and throws ApiRequestError for a refusal, as the
 * contract's client does.
 *
 * @param onProgress called with the share sent, 0 to 1
 */
export function uploadForm<Answer>(
  path: string,
  texts: Record<string, string>,
  file: File,
  onProgress: (share: number) => void,
): Promise<Answer> {
  const form = new FormData()
  for (const [name, value] of Object.entries(texts)) form.append(name, value)
  form.append('file', file, file.name)
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', apiUrl(path))
    request.withCredentials = true
    request.setRequestHeader('accept', 'application/json')
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    })
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1)
        try {
          resolve(JSON.parse(request.responseText) as Answer)
        } catch {
          reject(new Error('The API answered nothing'))
        }
        return
      }
      reject(new ApiRequestError(request.status, request.responseText, request.statusText))
    })
    // A network failure: no status to tell, the caller says the upload failed.
    request.addEventListener('error', () => reject(new Error('The upload could not be sent')))
    request.addEventListener('abort', () => reject(new Error('The upload was cancelled')))
    request.send(form)
  })
}
