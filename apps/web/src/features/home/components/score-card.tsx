import { Button } from 'antd-mobile'
import type { KeyboardEvent, MouseEvent } from 'react'
import type { UserInfo } from '@gk/contract'
import './home.css'

/** The saved score as the card shows it (from the score profile, which carries the rank). */
export type ScoreSummary = {
  ProvinceName: string
  Year: number
  SubjectTypeName: string
  Score: number
  FinalScore: number | null
  Rank: number | null
  RankIsEstimate: boolean
}

export type ScoreCardProps = {
  user: UserInfo | null | undefined
  score: ScoreSummary | null | undefined
  onLogin: () => void
  /** enter the score (a signed-in student without one) */
  onEnterScore: () => void
  /** the filling hub: rank, batch and the ways to fill */
  onOpenFilling: () => void
  /** straight to the 冲稳保 list */
  onFill: () => void
  /** the account or the score is still being read: the numbers' line is kept free, so nothing below jumps when they arrive */
  pending?: boolean
}

type Face = { hint: string; action: string; onCard: () => void; onAction: () => void }

function faceOf({ user, score, onLogin, onEnterScore, onOpenFilling, onFill }: ScoreCardProps): Face {
  if (!user) return { hint: '登录后输入分数，查看位次与可报院校', action: '登录 / 注册', onCard: onLogin, onAction: onLogin }
  if (!score) return { hint: '输入高考分数，马上看到位次和冲稳保推荐', action: '填写分数', onCard: onEnterScore, onAction: onEnterScore }
  return { hint: `${score.ProvinceName} · ${score.Year}年 · ${score.SubjectTypeName}`, action: '去填报', onCard: onOpenFilling, onAction: onFill }
}

/** "我的高考": score and rank with 去填报, or the next step (sign in, enter the score); the whole card is a tap target. */
export function ScoreCard(props: ScoreCardProps) {
  const face = faceOf(props)
  const { score } = props
  const shown = score ? (score.FinalScore ?? score.Score) : null
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') face.onCard()
  }
  const onAction = (event: MouseEvent) => {
    // the button has its own target; the card's must not run as well
    event.stopPropagation()
    face.onAction()
  }
  return (
    <section className="gk-section gk-score-card" role="button" tabIndex={0} onClick={face.onCard} onKeyDown={onKey} data-testid="score-card">
      <div className="gk-score-card__body">
        <h2 className="gk-section__title">我的高考</h2>
        {shown !== null ? (
          <p className="gk-score-card__numbers">
            <strong data-testid="score-card-score">{shown}</strong>
            <span>分</span>
            <span className="gk-score-card__rank" data-testid="score-card-rank">
              {score?.Rank != null ? `位次 ${score.Rank.toLocaleString('en-US')}${score.RankIsEstimate ? '（估算）' : ''}` : '位次待换算'}
            </span>
          </p>
        ) : props.pending ? (
          <p className="gk-score-card__numbers gk-score-card__numbers--pending" aria-hidden="true" data-testid="score-card-pending">
            <strong>000</strong>
          </p>
        ) : null}
        <p className="gk-score-card__hint">{props.pending && shown === null ? '正在读取你的成绩…' : face.hint}</p>
      </div>
      <Button color="primary" size="small" shape="rounded" onClick={onAction}>
        {face.action}
      </Button>
    </section>
  )
}
