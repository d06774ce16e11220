import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { useCurrentBatch } from '../model/use-current-batch.ts'
import './wish.css'

const modeText = {
  'major-group':
    '你所在省份按「院校专业组」投档：一个志愿是一所学校的一个专业组，组内可填若干专业并选择是否服从调剂。进档后在组内按专业志愿录取，不服从调剂有退档风险。',
  major: '你所在省份按「专业（类）+院校」投档：一个志愿就是一所学校的一个专业，没有专业调剂，进档即录取到该专业。',
  school: '你所在省份按「院校」投档：一个志愿是一所学校，校内可填若干专业并选择是否服从调剂。',
} as const

/** 填报方式说明 for the candidate's province: what the three methods mean under its filling mode. */
export function ContrastPage() {
  const { profile, batch, isLoading } = useCurrentBatch()
  if (isLoading) return <LoadingPlaceholder />
  const mode = batch?.FillingMode ?? 'major-group'
  return (
    <div className="gk-wish-page gk-article">
      <h3>
        {profile ? `${profile.ProvinceName}${profile.Year}年 ` : ''}
        {batch?.BatchName ?? ''}
      </h3>
      <p>{modeText[mode]}</p>
      <h4>院校优先</h4>
      <p>
        按你的位次列出录取概率在 15% 以上的{mode === 'major' ? '学校（点开选专业）' : mode === 'major-group' ? '院校专业组' : '院校'}，分「冲 / 稳 /
        保」三档。适合先确定学校层次和城市的考生。
      </p>
      <h4>专业优先</h4>
      <p>
        先选想学的专业或专业类，再列出开设这些专业、你有机会录取的{mode === 'major' ? '专业+院校' : '院校或专业组'}，按录取概率分档。适合专业目标明确的考生。
      </p>
      <h4>自主填报</h4>
      <p>直接搜索任意院校，查看它的历年最低分、位次和录取概率；不能报考的会说明原因（科类、选科、批次）。</p>
      <h4>概率怎么来的</h4>
      <p>
        根据往年该单位的最低录取位次、招生计划变化和考生人数，估计今年的录取线分布，再与你的位次比较。数据年份、来源和“推算/估计”标记都显示在列表中；概率是估计，不是保证。
      </p>
      {batch ? (
        <p className="gk-muted">
          本批次最多填{batch.MaxWishes}个志愿{batch.FillingMode !== 'major' ? `，每个志愿最多${batch.MaxMajorsPerWish}个专业` : ''}
          {batch.IsUnverified ? '（志愿数量未经官方核实）' : ''}。
        </p>
      ) : null}
    </div>
  )
}
