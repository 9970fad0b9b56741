import {
  type ApiError,
  honeypotField,
  type QuoteReceipt,
  quoteLimits,
  quoteMessages,
  sideFeetMessage,
  sideInchesMessage,
  singleLineMessage,
  tooLongMessage,
} from '@nirman/contract'
import Database from 'better-sqlite3'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quoteWriterOf } from '../../src/leads/quote-writer'
import { createTestContext, type TestContext } from '../helpers/test-app'
import { testDialect } from '../helpers/test-database'
import { until } from '../helpers/until'

/** Every one of the 16 fields, as the full quote form sends them. */
const completeQuote = {
  name: 'रवि कुमार',
  phone: '+91 98765 43210',
  email: 'ravi.kumar@example.in',
  city: 'पटना',
  landSize: '1800',
  landDimensionNorthFeet: '40',
  landDimensionNorthInches: '6',
  landDimensionSouthFeet: '40',
  landDimensionSouthInches: '0',
  landDimensionEastFeet: '45',
  landDimensionEastInches: '11',
  landDimensionWestFeet: '45.5',
  landDimensionWestInches: '3',
  landFacing: 'North-East',
  projectType: 'Residential Construction',
  message: 'दो मंज़िला घर, 4 कमरे 🏠 — बजट लगभग ₹40 लाख।',
}

/** What the hero quick form sends: its five fields and which form it is. */
const heroFields = {
  name: 'Anita Sinha',
  phone: '9876543210',
  email: 'anita@example.in',
  projectType: 'Interior Design',
  message: '',
}
const heroQuote = { ...heroFields, source: { form: 'hero' } }

const post = (payload: InjectOptions['payload'], extra: Partial<InjectOptions> = {}) =>
  ({ method: 'POST', url: '/api/contact', payload, ...extra }) as const

describe('POST /api/contact', () => {
  let context: TestContext
  const storedCount = () => context.repositories.contactSubmissions.count()

  beforeAll(async () => {
    // No per-IP limit here: this file sends many requests from one address. The limit has its own
    // scenarios below, on instances with a limit.
    context = await createTestContext({ contactRateLimit: 0 })
  })
  afterAll(async () => {
    await context.close()
  })

  it('stores a complete quote request and answers 201 { id, createdAt, visitKey }', async () => {
    const response = await context.app.inject(post(completeQuote))

    expect(response.statusCode).toBe(201)
    const receipt = response.json<QuoteReceipt>()
    // The key to book a site visit onto this request: 22 characters of a signature.
    expect(receipt).toEqual({
      id: expect.any(Number),
      createdAt: expect.any(String),
      visitKey: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    })
    const row = await context.repositories.contactSubmissions.findOneByOrFail({
      id: receipt.id,
    })
    expect(row).toMatchObject({ ...completeQuote, isProcessed: false, processedAt: null })
    expect(row.createdAt.toISOString()).toBe(receipt.createdAt)
  })

  it('stores the hero quick form and fills the land fields with their defaults', async () => {
    const response = await context.app.inject(post(heroQuote))

    expect(response.statusCode).toBe(201)
    const { id } = response.json<QuoteReceipt>()
    const row = await context.repositories.contactSubmissions.findOneByOrFail({ id })
    expect(row).toMatchObject({
      ...heroFields,
      sourceForm: 'hero',
      city: '',
      landSize: '',
      landDimensionNorthFeet: '',
      landDimensionNorthInches: '0',
      landDimensionSouthFeet: '',
      landDimensionSouthInches: '0',
      landDimensionEastFeet: '',
      landDimensionEastInches: '0',
      landDimensionWestFeet: '',
      landDimensionWestInches: '0',
      landFacing: '',
      isProcessed: false,
    })
  })

  it('stores the website language the visitor used: Hindi from /hi/, English when none is said', async () => {
    const hindi = await context.app.inject(post({ ...heroQuote, language: 'hi' }))
    const unsaid = await context.app.inject(post(completeQuote))
    expect([hindi.statusCode, unsaid.statusCode]).toEqual([201, 201])
    const rows = context.repositories.contactSubmissions
    expect(await rows.findOneByOrFail({ id: hindi.json<QuoteReceipt>().id })).toMatchObject({
      language: 'hi',
    })
    expect(await rows.findOneByOrFail({ id: unsaid.json<QuoteReceipt>().id })).toMatchObject({
      language: 'en',
    })

    const before = await storedCount()
    const french = await context.app.inject(post({ ...heroQuote, language: 'fr' }))
    expect(french.statusCode).toBe(400)
    expect(french.json()).toMatchObject({
      issues: [{ path: 'language', message: 'language must be en or hi' }],
    })
    expect(await storedCount()).toBe(before)
  })

  describe('validation', () => {
    it.each([
      ['name', 'a short name', { ...heroQuote, name: 'Ra' }, quoteMessages.name],
      ['name', 'no name', { phone: '9876543210', projectType: 'Other' }, quoteMessages.name],
      ['phone', 'a short phone number', { ...heroQuote, phone: '98765' }, quoteMessages.phone],
      [
        'phone',
        'letters in the phone',
        { ...heroQuote, phone: 'call me maybe' },
        quoteMessages.phone,
      ],
      ['email', 'an incomplete e-mail', { ...heroQuote, email: 'ravi@' }, quoteMessages.email],
      [
        'landDimensionNorthInches',
        '12 inches',
        { ...completeQuote, landDimensionNorthInches: '12' },
        sideInchesMessage('North'),
      ],
      [
        'landDimensionEastFeet',
        'negative feet',
        { ...completeQuote, landDimensionEastFeet: '-1' },
        sideFeetMessage('East'),
      ],
      [
        'landFacing',
        'an unknown facing',
        { ...completeQuote, landFacing: 'Up' },
        quoteMessages.landFacing,
      ],
      [
        'projectType',
        'no project type',
        { ...heroQuote, projectType: '' },
        quoteMessages.projectType,
      ],
      [
        'projectType',
        'an unknown project type',
        { ...heroQuote, projectType: 'Spaceport' },
        quoteMessages.projectType,
      ],
      [
        'name',
        'a name over the limit',
        { ...heroQuote, name: 'x'.repeat(quoteLimits.name + 1) },
        tooLongMessage('Name', quoteLimits.name),
      ],
      // A line break or another control character in a one-line field would forge lines in the
      // staff's alert ("Bcc: ...", "Phone: ..."): refused with the field's message.
      [
        'name',
        'CR LF and a forged Bcc line in the name',
        { ...heroQuote, name: 'Mallory\r\nBcc: victim@example.com\r\nPhone: 9999999999' },
        singleLineMessage('Name'),
      ],
      [
        'name',
        'a Unicode line separator in the name',
        { ...heroQuote, name: 'Mallory\u2028Phone: 9999999999' },
        singleLineMessage('Name'),
      ],
      [
        'name',
        'a C1 control (NEL) in the name',
        { ...heroQuote, name: 'Mallory\u0085Kumar' },
        singleLineMessage('Name'),
      ],
      [
        'phone',
        'a line break in the phone',
        { ...heroQuote, phone: '98765\n43210' },
        singleLineMessage('Phone number'),
      ],
      [
        'city',
        'a tab in the city',
        { ...completeQuote, city: 'Patna\tBihar' },
        singleLineMessage('City'),
      ],
      [
        'landSize',
        'a NUL in the land size',
        { ...completeQuote, landSize: '1800\u0000' },
        singleLineMessage('Land size'),
      ],
      [
        'email',
        'a line break in the e-mail',
        { ...heroQuote, email: 'ravi@example.in\nBcc: victim@example.com' },
        quoteMessages.email,
      ],
      [
        'message',
        'a message over the limit',
        { ...heroQuote, message: 'x'.repeat(quoteLimits.message + 1) },
        tooLongMessage('Message', quoteLimits.message),
      ],
    ])(
      'rejects %s (%s) with 400 and the contract message, storing nothing',
      async (path, _case, body, message) => {
        const before = await storedCount()
        const response = await context.app.inject(post(body))

        expect(response.statusCode).toBe(400)
        const error = response.json<ApiError>()
        expect(error.message).toBe(message)
        expect(error.issues).toContainEqual({ path, message })
        expect(await storedCount()).toBe(before)
      },
    )

    it('keeps the line breaks of the message and drops its other control characters', async () => {
      const response = await context.app.inject(
        post({ ...heroQuote, message: 'Two floors\r\nBudget\u0000 40 lakh\u2028Call after 6' }),
      )
      expect(response.statusCode).toBe(201)
      const { id } = response.json<QuoteReceipt>()
      const stored = await context.repositories.contactSubmissions.findOneByOrFail({ id })
      expect(stored.message).toBe('Two floors\nBudget 40 lakh\nCall after 6')
    })

    it('lists every failing field, in the order of the form', async () => {
      const response = await context.app.inject(post({ email: 'nope' }))

      expect(response.statusCode).toBe(400)
      expect(response.json<ApiError>().issues).toEqual([
        { path: 'name', message: quoteMessages.name },
        { path: 'phone', message: quoteMessages.phone },
        { path: 'email', message: quoteMessages.email },
        { path: 'projectType', message: quoteMessages.projectType },
      ])
    })
  })

  it('drops unknown fields: a client cannot choose the id or mark its request processed', async () => {
    const response = await context.app.inject(
      post({ ...heroQuote, id: 999, isProcessed: true, processedAt: '2020-01-01T00:00:00.000Z' }),
    )

    expect(response.statusCode).toBe(201)
    const { id } = response.json<QuoteReceipt>()
    expect(id).not.toBe(999)
    const row = await context.repositories.contactSubmissions.findOneByOrFail({ id })
    expect(row).toMatchObject({ isProcessed: false, processedAt: null })
    expect(await context.repositories.contactSubmissions.findOneBy({ id: 999 })).toBeNull()
  })

  it('stores SQL-looking text verbatim and leaves the table in place', async () => {
    const hostile = {
      ...heroQuote,
      name: "Robert'); DROP TABLE contact_submissions;--",
      email: 'bobby@example.in',
      city: "Patna' OR '1'='1",
      message: "'; DELETE FROM contact_submissions WHERE '1'='1'; -- \\ \" `backticks`",
    }
    const before = await storedCount()
    const response = await context.app.inject(post(hostile))

    expect(response.statusCode).toBe(201)
    const { id } = response.json<QuoteReceipt>()
    const row = await context.repositories.contactSubmissions.findOneByOrFail({ id })
    const { source: _source, ...hostileFields } = hostile
    expect(row).toMatchObject(hostileFields)
    expect(await storedCount()).toBe(before + 1)
  })

  describe('the honeypot field', () => {
    it('answers 202 and stores nothing when a bot fills it in', async () => {
      const before = await storedCount()
      const response = await context.app.inject(
        post({ ...completeQuote, [honeypotField]: 'https://cheap-seo.example' }),
      )

      expect(response.statusCode).toBe(202)
      expect(await storedCount()).toBe(before)
    })

    it('stores the request as usual when it is left empty, as people do', async () => {
      const response = await context.app.inject(post({ ...heroQuote, [honeypotField]: '' }))

      expect(response.statusCode).toBe(201)
      const { id } = response.json<QuoteReceipt>()
      const row = await context.repositories.contactSubmissions.findOneByOrFail({ id })
      expect(row).not.toHaveProperty(honeypotField)
    })
  })

  describe('requests arriving together (group commit on SQLite)', () => {
    /** Up to ten requests from as many phones, each with its own name to find its row by. */
    const together = (label: string, count = 10) =>
      Array.from({ length: count }, (_, index) => ({
        ...heroQuote,
        name: `${label} ${'ABCDEFGHIJ'[index]}`,
        phone: `91000${String(index).padStart(5, '0')}`,
      }))

    /**
     * Sends `bodies` at once. On SQLite, another connection holds the file's write lock (as another
     * process would) until every one of them waits for the next transaction, so they are written
     * in one batch; on MySQL/MariaDB each has its transaction, on the pool's connections.
     */
    async function sendTogether(bodies: object[]) {
      if (testDialect === 'mysql') {
        return Promise.all(bodies.map((body) => context.app.inject(post(body))))
      }
      const file = context.database.url.slice('sqlite:'.length)
      const otherProcess = new Database(file)
      otherProcess.exec('BEGIN IMMEDIATE')
      try {
        let answered = 0
        const answers = Promise.all(
          bodies.map(async (body) => {
            const answer = await context.app.inject(post(body))
            answered += 1
            return answer
          }),
        )
        const writer = quoteWriterOf(context.dataSource)
        // (Or until they are all answered, when something refused them before the write.)
        await until('every request to wait for the write lock', () =>
          writer.waiting + answered === bodies.length ? true : undefined,
        )
        otherProcess.exec('ROLLBACK')
        return await answers
      } finally {
        otherProcess.close()
      }
    }

    it('stores every one with an id of its own, answered only once committed', async () => {
      const before = await storedCount()
      const answers = await sendTogether(together('Together'))

      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201))
      const ids = answers.map((answer) => answer.json<QuoteReceipt>().id)
      expect(new Set(ids).size).toBe(10)
      // Each id is the row of its own request (its name), with its search terms.
      for (const [index, id] of ids.entries()) {
        const row = await context.repositories.contactSubmissions.findOneByOrFail({ id })
        expect(row.name).toBe(`Together ${'ABCDEFGHIJ'[index]}`)
      }
      expect(await storedCount()).toBe(before + 10)
      const [terms] = await context.dataSource.query(
        `SELECT COUNT(DISTINCT submissionId) AS count FROM lead_search_terms WHERE submissionId IN (${ids.join(',')})`,
      )
      expect(Number(terms.count)).toBe(10)
    })

    it('answers a double tap in the same batch with the first receipt, storing the request once', async () => {
      const before = await storedCount()
      const tap = { ...heroQuote, name: 'Double Tap', idempotencyKey: 'group-commit-double-tap' }
      const [others, firstTap, secondTap] = [
        together('Beside The Tap', 4),
        { ...tap },
        { ...tap, message: 'the second tap' },
      ]
      const answers = await sendTogether([
        ...others.slice(0, 2),
        firstTap,
        secondTap,
        ...others.slice(2),
      ])

      // Both taps: 201 with the same receipt; the second says it is a replay. The four other
      // requests of the batch are stored: the duplicate key undid only its own request.
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201))
      const [tapOne, tapTwo] = [answers[2], answers[3]]
      expect(tapTwo?.json()).toEqual(tapOne?.json())
      // On SQLite the batch keeps the order the taps arrived in: the first is stored. On MySQL
      // each request first looks its key up on a connection of the pool, and the two lookups
      // answer in either order: whichever tap reaches the writer first is stored, the other is
      // the replay (a fresh run stored the second tap in one run of four).
      const replayed = [tapOne, tapTwo].map((answer) => answer?.headers['idempotent-replayed'])
      if (testDialect === 'sqlite') expect(replayed).toEqual([undefined, 'true'])
      else expect([...replayed].sort()).toEqual(['true', undefined])
      // 4 others + the tap once = 5 rows.
      expect(await storedCount()).toBe(before + 5)
      const stored = await context.repositories.contactSubmissions.findOneByOrFail({
        idempotencyKey: tap.idempotencyKey,
      })
      expect(stored.message).toBe(replayed[0] === undefined ? '' : 'the second tap')
    })

    if (testDialect === 'sqlite') {
      // On MySQL/MariaDB two transactions at the same instant do not see each other (see
      // repeat-flag.ts); on SQLite the second is written after the first, in the same transaction.
      it('flags the second of two requests from one number in the same batch as a repeat', async () => {
        const [first, second] = await sendTogether([
          { ...heroQuote, name: 'Same Phone 1', phone: '9123409876' },
          { ...heroQuote, name: 'Same Phone 2', phone: '+91 91234 09876' },
        ])
        const rows = await Promise.all(
          [first, second].map((answer) =>
            context.repositories.contactSubmissions.findOneByOrFail({
              id: answer?.json<QuoteReceipt>().id ?? 0,
            }),
          ),
        )
        expect(rows.map((row) => [row.name, Boolean(row.isRepeat)])).toEqual([
          ['Same Phone 1', false],
          ['Same Phone 2', true],
        ])
      })

      it('answers every request of a batch whose COMMIT fails with the same error, and stores none of them', async () => {
        // A COMMIT that fails for real: a deferred foreign key is checked only at COMMIT, and the
        // trigger breaks it for the request named "Breaks The Commit". Its own statements succeed,
        // as do the others', so only the COMMIT can refuse the batch.
        await context.dataSource.query('CREATE TABLE commit_check (id INTEGER PRIMARY KEY)')
        await context.dataSource.query(
          'CREATE TABLE commit_breaker (ref INTEGER REFERENCES commit_check (id) DEFERRABLE INITIALLY DEFERRED)',
        )
        await context.dataSource.query(
          `CREATE TRIGGER break_commit AFTER INSERT ON contact_submissions WHEN NEW.name = 'Breaks The Commit'
           BEGIN INSERT INTO commit_breaker (ref) VALUES (-1); END`,
        )
        try {
          const before = await storedCount()
          const [alertsBefore] = await context.dataSource.query(
            'SELECT COUNT(*) AS count FROM lead_alerts',
          )
          const bodies = together('Failed Batch', 5)
          bodies.splice(2, 0, { ...heroQuote, name: 'Breaks The Commit', phone: '9100099999' })
          const answers = await sendTogether(bodies)

          // Not one 201: each was told its request was not stored (the error's own status).
          const statuses = answers.map((answer) => answer.statusCode)
          expect(statuses.filter((status) => status === 201)).toEqual([])
          expect(new Set(statuses).size).toBe(1)
          expect(await storedCount()).toBe(before)
          const [alertsAfter] = await context.dataSource.query(
            'SELECT COUNT(*) AS count FROM lead_alerts',
          )
          expect(Number(alertsAfter.count)).toBe(Number(alertsBefore.count))

          // The connection is out of the failed transaction: the next batch commits.
          const next = await sendTogether(together('After The Failure', 3))
          expect(next.map((answer) => answer.statusCode)).toEqual([201, 201, 201])
          expect(await storedCount()).toBe(before + 3)
        } finally {
          await context.dataSource.query('DROP TRIGGER break_commit')
          await context.dataSource.query('DROP TABLE commit_breaker')
          await context.dataSource.query('DROP TABLE commit_check')
        }
      })
    }
  })

  describe('bodies that are not a JSON quote request', () => {
    it.each([
      ['a body over 16 KB', post({ ...heroQuote, message: 'x'.repeat(17 * 1024) }), 413],
      [
        'malformed JSON',
        post('{"name": "Ravi", "phone": ', { headers: { 'content-type': 'application/json' } }),
        400,
      ],
      ['an empty JSON body', post('', { headers: { 'content-type': 'application/json' } }), 400],
      ['no body at all', { method: 'POST', url: '/api/contact' } as const, 400],
      [
        'JSON that is not an object',
        post('["name", "phone"]', { headers: { 'content-type': 'application/json' } }),
        400,
      ],
      [
        'text/plain',
        post(JSON.stringify(heroQuote), { headers: { 'content-type': 'text/plain' } }),
        415,
      ],
      [
        'a form post',
        post('name=Anita+Sinha&phone=9876543210&projectType=Other', {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
        415,
      ],
    ])('answers %s with %i { message } and stores nothing', async (_case, request, status) => {
      const before = await storedCount()
      const response = await context.app.inject(request)

      expect(response.statusCode).toBe(status)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expect(response.json<ApiError>().message).toEqual(expect.any(String))
      expect(await storedCount()).toBe(before)
    })
  })
})
