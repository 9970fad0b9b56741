import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js'
import { type ChartSpec, formatChartValue } from './chart-spec'

// Only what the report's bar charts use, so the rest of Chart.js stays out of the bundle.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip)

/**
 * The sources' colours, in order: the brand's blues and ambers between colours that people with
 * colour blindness tell apart (Okabe and Ito's). Up to 12 sources (`reportLimits.sources`) each
 * have their own; the table gives the exact figures anyway.
 */
const palette = [
  '#173b76',
  '#ffb30f',
  '#56b4e9',
  '#b45f09',
  '#009e73',
  '#cc79a7',
  '#abc6ea',
  '#d55e00',
  '#4a7ec8',
  '#6b7280',
  '#f0e442',
  '#0f2548',
]

/** A label cut to fit a phone's narrow chart (`length` characters at most); the tooltip gives it whole. */
const shortLabel = (label: string, length: number) =>
  label.length > length ? `${label.slice(0, length - 1)}…` : label

/** A colour of the design system (styles.css) as the canvas needs it, not as `var(--…)`. */
const tokenColour = (element: Element, name: string, fallback: string) =>
  getComputedStyle(element).getPropertyValue(`--color-${name}`).trim() || fallback

/**
 * Draws `spec` on `canvas`. Undefined when the browser gives no 2D context (jsdom, in the unit
 * tests): there is nothing to draw on, and the table beside the canvas holds the figures.
 */
export function drawChart(canvas: HTMLCanvasElement, spec: ChartSpec): Chart | undefined {
  const context = canvas.getContext('2d')
  if (!context) return undefined
  const horizontal = spec.orientation === 'horizontal'
  const valueAxis = horizontal ? 'x' : 'y'
  const categoryAxis = horizontal ? 'y' : 'x'
  const text = tokenColour(canvas, 'muted-foreground', '#475569')
  const grid = tokenColour(canvas, 'border', '#e2e8f0')
  const stacked = spec.stacked ?? false
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  const config: ChartConfiguration<'bar', number[], string> = {
    type: 'bar',
    data: {
      labels: spec.labels,
      datasets: spec.datasets.map((dataset, index) => ({
        ...dataset,
        backgroundColor: palette[index % palette.length],
        // A white line between piled bars, so neighbouring colours stay apart.
        borderColor: stacked ? '#ffffff' : undefined,
        borderWidth: stacked ? 1 : 0,
        maxBarThickness: 48,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      indexAxis: categoryAxis,
      animation: reducedMotion ? false : undefined,
      color: text,
      scales: {
        [categoryAxis]: {
          stacked,
          grid: { display: false },
          ticks: {
            color: text,
            autoSkip: !horizontal,
            callback(value) {
              return shortLabel(this.getLabelForValue(Number(value)), 18)
            },
          },
        },
        [valueAxis]: {
          stacked,
          beginAtZero: true,
          max: spec.value === 'percent' ? 100 : undefined,
          grid: { color: grid },
          ticks: {
            color: text,
            precision: spec.value === 'count' ? 0 : undefined,
            callback: (value) => formatChartValue(Number(value), spec.value),
          },
        },
      },
      plugins: {
        legend: {
          display: spec.datasets.length > 1,
          position: 'bottom',
          labels: {
            color: text,
            boxWidth: 16,
            // A campaign's name can be long: one line of a phone's legend each.
            generateLabels: (chart) =>
              Chart.defaults.plugins.legend.labels
                .generateLabels(chart)
                .map((item) => ({ ...item, text: shortLabel(item.text, 30) })),
          },
        },
        tooltip: {
          callbacks: {
            label: (item) =>
              `${item.dataset.label ?? ''}: ${formatChartValue(item.parsed[valueAxis] ?? 0, spec.value)}`,
          },
        },
      },
    },
  }
  return new Chart(context, config)
}
