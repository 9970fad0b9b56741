import { formatRupees } from '@nirman/contract'
import { formatCount } from '../../count-format'
import { formatPercentValue } from './report-format'

/**
 * What a chart of the report shows, in plain data: the chart module (and Chart.js with it) is only
 * loaded once a chart is on screen, so the sections describe their charts without importing it.
 */
export interface ChartSpec {
  /** Bars up from the x axis (weeks), or along it from the y axis (steps, sources, people). */
  orientation: 'vertical' | 'horizontal'
  /** The datasets piled on one another (the sources of a week). */
  stacked?: boolean
  /** One per bar (or pile of bars). */
  labels: string[]
  datasets: { label: string; data: number[] }[]
  /** How a value reads on the axis and in the tooltip; a percent axis ends at 100. */
  value: 'count' | 'percent' | 'rupees'
}

/** A chart's value as staff read it: "1,234", "75.0 %", "₹12,40,000". */
export function formatChartValue(value: number, kind: ChartSpec['value']): string {
  switch (kind) {
    case 'count':
      return formatCount(value)
    case 'percent':
      return formatPercentValue(value)
    case 'rupees':
      return formatRupees(Math.round(value * 100))
  }
}

/**
 * The height of a chart of piled bars with a legend of `series` entries: a phone shows the legend
 * one entry a line, and Chart.js gives it at most half the chart.
 */
export const legendChartHeight = (series: number) => Math.max(320, 240 + series * 24)

/** The height of a chart of bars along the y axis: room for each bar, the axis below. */
export const barsHeight = (bars: number) => Math.max(160, bars * 36 + 64)
