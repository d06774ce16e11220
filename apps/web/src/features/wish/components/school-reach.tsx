import { Tag } from 'antd-mobile'
import type { UnitRow } from '@gk/contract'
import { useSchoolUnits } from '../api/wish-queries.ts'
import { useCurrentBatch } from '../model/use-current-batch.ts'
import { percent, shownChance } from '../model/shown-chance.ts'
import './wish.css'

const tierColor = { reach: 'danger', match: 'warning', safe: 'success' } as const

/**
 * How a unit is filled: 第105组, the major, or the college itself — where the batch is filled by 专业组 there is no
 * 院校志愿, and a row without a group is the college's own line (ADR 127).
 */
const labelOf = (r: UnitRow, mode: string) => (r.GroupCode ? `第${r.GroupCode}组` : (r.MajorName ?? (mode === 'major-group' ? '院校线' : '院校志愿')))

/**
 * The college page's "我的录取机会" (ADR 050): for the candidate's saved score and current batch, the college's units
 * within reach, each with its own chance and line, and the sentence that counts the rest. Never one chance for the
 * college: its groups (or majors) are admitted on their own lines. Without a profile the section is not shown.
 */
export function SchoolReach({ schoolId }: { schoolId: string }) {
  const { profile, batch } = useCurrentBatch()
  const units = useSchoolUnits(batch?.BatchId ?? '', profile && batch ? schoolId : null, 'units')
  if (!profile || !batch || !units.data) return null
  const { List, Reach, IsPreview } = units.data
  // members get the server's summary; the free tier sees which units are within reach by their tier (ADR 045)
  const within = Reach
    ? Reach.WithinUnitIds.map((id) => List.find((r) => r.UnitId === id)!).filter(Boolean)
    : List.filter((r) => r.Tier !== null && r.PlanType === '普通类')
  return (
    <section className="gk-reach" data-testid="school-reach">
      <h3 className="gk-reach__title">
        我的录取机会
        <span className="gk-muted">
          {' '}
          · {profile.ProvinceName} {profile.FinalScore ?? profile.Score}分 · {batch.BatchName}
        </span>
      </h3>
      {List.length === 0 ? (
        <p className="gk-unit__meta">该校在{batch.BatchName}没有你能比较的招生单位</p>
      ) : (
        <>
          <p className="gk-unit__meta" data-testid="school-reach-summary">
            {Reach ? Reach.Summary : `在你冲稳保范围内的有${within.length}个（共${List.length}个）；各单位的录取概率会员可看`}
          </p>
          {within.map((r) => (
            <div key={r.UnitId} className="gk-reach__unit" data-testid="school-reach-unit">
              <Tag color={tierColor[r.Tier!]}>{r.TierName}</Tag>
              <span className="gk-reach__name">
                {labelOf(r, batch.FillingMode)}
                {r.Majors.length > 0 && !r.MajorName ? (
                  <span className="gk-muted">
                    （{r.Majors.slice(0, 3).join('、')}
                    {r.Majors.length > 3 ? `等${r.Majors.length}个` : ''}）
                  </span>
                ) : null}
              </span>
              <span className="gk-reach__line">
                {shownChance(r) !== null ? <strong>{percent(shownChance(r)!)} </strong> : null}
                {r.History[0]
                  ? `${r.History[0].Year}年 ${r.History[0].MinScore ?? '—'}分${r.History[0].MinRank !== null ? `/${r.History[0].MinRank.toLocaleString('en-US')}名` : ''}`
                  : ''}
              </span>
            </div>
          ))}
          {IsPreview ? <p className="gk-muted">开通会员可看每个单位的录取概率</p> : null}
        </>
      )}
    </section>
  )
}
