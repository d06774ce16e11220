import { subjectShortLabel } from '@gk/domain'
import type { ScoreProfile } from '@gk/contract'
import './wish.css'

/** The candidate's score and rank, with where the rank came from. */
export function RankCard({ profile }: { profile: ScoreProfile }) {
  const score = profile.FinalScore ?? profile.Score
  return (
    <section className="gk-rank-card" data-testid="rank-card">
      <div className="gk-rank-card__main">
        <div>
          <span className="gk-rank-card__value">{score}</span>
          <span className="gk-rank-card__unit">分</span>
        </div>
        <div>
          <span className="gk-rank-card__label">位次</span>
          <span className="gk-rank-card__value" data-testid="rank-value">
            {profile.Rank === null ? '—' : profile.Rank.toLocaleString('en-US')}
          </span>
        </div>
      </div>
      <p className="gk-rank-card__meta">
        {profile.ProvinceName} · {profile.Year}年 · {profile.SubjectTypeName}
        {profile.SelectSubjectList.length ? ` · ${profile.SelectSubjectList.map(subjectShortLabel).join('')}` : ''}
      </p>
      <p className="gk-rank-card__source">
        {profile.RankIsEstimate ? '估算：' : ''}
        {profile.RankSource}
        {profile.RankBest !== null && profile.Rank !== null && profile.RankBest !== profile.Rank
          ? `（同分段 ${profile.RankBest.toLocaleString('en-US')}–${profile.Rank.toLocaleString('en-US')}）`
          : ''}
      </p>
    </section>
  )
}
