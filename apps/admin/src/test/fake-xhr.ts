/**
 * XMLHttpRequest for component tests: jsdom's would go to the network. It hands the request to
 * the (fake) `fetch` of the moment, after reporting the upload half sent; a test that holds the
 * request (holdRequests) sees the upload in progress. Installed by installFakeApi.
 */
export class FakeXMLHttpRequest extends EventTarget {
  readonly upload = new EventTarget()
  withCredentials = false
  status = 0
  statusText = ''
  responseText = ''
  private method = 'GET'
  private url = ''
  private headers: Record<string, string> = {}

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }

  send(body?: Document | XMLHttpRequestBodyInit | null) {
    const total = body instanceof FormData ? 1000 : 0
    const progress = (loaded: number) =>
      this.upload.dispatchEvent(
        new ProgressEvent('progress', { lengthComputable: total > 0, loaded, total }),
      )
    queueMicrotask(async () => {
      progress(total / 2)
      try {
        const response = await fetch(this.url, {
          method: this.method,
          headers: this.headers,
          body: body instanceof Document ? null : body,
        })
        progress(total)
        this.status = response.status
        this.statusText = response.statusText
        this.responseText = await response.text()
        this.dispatchEvent(new ProgressEvent('load'))
      } catch (error) {
        // A request the fake could not answer is the test's fault: fail loudly, not as a
        // network error the page would show as a failed upload.
        this.dispatchEvent(new ProgressEvent('error'))
        throw error
      }
    })
  }
}
