import { useEffect, useRef } from 'react'
import type { ChartSpec } from './chart-spec'

/**
 * A chart of the report: a canvas the size of its box (`height` in px), named for screen readers
 * by `label`, which says what it shows and that the table beside it has the figures. Chart.js is
 * loaded here, after the page is on screen, and draws nothing where the browser gives no canvas
 * (jsdom in the unit tests). `spec` must keep its identity between renders (useMemo): a new one
 * draws the chart again.
 */
export function ReportChart({
  label,
  spec,
  height = 288,
}: {
  label: string
  spec: ChartSpec
  height?: number
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    let chart: { destroy: () => void } | undefined
    let gone = false
    import('./chart-drawing')
      .then(({ drawChart }) => {
        if (!gone) chart = drawChart(canvas, spec)
      })
      .catch(() => {
        // The chart's code could not be fetched (a new version deployed meanwhile, the network):
        // the table beside it still holds every figure.
      })
    return () => {
      gone = true
      chart?.destroy()
    }
  }, [spec])

  return (
    // Chart.js sizes the canvas to this box (responsive, no aspect ratio of its own): it follows
    // the page's width, from a 360 px phone up, and keeps this height.
    <div className="relative w-full min-w-0" style={{ height }}>
      <canvas ref={canvasRef} role="img" aria-label={label} />
    </div>
  )
}
