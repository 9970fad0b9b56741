import { describe, expect, it } from 'vitest'
import { ApiRequestError } from '../../api/client'
import { refusalOf } from './refusal'

const fallback = 'The change could not be saved. Please try again.'

/** An answer of the API as the client throws it: its status and JSON body. */
const answer = (status: number, body: unknown) =>
  new ApiRequestError(status, JSON.stringify(body), '')

describe('what a refused request tells the form', () => {
  it('says someone else changed the record first, in the server’s words', () => {
    const stale = answer(409, { message: 'Someone else changed this project. Reload it.' })
    expect(refusalOf(stale, fallback)).toEqual({
      kind: 'conflict',
      message: 'Someone else changed this project. Reload it.',
      fields: {},
    })
  })

  it('puts each refused field’s first message beside that field', () => {
    const refused = answer(400, {
      message: 'Please enter a title',
      issues: [
        { path: 'title', message: 'Please enter a title' },
        { path: 'title', message: 'A second message for the title' },
        // One line of the highlights is the highlights field; a Hindi field keeps its name.
        { path: 'highlights.3', message: 'Each highlight must be one line' },
        { path: ['hindi', 'quote'], message: 'Please write the words in Hindi' },
      ],
    })
    expect(refusalOf(refused, fallback)).toEqual({
      kind: 'invalid',
      message: 'Please enter a title',
      fields: {
        title: 'Please enter a title',
        highlights: 'Each highlight must be one line',
        'hindi.quote': 'Please write the words in Hindi',
      },
    })
  })

  it('shows an owner’s action or a record gone in the server’s words', () => {
    expect(refusalOf(answer(403, { message: 'Only an owner can do this' }), fallback)).toEqual({
      kind: 'failed',
      message: 'Only an owner can do this',
      fields: {},
    })
  })

  it('reads a fault or a lost connection as the form’s own message', () => {
    const failed = { kind: 'failed', message: fallback, fields: {} }
    expect(refusalOf(answer(500, { message: 'Internal Server Error' }), fallback)).toEqual(failed)
    expect(refusalOf(new TypeError('Failed to fetch'), fallback)).toEqual(failed)
    // A refusal without a message of the API's (a proxy's page) has nothing else to say.
    expect(
      refusalOf(new ApiRequestError(404, '<html>Not Found</html>', 'Not Found'), fallback),
    ).toEqual(failed)
  })

  it('keeps the form’s message for the refusals a form does not explain', () => {
    const gone = answer(404, { message: 'Contact form submission not found' })
    expect(refusalOf(gone, fallback, [400, 409])).toEqual({
      kind: 'failed',
      message: fallback,
      fields: {},
    })
    const throttled = answer(429, { message: 'Too many attempts. Try again in a minute.' })
    expect(
      refusalOf(throttled, 'Invalid username or password.', (refused) => refused.status === 429),
    ).toMatchObject({ message: 'Too many attempts. Try again in a minute.' })
  })
})
