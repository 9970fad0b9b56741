// Starts the production server of `pnpm start` (dist/server.js, serving the built website at / and
// the staff dashboard at /admin/) on a fresh SQLite database in a temporary folder, for the
// end-to-end tests of apps/web and apps/admin. Port: E2E_PORT. Staff account: e2e-staff.
//
// Its e-mail goes to a real SMTP server started here (smtp-server, on E2E_PORT + 1) that keeps every
// message, so a test can read what a client or staff member would find in their inbox (a sign-in
// code, an invitation link, an alert): `GET http://127.0.0.1:<E2E_PORT + 2>/messages` answers them
// as JSON, oldest first (apps/web/e2e/mailbox.ts). Lead alerts go to staff@nirman.example.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.E2E_PORT ?? '3310')
const smtpPort = port + 1
const mailboxPort = port + 2

/** Every message accepted, in the order accepted: `{ recipients, from, subject, text, receivedAt }`. */
const messages = []

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    // Accepted only once it is in the list: a test that sees the API's send succeed finds it here.
    simpleParser(stream)
      .then((parsed) => {
        messages.push({
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
          from: parsed.from?.text ?? '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          receivedAt: new Date().toISOString(),
        })
        callback()
      })
      .catch(callback)
  },
})
// A connection the API drops (a send timed out, the server stopping) is no reason to stop the run.
smtp.on('error', (error) => console.error(`e2e SMTP server: ${error.message}`))

const mailbox = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/messages') {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
    response.end(JSON.stringify(messages))
    return
  }
  response.writeHead(404).end()
})

/** Listens on 127.0.0.1:`listenPort`, or fails the start naming the port (e.g. one still in use). */
async function listen(server, listenPort, what) {
  server.listen(listenPort, '127.0.0.1')
  try {
    await once(server, 'listening')
  } catch (error) {
    console.error(`The e2e ${what} could not listen on 127.0.0.1:${listenPort}: ${error.message}`)
    process.exit(1)
  }
}
await listen(smtp.server, smtpPort, 'SMTP server')
await listen(mailbox, mailboxPort, 'mailbox')

const dataDir = mkdtempSync(join(tmpdir(), 'nirman-e2e-'))

const server = spawn(process.execPath, ['dist/server.js'], {
  cwd: apiDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: `sqlite:${join(dataDir, 'e2e.sqlite')}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Every test submits from 127.0.0.1: a real limit would throttle the suite, not a visitor.
    CONTACT_RATE_LIMIT: '0',
    LOGIN_RATE_LIMIT: '1000',
    LOGIN_ADDRESS_LIMIT: '1000',
    ADMIN_USERNAME: 'e2e-staff',
    ADMIN_PASSWORD: 'e2e correct horse battery',
    ADMIN_NAME: 'Sunita Devi',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // Required with SMTP_URL: lead alerts and clients' questions go here.
    LEAD_ALERT_TO: 'staff@nirman.example',
    // A lead waiting past its first-contact time is escalated within a second, not 20.
    DESK_CLOCK_SECONDS: '1',
  },
})

const stop = (signal) => server.kill(signal)
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true })
  mailbox.closeAllConnections()
  mailbox.close()
  smtp.close(() => process.exit(code ?? 0))
})
