import { tuitionText } from '@gk/domain'
import { Button, Tag } from 'antd-mobile'
import { useState } from 'react'
import { LIST_ROW_MAJORS, type UnitListRow } from '@gk/contract'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { BY_LINE_GAP, percent } from '../model/shown-chance.ts'
import './wish.css'

const tierColor = { reach: 'danger', match: 'warning', safe: 'success' } as const
const tierLabel = { reach: '冲', match: '稳', safe: '保' } as const
const confidenceLabel = { high: '可信度高', medium: '可信度中', low: '可信度低' } as const
const qualityLabel: Record<string, string> = { derived: '推算', estimated: '估计' }
const majorsSourceLabel = { plan: '今年计划专业', history: '往年录取专业', school: '院校开设专业', '': '专业' } as const

export type UnitCardProps = {
  /** a list row (a full UnitRow is one too): the card shows no per-year source or note and at most the first majors */
  row: UnitListRow
  isAdded: boolean
  onToggle: (row: UnitListRow) => void
  onOpen?: (row: UnitListRow) => void
  openText?: string
}

/** One unit: name, tags, city, 3-year min score/rank with plans, this year's plan, probability and tier with its reason. */
export function UnitCard({ row, isAdded, onToggle, onOpen, openText = '专业' }: UnitCardProps) {
  const [showReason, setShowReason] = useState(false)
  return (
    <article className="gk-unit" data-testid="unit-card">
      <header className="gk-unit__head">
        <div className="gk-unit__title">
          <h3>
            {/* the name opens the college page, as in the leading apps (issue 32 item 5) */}
            <a className="gk-unit__school" data-testid="unit-school" onClick={() => openPage(paths.schoolDetail, { query: { id: row.SchoolId } })}>
              {row.SchoolName}
            </a>
            {row.GroupCode ? <span className="gk-unit__group"> 第{row.GroupCode}组</span> : null}
            {row.PlanType !== '普通类' ? (
              <Tag color="warning" className="gk-unit__tag" data-testid="plan-type">
                {row.PlanType}
              </Tag>
            ) : null}
          </h3>
          {row.MajorName ? <p className="gk-unit__major">{row.MajorName}</p> : null}
          <p className="gk-unit__meta">
            {[row.SchoolProvince, row.City, row.Nature, row.SchoolType].filter(Boolean).join(' · ')}
            {row.Tags.map((t) => (
              <Tag key={t} color="primary" fill="outline" className="gk-unit__tag">
                {t}
              </Tag>
            ))}
          </p>
          {row.RequirementText ? <p className="gk-unit__meta">选科：{row.RequirementText}</p> : null}
          {row.Eligibility ? <p className="gk-unit__warn">报考条件：{row.Eligibility}</p> : null}
        </div>
        {row.Tier ? (
          <div className="gk-unit__prob" onClick={() => setShowReason((v) => !v)}>
            <Tag color={tierColor[row.Tier]} className="gk-unit__tier">
              {tierLabel[row.Tier]}
            </Tag>
            {/* the free tier sees the tier, members the chance too (ADR 045) */}
            {row.ByLineGap ? (
              <span className="gk-muted" data-testid="line-gap-chance">
                {BY_LINE_GAP}
              </span>
            ) : row.Probability !== null ? (
              <strong>{percent(row.Probability)}</strong>
            ) : (
              <span className="gk-muted">概率会员可看</span>
            )}
            <span className="gk-muted">{row.Confidence ? confidenceLabel[row.Confidence] : ''}</span>
          </div>
        ) : row.TierName ? (
          <div className="gk-unit__prob">
            <span className="gk-muted">{row.TierName}</span>
          </div>
        ) : null}
      </header>
      <table className="gk-unit__history">
        <thead>
          <tr>
            <th>年份</th>
            <th>最低分</th>
            <th>最低位次</th>
            <th>计划</th>
          </tr>
        </thead>
        <tbody>
          {row.History.map((h) => (
            <tr key={h.Year}>
              <td>{h.Year}</td>
              <td>{h.MinScore ?? '—'}</td>
              <td>
                {h.MinRank?.toLocaleString('en-US') ?? '—'}
                {h.MinRank !== null && qualityLabel[h.Quality] ? <sup className="gk-unit__flag">{qualityLabel[h.Quality]}</sup> : null}
              </td>
              <td>{h.PlanCount ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="gk-unit__meta">
        今年计划 {row.PlanCount ?? '未公布'}
        {row.Tuition !== null ? ` · 学费 ${tuitionText(row.Tuition)}` : ''}
        {row.MajorCount > 0 ? ` · ${row.MajorCount}个专业` : ''}
      </p>
      {row.Majors.length > 0 && !row.MajorName ? (
        <p className="gk-unit__meta" data-testid="unit-majors">
          {majorsSourceLabel[row.MajorsSource]}：{row.Majors.slice(0, LIST_ROW_MAJORS).join('、')}
          {row.MajorCount > LIST_ROW_MAJORS ? ` 等${row.MajorCount}个` : ''}
        </p>
      ) : null}
      {row.SchoolReach && row.SchoolReach.Units > 1 ? (
        // a card is one unit, not its college: how many of the college's units are within reach (ADR 050)
        <p className="gk-unit__meta" data-testid="unit-school-reach">
          本校本批次{row.SchoolReach.Units}个{row.GroupCode ? '专业组' : row.MajorName ? '专业' : '单位'}，{row.SchoolReach.Within}
          个在你的冲稳保范围内，各按自己的线录取
        </p>
      ) : null}
      {row.IsDerived && row.HistoryNote ? <p className="gk-unit__meta gk-muted">推算：{row.HistoryNote}</p> : null}
      {row.IneligibleReasons.length > 0 ? <p className="gk-unit__warn">不可报：{row.IneligibleReasons.join('；')}</p> : null}
      {showReason && row.Reason ? <p className="gk-unit__reason">{row.Reason}（估算）</p> : null}
      <footer className="gk-unit__actions">
        {row.Reason ? (
          <Button size="mini" fill="none" onClick={() => setShowReason((v) => !v)}>
            {showReason ? '收起' : '为什么'}
          </Button>
        ) : null}
        {onOpen ? (
          <Button size="mini" fill="outline" onClick={() => onOpen(row)}>
            {openText}
          </Button>
        ) : null}
        <Button size="mini" color={isAdded ? 'default' : 'primary'} disabled={row.IneligibleReasons.length > 0} onClick={() => onToggle(row)}>
          {isAdded ? '移出志愿表' : '加入志愿表'}
        </Button>
      </footer>
    </article>
  )
}
