import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

/** Raw pixels of a decoded image: RGBA, 8 bits a channel. */
export interface DecodedPixels {
  width: number
  height: number
  data: Uint8Array
}

/**
 * iPhones and most Android phones save HEIC: HEVC-coded pictures in a HEIF container. sharp's
 * prebuilt libvips reads HEIF, but only AV1-coded (AVIF): its libheif carries no HEVC decoder
 * (patents). `heic-decode` runs libheif with libde265, compiled to WebAssembly, from npm (no
 * download, no native build). WebAssembly runs on the thread that calls it, and a 12-megapixel
 * photo takes about a second, so it runs in a worker thread: the event loop keeps answering.
 *
 * The worker's code is a string (an `eval` worker) loading `heic-decode` by the absolute path
 * resolved here, so it works the same from src/ (tests, tsx) and from the bundled dist/server.js.
 */
const workerCode = `
const { parentPort, workerData } = require('node:worker_threads')
const decode = require(workerData.decoder)
parentPort.on('message', async ({ id, buffer }) => {
  try {
    const image = await decode({ buffer })
    const data = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength)
    parentPort.postMessage({ id, width: image.width, height: image.height, data }, [data.buffer])
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) })
  }
})`

type Reply =
  | { id: number; width: number; height: number; data: Uint8Array; error?: undefined }
  | { id: number; error: string }

/** A decode that takes longer than this is abandoned (the worker is ended). */
const DECODE_TIMEOUT_MS = 60_000

export class HeicDecoder {
  private worker: Worker | undefined
  private nextId = 1
  private readonly pending = new Map<
    number,
    { resolve: (pixels: DecodedPixels) => void; reject: (error: Error) => void }
  >()

  /** Decodes the primary image of a HEIC file, turned as its `irot`/`imir` properties say. */
  decode(file: Buffer, timeoutMs = DECODE_TIMEOUT_MS): Promise<DecodedPixels> {
    const worker = this.start()
    const id = this.nextId++
    return new Promise<DecodedPixels>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.stop(new Error('HEIC decoding took too long'))
      }, timeoutMs)
      this.pending.set(id, {
        resolve: (pixels) => {
          clearTimeout(timer)
          resolve(pixels)
        },
        reject: (error) => {
          clearTimeout(timer)
          reject(error)
        },
      })
      // A copy, transferred: the caller's buffer stays usable.
      const copy = new Uint8Array(file)
      worker.postMessage({ id, buffer: copy }, [copy.buffer])
    })
  }

  /** Ends the worker (at shutdown); a later decode starts a new one. */
  async close(): Promise<void> {
    const worker = this.worker
    this.stop(new Error('The HEIC decoder was closed'))
    if (worker) await worker.terminate()
  }

  private start(): Worker {
    if (this.worker) return this.worker
    const decoder = createRequire(import.meta.url).resolve('heic-decode')
    const worker = new Worker(workerCode, { eval: true, workerData: { decoder } })
    // An idle decoder never keeps the process alive.
    worker.unref()
    worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id)
      if (!waiting) return
      this.pending.delete(reply.id)
      if (reply.error !== undefined) waiting.reject(new Error(reply.error))
      else waiting.resolve({ width: reply.width, height: reply.height, data: reply.data })
    })
    // Only this worker's own end fails what waits on it (an older one may end after a restart).
    worker.on('error', (error) => {
      if (this.worker === worker) this.stop(error)
    })
    worker.on('exit', () => {
      if (this.worker === worker) this.stop(new Error('The HEIC decoder stopped'))
    })
    this.worker = worker
    return worker
  }

  private stop(reason: Error): void {
    const worker = this.worker
    this.worker = undefined
    for (const waiting of this.pending.values()) waiting.reject(reason)
    this.pending.clear()
    if (worker) void worker.terminate()
  }
}
