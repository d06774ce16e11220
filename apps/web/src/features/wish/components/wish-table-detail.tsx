import { Button, Dialog, Tag } from 'antd-mobile'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useDeleteWish, useScoreProfile, useWishDetail } from '../api/wish-queries.ts'
import { exportTableImage } from '../model/export-image.ts'
import { editorPathOf, rememberBatch } from '../model/use-current-batch.ts'
import { writeDraft } from '../model/wish-draft.ts'
import { draftSlotOf } from '../model/profile-scope.ts'
import { AnalysisPanel } from './analysis-panel.tsx'
import { BY_LINE_GAP, percent, shownChance } from '../model/shown-chance.ts'
import './wish.css'

const tierLabel = { reach: '冲', match: '稳', safe: '保' } as const

/** A saved table, print-friendly, with its analysis; edit (into the draft), print, image export, delete. */
export function WishTableDetail({ wishId, isGroup }: { wishId: number | null; isGroup: boolean }) {
  const detail = useWishDetail(wishId, isGroup)
  const profile = useScoreProfile().data?.ScoreProfile ?? null
  const remove = useDeleteWish()
  if (detail.isLoading) return <LoadingPlaceholder />
  const t = detail.data
  if (!t) return <EmptyPage text="志愿表不存在或已删除" />
  const labels = t.Wishes.map((w) =>
    w.Row ? `${w.Row.SchoolName}${w.Row.GroupCode ? ` 第${w.Row.GroupCode}组` : ''}${w.Row.MajorName ? ` ${w.Row.MajorName}` : ''}` : w.UnitId,
  )

  function edit() {
    if (!t) return
    // the table opens in the current profile's draft of its batch
    if (!profile) return
    writeDraft({
      slot: draftSlotOf(profile, t.BatchId),
      batchId: t.BatchId,
      wishId: t.WishId,
      version: t.Version,
      selectedSchool: t.Wishes.map((w, i) => ({
        UnitId: w.UnitId,
        Label: labels[i]!,
        SchoolName: w.Row?.SchoolName ?? '',
        GroupCode: w.Row?.GroupCode ?? null,
        MajorName: w.Row?.MajorName ?? null,
        MajorNames: w.MajorNames,
        IsAdjustmentAccepted: w.IsAdjustmentAccepted,
        Probability: shownChance(w.Row),
        Tier: w.Row?.Tier ?? null,
      })),
    })
    rememberBatch(profile, t.BatchId)
    openPage(editorPathOf[t.FillingMode])
  }

  return (
    <div className="gk-wish-page gk-print">
      <header className="gk-print__head">
        <h2 data-testid="wish-detail-name">{t.Name}</h2>
        <p className="gk-muted">
          {t.ProvinceName} {t.Year}年 · {t.BatchName} · {t.Score}分{t.Rank ? ` · 位次${t.Rank.toLocaleString('en-US')}` : ''} · 第{t.Version}版 ·{' '}
          {new Date(t.UpdatedAt).toLocaleString('zh-CN', { hour12: false })}
        </p>
      </header>
      <table className="gk-print__table">
        <thead>
          <tr>
            <th>#</th>
            <th>志愿</th>
            <th>概率</th>
            {t.FillingMode !== 'major' ? <th>专业</th> : null}
          </tr>
        </thead>
        <tbody>
          {t.Wishes.map((w, i) => (
            <tr key={`${w.UnitId}-${i}`} data-testid="detail-row">
              <td>{i + 1}</td>
              <td>
                {labels[i]}
                {w.Row?.History[0] ? (
                  <div className="gk-muted">
                    {w.Row.History[0].Year}年最低位次 {w.Row.History[0].MinRank?.toLocaleString('en-US') ?? '—'}
                  </div>
                ) : null}
              </td>
              <td>
                {w.Row?.Tier ? (
                  <Tag color={w.Row.Tier === 'reach' ? 'danger' : w.Row.Tier === 'match' ? 'warning' : 'success'}>{tierLabel[w.Row.Tier]}</Tag>
                ) : null}
                {shownChance(w.Row) !== null ? ` ${percent(shownChance(w.Row)!)}` : w.Row?.ByLineGap ? ` ${BY_LINE_GAP}` : ' —'}
              </td>
              {t.FillingMode !== 'major' ? (
                <td>
                  {w.MajorNames.join('、') || '未填'}
                  {t.HasAdjustment ? <div className="gk-muted">{w.IsAdjustmentAccepted ? '服从调剂' : '不服从调剂'}</div> : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      <AnalysisPanel analysis={t.Analysis} labels={labels} />
      <div className="gk-wish-form__actions gk-no-print">
        <Button block color="primary" onClick={edit}>
          修改志愿表
        </Button>
        <Button block onClick={() => window.print()}>
          打印
        </Button>
        <Button
          block
          onClick={() =>
            exportTableImage(
              t.Name,
              `${t.ProvinceName}${t.Year} ${t.BatchName} ${t.Score}分`,
              t.Wishes.map((w, i) => ({
                position: i + 1,
                label: labels[i]!,
                probability: shownChance(w.Row),
                tier: w.Row?.Tier ? tierLabel[w.Row.Tier] : '',
              })),
            )
          }
        >
          导出图片
        </Button>
        <Button
          block
          color="danger"
          fill="outline"
          onClick={async () => {
            if (await Dialog.confirm({ content: '删除后可在客服处找回，确定删除？' })) {
              await remove.mutateAsync({ WishId: t.WishId, Version: t.Version })
              openPage(paths.volunteerList, { replace: true })
            }
          }}
        >
          删除
        </Button>
      </div>
    </div>
  )
}
