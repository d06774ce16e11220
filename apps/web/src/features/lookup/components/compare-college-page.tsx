import { Button } from 'antd-mobile'
import { useState } from 'react'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useLookup } from '../api/lookup-queries.ts'
import { compareBasket, type BasketItem } from '../utils/compare-basket.ts'
import { useUserProvinceId } from '../utils/lookup-params.ts'
import { LineTrendChart, lowestPerYear } from './line-trend-chart.tsx'
import { ProvincePicker } from './province-picker.tsx'
import { QualityTag, SourceNote } from './quality-tag.tsx'
import './lookup.css'

/** compareCollege: the picked colleges side by side, with the same province's lines over years. */
export function CompareCollegePage() {
  const [basket] = useState<BasketItem[]>(() => compareBasket.get())
  const [provinceId, setProvinceId] = useState(useUserProvinceId())
  const res = useLookup('School/CompareCollege', { SchoolIds: basket.map((b) => b.SchoolId), ProvinceId: provinceId }, basket.length > 0)
  if (basket.length === 0)
    return (
      <EmptyPage text="还没有选择要对比的院校">
        <Button color="primary" size="small" onClick={() => openPage(paths.contrastPrepare)}>
          去选择院校
        </Button>
      </EmptyPage>
    )
  if (res.isPending) return <LoadingPlaceholder />
  const data = res.data
  if (!data) return <EmptyPage />
  const years = [...new Set(data.List.flatMap((c) => c.Lines.map((l) => l.Year)))].sort((a, b) => b - a).slice(0, 6)
  const cell = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : value)
  return (
    <div className="gk-lk">
      <div className="gk-lk-toolbar">
        <ProvincePicker value={provinceId} onChange={setProvinceId} label="生源地" />
        <span className="gk-lk-muted">科类：{data.SubjectType ?? '暂无数据'}</span>
      </div>
      <section className="gk-lk-section gk-lk-scroll">
        <table className="gk-lk-table" aria-label="院校对比">
          <thead>
            <tr>
              <th />
              {data.List.map((c) => (
                <th key={c.School.SchoolId} style={{ color: '#1f2329', fontWeight: 600 }}>
                  {c.School.SchoolName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th>所在地</th>
              {data.List.map((c) => (
                <td key={c.School.SchoolId}>{c.School.City}</td>
              ))}
            </tr>
            <tr>
              <th>层次/性质</th>
              {data.List.map((c) => (
                <td key={c.School.SchoolId}>
                  {c.School.Level} · {c.School.Nature}
                </td>
              ))}
            </tr>
            <tr>
              <th>标签</th>
              {data.List.map((c) => (
                <td key={c.School.SchoolId}>
                  {cell([c.School.Is985 && '985', c.School.Is211 && '211', c.School.IsDoubleFirstClass && '双一流'].filter(Boolean).join(' '))}
                </td>
              ))}
            </tr>
            <tr>
              <th>软科排名</th>
              {data.List.map((c) => (
                <td key={c.School.SchoolId}>{cell(c.School.Rank)}</td>
              ))}
            </tr>
            <tr>
              <th>计划人数</th>
              {data.List.map((c) => (
                <td key={c.School.SchoolId}>{c.PlanTotal !== null ? `${c.PlanTotal}（${c.PlanYear}）` : '—'}</td>
              ))}
            </tr>
            {years.map((y) => (
              <tr key={y}>
                <th>{y}最低分</th>
                {data.List.map((c) => {
                  const line = lowestPerYear(c.Lines.filter((l) => l.Year === y))[0]
                  const src = c.Lines.find((l) => l.Year === y)
                  return (
                    <td key={c.School.SchoolId}>
                      {line ? line.score : '—'}
                      {src ? <QualityTag quality={src.Quality} source={src.Source} /> : null}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {years.length === 0 ? <p className="gk-lk-empty-note">所选院校在该省暂无录取数据</p> : null}
      </section>
      {years.length ? (
        <section className="gk-lk-section">
          <h3>最低分走势</h3>
          <LineTrendChart series={data.List.map((c) => ({ name: c.School.SchoolName, lines: c.Lines }))} label="院校最低分走势对比" />
          <SourceNote sources={data.List.flatMap((c) => c.Lines.map((l) => l.Source))} />
        </section>
      ) : null}
    </div>
  )
}
