// A throwaway SMTP server for bench-alerts.mjs's throughput runs, in a process of its own (as a real
// mail server is), so that accepting the alerts does not slow the load generator. Prints its port.
import { SMTPServer } from 'smtp-server'

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => {})
    stream.on('end', () => callback())
  },
})
server.listen(0, '127.0.0.1', () => console.log(server.server.address().port))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
