import { Button, Checkbox, Dialog, Input, Popup, Switch, Tag } from 'antd-mobile'
import { useState } from 'react'
import type { Batch } from '@gk/contract'
import { ErrorCode } from '@gk/contract'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { paths } from '../../../config/paths.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { openPage } from '../../../lib/navigation.ts'
import { showToast } from '../../../lib/toast.ts'
import { useDraftAnalysis, useSaveWish, useSchoolUnits } from '../api/wish-queries.ts'
import { useDraftSlot } from '../model/use-current-batch.ts'
import { moveItem, updateDraft, useDraft, type DraftWish } from '../model/wish-draft.ts'
import { AnalysisPanel } from './analysis-panel.tsx'
import { AutoTableEntry } from './auto-table-entry.tsx'
import { GeneratedNote } from './generated-note.tsx'
import { SortableList } from './sortable-list.tsx'
import { percent, shownChance } from '../model/shown-chance.ts'
import './wish.css'

const tierLabel = { reach: '冲', match: '稳', safe: '保' } as const

/** The draft 志愿表 of one batch: drag to reorder, remove, majors and 服从调剂, live analysis, save. */
export function WishEditor({ batch, isForecast }: { batch: Batch; isForecast: boolean }) {
  const slot = useDraftSlot(batch.BatchId)
  const draft = useDraft(slot)
  const wishes = draft.selectedSchool
  const [name, setName] = useState('')
  const [majorsFor, setMajorsFor] = useState<number | null>(null)
  const [warnings, setWarnings] = useState<string[]>([])
  // the wish the last 删除 took out, with its place, until 撤销 puts it back (issue 32 item 5)
  const [removed, setRemoved] = useState<{ wish: DraftWish; index: number } | null>(null)
  const save = useSaveWish()
  const analysis = useDraftAnalysis({
    BatchId: batch.BatchId,
    Wishes: wishes.map((w) => ({ UnitId: w.UnitId, MajorNames: w.MajorNames, IsAdjustmentAccepted: w.IsAdjustmentAccepted })),
  })
  // a free user's analysis carries no landing (ADR 045): its zeros must not read 「落在此志愿0%」 on every wish
  const landing = analysis.data?.Analysis.ChancesHidden ? undefined : analysis.data?.Analysis.Landing
  const hasMajors = batch.FillingMode !== 'major'
  const change = (next: DraftWish[]) => updateDraft(slot, (d) => ({ ...d, selectedSchool: next }))
  const undo = () => {
    if (!removed) return
    // back in its place, unless the student added it again meanwhile
    if (!wishes.some((w) => w.UnitId === removed.wish.UnitId)) change([...wishes.slice(0, removed.index), removed.wish, ...wishes.slice(removed.index)])
    setRemoved(null)
  }
  const undoBar = removed ? <UndoBar position={removed.index + 1} label={removed.wish.Label} onUndo={undo} /> : null

  async function submit() {
    try {
      const saved = await save.mutateAsync({
        isGroup: batch.FillingMode === 'major-group',
        BatchId: batch.BatchId,
        Name: name,
        ...(draft.wishId !== undefined ? { WishId: draft.wishId, Version: draft.version } : {}),
        Wishes: wishes.map((w) => ({ UnitId: w.UnitId, MajorNames: w.MajorNames, IsAdjustmentAccepted: w.IsAdjustmentAccepted })),
      })
      updateDraft(slot, (d) => ({ ...d, wishId: saved.WishId, version: saved.Version }))
      showToast('志愿表已保存')
      // saved as it is; the risks are shown beside the button, not enforced
      setWarnings(saved.Warnings)
    } catch (e) {
      // a stale copy: the stored table stays as it is, and so does this draft
      if (e instanceof ApiError && e.code === ErrorCode.Conflict) {
        const asNew = await Dialog.confirm({
          content: '该志愿表已在其他设备修改，本次未保存。要把当前内容另存为一张新志愿表吗？',
          confirmText: '另存为新表',
          cancelText: '暂不',
        })
        if (asNew) {
          updateDraft(slot, ({ wishId: _w, version: _v, ...d }) => d)
          showToast('已转为新志愿表，请再次点击保存')
        }
      }
    }
  }

  if (wishes.length === 0) {
    return (
      <div className="gk-wish-page">
        <EmptyPage text="志愿表还是空的：一键生成整张表，或去院校优先、专业优先列表里添加" />
        {undoBar}
        <div className="gk-wish-form__actions">
          <AutoTableEntry batch={batch} isForecast={isForecast} />
          <Button block fill="outline" shape="rounded" onClick={() => openPage(paths.collegeFirst)}>
            去列表添加
          </Button>
        </div>
      </div>
    )
  }
  return (
    <div className="gk-wish-page">
      <p className="gk-wish-page__note">
        {batch.BatchName} · {batch.FillingModeName} · 已填{wishes.length}/{batch.MaxWishes}个志愿
        {hasMajors ? ` · 每个志愿最多${batch.MaxMajorsPerWish}个专业` : ''}
        {draft.wishId !== undefined ? ` · 正在编辑已保存的第${draft.version}版` : ''}
      </p>
      {draft.generated ? <GeneratedNote note={draft.generated} batch={batch} isForecast={isForecast} /> : null}
      {wishes.length > batch.MaxWishes ? <p className="gk-wish-form__error">超过{batch.MaxWishes}个志愿，请删除多余的志愿</p> : null}
      <SortableList
        items={wishes}
        getKey={(w) => w.UnitId}
        onMove={(from, to) => change(moveItem(wishes, from, to))}
        renderItem={(w, i, handle) => (
          <div className="gk-wish-row" data-testid="wish-row">
            {handle}
            <span className="gk-wish-row__pos">{i + 1}</span>
            <div className="gk-wish-row__body">
              <p className="gk-wish-row__label">{w.Label}</p>
              {w.Explanation ? (
                <p className="gk-wish-row__why" data-testid="wish-why">
                  {w.Explanation}
                </p>
              ) : null}
              <p className="gk-muted">
                {w.Tier ? <Tag color={w.Tier === 'reach' ? 'danger' : w.Tier === 'match' ? 'warning' : 'success'}>{tierLabel[w.Tier]}</Tag> : null}{' '}
                {[
                  // the one-tap reason line already states the probability
                  w.Probability !== null && !w.Explanation ? `录取概率${Math.round(w.Probability * 100)}%` : '',
                  landing?.[i] ? `落在此志愿${Math.round(landing[i].Landing * 100)}%` : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {hasMajors ? (
                <div className="gk-wish-row__majors">
                  <a onClick={() => setMajorsFor(i)}>专业：{w.MajorNames.length ? w.MajorNames.join('、') : '未选（点此选择）'}</a>
                  {batch.HasAdjustment ? (
                    <label className="gk-wish-row__adjust">
                      服从调剂
                      <Switch
                        checked={w.IsAdjustmentAccepted}
                        onChange={(v) => change(wishes.map((x, k) => (k === i ? { ...x, IsAdjustmentAccepted: v } : x)))}
                        style={{ '--height': '20px', '--width': '36px' }}
                      />
                    </label>
                  ) : null}
                </div>
              ) : null}
            </div>
            <div className="gk-wish-row__ops">
              <Button size="mini" fill="none" disabled={i === 0} onClick={() => change(moveItem(wishes, i, i - 1))} aria-label="上移">
                ↑
              </Button>
              <Button size="mini" fill="none" disabled={i === wishes.length - 1} onClick={() => change(moveItem(wishes, i, i + 1))} aria-label="下移">
                ↓
              </Button>
              <Button
                size="mini"
                fill="none"
                color="danger"
                onClick={() => {
                  // one tap removes, and 撤销 puts it back where it was: no tap is lost either way (issue 32 item 5)
                  change(wishes.filter((_, k) => k !== i))
                  setRemoved({ wish: w, index: i })
                }}
              >
                删除
              </Button>
            </div>
          </div>
        )}
      />
      {undoBar}
      {analysis.data ? (
        <AnalysisPanel
          analysis={analysis.data.Analysis}
          labels={wishes.map((w) => w.Label)}
          onFixOrder={(order) => change(order.map((id) => wishes.find((w) => w.UnitId === id)!).filter(Boolean))}
        />
      ) : null}
      <div className="gk-wish-form__actions">
        <Input placeholder="志愿表名称（可不填）" value={name} onChange={setName} maxLength={30} className="gk-wish-name" />
        <Button block color="primary" loading={save.isPending} onClick={() => void submit()} data-testid="save-wish">
          保存志愿表
        </Button>
        {warnings.length > 0 ? (
          <div className="gk-unit__warn" data-testid="save-warnings">
            {warnings.map((w) => (
              <p key={w}>请注意：{w}</p>
            ))}
          </div>
        ) : null}
        <Button block fill="outline" onClick={() => openPage(paths.volunteerList)}>
          我的志愿表
        </Button>
      </div>
      <MajorPicker
        batch={batch}
        wish={majorsFor === null ? null : wishes[majorsFor]!}
        onClose={() => setMajorsFor(null)}
        onChange={(names) => majorsFor !== null && change(wishes.map((x, k) => (k === majorsFor ? { ...x, MajorNames: names } : x)))}
      />
    </div>
  )
}

function MajorPicker({ batch, wish, onClose, onChange }: { batch: Batch; wish: DraftWish | null; onClose: () => void; onChange: (names: string[]) => void }) {
  const schoolId = wish ? (wish.UnitId.split(':')[1] ?? null) : null
  // a group's id is g:institution:院校代码:number: the code keeps a campus's same-numbered group apart
  const schoolCode = wish?.UnitId.startsWith('g:') ? wish.UnitId.split(':')[2] || null : null
  const majors = useSchoolUnits(batch.BatchId, schoolId, 'majors', wish?.GroupCode, schoolCode)
  const names = [...new Set((majors.data?.List ?? []).map((m) => m.MajorName).filter((n): n is string => Boolean(n)))]
  return (
    <Popup visible={wish !== null} onMaskClick={onClose} bodyStyle={{ maxHeight: '70vh', overflow: 'auto', padding: 12 }}>
      <h3 className="gk-popup-title">选择专业（最多{batch.MaxMajorsPerWish}个，按顺序录取）</h3>
      {/* "none on record" only once the answer is in: while loading the list is empty too */}
      {majors.isPending && wish !== null ? <p className="gk-muted">正在加载专业…</p> : null}
      {majors.isSuccess && names.length === 0 ? <p className="gk-muted">暂无该专业组的专业数据，以当年招生计划为准</p> : null}
      {majors.isError ? <p className="gk-muted">专业加载失败，请稍后重试</p> : null}
      <Checkbox.Group value={wish?.MajorNames ?? []} onChange={(v) => onChange((v as string[]).slice(0, batch.MaxMajorsPerWish))}>
        {names.map((n) => {
          const row = majors.data?.List.find((m) => m.MajorName === n)
          return (
            <div key={n} className="gk-major-option">
              <Checkbox value={n} disabled={!wish?.MajorNames.includes(n) && (wish?.MajorNames.length ?? 0) >= batch.MaxMajorsPerWish}>
                {n}
              </Checkbox>
              <span className="gk-muted">{shownChance(row) !== null ? percent(shownChance(row)!) : ''}</span>
            </div>
          )
        })}
      </Checkbox.Group>
      <Button block color="primary" onClick={onClose}>
        完成
      </Button>
    </Popup>
  )
}

/** Says which wish 删除 took out and offers to put it back; stays until undone or another wish is removed. */
function UndoBar({ position, label, onUndo }: { position: number; label: string; onUndo: () => void }) {
  return (
    <div className="gk-undo-bar" role="status" data-testid="undo-delete">
      <span>
        已删除第{position}志愿「{label}」
      </span>
      <Button size="small" color="primary" fill="none" onClick={onUndo}>
        撤销
      </Button>
    </div>
  )
}
