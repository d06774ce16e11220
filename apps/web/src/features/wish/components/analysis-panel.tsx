import { Button, Tag } from 'antd-mobile'
import type { Analysis } from '@gk/contract'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { percent } from '../model/shown-chance.ts'
import './wish.css'

const severity = {
  fatal: { color: 'danger', label: '严重错误' },
  serious: { color: 'warning', label: '风险' },
  warning: { color: 'default', label: '建议' },
} as const

/** The engine's findings and the simulation summary, with the one-tap order fix. */
export function AnalysisPanel({ analysis, labels, onFixOrder }: { analysis: Analysis; labels: string[]; onFixOrder?: (order: string[]) => void }) {
  const best = analysis.Landing.map((l, i) => ({ ...l, label: labels[i] ?? '', position: i + 1 }))
    .filter((l) => l.Landing >= 0.01)
    .sort((a, b) => b.Landing - a.Landing)
    .slice(0, 5)
  return (
    <section className="gk-analysis" data-testid="analysis">
      <h3>志愿表分析</h3>
      {analysis.ByLineGap ? (
        // placed by 线差 (ADR 165): no rates for anyone, and the summary says why
        <p className="gk-analysis__summary" data-testid="analysis-line-gap">
          {analysis.Summary}
        </p>
      ) : analysis.ChancesHidden ? (
        // the free tier (ADR 045): the checks below for everyone, the chances for members
        <p className="gk-analysis__summary" data-testid="analysis-member">
          {analysis.Summary}。下面的检查对所有人开放；<a onClick={() => openPage(paths.openMember)}>开通会员</a>
          可看每个志愿的录取概率和滑档风险。
        </p>
      ) : (
        <ChanceStats analysis={analysis} />
      )}
      {best.length > 0 ? (
        <ul className="gk-analysis__landing">
          {best.map((l) => (
            <li key={`${l.position}`}>
              <span>
                第{l.position}志愿 {l.label}
              </span>
              <span className="gk-analysis__bar" style={{ width: `${Math.max(4, l.Landing * 100)}%` }} />
              <span>{percent(l.Landing)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {/* what was checked, never a blanket 「没有发现问题」 */}
      {analysis.Findings.length === 0 ? <p className="gk-muted">顺序、选科、重复和专业检查均未发现问题</p> : null}
      <ul className="gk-analysis__findings">
        {analysis.Findings.map((f, i) => (
          <li key={i}>
            <Tag color={severity[f.Severity].color}>{severity[f.Severity].label}</Tag> {f.Message}
          </li>
        ))}
      </ul>
      {analysis.SuggestedOrder && onFixOrder ? (
        <Button block color="warning" fill="outline" onClick={() => onFixOrder(analysis.SuggestedOrder!)} data-testid="fix-order">
          一键调整顺序（冲在前、保在后）
        </Button>
      ) : null}
      {analysis.ChancesHidden ? null : (
        <p className="gk-muted gk-analysis__note">按{analysis.Draws.toLocaleString('en-US')}次模拟平行志愿投档估算，概率为模型估计，仅供参考。</p>
      )}
    </section>
  )
}

/** The simulation's numbers and summary (members, ADR 045). */
function ChanceStats({ analysis }: { analysis: Analysis }) {
  return (
    <>
      <div className="gk-analysis__stats">
        <div>
          <strong>{percent(analysis.Admitted)}</strong>
          <span>本批次录取</span>
        </div>
        <div>
          <strong className={analysis.NoAdmission > 0.1 ? 'gk-text-danger' : ''}>{percent(analysis.NoAdmission)}</strong>
          <span>滑档风险</span>
        </div>
        <div>
          <strong>{percent(analysis.Returned)}</strong>
          <span>退档风险</span>
        </div>
      </div>
      <p className="gk-analysis__summary">{analysis.Summary}</p>
    </>
  )
}
