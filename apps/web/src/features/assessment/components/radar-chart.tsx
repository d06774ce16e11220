import { useEffect, useRef } from 'react'
import type { EChartsCoreOption } from 'echarts/core'
import './assessment.css'

// only the radar pieces, loaded on first use so the test pages never pay for echarts
const loadEcharts = () =>
  Promise.all([import('echarts/core'), import('echarts/charts'), import('echarts/components'), import('echarts/renderers')]).then(
    ([core, charts, components, renderers]) => {
      core.use([charts.RadarChart, components.RadarComponent, renderers.CanvasRenderer])
      return core
    },
  )

export type RadarChartProps = { indicators: { name: string; max: number }[]; values: number[]; label: string }

/** A six-axis (or any) radar of one series. */
export function RadarChart({ indicators, values, label }: RadarChartProps) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let disposed = false
    let chart: { setOption: (o: EChartsCoreOption) => void; dispose: () => void; resize: () => void } | null = null
    const onResize = () => chart?.resize()
    const option: EChartsCoreOption = {
      radar: {
        indicator: indicators,
        radius: '66%',
        axisName: { color: '#333', fontSize: 12 },
        splitArea: { areaStyle: { color: ['#f7faff', '#eef4fd'] } },
      },
      series: [
        {
          type: 'radar',
          data: [
            { value: values, name: label, areaStyle: { color: 'rgba(54,134,226,0.3)' }, lineStyle: { color: '#3686e2' }, itemStyle: { color: '#3686e2' } },
          ],
        },
      ],
      animation: false,
    }
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
  }, [indicators, values, label])
  return <div ref={ref} className="gk-as-radar" role="img" aria-label={label} data-testid="radar-chart" />
}
