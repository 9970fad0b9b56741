import { describe, expect, it } from 'vitest'
import { formatCount } from '../../count-format'
import { countCell, textCell } from './figure-table'
import { csvOfTable, reportFileName } from './report-csv'
import { csvRupees, csvShare, formatShare } from './report-format'

describe('the figures of a report', () => {
  it('reads counts in India’s grouping on screen, and plainly in a CSV', () => {
    expect(formatCount(123456)).toBe('1,23,456')
    expect(countCell(123456)).toEqual({ text: '1,23,456', csv: 123456 })
  })

  it('gives a share with one decimal, and "—" (empty in a CSV) without a whole', () => {
    // 2 of 3 = 66.666…: 66.7.
    expect(formatShare(2, 3)).toBe('66.7 %')
    expect(csvShare(2, 3)).toBe('66.7')
    // 1,500 of 1,000 reads without grouping in a CSV.
    expect(csvShare(15_000, 1_000)).toBe('1500.0')
    expect(formatShare(0, 0)).toBe('—')
    expect(csvShare(0, 0)).toBe('')
  })

  it('writes paise as rupees with two decimals, worked in whole numbers', () => {
    expect(csvRupees(124_000_000)).toBe('1240000.00')
    expect(csvRupees(18_518_505)).toBe('185185.05')
    expect(csvRupees(7)).toBe('0.07')
  })
})

describe('a report’s table as CSV', () => {
  const table = (reason: string) => ({
    caption: 'Lost leads by reason',
    columns: [{ label: 'Reason' }, { label: 'Leads' }],
    rows: [{ key: reason, header: textCell(reason), cells: [countCell(1234)] }],
  })

  it('quotes a field with a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvOfTable(table('Said "too dear"\nand left'))).toBe(
      '\uFEFFReason,Leads\r\n"Said ""too dear""\nand left",1234\r\n',
    )
  })

  it('keeps a name that starts like a formula from running in a spreadsheet', () => {
    // A campaign's name comes from the visitor's address: =HYPERLINK(…) must stay text.
    expect(csvOfTable(table('=HYPERLINK("http://x.example")'))).toBe(
      '\uFEFFReason,Leads\r\n"\u200E=HYPERLINK(""http://x.example"")",1234\r\n',
    )
  })

  it('names the file by the table and the report’s dates', () => {
    expect(reportFileName('leads-by-week', '2026-09-01', '2026-11-30')).toBe(
      'leads-by-week-2026-09-01-to-2026-11-30.csv',
    )
  })
})
