import { Button, Tag } from 'antd-mobile'
import { useMemo } from 'react'
import type { HollandReport } from '@gk/contract'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useSession } from '../../../lib/session-store.ts'
import { useHollandReport, useMbtiReport, usePersonalityReport } from '../api/assessment.ts'
import { RadarChart } from './radar-chart.tsx'
import './assessment.css'

export type ReportPageProps = { testId: number }

// lookups' screens: opened by hash so this feature does not depend on their path keys
const openMajor = (id: string) => void (window.location.hash = `#/pages/home/specialityDetails/specialityDetails?id=${encodeURIComponent(id)}`)
const openOccupations = (code: string) => void (window.location.hash = `#/pages/home/occupation/occupationtypesearch?code=${code}`)

const date = (iso: string) => iso.slice(0, 10)

function NeedLogin({ path }: { path: string }) {
  return (
    <EmptyPage text="登录后查看你的测评报告">
      <Button color="primary" onClick={() => openPage(paths.login, { query: { redirect: `/${path}` } })}>
        去登录
      </Button>
    </EmptyPage>
  )
}

function NoReport({ kind }: { kind: string }) {
  return (
    <EmptyPage text="还没有这项测评的报告">
      <Button color="primary" onClick={() => openPage(paths.assessEnterContent, { query: { type: kind } })}>
        去测评
      </Button>
    </EmptyPage>
  )
}

/** mbtidetail2: the Holland report — code, radar of the six scales, suited majors and occupations. */
export function HollandReportPage({ testId }: ReportPageProps) {
  const token = useSession((s) => s.token)
  const report = useHollandReport(testId, Boolean(token))
  if (!token) return <NeedLogin path={paths.hollandDetail} />
  if (report.isPending) return <LoadingPlaceholder />
  if (!report.data) return <NoReport kind="holland" />
  return <HollandReportView report={report.data} />
}

function HollandReportView({ report }: { report: HollandReport }) {
  const indicators = useMemo(() => report.Scales.map((s) => ({ name: `${s.Name} ${s.Type}`, max: s.Max })), [report])
  const values = useMemo(() => report.Scales.map((s) => s.Score), [report])
  return (
    <div className="gk-as">
      <section className="gk-as-card gk-as-hero gk-as-center">
        <p>你的职业兴趣代码</p>
        <h1 className="gk-as-code" data-testid="holland-code">
          {report.Code}
        </h1>
        <p>{report.Types.map((t) => t.Name).join(' · ')}</p>
        {report.AlternativeCodes.length > 0 ? <p className="gk-as-note">有得分并列的类型，也可参考：{report.AlternativeCodes.join('、')}</p> : null}
        <p className="gk-as-muted">测评时间 {date(report.CreatedAt)}</p>
      </section>
      <section className="gk-as-card">
        <h3>六种兴趣得分</h3>
        <RadarChart indicators={indicators} values={values} label="霍兰德六种兴趣得分雷达图" />
        <div className="gk-as-scores">
          {report.Scales.map((s) => (
            <span key={s.Type} className={report.Code.includes(s.Type) ? 'is-top' : ''}>
              {s.Type} {s.Name} <b>{s.Score}</b>/{s.Max}
            </span>
          ))}
        </div>
      </section>
      <section className="gk-as-card">
        <h3>你的兴趣类型</h3>
        {report.Types.map((t) => (
          <div key={t.Type} className="gk-as-type">
            <h4>
              <Tag color="primary">{t.Type}</Tag> {t.Name}
            </h4>
            <p>{t.Summary}</p>
            <p className="gk-as-muted">特点：{t.Traits}</p>
            <p className="gk-as-muted">适合的环境：{t.Environments}</p>
          </div>
        ))}
      </section>
      <section className="gk-as-card" data-testid="suited-majors">
        <h3>适合的专业</h3>
        {report.Majors.length === 0 ? <p className="gk-as-muted">专业数据加载中，请稍后再看</p> : null}
        <ul className="gk-as-list">
          {report.Majors.map((m) => (
            <li key={m.ID}>
              <button type="button" onClick={() => openMajor(m.ID)}>
                <span>{m.Name}</span>
                <span className="gk-as-muted">
                  {m.SubCategory} · {m.Holland}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <p className="gk-as-muted">{report.MatchNote}</p>
      </section>
      <section className="gk-as-card" data-testid="suited-occupations">
        <h3>
          适合的职业
          <button type="button" className="gk-as-link" onClick={() => openOccupations(report.Code)}>
            按兴趣代码找更多
          </button>
        </h3>
        <ul className="gk-as-list">
          {report.Occupations.map((o) => (
            <li key={o.Code}>
              <button type="button" onClick={() => openOccupations(o.Holland)}>
                <span>{o.Name}</span>
                <span className="gk-as-muted">{o.Holland}</span>
              </button>
              {o.Description ? <p className="gk-as-muted gk-as-desc">{o.Description}</p> : null}
            </li>
          ))}
        </ul>
      </section>
      <div className="gk-as-actions">
        <Button block color="primary" fill="outline" onClick={() => openPage(paths.chooseSubject)}>
          结合兴趣看新高考选科
        </Button>
      </div>
    </div>
  )
}

/** mbtidetail: the MBTI-style type report with the four preference bars. */
export function MbtiReportPage({ testId }: ReportPageProps) {
  const token = useSession((s) => s.token)
  const report = useMbtiReport(testId, Boolean(token))
  if (!token) return <NeedLogin path={paths.mbtiDetail} />
  if (report.isPending) return <LoadingPlaceholder />
  if (!report.data) return <NoReport kind="mbti" />
  const r = report.data
  return (
    <div className="gk-as">
      <section className="gk-as-card gk-as-hero gk-as-center">
        <p>你的性格类型（MBTI 风格）</p>
        <h1 className="gk-as-code">{r.Type}</h1>
        <h3>{r.Title}</h3>
        <p>{r.Summary}</p>
      </section>
      <section className="gk-as-card">
        <h3>四个维度</h3>
        {r.Dimensions.map((d) => {
          const total = d.LeftCount + d.RightCount
          return (
            <div key={d.Key} className="gk-as-dim">
              <div className="gk-as-dim-labels">
                <span className={d.Pole === d.Left ? 'is-top' : ''}>
                  {d.LeftName} {d.LeftCount}
                </span>
                <span className="gk-as-muted">偏好{d.ClarityLabel}</span>
                <span className={d.Pole === d.Right ? 'is-top' : ''}>
                  {d.RightCount} {d.RightName}
                </span>
              </div>
              <div className="gk-as-dim-bar">
                <i style={{ width: `${(d.LeftCount / total) * 100}%` }} />
              </div>
            </div>
          )
        })}
      </section>
      <ListCard title="你的优势" items={r.Strengths} />
      <ListCard title="需要留意" items={r.Cautions} />
      <ListCard title="可以了解的专业方向" items={r.Fields} />
      <section className="gk-as-card">
        <p className="gk-as-muted">{r.Disclaimer}</p>
        <button type="button" className="gk-as-link" onClick={() => openPage(paths.mbtiIntroduce)}>
          了解 16 种类型
        </button>
      </section>
    </div>
  )
}

function ListCard({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="gk-as-card">
      <h3>{title}</h3>
      <div className="gk-as-tags">
        {items.map((i) => (
          <Tag key={i} color="primary" fill="outline">
            {i}
          </Tag>
        ))}
      </div>
    </section>
  )
}

/** mbtidetail3: the middle-school personality (Big Five) report. */
export function PersonalityReportPage({ testId }: ReportPageProps) {
  const token = useSession((s) => s.token)
  const report = usePersonalityReport(testId, Boolean(token))
  if (!token) return <NeedLogin path={paths.personalityDetail} />
  if (report.isPending) return <LoadingPlaceholder />
  if (!report.data) return <NoReport kind="personality" />
  const r = report.data
  return (
    <div className="gk-as">
      <section className="gk-as-card gk-as-hero gk-as-center">
        <p>你的人格特点</p>
        <h2>{r.Summary}</h2>
        <p className="gk-as-muted">测评时间 {date(r.CreatedAt)}</p>
      </section>
      <section className="gk-as-card">
        {r.Domains.map((d) => (
          <div key={d.Key} className="gk-as-domain">
            <div className="gk-as-dim-labels">
              <strong>{d.Name}</strong>
              <span>
                {d.Level} · {d.Raw}/{d.Max}
              </span>
            </div>
            <div className="gk-as-dim-bar gk-as-dim-bar--single">
              <i style={{ width: `${((d.Mean - 1) / 4) * 100}%` }} />
            </div>
            <p>{d.Text}</p>
          </div>
        ))}
      </section>
      {r.Advice.length > 0 ? (
        <section className="gk-as-card">
          <h3>给你的建议</h3>
          <ul className="gk-as-tips">
            {r.Advice.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="gk-as-muted gk-as-pad">{r.Disclaimer}</p>
    </div>
  )
}
