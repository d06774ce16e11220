import { Fragment, useState } from 'react'
import type { PlanRow } from '@gk/contract'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { useLookup, usePagedLookup } from '../api/lookup-queries.ts'
import { ChipGroup } from './province-picker.tsx'
import { SourceNote } from './quality-tag.tsx'
import { PlanRowView } from './school-detail-tabs.tsx'
import './lookup.css'

/**
 * How a plan's 专业组 reads: a published code as 第N组; a source's own key (学校|批次|选科, 河南's plans) by the row's batch
 * as the year's policy names it (never the key's legacy 本科一批) and its 选科 — two groups may share the 选科.
 */
export function groupLabel(group: string, batch: string): string {
  if (/^\d+$/u.test(group)) return `第${group}组`
  const parts = group.split('|')
  return parts.length > 1 ? `${batch ? `${batch} · ` : ''}专业组（选科：${parts.at(-1)}）` : group
}

/**
 * The college's 招生计划 in the province (server pages): for the student's track where the plans name it (`track`, the
 * score profile's 物理类/历史类/综合 …), in the newest year that has it; other tracks and years one tap away. Rows are
 * grouped by 专业组, each with its plan count, year and source; the college's plan totals per province below.
 */
export function SchoolPlanTab({ schoolId, provinceId, track }: { schoolId: string; provinceId: number; track?: string | undefined }) {
  const [year, setYear] = useState<number>()
  // the student's track until another is tapped (the profile may arrive after the page)
  const [chosen, setSubjectType] = useState<string>()
  const subjectType = chosen ?? track
  const list = usePagedLookup('School/SchoolEnrollmentPlan', { SchoolId: schoolId, ProvinceId: provinceId, Year: year, SubjectType: subjectType })
  const direction = useLookup('School/SchoolEnrollmentDirection', { SchoolId: schoolId })
  if (list.query.isPending) return <LoadingPlaceholder />
  const first = list.first
  return (
    <section className="gk-lk-section" aria-label="招生计划" data-testid="school-plan">
      <ChipGroup label="年份" options={first?.Years ?? []} value={first?.Year ?? undefined} onChange={setYear} />
      {(first?.SubjectTypes.length ?? 0) > 1 ? (
        <ChipGroup label="科类" options={first!.SubjectTypes} value={first!.SubjectType ?? undefined} onChange={setSubjectType} />
      ) : null}
      {first?.Year ? (
        <h3 data-testid="school-plan-title">
          {first.Year}年{first.SubjectType ?? ''}招生计划（共{first.Total}条）
        </h3>
      ) : null}
      {first?.Note ? <p className="gk-lk-muted">{first.Note}</p> : null}
      <InfiniteList
        items={list.items}
        getKey={(r, i) => `${r.MajorGroup}-${r.SpecialtyName}-${i}`}
        emptyText="该省份暂无这所院校的招生计划"
        hasMore={Boolean(list.query.hasNextPage)}
        loadMore={() => list.query.fetchNextPage()}
        renderItem={(r, i) => <GroupedRow row={r} previous={i > 0 ? list.items[i - 1] : undefined} />}
      />
      <SourceNote sources={list.items.map((r) => r.Source)} />
      {direction.data?.List.length ? (
        <>
          <h3 style={{ marginTop: 16 }}>{direction.data.Year}年各省计划人数</h3>
          <p className="gk-lk-muted">{direction.data.List.map((d) => `${d.ProvinceName.replace(/(省|市|自治区)$/u, '')} ${d.PlanCount}`).join(' · ')}</p>
        </>
      ) : null}
    </section>
  )
}

/** A plan row under its 专业组's heading, the heading drawn where a new group starts. */
function GroupedRow({ row, previous }: { row: PlanRow; previous: PlanRow | undefined }) {
  const starts = row.MajorGroup !== null && (row.MajorGroup !== previous?.MajorGroup || row.Batch !== previous.Batch)
  return (
    <Fragment>
      {starts ? (
        <h4 className="gk-lk-muted" style={{ margin: '12px 0 0' }} data-testid="school-plan-group">
          {groupLabel(row.MajorGroup!, row.Batch)}
        </h4>
      ) : null}
      <PlanRowView row={row} />
    </Fragment>
  )
}
