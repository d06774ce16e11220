import { useState } from 'react'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { useLookup } from '../api/lookup-queries.ts'
import { useUserProvinceId } from '../utils/lookup-params.ts'
import { ChipGroup, ProvincePicker } from './province-picker.tsx'
import { QualityTag, SourceNote } from './quality-tag.tsx'
import './lookup.css'

/** 查批次: control lines of a province by year, batch and subject type, with history. */
export function BatchLinePage() {
  const [provinceId, setProvinceId] = useState(useUserProvinceId())
  const [subjectType, setSubjectType] = useState<string>()
  const res = useLookup('Public/LineBatchList', { ProvinceId: provinceId })
  const data = res.data
  const type = subjectType && data?.SubjectTypes.includes(subjectType) ? subjectType : data?.SubjectTypes[0]
  const rows = (data?.List ?? []).filter((l) => l.SubjectType === type)
  const years = [...new Set(rows.map((r) => r.Year))]
  return (
    <div className="gk-lk">
      <div className="gk-lk-toolbar">
        <ProvincePicker value={provinceId} onChange={(id) => (setProvinceId(id), setSubjectType(undefined))} />
      </div>
      {res.isPending ? <LoadingPlaceholder /> : null}
      {data && data.List.length === 0 ? <EmptyPage text="该省份暂无批次线数据" /> : null}
      {data && data.List.length > 0 ? (
        <section className="gk-lk-section">
          <ChipGroup label="科类" options={data.SubjectTypes} value={type} onChange={setSubjectType} />
          {years.map((y) => (
            <div key={y} style={{ marginBottom: 12 }}>
              <h3>{y}年</h3>
              <table className="gk-lk-table" aria-label={`${y}年批次线`}>
                <tbody>
                  {rows
                    .filter((r) => r.Year === y)
                    .map((r, i) => (
                      <tr key={i}>
                        <td>
                          {r.Batch}
                          {r.Category !== '普通类' ? <span className="gk-lk-muted">（{r.Category}）</span> : null}
                        </td>
                        <td style={{ textAlign: 'right' }}>
                          <strong>{r.Score}</strong>分
                          <QualityTag quality={r.Quality} source={r.Source} />
                        </td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </div>
          ))}
          <SourceNote sources={rows.map((r) => r.Source)} />
        </section>
      ) : null}
    </div>
  )
}
