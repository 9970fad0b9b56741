import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/** The nginx configuration the README tells a hosting provider to install. */
export const NGINX_CONFIG_FILE = resolve(
  import.meta.dirname,
  '../../../../deploy/nginx/nirman.conf',
)
export const PUBLIC_HOST = 'nirmanbihar.in'
const NGINX = '/usr/sbin/nginx'

export interface RunningNginx {
  /** The https port, on 127.0.0.1 (the configuration's 443). */
  httpsPort: number
  /** The http port (the configuration's 80). */
  httpPort: number
  /** The certificate nginx presents, for the client to trust. */
  certificate: Buffer
  stop(): Promise<void>
}

/** A TCP port nothing listens on now (for a server that must come back on the same port). */
export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (address === null || typeof address === 'string') throw new Error('no TCP address')
  return address.port
}

/** Waits until something accepts connections on the port (nginx has no readiness signal). */
async function waitForPort(port: number, process: ChildProcess, log: () => string) {
  for (;;) {
    if (process.exitCode !== null) throw new Error(`nginx exited (${process.exitCode}):\n${log()}`)
    const open = await new Promise<boolean>((settle) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        settle(true)
      })
      socket.once('error', () => settle(false))
    })
    if (open) return
    await sleep(25)
  }
}

/**
 * Debian's nginx, started on local ports with the repository's configuration unchanged except for
 * what a test machine must change: the ports it listens on and forwards to, and a self-signed
 * certificate for nirmanbihar.in instead of Let's Encrypt's.
 */
export async function startNginx(
  folder: string,
  upstreamPorts: [number, number],
  /** A change to the configuration, to run it as an operator might have got it wrong. */
  alter: (config: string) => string = (config) => config,
): Promise<RunningNginx> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `${NGINX} is missing: install Debian's nginx (apt-get install nginx), as .ci/run does`,
    )
  }
  mkdirSync(folder, { recursive: true })
  const [httpsPort, httpPort] = [await freePort(), await freePort()]
  const key = join(folder, 'key.pem')
  const cert = join(folder, 'cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${PUBLIC_HOST}`,
      '-addext',
      `subjectAltName=DNS:${PUBLIC_HOST}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  )

  const site = alter(readFileSync(NGINX_CONFIG_FILE, 'utf8'))
    .replace('server 127.0.0.1:3000', `server 127.0.0.1:${upstreamPorts[0]}`)
    .replace('server 127.0.0.1:3001', `server 127.0.0.1:${upstreamPorts[1]}`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
    .replace(/^\s*listen \[::\].*$/gm, '')
    .replace(`/etc/letsencrypt/live/${PUBLIC_HOST}/fullchain.pem`, cert)
    .replace(`/etc/letsencrypt/live/${PUBLIC_HOST}/privkey.pem`, key)
  const temp = join(folder, 'temp')
  mkdirSync(temp, { recursive: true, mode: 0o777 })
  writeFileSync(join(folder, 'site.conf'), site)
  writeFileSync(
    join(folder, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${join(folder, 'nginx.pid')};
error_log ${join(folder, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${join(folder, 'site.conf')};
}
`,
  )
  const log = () =>
    existsSync(join(folder, 'error.log')) ? readFileSync(join(folder, 'error.log'), 'utf8') : ''
  const nginx = spawn(
    NGINX,
    ['-e', join(folder, 'error.log'), '-p', folder, '-c', join(folder, 'nginx.conf')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  const exited = once(nginx, 'exit')
  await waitForPort(httpsPort, nginx, log)
  return {
    httpsPort,
    httpPort,
    certificate: readFileSync(cert),
    async stop() {
      if (nginx.exitCode !== null) return
      nginx.kill('SIGQUIT')
      await exited
    },
  }
}
