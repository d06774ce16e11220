import { Button } from 'antd-mobile'
import type { UserInfo } from '@gk/contract'
import './home.css'

export type ScoreCardProps = {
  user: UserInfo | null | undefined
  onLogin: () => void
  onCompleteProfile: () => void
}

/** "我的高考" card: the user's province, year and score, or the way to log in / complete them. */
export function ScoreCard({ user, onLogin, onCompleteProfile }: ScoreCardProps) {
  if (!user) {
    return (
      <section className="gk-section gk-score-card">
        <div>
          <h2 className="gk-section__title">我的高考</h2>
          <p className="gk-score-card__hint">登录后输入分数，查看位次与可报院校</p>
        </div>
        <Button color="primary" size="small" shape="rounded" onClick={onLogin}>
          登录 / 注册
        </Button>
      </section>
    )
  }
  const score = user.FinalScore ?? user.Score
  return (
    <section className="gk-section gk-score-card">
      <div>
        <h2 className="gk-section__title">我的高考</h2>
        <p className="gk-score-card__hint">
          {user.ExamProvinceName || '未选省份'} · {user.ExamYear ? `${user.ExamYear}年` : '未选年份'} · {score == null ? '未填分数' : `${score}分`}
        </p>
      </div>
      {user.ExamProvinceId == null ? (
        <Button color="primary" size="small" shape="rounded" onClick={onCompleteProfile}>
          完善资料
        </Button>
      ) : null}
    </section>
  )
}
