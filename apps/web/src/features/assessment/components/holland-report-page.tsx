import { Button, Tag } from 'antd-mobile'
import { useMemo } from 'react'
import type { HollandReport } from '@gk/contract'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useSession } from '../../../lib/session-store.ts'
import { useHollandReport } from '../api/assessment.ts'
import { RadarChart } from './radar-chart.tsx'
import { NeedLogin, NoReport, type ReportPageProps, date } from './report-parts.tsx'
import './assessment.css'

// lookups' screens: opened by hash so this feature does not depend on their path keys
const openMajor = (id: string) => void (window.location.hash = `#/pages/home/specialityDetails/specialityDetails?id=${encodeURIComponent(id)}`)
const openOccupations = (code: string) => void (window.location.hash = `#/pages/home/occupation/occupationtypesearch?code=${code}`)

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
