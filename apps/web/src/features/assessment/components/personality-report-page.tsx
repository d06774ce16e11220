import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { useSession } from '../../../lib/session-store.ts'
import { usePersonalityReport } from '../api/assessment.ts'
import { NeedLogin, NoReport, type ReportPageProps, date } from './report-parts.tsx'
import './assessment.css'

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
