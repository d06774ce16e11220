import type { AiCard, AiSource } from '@gk/contract'
import { DotLoading } from 'antd-mobile'
import { showToast } from '../../../lib/toast.ts'
import { Markdown } from './markdown.tsx'
import './ai.css'

export type ChatTurn = {
  key: string
  role: 'user' | 'assistant'
  content: string
  sources: AiSource[]
  cards: AiCard[]
  engine: string
  pending: boolean
  /** the tool running now (streaming) */
  tool: string | null
  failed: string | null
  /** the question this answer replies to (retry) */
  question?: string
}

const toolLabels: Record<string, string> = {
  score_to_rank: '一分一段表',
  rank_to_score: '一分一段表',
  school_search: '院校库',
  school_facts: '院校信息',
  admission_history: '历年录取数据',
  admission_probability: '录取概率',
  major_facts: '专业目录',
  occupations_by_holland: '职业库',
  batch_lines: '批次线',
  province_rules: '省份政策',
  subject_requirement_check: '选科要求',
  my_score_profile: '我的成绩',
  my_wish_tables: '我的志愿表',
  wish_table_analysis: '志愿表分析',
  my_assessments: '我的测评',
}

const cardIcons: Record<AiCard['Kind'], string> = { school: '校', major: '专', rank: '位', wish: '表', occupation: '职', batch: '线' }

/** One line per dataset source, listing what was read from it with its year. */
export function groupSources(sources: AiSource[]): [string, string[]][] {
  const groups = new Map<string, string[]>()
  for (const s of sources) {
    const label = s.Year && !s.Label.includes(String(s.Year)) ? `${s.Label}（${s.Year}年）` : s.Label
    groups.set(s.Source, [...(groups.get(s.Source) ?? []), label])
  }
  return [...groups.entries()]
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text)
    showToast('已复制')
  } catch {
    showToast('复制失败，请长按文字复制')
  }
}

/** One answer: Markdown, where its numbers came from (source and year), cards, copy and retry. */
export function AnswerBubble(props: {
  turn: ChatTurn
  isLast: boolean
  busy: boolean
  canOpen: (path: string) => boolean
  onOpenCard: (card: AiCard) => void
  onRetry: (question: string) => void
}) {
  const { turn } = props
  const cards = turn.cards.filter((c) => props.canOpen(c.Path))
  return (
    <div className="gk-ai__row">
      <div className="gk-ai__bubble">
        {turn.content ? <Markdown source={turn.content} /> : null}
        {turn.pending && !turn.content ? (
          <div className="gk-ai__thinking">
            {turn.tool ? `正在查询${toolLabels[turn.tool] ?? '数据'}` : '正在思考'}
            <DotLoading />
          </div>
        ) : null}
        {turn.failed ? <div className="gk-ai__failed">{turn.failed}</div> : null}
        {!turn.pending && turn.sources.length > 0 ? (
          <ul className="gk-ai__sources" aria-label="数据来源">
            {groupSources(turn.sources).map(([source, labels]) => (
              <li key={source}>
                {labels.join('、')}
                <span className="gk-ai__source-origin"> — {source}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {!turn.pending && cards.length > 0 ? (
          <div className="gk-ai__cards">
            {cards.map((c) => (
              <button key={`${c.Path}${JSON.stringify(c.Query)}`} type="button" className="gk-ai__card" onClick={() => props.onOpenCard(c)}>
                <span className={`gk-ai__card-icon gk-ai__card-icon--${c.Kind}`}>{cardIcons[c.Kind]}</span>
                <span className="gk-ai__card-text">
                  <strong>{c.Title}</strong>
                  <small>{c.Subtitle}</small>
                </span>
                <span className="gk-ai__card-arrow">›</span>
              </button>
            ))}
          </div>
        ) : null}
        {!turn.pending ? (
          <div className="gk-ai__actions">
            {turn.content ? (
              <button type="button" onClick={() => void copy(turn.content)}>
                复制
              </button>
            ) : null}
            {turn.question && props.isLast && !props.busy ? (
              <button type="button" onClick={() => props.onRetry(turn.question!)}>
                重试
              </button>
            ) : null}
            {turn.engine === 'builtin-fallback' ? <span className="gk-ai__muted">大模型暂不可用，已由内置引擎回答</span> : null}
          </div>
        ) : null}
      </div>
    </div>
  )
}
