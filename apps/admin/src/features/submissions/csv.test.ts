import Papa from 'papaparse'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { captureDownloads, fileText } from '../../test/downloads'
import { submission } from '../../test/fake-api'
import { buildSubmissionsCsv, csvFileName, downloadCsv } from './csv'

const header =
  'ID,Name,Email,Phone,City,Land Size,North Feet,North Inches,South Feet,South Inches,East Feet,East Inches,West Feet,West Inches,Facing,Project Type,Message,Created At,Processed'
/** The lead's source, after the 19 columns of the specification. */
const sourceHeader =
  'Form,Page,Landing Page,Referrer,UTM Source,UTM Medium,UTM Campaign,UTM Term,UTM Content,GCLID,FBCLID,Calculator'

/** The file's records, read back by an RFC 4180 parser (without the byte order mark). */
function records(csv: string): string[][] {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { newline: '\r\n' })
  expect(parsed.errors).toEqual([])
  return parsed.data
}

function onlyRecord(csv: string): string[] {
  const [, row, ...rest] = records(csv)
  expect(rest).toEqual([])
  if (!row) throw new Error('no data row')
  return row
}

const column = (name: string) => header.split(',').indexOf(name)

describe('buildSubmissionsCsv', () => {
  it('starts with a byte order mark and the 19 columns of the specification, in order, then the source', () => {
    const csv = buildSubmissionsCsv([submission()])
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv.slice(1).split('\r\n')[0]).toBe(`${header},${sourceHeader}`)
    expect(header.split(',')).toHaveLength(19)
    expect(sourceHeader.split(',')).toHaveLength(12)
  })

  it('writes where the lead came from after the 19 columns', () => {
    const row = onlyRecord(
      buildSubmissionsCsv([
        submission({
          source: {
            ...submission().source,
            form: 'popup',
            page: '/services',
            landingPage: '/?utm_source=facebook&utm_campaign=diwali',
            utmSource: 'facebook',
            utmCampaign: 'diwali',
            calculator: 'paint-calculator',
          },
        }),
      ]),
    )
    expect(row.slice(19)).toEqual([
      'popup',
      '/services',
      '/?utm_source=facebook&utm_campaign=diwali',
      '',
      'facebook',
      '',
      'diwali',
      '',
      '',
      '',
      '',
      'paint-calculator',
    ])
  })

  it('writes one row per submission with every field, in the order given', () => {
    const csv = buildSubmissionsCsv([
      submission({ id: 7 }),
      submission({ id: 3, isProcessed: true }),
    ])
    const [head, first, second] = records(csv)
    expect(head).toHaveLength(31)
    expect(first).toEqual([
      '7',
      'Ravi Kumar',
      'ravi@example.in',
      "'+91 98765 43210",
      'Patna',
      '1800',
      '40',
      '0',
      '40',
      '6',
      '45',
      '0',
      '45',
      '0',
      'North-East',
      'Residential Construction',
      'Two-storey house with a rooftop garden.',
      '2026-11-18T06:30:00.000Z',
      'No',
      // No source: sent by an API client.
      ...Array.from({ length: 12 }, () => ''),
    ])
    expect(second?.[0]).toBe('3')
    expect(second?.[18]).toBe('Yes')
  })

  it('ends lines with CRLF and does not end the file with an empty line', () => {
    const csv = buildSubmissionsCsv([submission({ id: 1 }), submission({ id: 2 })])
    const lines = csv.split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines.every((line) => !line.includes('\n'))).toBe(true)
  })

  it('quotes commas, doubles quotes and keeps line breaks inside one quoted cell (RFC 4180)', () => {
    const message = 'G+2 house, "three" bedrooms\r\nsecond line\nthird line'
    const csv = buildSubmissionsCsv([submission({ name: 'Kumar, Ravi', message })])
    expect(csv).toContain('"Kumar, Ravi"')
    expect(csv).toContain('"G+2 house, ""three"" bedrooms\r\nsecond line\nthird line"')
    const row = onlyRecord(csv)
    expect(row[column('Name')]).toBe('Kumar, Ravi')
    expect(row[column('Message')]).toBe(message)
  })

  it.each([
    ['=1+1', "'=1+1"],
    ['+91 98765 43210', "'+91 98765 43210"],
    ['-2', "'-2"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1+1', "'\r=1+1"],
    [
      '=HYPERLINK("http://evil.example")\nsecond line',
      '\'=HYPERLINK("http://evil.example")\nsecond line',
    ],
  ])('neutralises the formula cell %j with a leading apostrophe', (value, written) => {
    const row = onlyRecord(buildSubmissionsCsv([submission({ message: value, city: value })]))
    expect(row[column('Message')]).toBe(written)
    expect(row[column('City')]).toBe(written)
  })

  it('leaves cells that merely contain those characters as they are', () => {
    const row = onlyRecord(
      buildSubmissionsCsv([submission({ message: 'Budget 20-25 lakh, email me @ home = fine' })]),
    )
    expect(row[column('Message')]).toBe('Budget 20-25 lakh, email me @ home = fine')
  })

  it('keeps a name in Devanagari intact', () => {
    const csv = buildSubmissionsCsv([submission({ name: 'रवि कुमार', city: 'पटना' })])
    expect(csv).toContain(',रवि कुमार,')
    const row = onlyRecord(csv)
    expect(row[column('Name')]).toBe('रवि कुमार')
    expect(row[column('City')]).toBe('पटना')
    // UTF-8 with the byte order mark EF BB BF, which Excel needs to read it as UTF-8.
    const bytes = new TextEncoder().encode(csv)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })

  it('writes Created At as ISO 8601 in UTC and Processed as Yes or No', () => {
    const csv = buildSubmissionsCsv([
      submission({ id: 1, createdAt: '2026-11-18T06:30:00Z', isProcessed: false }),
      submission({ id: 2, isProcessed: true, processedAt: '2026-11-19T04:00:00.000Z' }),
    ])
    const [, first, second] = records(csv)
    expect(first?.[column('Created At')]).toBe('2026-11-18T06:30:00.000Z')
    expect(first?.[column('Processed')]).toBe('No')
    expect(second?.[column('Processed')]).toBe('Yes')
  })

  it('writes empty optional fields as empty cells', () => {
    const row = onlyRecord(buildSubmissionsCsv([submission({ email: '', message: '' })]))
    expect(row[column('Email')]).toBe('')
    expect(row[column('Message')]).toBe('')
  })
})

describe('csvFileName', () => {
  it('names the file contact-forms-YYYY-MM-DD.csv with the local date', () => {
    expect(csvFileName(new Date(2026, 10, 18, 9, 30))).toBe('contact-forms-2026-11-18.csv')
    expect(csvFileName(new Date(2027, 0, 5))).toBe('contact-forms-2027-01-05.csv')
  })

  it('uses the local date, not the UTC one, just after midnight in India', () => {
    // 00:15 on 1 Dec in Kolkata is still 30 Nov in UTC.
    expect(csvFileName(new Date('2026-11-30T18:45:00.000Z'))).toBe('contact-forms-2026-12-01.csv')
  })
})

describe('downloadCsv', () => {
  let capture: ReturnType<typeof captureDownloads>
  beforeEach(() => {
    capture = captureDownloads()
  })
  afterEach(() => capture.restore())

  it('saves the text as a UTF-8 CSV file through a temporary link', async () => {
    downloadCsv('\uFEFFID,Name\r\n1,रवि कुमार', 'contact-forms-2026-11-18.csv')

    const [download, ...others] = capture.downloads
    expect(others).toEqual([])
    expect(download?.fileName).toBe('contact-forms-2026-11-18.csv')
    expect(download?.linkWasInDocument).toBe(true)
    expect(download?.blob.type).toBe('text/csv;charset=utf-8')
    expect(await fileText(download?.blob ?? new Blob())).toBe('\uFEFFID,Name\r\n1,रवि कुमार')
    // The temporary link is gone again.
    expect(document.querySelector('a[download]')).toBeNull()
  })
})
