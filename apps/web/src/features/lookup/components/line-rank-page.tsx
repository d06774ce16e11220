import { Button, Input, Segmented } from 'antd-mobile'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import type { LineRankOutput } from '@gk/contract'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { apiQuery } from '../../../lib/queries.ts'
import { useSession } from '../../../lib/session-store.ts'
import { useLookup } from '../api/lookup-queries.ts'
import { useUserProvinceId } from '../utils/lookup-params.ts'
import { EchartsChart } from './echarts-chart.tsx'
import { ChipGroup, ProvincePicker } from './province-picker.tsx'
import { QualityTag, SourceNote } from './quality-tag.tsx'
import './lookup.css'

function DistributionChart({ data }: { data: LineRankOutput }) {
  const option = useMemo(() => {
    const points = [...data.Distribution].sort((a, b) => a[0] - b[0])
    return {
      animation: false,
      grid: { left: 44, right: 12, top: 16, bottom: 28 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: points.map((p) => String(p[0])), name: '分数' },
      yAxis: { type: 'value', name: '人数' },
      series: [
        {
          type: 'bar',
          data: points.map((p) => ({ value: p[1], itemStyle: { color: p[0] === data.Score ? '#e8590c' : '#3686e2' } })),
          barCategoryGap: 0,
        },
      ],
    }
  }, [data])
  return <EchartsChart option={option} height={200} label="一分一段人数分布" />
}

/** 查位次: score → rank range (and rank → score) in a province/year/subject type, 等位分 in earlier years, the distribution. */
export function LineRankPage() {
  const [provinceId, setProvinceId] = useState(useUserProvinceId())
  const [year, setYear] = useState<number>()
  const [subjectType, setSubjectType] = useState<string>()
  const [mode, setMode] = useState<'score' | 'rank'>('score')
  const [text, setText] = useState('')
  const [asked, setAsked] = useState<{ Score?: number; Rank?: number }>({})
  const res = useLookup('Public/LineRank', { ProvinceId: provinceId, Year: year, SubjectType: subjectType, ...asked })
  const data = res.data
  // a signed-in student's own score is asked at once (issue #32 item 7): the page answers their question on arrival
  const token = useSession((s) => s.token)
  const own = useQuery({ ...apiQuery('User/SysUserConfig', {}), enabled: Boolean(token) }).data?.ScoreProfile ?? null
  const [prefilled, setPrefilled] = useState(false)
  useEffect(() => {
    if (prefilled || !own || own.ProvinceId !== provinceId || !data) return
    setPrefilled(true)
    const score = own.FinalScore ?? own.Score
    if (!(score > 0)) return
    setText(String(score))
    if (data.SubjectTypes.includes(own.SubjectTypeName)) setSubjectType(own.SubjectTypeName)
    setAsked({ Score: score })
  }, [prefilled, own, provinceId, data])
  const submit = () => {
    const value = Number(text)
    if (!Number.isInteger(value) || value <= 0) return
    setAsked(mode === 'score' ? { Score: value } : { Rank: value })
  }
  return (
    <div className="gk-lk">
      <div className="gk-lk-toolbar">
        <ProvincePicker value={provinceId} onChange={(id) => (setProvinceId(id), setYear(undefined), setSubjectType(undefined))} />
      </div>
      <section className="gk-lk-section">
        <ChipGroup label="年份" options={data?.Years ?? []} value={data?.Year ?? undefined} onChange={setYear} />
        <ChipGroup label="科类" options={data?.SubjectTypes ?? []} value={data?.SubjectType ?? undefined} onChange={setSubjectType} />
        <Segmented
          block
          value={mode}
          onChange={(v) => setMode(v as 'score' | 'rank')}
          options={[
            { label: '按分数查位次', value: 'score' },
            { label: '按位次查分数', value: 'rank' },
          ]}
        />
        <div style={{ display: 'flex', gap: 8, marginTop: 10 }}>
          <Input
            aria-label={mode === 'score' ? '高考分数' : '位次'}
            placeholder={mode === 'score' ? '输入高考分数' : '输入位次'}
            type="number"
            value={text}
            onChange={setText}
            onEnterPress={submit}
            style={{ flex: 1, border: '1px solid #dcdfe6', borderRadius: 6, padding: '4px 8px' }}
          />
          <Button color="primary" onClick={submit}>
            查询
          </Button>
        </div>
      </section>
      {res.isPending ? <LoadingPlaceholder /> : null}
      {data && data.Year === null ? <EmptyPage text="该省份暂无一分一段数据" /> : null}
      {data && data.Year !== null && data.Distribution.length === 0 ? <EmptyPage text={`${data.Year}年${data.SubjectType ?? ''}暂无一分一段数据`} /> : null}
      {data && data.Score !== null ? (
        <section className="gk-lk-section" aria-label="查询结果">
          <p style={{ margin: 0 }}>
            {data.Year}年 {data.SubjectType} <strong>{data.Score}分</strong>
            <QualityTag quality={data.Quality} source={data.Source} />
          </p>
          <p style={{ margin: '6px 0' }}>
            位次区间 <span className="gk-lk-big">{data.BestRank === data.WorstRank ? data.WorstRank : `${data.BestRank}～${data.WorstRank}`}</span>
          </p>
          <p className="gk-lk-muted" style={{ margin: 0 }}>
            同分人数 {data.SameScoreCount ?? '—'} · 全省 {data.Total} 人（一分一段表累计）
          </p>
          {data.Equivalents.length ? (
            <>
              <h3 style={{ marginTop: 12 }}>往年等位分</h3>
              <table className="gk-lk-table" aria-label="往年等位分">
                <thead>
                  <tr>
                    <th>年份</th>
                    <th>等位分</th>
                    <th>该分位次</th>
                    <th>数据</th>
                  </tr>
                </thead>
                <tbody>
                  {data.Equivalents.map((e) => (
                    <tr key={e.Year}>
                      <td>
                        {e.Year}
                        {e.SubjectType !== data.SubjectType ? <div className="gk-lk-muted">{e.SubjectType}</div> : null}
                      </td>
                      <td>{e.Score}</td>
                      <td>{e.Rank}</td>
                      <td>
                        <QualityTag quality={e.Quality} source={e.Source} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : (
            <p className="gk-lk-empty-note">该科类没有更早年份的一分一段表，无法给出等位分</p>
          )}
        </section>
      ) : null}
      {data && data.Distribution.length ? (
        <section className="gk-lk-section">
          <h3>
            {data.Year}年{data.SubjectType} 一分一段分布
          </h3>
          <DistributionChart data={data} />
          <SourceNote sources={[data.Source]} extra="等位分按相同位次在往年一分一段表中换算。" />
        </section>
      ) : null}
    </div>
  )
}
