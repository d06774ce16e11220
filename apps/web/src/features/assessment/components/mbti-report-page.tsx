import { Tag } from 'antd-mobile'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useSession } from '../../../lib/session-store.ts'
import { useMbtiReport } from '../api/assessment.ts'
import { NeedLogin, NoReport, type ReportPageProps } from './report-parts.tsx'
import './assessment.css'

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
