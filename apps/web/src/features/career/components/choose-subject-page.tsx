import { Button, Checkbox, NoticeBar } from 'antd-mobile'
import { useState } from 'react'
import type { ComboStat } from '@gk/contract'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useSelectExamList, useSelectExamStat, type TargetFilter } from '../api/select-exam.ts'
import { percent } from '../utils/chosen-province.ts'
import { filterQuery } from './choose-subject-parts.tsx'
import './career.css'

export type ChooseSubjectProps = { provinceId: number; filter: TargetFilter }

function SourceNote({ label, notes }: { label: string; notes: string[] }) {
  return (
    <section className="gk-cr-source" data-testid="stat-source">
      <p>数据来源：{label}</p>
      <ul>
        {notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </section>
  )
}

/** chooseSubject: every combination of the province with the share of majors and plan seats it opens. */
export function ChooseSubjectPage({ provinceId, filter }: ChooseSubjectProps) {
  const model = useSelectExamList(provinceId)
  const stat = useSelectExamStat({ ProvinceId: provinceId, ...filter }, model.isSuccess)
  const [picked, setPicked] = useState<string[]>([])
  if (model.isPending) return <LoadingPlaceholder />
  if (!model.data)
    return (
      <EmptyPage text="该省份暂无选科组合">
        <Button color="primary" onClick={() => openPage(paths.assessChooseProvince)}>
          换个省份
        </Button>
      </EmptyPage>
    )
  const m = model.data
  const toggle = (key: string) => setPicked((p) => (p.includes(key) ? p.filter((k) => k !== key) : p.length >= 2 ? [p[1]!, key] : [...p, key]))
  const hasFilter = filter.InstitutionNames.length + filter.MajorNames.length > 0
  return (
    <div className="gk-cr">
      <section className="gk-cr-head">
        <div>
          <strong data-testid="province-name">{m.ProvinceName}</strong>
          <span>
            {m.Year}年 · {m.ExamModel} 模式 · {m.Combos.length} 种组合
          </span>
        </div>
        <div className="gk-cr-head-actions">
          <Button size="mini" onClick={() => openPage(paths.assessChooseProvince)}>
            切换省份
          </Button>
          <Button size="mini" color="primary" fill="outline" onClick={() => openPage(paths.chooseSubjectScreen, { query: filterQuery(filter) })}>
            筛选
          </Button>
        </div>
      </section>
      {hasFilter ? (
        <NoticeBar
          color="info"
          content={`只看：${[...filter.InstitutionNames, ...filter.MajorNames].join('、')}`}
          extra={
            <button type="button" className="gk-cr-link" onClick={() => openPage(paths.chooseSubject, { replace: true })}>
              清除
            </button>
          }
        />
      ) : null}
      {stat.data ? <SourceNote label={stat.data.Source.Label} notes={stat.data.Source.Notes} /> : null}
      {stat.isPending ? <LoadingPlaceholder text="正在统计各组合可报专业" /> : null}
      {stat.isError ? <EmptyPage text={`暂无${m.ProvinceName}的选科要求数据，可切换省份查看`} /> : null}
      {stat.data ? (
        <section className="gk-cr-card">
          <p className="gk-cr-muted">
            共 {stat.data.Totals.Units.toLocaleString()} 个院校专业
            {stat.data.Totals.Seats !== null ? `、${stat.data.Totals.Seats.toLocaleString()} 个计划名额` : ''}
            ；勾选两个组合可对比
          </p>
          <table className="gk-cr-table" data-testid="combo-table">
            <thead>
              <tr>
                <th />
                <th>组合</th>
                <th>专业占比</th>
                <th>{stat.data.Totals.Seats !== null ? '计划占比' : '院校专业'}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {stat.data.Combos.map((c) => (
                <ComboRow key={c.Key} stat={c} isPicked={picked.includes(c.Key)} onToggle={() => toggle(c.Key)} hasSeats={stat.data.Totals.Seats !== null} />
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {picked.length > 0 ? (
        <div className="gk-cr-comparebar">
          <span>已选：{picked.map((k) => stat.data?.Combos.find((c) => c.Key === k)?.Name).join(' vs ')}</span>
          <Button
            size="small"
            color="primary"
            disabled={picked.length < 2}
            onClick={() => openPage(paths.chooseSubjectDetails, { query: { combo: picked[0]!, compare: picked[1]!, ...filterQuery(filter) } })}
          >
            对比
          </Button>
        </div>
      ) : null}
    </div>
  )
}

function ComboRow({ stat, isPicked, onToggle, hasSeats }: { stat: ComboStat; isPicked: boolean; onToggle: () => void; hasSeats: boolean }) {
  return (
    <tr className={isPicked ? 'is-picked' : ''}>
      <td>
        <Checkbox checked={isPicked} onChange={onToggle} aria-label={`对比${stat.Name}`} />
      </td>
      <td>
        <b>{stat.Name}</b>
      </td>
      <td>
        <div className="gk-cr-bar">
          <i style={{ width: percent(stat.MajorShare) }} />
        </div>
        {percent(stat.MajorShare)}
      </td>
      <td>{hasSeats ? percent(stat.SeatShare) : percent(stat.UnitShare)}</td>
      <td>
        <button type="button" className="gk-cr-link" onClick={() => openPage(paths.chooseSubjectDetails, { query: { combo: stat.Key } })}>
          详情
        </button>
      </td>
    </tr>
  )
}
