import { useEffect, useRef } from 'react'
import type { EChartsCoreOption } from 'echarts/core'
import './lookup.css'

// loaded on first use so no route pays for the chart library up front
const loadEcharts = () => import('./echarts-setup.ts')

/** A lazily loaded ECharts canvas. */
export function EchartsChart({ option, height = 220, label }: { option: EChartsCoreOption; height?: number; label: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let disposed = false
    let chart: { setOption: (o: EChartsCoreOption) => void; dispose: () => void; resize: () => void } | null = null
    const onResize = () => chart?.resize()
    void loadEcharts().then((echarts) => {
      if (disposed || !ref.current) return
      chart = echarts.init(ref.current)
      chart.setOption(option)
      window.addEventListener('resize', onResize)
    })
    return () => {
      disposed = true
      window.removeEventListener('resize', onResize)
      chart?.dispose()
    }
  }, [option])
  return <div ref={ref} className="gk-lk-chart" style={{ height }} role="img" aria-label={label} data-testid="echart" />
}
