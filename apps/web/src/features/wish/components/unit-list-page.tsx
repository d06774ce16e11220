import { Popup, SearchBar } from 'antd-mobile'
import { useState } from 'react'
import type { Batch, UnitListRow } from '@gk/contract'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { useSchoolUnits, useUnitList, useUnitStat, type ListKind, type UnitFilterInput } from '../api/wish-queries.ts'
import { useDraftSlot } from '../model/use-current-batch.ts'
import { toDraftWish, updateDraft, useDraft } from '../model/wish-draft.ts'
import { AutoTableEntry } from './auto-table-entry.tsx'
import { DraftBar } from './draft-bar.tsx'
import { MemberPreview } from './member-preview.tsx'
import { UnitCard } from './unit-card.tsx'
import { UnitFilters } from './unit-filters.tsx'
import './wish.css'

export type UnitListPageProps = { kind: ListKind; batch: Batch; isForecast: boolean; majors?: string[] }

/** College-first / major-first list: tier tabs, filters, rows with probabilities, add to the draft table. */
export function UnitListPage({ kind, batch, isForecast, majors }: UnitListPageProps) {
  const [filter, setFilter] = useState<UnitFilterInput>({ BatchId: batch.BatchId, ...(majors?.length ? { Majors: majors } : {}) })
  const list = useUnitList(kind, filter, true)
  const stat = useUnitStat(kind, filter)
  const slot = useDraftSlot(batch.BatchId)
  const draft = useDraft(slot)
  const added = new Set(draft.selectedSchool.map((w) => w.UnitId))
  const [school, setSchool] = useState<UnitListRow | null>(null)
  // in 专业+院校 mode a college-first row stands for its school: open its majors to add them
  const opensSchool = kind === 'school' && batch.FillingMode === 'major'
  const schoolUnits = useSchoolUnits(batch.BatchId, school?.SchoolId ?? null, 'units')
  const rows = list.data?.pages.flatMap((p) => p.List) ?? []
  const first = list.data?.pages[0]
  // a list short for thin data says so above the rows, and the grey line keeps the rest of the note
  const thin = first?.DataThin ?? null
  const note = thin && first?.DataNote.startsWith(thin.Note) ? first.DataNote.slice(thin.Note.length).replace(/^；/, '') : first?.DataNote

  function toggle(row: UnitListRow) {
    updateDraft(slot, (d) =>
      added.has(row.UnitId)
        ? { ...d, selectedSchool: d.selectedSchool.filter((w) => w.UnitId !== row.UnitId) }
        : { ...d, selectedSchool: [...d.selectedSchool, toDraftWish(row)] },
    )
  }

  return (
    <div className="gk-wish-page">
      <div className="gk-wish-page__search">
        <SearchBar
          placeholder={kind === 'school' ? '搜索院校' : '搜索院校或专业'}
          onSearch={(v) => setFilter({ ...filter, Keyword: v })}
          onClear={() => setFilter({ ...filter, Keyword: '' })}
        />
      </div>
      <UnitFilters filter={filter} counts={stat.data} onChange={setFilter} />
      {first?.CalibrationNote ? (
        <p className="gk-wish-page__calibration" role="note" data-testid="calibration-note">
          {first.CalibrationNote}
        </p>
      ) : null}
      {thin ? (
        <p className="gk-wish-page__thin" role="note" data-testid="data-thin">
          {thin.Note}
        </p>
      ) : null}
      {first ? (
        <p className="gk-wish-page__note" data-testid="data-note">
          {batch.BatchName} · {batch.FillingModeName} ·{' '}
          {first.ScoreLine ? scoreLineHeader(first.ScoreLine, batch) : `位次 ${first.Rank?.toLocaleString('en-US') ?? '—'}`} ·{' '}
          {opensSchool ? `共${first.Total}所院校（各档数量按专业计）` : `共${first.Total}个`} · {note}
        </p>
      ) : null}
      {draft.selectedSchool.length === 0 && !first?.DataAbsent ? (
        <div className="gk-auto-entry gk-auto-entry--slim">
          <AutoTableEntry batch={batch} isForecast={isForecast} text="不想一个个挑？一键生成整张志愿表" fill="outline" />
        </div>
      ) : null}
      {list.isLoading ? (
        <LoadingPlaceholder />
      ) : (
        <InfiniteList
          items={rows}
          getKey={(r) => r.UnitId}
          hasMore={list.hasNextPage}
          loadMore={() => list.fetchNextPage()}
          // a batch the dataset has no results for says what is missing, not "widen the filters"
          // so does a list the data leaves empty (rows it cannot rank)
          emptyText={first?.DataAbsent ? first.DataNote : thin?.Total === 0 ? thin.Note : '没有符合条件的院校，试试放宽筛选'}
          renderItem={(row) => (
            <UnitCard
              row={row}
              isAdded={added.has(row.UnitId)}
              onToggle={toggle}
              {...(opensSchool || batch.FillingMode === 'major-group' ? { onOpen: setSchool, openText: opensSchool ? '选专业' : '本校专业组' } : {})}
            />
          )}
        />
      )}
      {first?.IsPreview && !first.DataAbsent ? <MemberPreview total={first.Total} /> : null}
      <Popup visible={school !== null} onMaskClick={() => setSchool(null)} bodyStyle={{ height: '80vh', overflow: 'auto', background: 'var(--gk-color-page)' }}>
        <h3 className="gk-popup-title">{school?.SchoolName}</h3>
        {schoolUnits.isLoading ? <LoadingPlaceholder /> : null}
        {schoolUnits.data?.Reach ? (
          // the college summed up by its units within reach, each with its own chance (ADR 050)
          <p className="gk-wish-page__note" data-testid="school-reach-summary">
            {schoolUnits.data.Reach.Summary}
          </p>
        ) : null}
        {schoolUnits.data?.List.map((row) => (
          <UnitCard key={row.UnitId} row={row} isAdded={added.has(row.UnitId)} onToggle={toggle} />
        ))}
        {schoolUnits.data?.IsPreview ? <MemberPreview total={null} /> : null}
      </Popup>
      <DraftBar batch={batch} count={draft.selectedSchool.length} />
    </div>
  )
}

const signed = (n: number) => `${n >= 0 ? '+' : ''}${n}分`

/**
 * 「线差 +37分（2026年本科线448）」. Where the batch has a line of its own above the 本科 line the units are
 * compared with (西藏 一批 400 over the 二批 300), the batch's line is named first (a 专科 batch below it keeps the 本科 line, ADR 030): a header of +150 over 300 read
 * as if 一批 were 300 (issue #32 item 7).
 */
export function scoreLineHeader(s: { Gap: number; Line: number; LineYear: number }, batch: Pick<Batch, 'ControlLine' | 'ControlLineYear'>): string {
  const own = batch.ControlLine !== null && batch.ControlLineYear === s.LineYear && batch.ControlLine > s.Line ? batch.ControlLine : null
  if (own === null) return `线差 ${signed(s.Gap)}（${s.LineYear}年本科线${s.Line}）`
  return `本批次线差 ${signed(s.Line + s.Gap - own)}（${s.LineYear}年本批次线${own}；按本科线${s.Line}比较，线差 ${signed(s.Gap)}）`
}
