import { useEffect, useRef } from 'react'
import type { EChartsCoreOption } from 'echarts/core'
import './lookup.css'

// loaded on first use so no route pays for the chart library up front
const loadEcharts = () => import('./echarts-setup.ts')

/** Resolves once the element is near the screen (at once where the browser cannot tell). */
function nearScreen(el: Element): { ready: Promise<void>; cancel: () => void } {
  if (typeof IntersectionObserver === 'undefined') return { ready: Promise.resolve(), cancel: () => {} }
  let observer: IntersectionObserver | undefined
  const ready = new Promise<void>((resolve) => {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer?.disconnect()
          resolve()
        }
      },
      { rootMargin: '200px' },
    )
    observer.observe(el)
  })
  return { ready, cancel: () => observer?.disconnect() }
}

/** An ECharts canvas whose library is downloaded and run only when the chart scrolls into view. */
export function EchartsChart({ option, height = 220, label }: { option: EChartsCoreOption; height?: number; label: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let disposed = false
    let chart: { setOption: (o: EChartsCoreOption) => void; dispose: () => void; resize: () => void } | null = null
    const onResize = () => chart?.resize()
    if (!ref.current) return
    const visible = nearScreen(ref.current)
    void visible.ready.then(loadEcharts).then((echarts) => {
      if (disposed || !ref.current) return
      chart = echarts.init(ref.current)
      chart.setOption(option)
      window.addEventListener('resize', onResize)
    })
    return () => {
      disposed = true
      visible.cancel()
      window.removeEventListener('resize', onResize)
      chart?.dispose()
    }
  }, [option])
  return <div ref={ref} className="gk-lk-chart" style={{ height }} role="img" aria-label={label} data-testid="echart" />
}
