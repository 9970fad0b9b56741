import { connect, createServer, type Socket } from 'node:net'

/**
 * A TCP proxy in front of MySQL/MariaDB that makes COMMIT fail for real, two ways, without touching
 * the shared server:
 * - cut: it drops the client's connection (both ways) when it sees a COMMIT statement, before
 *   passing it on. The server never receives that COMMIT and rolls the transaction back when the
 *   connection goes; the client sees its COMMIT fail with the connection lost.
 * - refuse: it answers the COMMIT itself with the error MariaDB gives when it cannot write its log
 *   at commit (1180 "Got error 28 "No space left on device" during COMMIT"), and the ROLLBACK that
 *   follows on that connection with 1181, passing neither on. The connection stays up, and the
 *   server still has the transaction open on it, as after a COMMIT and a ROLLBACK that failed.
 */
export interface CommitCuttingProxy {
  readonly port: number
  /** Cuts the connection of each of the next `count` COMMITs. */
  cutNextCommits(count: number): void
  /** Answers each of the next `count` COMMITs, and the ROLLBACK after it, with an error. */
  refuseNextCommits(count: number): void
  /** COMMITs cut so far. */
  readonly commitsCut: number
  /** COMMITs refused so far. */
  readonly commitsRefused: number
  close(): Promise<void>
}

/** The statement of a COM_QUERY packet (3-byte length, sequence id, command 0x03, SQL). */
function statementOf(chunk: Buffer): string | undefined {
  if (chunk.length < 5 || chunk[4] !== 0x03) return undefined
  const length = chunk.readUIntLE(0, 3)
  return chunk
    .subarray(5, 4 + length)
    .toString('utf8')
    .trim()
    .toUpperCase()
}

/** An ERR packet answering a client's command (sequence id 1). */
function errorPacket(code: number, message: string): Buffer {
  const payload = Buffer.concat([
    Buffer.from([0xff, code & 0xff, code >> 8]),
    Buffer.from(`#HY000${message}`, 'utf8'),
  ])
  const header = Buffer.alloc(4)
  header.writeUIntLE(payload.length, 0, 3)
  header[3] = 1
  return Buffer.concat([header, payload])
}

export async function startCommitCuttingProxy(target: {
  host: string
  port: number
}): Promise<CommitCuttingProxy> {
  const sockets = new Set<Socket>()
  let toCut = 0
  let commitsCut = 0
  let toRefuse = 0
  let commitsRefused = 0
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.once('close', () => sockets.delete(socket))
    }
    const cut = () => {
      client.destroy()
      upstream.destroy()
    }
    let refusedCommit = false
    client.on('data', (chunk: Buffer) => {
      const statement = statementOf(chunk)
      if (toCut > 0 && statement === 'COMMIT') {
        toCut -= 1
        commitsCut += 1
        cut()
        return
      }
      if (toRefuse > 0 && statement === 'COMMIT') {
        toRefuse -= 1
        commitsRefused += 1
        refusedCommit = true
        client.write(errorPacket(1180, 'Got error 28 "No space left on device" during COMMIT'))
        return
      }
      if (refusedCommit && statement === 'ROLLBACK') {
        refusedCommit = false
        client.write(errorPacket(1181, 'Got error 28 "No space left on device" during ROLLBACK'))
        return
      }
      upstream.write(chunk)
    })
    upstream.pipe(client)
    client.once('error', cut)
    upstream.once('error', cut)
    client.once('close', cut)
    upstream.once('close', cut)
  })
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      if (address === null || typeof address === 'string') reject(new Error('no TCP address'))
      else resolve(address.port)
    })
  })
  return {
    port,
    cutNextCommits(count) {
      toCut = count
    },
    refuseNextCommits(count) {
      toRefuse = count
    },
    get commitsCut() {
      return commitsCut
    },
    get commitsRefused() {
      return commitsRefused
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      }),
  }
}
