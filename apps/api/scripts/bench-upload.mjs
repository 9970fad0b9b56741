// `pnpm --filter @nirman/api bench:upload`: the two figures of the portfolio's photos (issue 13).
// Starts the built server (dist/server.js) on a new SQLite database, signs in, creates a published
// project, then for BENCH_UPLOADS (4) 12-megapixel photos, one after another:
//   - upload-to-visible: from the start of the multipart POST to the moment GET /api/projects/:id
//     (public) lists the photo and every one of its files is served (each URL of its srcsets
//     answers 200);
// and, for the project page those photos make, the bytes a phone 360 CSS px wide at a device pixel
// ratio of 2.6 downloads for them: its browser picks from each `srcset` the smallest width of at
// least 360 × 2.6 = 936 device pixels, i.e. 960, in the first format it takes (WebP), against the
// bytes of the original photos.
//
// The photo: BENCH_PHOTO=<file> (a real phone photo, e.g. a HEIC), or one made here: a drawing of
// the website rendered at 4032 × 3024 (a 12-megapixel phone's size) with noise at four scales over
// it, saved as a JPEG of quality 88 (about 3.4 MB, like a phone's; its 960 px WebP about 100 KB,
// like a photo's). Each upload differs by a few bytes (a different description in its EXIF), so
// each is processed and stored anew.
//
// Then the server's memory under a burst (issue 21): BENCH_PARALLEL (30) uploads of a photo of
// BENCH_PARALLEL_MB (8) MB sent at once, while the server process's resident memory (VmRSS) is read
// every 20 ms: before, at its peak, and settled (BENCH_SETTLE_SECONDS, 10, after the last answer).
// An upload refused with 503 waits its Retry-After and is sent again, as a person would, until all
// are stored; the answers are counted. The 8 MB photo is the synthetic one with JPEG comment
// segments of random bytes after its start (every upload differs, decoders skip comments).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..')
// BENCH_SERVER_DIR=<another checkout>/apps/api measures another build (its dist/ must exist).
const serverDir = process.env.BENCH_SERVER_DIR ?? apiDir
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 4)
const PORT = Number(process.env.BENCH_PORT ?? 3191)
const base = `http://127.0.0.1:${PORT}`
const password = randomBytes(12).toString('hex')
const PHONE_DEVICE_PIXELS = 360 * 2.6
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 30)
const PARALLEL_BYTES = Number(process.env.BENCH_PARALLEL_MB ?? 8) * 1024 * 1024
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 10)

async function syntheticPhoto() {
  const width = 4032
  const height = 3024
  const drawing = join(apiDir, '../web/public/images/projects/hajipur-villa.svg')
  const picture = existsSync(drawing)
    ? sharp(readFileSync(drawing), { density: 600 }).resize(width, height, { fit: 'cover' })
    : sharp({ create: { width, height, channels: 3, background: '#8aa' } })
  const { data } = await picture.removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const sum = Float32Array.from(data)
  // Noise at four scales (grain, then ever larger blotches), so that detail survives the
  // downscaling to 960 px as a photo's does; grain alone would average out to a flat drawing.
  for (const [scale, weight] of [
    [1, 0.25],
    [4, 0.25],
    [16, 0.35],
    [64, 0.5],
  ]) {
    const layer = await sharp({
      create: {
        width: Math.ceil(width / scale),
        height: Math.ceil(height / scale),
        channels: 3,
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer()
    for (let index = 0; index < sum.length; index++) sum[index] += (layer[index] - 128) * weight
  }
  const pixels = Buffer.alloc(sum.length)
  for (let index = 0; index < sum.length; index++) {
    pixels[index] = Math.max(0, Math.min(255, sum[index]))
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer()
}

/** The same photo with `label` in its EXIF description: other bytes, another content hash. */
async function variant(photo, label) {
  const { format } = await sharp(photo).metadata()
  if (format !== 'jpeg') return Buffer.concat([photo, Buffer.from(label)])
  return sharp(photo)
    .withExif({ IFD0: { ImageDescription: label } })
    .jpeg({ quality: 88 })
    .toBuffer()
}

/** The JPEG padded to `bytes` with comment segments (0xFFFE) of random bytes after its SOI. */
function paddedJpeg(jpeg, bytes) {
  const segments = []
  let missing = bytes - jpeg.length
  while (missing > 4) {
    const length = Math.min(65533, missing - 4)
    const header = Buffer.from([0xff, 0xfe, (length + 2) >> 8, (length + 2) & 0xff])
    segments.push(header, randomBytes(length))
    missing -= length + 4
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)])
}

/** The server process's resident memory in MB, from /proc (Linux). */
function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? 0) / 1024
}

/** BENCH_PARALLEL uploads at once, with the server's memory read meanwhile. */
async function burst(server, cookie, projectId, original) {
  const photos = Array.from({ length: PARALLEL }, () => paddedJpeg(original, PARALLEL_BYTES))
  const before = residentMb(server.child.pid)
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(server.child.pid))
  }, 20)
  const answers = new Map()
  const started = performance.now()
  const send = async (photo, index) => {
    for (;;) {
      const form = new FormData()
      form.append('caption', `Burst ${index + 1}`)
      form.append('role', 'gallery')
      form.append('file', new Blob([photo], { type: 'image/jpeg' }), `IMG_B${index}.jpg`)
      const response = await fetch(`${base}/api/admin/projects/${projectId}/photos`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      })
      await response.arrayBuffer()
      answers.set(response.status, (answers.get(response.status) ?? 0) + 1)
      if (response.status !== 503) return response.status
      await sleep(Number(response.headers.get('retry-after') ?? 5) * 1000)
    }
  }
  const statuses = await Promise.all(photos.map(send))
  const elapsed = performance.now() - started
  peak = Math.max(peak, residentMb(server.child.pid))
  await sleep(SETTLE_SECONDS * 1000)
  clearInterval(sampler)
  const settled = residentMb(server.child.pid)
  const stored = statuses.filter((status) => status === 201).length
  console.log(
    `${PARALLEL} uploads of ${(PARALLEL_BYTES / 1024 / 1024).toFixed(0)} MB at once: ${stored} stored in ${seconds(elapsed)}; answers ${[...answers].map(([status, count]) => `${count} × ${status}`).join(', ')}`,
  )
  console.log(
    `Server memory (RSS): ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at the peak, ${settled.toFixed(0)} MB ${SETTLE_SECONDS} s after the last answer (load average ${loadavg()[0].toFixed(1)})`,
  )
}

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'nirman-bench-upload-'))
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: 'sqlite:bench.sqlite',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LEAD_ALERTS: 'false',
      ADMIN_USERNAME: 'bench',
      ADMIN_PASSWORD: password,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, dataDir }
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  child.kill('SIGTERM')
  throw new Error('the server did not start')
}

async function stopServer({ child, dataDir }) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
  rmSync(dataDir, { recursive: true, force: true })
}

async function json(response) {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
  return response.json()
}

const urlsOf = (srcset) => srcset.split(', ').map((entry) => entry.split(' ')[0])

/** The URL a browser picks from a srcset for `devicePixels`: the smallest width at least that. */
function pick(srcset, devicePixels) {
  const entries = srcset
    .split(', ')
    .map((entry) => {
      const [url, width] = entry.split(' ')
      return { url, width: Number.parseInt(width, 10) }
    })
    .sort((a, b) => a.width - b.width)
  return (entries.find((entry) => entry.width >= devicePixels) ?? entries.at(-1)).url
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`

async function main() {
  const original = process.env.BENCH_PHOTO
    ? readFileSync(process.env.BENCH_PHOTO)
    : await syntheticPhoto()
  const { width, height, format } = await sharp(original).metadata()
  console.log(
    `Photo: ${process.env.BENCH_PHOTO ?? 'synthetic'} ${format} ${width} × ${height} (${((width * height) / 1e6).toFixed(1)} MP), ${kb(original.length)}`,
  )
  const server = await startServer()
  try {
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench', password }),
    })
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`)
    const cookie = login.headers.get('set-cookie').split(';')[0]
    const project = await json(
      await fetch(`${base}/api/admin/projects`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: 'Benchmark House',
          description: 'A house to measure photo uploads with.',
          projectType: 'residential',
          completedDate: '2025-01-01',
          status: 'published',
        }),
      }),
    )

    const times = []
    let originalBytes = 0
    for (let index = 0; index < UPLOADS; index++) {
      const photo = await variant(original, `bench upload ${index} ${Date.now()}`)
      originalBytes += photo.length
      const form = new FormData()
      form.append('caption', `Photo ${index + 1}`)
      form.append('role', 'gallery')
      form.append('file', new Blob([photo], { type: 'image/jpeg' }), `IMG_${index}.jpg`)
      const started = performance.now()
      const answer = await json(
        await fetch(`${base}/api/admin/projects/${project.id}/photos`, {
          method: 'POST',
          headers: { cookie },
          body: form,
        }),
      )
      const added = answer.photos.at(-1)
      // Visible: the public project lists it and every file of it is served.
      for (;;) {
        const response = await fetch(`${base}/api/projects/${project.id}`)
        const detail = response.ok ? await response.json() : { photos: [] }
        if (detail.photos.some((each) => each.id === added.id)) break
        await sleep(5)
      }
      const files = added.image.sources.flatMap((source) => urlsOf(source.srcset))
      for (const url of files) {
        for (;;) {
          const response = await fetch(`${base}${url}`)
          await response.arrayBuffer()
          if (response.ok) break
          await sleep(5)
        }
      }
      times.push(performance.now() - started)
      console.log(
        `upload ${index + 1}: visible after ${seconds(times.at(-1))} (${files.length} files)`,
      )
    }
    const sorted = [...times].sort((a, b) => a - b)
    console.log(
      `Upload to visible, ${UPLOADS} photos of ${((width * height) / 1e6).toFixed(1)} MP: median ${seconds(sorted[Math.floor(sorted.length / 2)])}, worst ${seconds(sorted.at(-1))} (load average ${loadavg()[0].toFixed(1)}, 2 cores)`,
    )

    // What a phone downloads for the page's photos.
    const detail = await json(await fetch(`${base}/api/projects/${project.id}`))
    const byWidth = new Map()
    let phoneBytes = 0
    for (const photo of detail.photos) {
      const [modern, jpeg] = photo.image.sources
      const chosen = pick(modern.srcset, PHONE_DEVICE_PIXELS)
      phoneBytes += (await (await fetch(`${base}${chosen}`)).arrayBuffer()).byteLength
      for (const source of [modern, jpeg]) {
        for (const url of urlsOf(source.srcset)) {
          const key = `${source.type} ${url.match(/-(\d+)\./)[1]}`
          const bytes = (await (await fetch(`${base}${url}`)).arrayBuffer()).byteLength
          byWidth.set(key, (byWidth.get(key) ?? 0) + bytes)
        }
      }
    }
    console.log(
      `A phone 360 CSS px wide at DPR 2.6 (${PHONE_DEVICE_PIXELS} device px) downloads ${kb(phoneBytes)} for the ${detail.photos.length} photos (the WebP of 960 px), against ${kb(originalBytes)} of original photos: ${((phoneBytes / originalBytes) * 100).toFixed(1)} % (${(originalBytes / phoneBytes).toFixed(0)} times less)`,
    )
    for (const [key, bytes] of byWidth) {
      console.log(`  all ${detail.photos.length} as ${key} px: ${kb(bytes)}`)
    }

    if (PARALLEL > 0) {
      // A project of its own: the burst may be more than the 40 photos a project holds.
      const burstProject = await json(
        await fetch(`${base}/api/admin/projects`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({
            title: 'Burst House',
            description: 'A house to measure many photo uploads at once with.',
            projectType: 'residential',
            completedDate: '2025-01-01',
          }),
        }),
      )
      const { format } = await sharp(original).metadata()
      if (format !== 'jpeg') throw new Error('the burst needs a JPEG photo (BENCH_PHOTO)')
      await burst(server, cookie, burstProject.id, original)
    }
  } finally {
    await stopServer(server)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
