import { Button, Dialog, Popup, SearchBar, Selector } from 'antd-mobile'
import { useState } from 'react'
import type { AutoTableOutput, Batch, Input } from '@gk/contract'
import { openPage } from '../../../lib/navigation.ts'
import { useAutoTable, useMajorOptions } from '../api/wish-queries.ts'
import { editorPathOf, useDraftSlot } from '../model/use-current-batch.ts'
import { labelOf, readDraft, writeDraft, type DraftWish } from '../model/wish-draft.ts'
import { useRegionOptions } from './unit-filters.tsx'
import { shownChance } from '../model/shown-chance.ts'
import './wish.css'

type Appetite = NonNullable<Input<'Wish/AutoTable'>['RiskAppetite']>
const appetites: { label: string; value: Appetite; description: string }[] = [
  { label: '保守', value: 'conservative', description: '多保少冲' },
  { label: '均衡', value: 'balanced', description: '冲稳保适中' },
  { label: '激进', value: 'aggressive', description: '多冲少保' },
]
const tuitions = [
  { label: '不限', value: 'none' },
  { label: '1万以内', value: '10000' },
  { label: '2万以内', value: '20000' },
  { label: '5万以内', value: '50000' },
]
// special plans need an eligibility the student must have: only when ticked here
const specialPlans = ['国家专项', '地方专项', '高校专项']

/** The generated table as the draft of its batch: the editor, analysis and save take it from there. */
export function toDraft(table: AutoTableOutput): { selectedSchool: DraftWish[]; generated: { summary: string; advice: string[] } } {
  return {
    selectedSchool: table.Wishes.map((w) => ({
      UnitId: w.UnitId,
      Label: labelOf(w.Row),
      SchoolName: w.Row.SchoolName,
      GroupCode: w.Row.GroupCode,
      MajorName: w.Row.MajorName,
      MajorNames: w.MajorNames,
      IsAdjustmentAccepted: w.IsAdjustmentAccepted,
      Probability: shownChance(w.Row),
      Tier: w.Tier,
      Explanation: w.Explanation,
    })),
    generated: {
      summary: `一键生成时 · 冲${table.Mix.Reach} 稳${table.Mix.Match} 保${table.Mix.Safe} · ${table.Analysis.Summary}`,
      advice: [...table.Advice, ...table.Relaxed, ...(table.IsPreview ? ['整张表和冲稳保分档免费；开通会员可看每个志愿的录取概率和滑档风险'] : [])],
    },
  }
}

/** Preferences sheet → Wish/AutoTable → the draft table in the editor (confirming before it replaces one). */
export default function AutoTableSheet({
  batch,
  isForecast,
  appetite,
  onClose,
}: {
  batch: Batch
  isForecast: boolean
  appetite: Appetite
  onClose: () => void
}) {
  const [risk, setRisk] = useState<Appetite>(appetite)
  const [places, setPlaces] = useState<string[]>([])
  const [tags, setTags] = useState<string[]>([])
  const [majors, setMajors] = useState<string[]>([])
  const [keyword, setKeyword] = useState('')
  const [tuition, setTuition] = useState('none')
  const [plans, setPlans] = useState<string[]>([])
  const options = useMajorOptions(batch.BatchId, keyword)
  const generate = useAutoTable()
  const regionOptions = useRegionOptions()
  const slot = useDraftSlot(batch.BatchId)
  const majorOptions = [...new Set([...majors, ...(options.data ?? []).slice(0, 12).map((m) => m.Name)])]

  async function submit() {
    const table = await generate.mutateAsync({
      BatchId: batch.BatchId,
      RiskAppetite: risk,
      ...(places.length ? { SchoolProvinceIds: places.map(Number) } : {}),
      ...(tags.length ? { Tags: tags } : {}),
      ...(majors.length ? { Majors: majors } : {}),
      ...(tuition !== 'none' ? { TuitionMax: Number(tuition) } : {}),
      ...(plans.length ? { PlanTypes: ['普通类', ...plans] } : {}),
    })
    if (table.Wishes.length === 0) {
      void Dialog.alert({ content: '没有找到符合条件且有往年录取数据的院校，请放宽偏好后再试' })
      return
    }
    const current = readDraft(slot)
    if (current.selectedSchool.length > 0) {
      const ok = await Dialog.confirm({
        content: `生成的${table.Wishes.length}个志愿将替换正在填写的志愿表（${current.selectedSchool.length}个志愿），已保存的志愿表不受影响。`,
        confirmText: '替换',
        cancelText: '取消',
      })
      if (!ok) return
    }
    writeDraft({ slot, batchId: batch.BatchId, ...toDraft(table) })
    onClose()
    openPage(editorPathOf[batch.FillingMode])
  }

  return (
    <Popup visible onMaskClick={onClose} bodyStyle={{ maxHeight: '85vh', overflow: 'auto', padding: '4px 12px 12px' }}>
      <div className="gk-auto-sheet" data-testid="auto-sheet">
        <h3 className="gk-popup-title">一键生成志愿表</h3>
        <p className="gk-muted">
          {batch.BatchName} · {batch.FillingModeName} · 按你的位次和偏好填满{batch.MaxWishes}个志愿，生成后可修改
          {isForecast ? '' : '；免费生成整张表和冲稳保分档，每个志愿的录取概率为会员功能'}
        </p>
        <h4>风险偏好</h4>
        <Selector columns={3} options={appetites} value={[risk]} onChange={(v) => v[0] && setRisk(v[0])} />
        <h4>院校所在地（可多选，不选为不限）</h4>
        <Selector columns={4} multiple options={regionOptions} value={places} onChange={setPlaces} />
        <h4>院校层次</h4>
        <Selector columns={3} multiple options={['985', '211', '双一流'].map((t) => ({ label: t, value: t }))} value={tags} onChange={setTags} />
        <h4>意向专业</h4>
        <SearchBar placeholder="搜索专业，如 计算机" onChange={setKeyword} />
        <Selector columns={2} multiple options={majorOptions.map((m) => ({ label: m, value: m }))} value={majors} onChange={(v) => setMajors(v.slice(0, 10))} />
        <h4>学费上限（每年）</h4>
        <Selector columns={4} options={tuitions} value={[tuition]} onChange={(v) => v[0] && setTuition(v[0])} />
        <h4>专项计划（符合报考条件才选）</h4>
        <Selector columns={3} multiple options={specialPlans.map((t) => ({ label: t, value: t }))} value={plans} onChange={setPlans} />
        <div className="gk-wish-form__actions">
          <Button block color="primary" loading={generate.isPending} onClick={() => void submit()} data-testid="auto-generate">
            生成志愿表
          </Button>
        </div>
      </div>
    </Popup>
  )
}
