import { Button, CheckList, Popup, Selector, Tabs } from 'antd-mobile'
import { useState } from 'react'
import { useScoreProfile, useWishProvinces, type UnitFilterInput } from '../api/wish-queries.ts'
import './wish.css'

export type TierCounts = { Reach: number; Match: number; Safe: number; Total: number } | undefined

/**
 * 院校所在地 options: every province the data knows, the student's own first — a fixed list of 16 left out
 * most students' own province (河南 among them), the one most often wanted (issue #32 item 4).
 */
export function useRegionOptions(): { label: string; value: string }[] {
  const provinces = useWishProvinces()
  const own = useScoreProfile().data?.ScoreProfile?.ProvinceId ?? null
  const all = (provinces.data ?? []).map((p) => ({ label: p.ProvinceName, value: String(p.ID) }))
  const mine = all.filter((o) => o.value === String(own))
  return [...mine.map((o) => ({ ...o, label: `${o.label}（本省）` })), ...all.filter((o) => o.value !== String(own))]
}

// special plans need an eligibility (专项, 预科, 定向 …): listed only when picked here
const specialPlans = ['国家专项', '地方专项', '高校专项', '预科', '民族班', '中外合作', '合作办学', '定向', '公费师范', '其他']

/** Tier tabs with counts, plus a popup of region, tags, nature, tuition and plan-type filters. */
export function UnitFilters({ filter, counts, onChange }: { filter: UnitFilterInput; counts: TierCounts; onChange: (f: UnitFilterInput) => void }) {
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState(filter)
  const regionOptions = useRegionOptions()
  const tab = filter.Tier ?? 'all'
  const active =
    (filter.SchoolProvinceIds?.length ?? 0) +
    (filter.Tags?.length ?? 0) +
    (filter.Natures?.length ?? 0) +
    (filter.TuitionMax !== undefined ? 1 : 0) +
    (filter.PlanTypes?.length ? 1 : 0)
  return (
    <div className="gk-filters">
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          const { Tier: _t, ...rest } = filter
          onChange(k === 'all' ? rest : { ...rest, Tier: k as 'reach' | 'match' | 'safe' })
        }}
      >
        <Tabs.Tab key="all" title={`全部${counts ? ` ${counts.Total}` : ''}`} />
        <Tabs.Tab key="reach" title={`冲${counts ? ` ${counts.Reach}` : ''}`} />
        <Tabs.Tab key="match" title={`稳${counts ? ` ${counts.Match}` : ''}`} />
        <Tabs.Tab key="safe" title={`保${counts ? ` ${counts.Safe}` : ''}`} />
      </Tabs>
      <Button size="mini" fill="outline" className="gk-filters__open" onClick={() => setOpen(true)}>
        筛选{active ? `(${active})` : ''}
      </Button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ maxHeight: '75vh', overflow: 'auto', padding: 12 }}>
        <h4>院校所在地</h4>
        <Selector
          columns={4}
          multiple
          options={regionOptions}
          value={(draft.SchoolProvinceIds ?? []).map(String)}
          onChange={(v) => setDraft({ ...draft, SchoolProvinceIds: v.map(Number) })}
        />
        <h4>院校标签</h4>
        <Selector
          columns={3}
          multiple
          options={['985', '211', '双一流'].map((t) => ({ label: t, value: t }))}
          value={draft.Tags ?? []}
          onChange={(v) => setDraft({ ...draft, Tags: v })}
        />
        <h4>办学性质</h4>
        <Selector
          columns={3}
          multiple
          options={['公办', '民办', '中外合作'].map((t) => ({ label: t, value: t }))}
          value={draft.Natures ?? []}
          onChange={(v) => setDraft({ ...draft, Natures: v })}
        />
        <h4>学费上限（有计划数据时生效）</h4>
        <CheckList
          value={draft.TuitionMax === undefined ? ['none'] : [`${Number(draft.TuitionMax)}`]}
          onChange={(v) => setDraft({ ...draft, TuitionMax: v[0] === 'none' || v[0] === undefined ? undefined : Number(v[0]) })}
        >
          <CheckList.Item value="none">不限</CheckList.Item>
          <CheckList.Item value="10000">1万元以内</CheckList.Item>
          <CheckList.Item value="30000">3万元以内</CheckList.Item>
        </CheckList>
        <h4>计划类型（默认只看普通类；专项等需符合报考条件）</h4>
        <Selector
          columns={3}
          multiple
          options={['普通类', ...specialPlans].map((t) => ({ label: t, value: t }))}
          value={draft.PlanTypes ?? []}
          onChange={(v) => setDraft({ ...draft, PlanTypes: v.length ? v : undefined })}
        />
        <div className="gk-filters__actions">
          <Button
            onClick={() =>
              setDraft({ BatchId: filter.BatchId, ...(filter.Tier ? { Tier: filter.Tier } : {}), ...(filter.Majors ? { Majors: filter.Majors } : {}) })
            }
          >
            重置
          </Button>
          <Button
            color="primary"
            onClick={() => {
              onChange(draft)
              setOpen(false)
            }}
          >
            确定
          </Button>
        </div>
      </Popup>
    </div>
  )
}
