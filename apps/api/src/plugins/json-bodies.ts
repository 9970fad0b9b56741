import fp from 'fastify-plugin'
import { HttpError } from '../http-error'

export const jsonBodyMessages = {
  malformed: 'The request body is not valid JSON',
  empty: 'The request body is empty',
  prototypeKey: 'The request body must not contain the keys "__proto__" or "constructor.prototype"',
  encoded: 'Compressed request bodies are not accepted: send the JSON uncompressed',
} as const

/** Keys that would reach an object's prototype once the body is copied into another object. */
function refusePrototypeKeys(this: unknown, key: string, value: unknown): unknown {
  if (key === '__proto__') throw new HttpError(400, jsonBodyMessages.prototypeKey)
  if (
    key === 'constructor' &&
    value !== null &&
    typeof value === 'object' &&
    'prototype' in value
  ) {
    throw new HttpError(400, jsonBodyMessages.prototypeKey)
  }
  return value
}

/**
 * The API's JSON bodies: a body with a `__proto__` key is refused with a message that says so
 * (Fastify's own parser calls it "not valid JSON"), and a compressed body (`Content-Encoding:
 * gzip`) gets 415 rather than being parsed as JSON and failing as garbage.
 */
export const jsonBodiesPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const encoding = request.headers['content-encoding']?.trim().toLowerCase()
      if (encoding && encoding !== 'identity') throw new HttpError(415, jsonBodyMessages.encoded)
    })

    app.removeContentTypeParser('application/json')
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8')
      if (text.trim() === '') {
        done(new HttpError(400, jsonBodyMessages.empty), undefined)
        return
      }
      try {
        done(null, JSON.parse(text, refusePrototypeKeys))
      } catch (error) {
        done(error instanceof HttpError ? error : new HttpError(400, jsonBodyMessages.malformed))
      }
    })
  },
  { name: 'json-bodies', fastify: '5.x' },
)
