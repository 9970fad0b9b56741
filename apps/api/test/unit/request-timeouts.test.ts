import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import type { AdminProject } from '@nirman/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { photoForm, smallPng } from '../helpers/photos'
import { newProject } from '../helpers/portfolio'
import { type ServerProcess, startServerProcess } from '../helpers/server-process'
import { until } from '../helpers/until'

// The real server process with short bounds, so that each is seen within a test: 2 s without a
// byte of a request (REQUEST_IDLE_SECONDS, 30 in production), 6 s for a whole request
// (REQUEST_TIMEOUT_SECONDS, 300), and one photo upload at a time (PHOTO_UPLOADS_AT_ONCE, 4). Before,
// a request whose body never finished held its socket forever (Fastify's timeouts were 0).
const IDLE_SECONDS = 2
const REQUEST_SECONDS = 6

const folder = mkdtempSync(join(tmpdir(), 'nirman-timeouts-'))
let server: ServerProcess
let cookie: string

beforeAll(async () => {
  server = await startServerProcess({
    DATA_DIR: folder,
    LEAD_ALERTS: 'false',
    ADMIN_USERNAME: 'staff',
    ADMIN_PASSWORD: 'correct horse battery',
    SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
    REQUEST_IDLE_SECONDS: String(IDLE_SECONDS),
    REQUEST_TIMEOUT_SECONDS: String(REQUEST_SECONDS),
    PHOTO_UPLOADS_AT_ONCE: '1',
  })
  const login = await fetch(`${server.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'staff', password: 'correct horse battery' }),
  })
  expect(login.status).toBe(200)
  cookie = String(login.headers.get('set-cookie')).split(';')[0] ?? ''
}, 60_000)

afterAll(async () => {
  await server?.kill()
  rmSync(folder, { recursive: true, force: true })
})

/** A raw connection: what it receives until the server closes it, and when that was. */
function rawConnection() {
  const socket = connect(server.port, '127.0.0.1')
  const chunks: Buffer[] = []
  socket.on('data', (chunk: Buffer) => chunks.push(chunk))
  const closed = new Promise<{ received: string; at: number }>((settle) => {
    socket.on('error', () => {})
    socket.on('close', () =>
      settle({ received: Buffer.concat(chunks).toString('latin1'), at: performance.now() }),
    )
  })
  return { socket, closed }
}

const quoteBody = JSON.stringify({
  name: 'Anita Sinha',
  phone: '9876543210',
  email: 'anita@example.in',
  projectType: 'Interior Design',
  message: 'Sent from a phone that lost its signal half-way',
  source: { form: 'hero' },
})

/** Headers of a POST whose body is `length` bytes. */
const postHead = (path: string, length: number, headers = '') =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${length}\r\n${headers}\r\n`

function write(socket: Socket, data: string | Buffer) {
  return new Promise<void>((done) => socket.write(data, () => done()))
}

describe('a request that stops arriving', () => {
  it('is answered 408 once no byte of its body has come for REQUEST_IDLE_SECONDS, and its socket is closed', async () => {
    const { socket, closed } = rawConnection()
    await write(
      socket,
      postHead('/api/contact', Buffer.byteLength(quoteBody), 'Content-Type: application/json\r\n') +
        quoteBody.slice(0, 60),
    )
    const stalledAt = performance.now()
    const { received, at } = await closed
    expect(received).toMatch(/^HTTP\/1\.1 408 /)
    expect(received).toMatch(/\r\nconnection: close\r\n/i)
    // After the idle bound (2 s), well before the whole-request bound (6 s).
    const seconds = (at - stalledAt) / 1000
    expect(seconds).toBeGreaterThanOrEqual(IDLE_SECONDS - 0.1)
    expect(seconds).toBeLessThan(REQUEST_SECONDS - 1)
    // Nothing half-read was stored, and the server answers as before.
    const health = await fetch(`${server.baseUrl}/api/health`)
    expect(health.status).toBe(200)
  }, 30_000)

  it('is answered 408 when its headers do not finish within REQUEST_IDLE_SECONDS', async () => {
    const { socket, closed } = rawConnection()
    await write(socket, 'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Ty')
    const stalledAt = performance.now()
    const { received, at } = await closed
    expect(received).toMatch(/^HTTP\/1\.1 408 /)
    // Node checks its header bound every second: 2 to 3 s.
    const seconds = (at - stalledAt) / 1000
    expect(seconds).toBeGreaterThanOrEqual(IDLE_SECONDS - 0.1)
    expect(seconds).toBeLessThan(REQUEST_SECONDS - 1)
  }, 30_000)

  it('is answered 408 at REQUEST_TIMEOUT_SECONDS when its body trickles in a byte at a time', async () => {
    const { socket, closed } = rawConnection()
    const length = Buffer.byteLength(quoteBody)
    const startedAt = performance.now()
    await write(socket, postHead('/api/contact', length, 'Content-Type: application/json\r\n'))
    // A byte every half second: never idle for 2 s, and the whole body would take 100 s.
    let sent = 0
    const trickle = setInterval(() => {
      if (sent < length - 1 && socket.writable) socket.write(quoteBody.charAt(sent++))
    }, 500)
    try {
      const { received, at } = await closed
      expect(received).toMatch(/^HTTP\/1\.1 408 /)
      const seconds = (at - startedAt) / 1000
      expect(seconds).toBeGreaterThanOrEqual(REQUEST_SECONDS - 0.1)
      expect(sent).toBeLessThan(length - 1)
    } finally {
      clearInterval(trickle)
    }
  }, 30_000)
})

describe('photo uploads at once (PHOTO_UPLOADS_AT_ONCE=1)', () => {
  it('refuses one more with 503 and Retry-After, and a stalled upload gives its slot back with its 408', async () => {
    const created = await fetch(`${server.baseUrl}/api/admin/projects`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(newProject()),
    })
    expect(created.status).toBe(201)
    const project = (await created.json()) as AdminProject
    const path = `/api/admin/projects/${project.id}/photos`
    const upload = async (shade: number) => {
      const { payload, headers } = photoForm(await smallPng(shade), {
        filename: 'site.png',
        contentType: 'image/png',
      })
      return fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { cookie, ...headers },
        body: payload,
      })
    }

    // A phone that sends the form and half of the photo, then loses its signal.
    const { payload, headers } = photoForm(await smallPng(1), {
      filename: 'site.png',
      contentType: 'image/png',
    })
    const stalled = rawConnection()
    await write(
      stalled.socket,
      postHead(
        path,
        payload.length,
        `Content-Type: ${headers['content-type']}\r\nCookie: ${cookie}\r\n`,
      ),
    )
    await write(stalled.socket, payload.subarray(0, payload.length - 60))
    // Its file is being received: the slot is taken (the temporary file shows it).
    const uploads = join(folder, 'uploads')
    const incoming = () => readdirSync(uploads).filter((name) => name.startsWith('.upload-'))
    await until('the stalled upload to be received', () =>
      incoming().length > 0 ? true : undefined,
    )

    const refused = await upload(2)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('5')
    expect(await refused.json()).toEqual({
      message: 'Too many photos are being uploaded right now: please try again in a few seconds',
    })

    const { received } = await stalled.closed
    expect(received).toMatch(/^HTTP\/1\.1 408 /)
    // Its slot and its temporary file are given back.
    await until('the temporary file to be removed', () =>
      incoming().length === 0 ? true : undefined,
    )
    const accepted = await upload(3)
    expect(accepted.status, await accepted.clone().text()).toBe(201)
    expect(((await accepted.json()) as AdminProject).photos).toHaveLength(1)
  }, 30_000)
})
