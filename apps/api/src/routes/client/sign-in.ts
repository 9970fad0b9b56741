import {
  clientLanguageSchema,
  clientSignInLimits,
  clientSignInMessages,
  codeRequestSchema,
  codeSignInSchema,
  invitationSignInSchema,
} from '@nirman/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { clientGuard, clientOf } from '../../auth/principal'
import type { ClientSignIn } from '../../clients/client-sign-in'
import { clientMe } from '../../clients/client-tracker'
import { ClientAccountEntity } from '../../db/client-entities'
import { LoginRefusedError } from '../../security/login-throttle'

export interface ClientSignInRoutesOptions {
  signIn: ClientSignIn
}

/**
 * Getting in and out: a code asked for by e-mail, a code or an invitation link signing in (a new
 * session id each time: an id planted before is worthless), the signed-in client and their
 * projects, their language, signing out here or everywhere.
 */
export const clientSignInRoutes: FastifyPluginAsyncZod<ClientSignInRoutesOptions> = async (
  app,
  { signIn },
) => {
  /** Starts the client's session and answers who they are. */
  const startSession = async (request: FastifyRequest, clientId: number) => {
    await request.session.regenerate()
    request.session.clientId = clientId
    request.session.refreshedAt = Date.now()
    return clientMe(app.db.manager, clientId)
  }

  /** A refusal with a wait carries Retry-After. */
  const withRetryAfter = async <T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> => {
    try {
      return await run()
    } catch (error) {
      if (error instanceof LoginRefusedError) {
        reply.header('retry-after', String(error.retryAfterSeconds))
      }
      throw error
    }
  }

  app.post('/sign-in/code', { schema: { body: codeRequestSchema } }, async (request, reply) =>
    withRetryAfter(reply, async () => {
      await signIn.countAttempt(request.ip)
      const { email, language } = request.body
      await signIn.issueCode(email, async (manager, _client, code) => {
        await app.mail.queue(manager, {
          template: 'client-sign-in-code',
          language,
          to: email,
          data: { code, minutes: clientSignInLimits.codeMinutes },
        })
      })
      app.mail.committed()
      // The same answer whether or not the address has a project.
      return reply.code(202).send({ message: clientSignInMessages.codeSent })
    }),
  )

  app.post('/sign-in', { schema: { body: codeSignInSchema } }, async (request, reply) =>
    withRetryAfter(reply, async () => {
      await signIn.countAttempt(request.ip)
      const clientId = await signIn.signInWithCode(request.body.email, request.body.code)
      return startSession(request, clientId)
    }),
  )

  app.post(
    '/sign-in/invitation',
    { schema: { body: invitationSignInSchema } },
    async (request, reply) =>
      withRetryAfter(reply, async () => {
        await signIn.countAttempt(request.ip)
        const clientId = await signIn.signInWithInvitation(request.body.token)
        return startSession(request, clientId)
      }),
  )

  app.get('/me', { onRequest: clientGuard }, async (request) =>
    clientMe(app.db.manager, clientOf(request).id),
  )

  app.put(
    '/me/language',
    { onRequest: clientGuard, schema: { body: clientLanguageSchema } },
    async (request) => {
      const { id } = clientOf(request)
      await app.db
        .getRepository(ClientAccountEntity)
        .update({ id }, { language: request.body.language })
      return clientMe(app.db.manager, id)
    },
  )

  /** Signing out of this browser; harmless without a session. */
  app.post('/sign-out', async (request) => {
    await request.session.destroy()
    return { message: clientSignInMessages.signedOut }
  })

  /** Signing out of every browser and phone of the client, this one too. */
  app.post('/sign-out-everywhere', { onRequest: clientGuard }, async (request) => {
    await app.sessionStore.endClientSessions(clientOf(request).id)
    await request.session.destroy()
    return { message: clientSignInMessages.signedOut }
  })
}
