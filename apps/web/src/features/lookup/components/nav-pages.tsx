import { Button } from 'antd-mobile'
import type { AppPath } from '../../../config/paths.ts'
import { paths } from '../../../config/paths.ts'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { useLookup } from '../api/lookup-queries.ts'
import './lookup.css'

export type Tile = { path: AppPath; title: string; hint: string }
export type NavPageProps = { isAvailable: (path: AppPath) => boolean }

function TileGrid({ tiles, isAvailable }: { tiles: readonly Tile[] } & NavPageProps) {
  return (
    <section className="gk-lk-section gk-lk-grid">
      {tiles.map((t) => {
        const on = isAvailable(t.path)
        return (
          <button key={t.path} type="button" className="gk-lk-card" disabled={!on} style={on ? undefined : { opacity: 0.5 }} onClick={() => openPage(t.path)}>
            <strong>{t.title}</strong>
            <div className="gk-lk-muted">{on ? t.hint : '即将开放'}</div>
          </button>
        )
      })}
    </section>
  )
}

const planTiles: readonly Tile[] = [
  { path: paths.professional, title: '查专业', hint: '专业目录、开设院校、相关职业' },
  { path: paths.occupation, title: '职业百科', hint: '职业分类与兴趣代码' },
  { path: paths.industryList, title: '行业概览', hint: '国民经济行业分类' },
  { path: paths.specialtyRank, title: '专业排名', hint: '软科专业排名' },
  { path: paths.chooseSubject, title: '新高考选科', hint: '选科组合与要求' },
  { path: paths.appraisalList, title: '职业测评', hint: '霍兰德、MBTI 测评' },
]

const fillingTiles: readonly Tile[] = [
  { path: paths.searchSchool, title: '查大学', hint: '院校搜索与对比' },
  { path: paths.searchArrangement, title: '查位次', hint: '分数换位次、等位分' },
  { path: paths.searchBatch, title: '查批次', hint: '历年批次控制线' },
  { path: paths.enrollData, title: '录取数据', hint: '院校、专业历年录取分' },
  { path: paths.enrollmentPlan, title: '招生计划', hint: '本省招生计划' },
  { path: paths.collegeRank, title: '院校排名', hint: '软科中国大学排名' },
  { path: paths.queryIndex, title: '志愿推荐', hint: '按分数推荐院校' },
  { path: paths.volunteerList, title: '我的志愿表', hint: '查看已保存的志愿' },
]

export const PlanNavPage = ({ isAvailable }: NavPageProps) => <TileGrid tiles={planTiles} isAvailable={isAvailable} />
export const FillingNavPage = ({ isAvailable }: NavPageProps) => <TileGrid tiles={fillingTiles} isAvailable={isAvailable} />

/** supplement/index: the gaokao information entry. */
export function SupplementPage({ isAvailable }: NavPageProps) {
  return (
    <TileGrid
      isAvailable={isAvailable}
      tiles={[
        { path: paths.information, title: '高考资讯', hint: '政策解读与填报知识' },
        { path: paths.searchBatch, title: '批次线', hint: '各省历年控制线' },
        { path: paths.searchArrangement, title: '一分一段', hint: '分数与位次换算' },
        { path: paths.enrollmentPlan, title: '招生计划', hint: '本省各院校计划' },
        { path: paths.enrollData, title: '录取数据', hint: '历年录取分数' },
        { path: paths.searchSchool, title: '招生章程', hint: '在院校详情中查看' },
      ]}
    />
  )
}

/** defultpage: shows the link and opens it in the system browser (only http/https). */
export function DefaultBrowserPage({ url }: { url: string }) {
  const safe = /^https?:\/\//i.test(url)
  if (!safe) return <EmptyPage text="链接无效" />
  return (
    <div className="gk-lk">
      <section className="gk-lk-section">
        <p>即将打开外部网页：</p>
        <p style={{ wordBreak: 'break-all' }}>{url}</p>
        <Button block color="primary" onClick={() => void window.open(url, '_blank', 'noopener,noreferrer')}>
          在浏览器中打开
        </Button>
      </section>
    </div>
  )
}

/** constitutionDetails: a stored admission charter (plain text; operator content). */
export function CharterDetailPage({ id }: { id: number }) {
  const res = useLookup('School/SchoolConstitutionInfo', { ID: id }, id > 0)
  if (res.isPending && id > 0) return <LoadingPlaceholder />
  if (!res.data) return <EmptyPage text="招生章程不存在" />
  const c = res.data
  return (
    <article className="gk-lk-section">
      <h2 style={{ fontSize: 18 }}>{c.Title}</h2>
      <p className="gk-lk-muted">
        {c.SchoolName} · {c.Year}年
      </p>
      <div style={{ whiteSpace: 'pre-wrap', lineHeight: 1.7 }}>{c.Content.replace(/<[^>]*>/g, '')}</div>
    </article>
  )
}
