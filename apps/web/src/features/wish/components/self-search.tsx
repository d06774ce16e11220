import { SearchBar } from 'antd-mobile'
import { useState } from 'react'
import type { Batch, UnitListRow } from '@gk/contract'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { useUnitSearch } from '../api/wish-queries.ts'
import { useDraftSlot } from '../model/use-current-batch.ts'
import { toDraftWish, updateDraft, useDraft } from '../model/wish-draft.ts'
import { DraftBar } from './draft-bar.tsx'
import { MemberPreview } from './member-preview.tsx'
import { UnitCard } from './unit-card.tsx'
import './wish.css'

/** 自主填报: search any unit of the batch and see its probability, or why it cannot be chosen. */
export function SelfSearch({ batch }: { batch: Batch }) {
  const [keyword, setKeyword] = useState('')
  const result = useUnitSearch(batch.BatchId, keyword)
  const slot = useDraftSlot(batch.BatchId)
  const draft = useDraft(slot)
  const added = new Set(draft.selectedSchool.map((w) => w.UnitId))
  const toggle = (row: UnitListRow) =>
    updateDraft(slot, (d) =>
      added.has(row.UnitId)
        ? { ...d, selectedSchool: d.selectedSchool.filter((w) => w.UnitId !== row.UnitId) }
        : { ...d, selectedSchool: [...d.selectedSchool, toDraftWish(row)] },
    )
  return (
    <div className="gk-wish-page">
      <div className="gk-wish-page__search">
        <SearchBar placeholder="输入院校名称或拼音" onSearch={setKeyword} onClear={() => setKeyword('')} />
      </div>
      {keyword === '' ? <EmptyPage text="输入院校名称开始搜索" /> : null}
      {result.data ? (
        <p className="gk-wish-page__note">
          找到{result.data.Total}个 · {result.data.DataNote}
        </p>
      ) : null}
      {result.data?.List.map((row) => (
        <UnitCard key={row.UnitId} row={row} isAdded={added.has(row.UnitId)} onToggle={toggle} />
      ))}
      {result.data?.IsPreview ? <MemberPreview total={result.data.Total} /> : null}
      <DraftBar batch={batch} count={draft.selectedSchool.length} />
    </div>
  )
}
