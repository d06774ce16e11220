import { Button, Tag } from 'antd-mobile'
import type { UnitListRow } from '@gk/contract'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useUnitList } from '../api/wish-queries.ts'
import { useCurrentBatch } from '../model/use-current-batch.ts'
import { percent, shownChance } from '../model/shown-chance.ts'
import './wish.css'

const tierColor = { reach: 'danger', match: 'warning', safe: 'success' } as const

/** How the unit is filled: 第105组, the major (专业+院校), or the college itself. */
const labelOf = (r: UnitListRow) => (r.GroupCode ? `第${r.GroupCode}组` : (r.MajorName ?? '院校志愿'))

const lineOf = (r: UnitListRow) => {
  const h = r.History[0]
  if (!h) return '暂无往年线'
  return `${h.Year}年 ${h.MinScore ?? '—'}分${h.MinRank !== null ? `/${h.MinRank.toLocaleString('en-US')}名` : ''}`
}

/**
 * The major page's 「在{省份}录取这个专业的院校」 (issue #32 item 8): for the student's saved score and current batch, the
 * units that list this major and fall in the student's 冲稳保 — the major-first list filtered by the major, in the list's
 * order (most selective first: 冲, 稳, 保) — each with its line and year, its tier, and for members its chance (ADR 045),
 * and a tap to the college page. Without a score profile the section is not shown (the page's 开设院校 lists them all).
 */
export function MajorAdmitters({ majorName }: { majorName: string }) {
  const { profile, batch } = useCurrentBatch()
  const list = useUnitList('major', { BatchId: batch?.BatchId ?? '', Majors: [majorName] }, true)
  if (!profile || !batch || !list.data) return null
  const rows = list.data.pages.flatMap((p) => p.List)
  const first = list.data.pages[0]!
  return (
    <section className="gk-reach" aria-label="录取这个专业的院校" data-testid="major-admitters">
      <h3 className="gk-reach__title">
        在{profile.ProvinceName}录取这个专业的院校
        <span className="gk-muted">
          {' '}
          · {profile.SubjectTypeName} {profile.FinalScore ?? profile.Score}分 · {batch.BatchName}
        </span>
      </h3>
      {rows.length === 0 ? (
        <p className="gk-unit__meta">{batch.BatchName}没有在你冲稳保范围内开设这个专业的院校</p>
      ) : (
        <>
          <p className="gk-unit__meta" data-testid="major-admitters-summary">
            在你冲稳保范围内的有{first.Total}个，按录取难度从高到低（冲、稳、保）排列
          </p>
          {rows.map((r) => (
            <div key={r.UnitId} className="gk-reach__unit" data-testid="major-admitter">
              {r.Tier ? <Tag color={tierColor[r.Tier]}>{r.TierName}</Tag> : null}
              <span className="gk-reach__name">
                <button type="button" className="gk-reach__school" onClick={() => openPage(paths.schoolDetail, { query: { id: r.SchoolId } })}>
                  {r.SchoolName}
                </button>
                <span className="gk-muted"> {labelOf(r)}</span>
              </span>
              <span className="gk-reach__line">
                {shownChance(r) !== null ? <strong>{percent(shownChance(r)!)} </strong> : null}
                {lineOf(r)}
              </span>
            </div>
          ))}
          {list.hasNextPage ? (
            <Button size="small" fill="none" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              查看更多
            </Button>
          ) : null}
          {first.IsPreview ? <p className="gk-muted">开通会员可看每个院校的录取概率</p> : null}
        </>
      )}
    </section>
  )
}
