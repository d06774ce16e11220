import { Button } from 'antd-mobile'
import type { AssessmentKind } from '@gk/contract'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { cardOf } from './hub-parts.tsx'
import './assessment.css'

/** enter-path/enter-content: what one assessment measures before its tips. */
export function EnterContentPage({ kind }: { kind: AssessmentKind }) {
  const card = cardOf(kind)
  return (
    <div className="gk-as">
      <section className="gk-as-card gk-as-hero">
        <h2>{card.title}</h2>
        <p className="gk-as-muted">{card.hint}</p>
      </section>
      <section className="gk-as-card">
        <h3>测评介绍</h3>
        {card.about.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {kind === 'mbti' ? (
          <button type="button" className="gk-as-link" onClick={() => openPage(paths.mbtiIntroduce)}>
            了解四个维度和 16 种类型
          </button>
        ) : null}
      </section>
      <div className="gk-as-actions">
        <Button block color="primary" onClick={() => openPage(paths.assessTips, { query: { type: kind } })}>
          进入测评
        </Button>
      </div>
    </div>
  )
}
