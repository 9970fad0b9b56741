const countFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })

/**
 * A count as staff read it, grouped the Indian way: the list's filters, "Showing 1-25 of 97,040",
 * its pages, the board's columns, the Reports.
 *
 * @example formatCount(97040) // '97,040'
 * @example formatCount(123456) // '1,23,456'
 */
export const formatCount = (count: number): string => countFormat.format(count)
