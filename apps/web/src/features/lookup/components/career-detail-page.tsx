import type { OccupationSummary } from '@gk/contract'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useLookup } from '../api/lookup-queries.ts'
import { QualityTag } from './quality-tag.tsx'
import { CareerRow, openOccupation } from './career-parts.tsx'
import './lookup.css'

/** occupationDetails / industryDetails: path, editorial description, children, recommendations. */
export function CareerDetailPage({ code, kind }: { code: string; kind: 'occupation' | 'industry' }) {
  const occupation = useLookup('Profession/ProfessionInfo', { Code: code }, kind === 'occupation' && code.length > 0)
  const industry = useLookup('Career/IndustryInfo', { Code: code }, kind === 'industry' && code.length > 0)
  const recommend = useLookup('Profession/ProfessionRecommendList', { Code: code }, kind === 'occupation' && code.length > 0)
  const res = kind === 'occupation' ? occupation : industry
  if (res.isPending) return <LoadingPlaceholder />
  const d = res.data
  if (!d) return <EmptyPage text={kind === 'occupation' ? '职业不存在' : '行业不存在'} />
  const open = (o: OccupationSummary) =>
    kind === 'occupation' ? openOccupation(o) : openPage(o.HasChildren ? paths.industryList : paths.industryDetails, { query: { code: o.Code, name: o.Name } })
  return (
    <div className="gk-lk">
      <section className="gk-lk-section">
        <p className="gk-lk-muted" style={{ margin: 0 }}>
          {d.Path.map((p) => p.Name).join(' › ')}
        </p>
        <h2 style={{ margin: '6px 0', fontSize: 20 }}>{d.Name}</h2>
        <p className="gk-lk-muted" style={{ margin: 0 }}>
          {kind === 'occupation' ? '职业编码' : '行业代码'} {d.Code}
          {d.Holland ? ` · 霍兰德兴趣代码 ${d.Holland}` : ''}
          <QualityTag quality={d.Quality} source={d.Source} />
        </p>
      </section>
      <section className="gk-lk-section">
        <h3>{kind === 'occupation' ? '职业介绍' : '行业介绍'}</h3>
        {d.Description ? (
          <>
            <p style={{ margin: 0, lineHeight: 1.7 }}>{d.Description}</p>
            <p className="gk-lk-source">以上介绍由本应用编辑撰写，非官方定义，仅供参考。</p>
          </>
        ) : (
          <p className="gk-lk-empty-note">暂无介绍</p>
        )}
        <p className="gk-lk-source">分类来源：{d.Source}</p>
      </section>
      {d.Children.length ? (
        <section className="gk-lk-section">
          <h3>下设{kind === 'occupation' ? '职业' : '行业'}</h3>
          {d.Children.map((o) => (
            <CareerRow key={o.Code} item={o} onOpen={() => open(o)} />
          ))}
        </section>
      ) : null}
      {recommend.data?.length ? (
        <section className="gk-lk-section">
          <h3>相关职业</h3>
          {recommend.data.map((o) => (
            <CareerRow key={o.Code} item={o} onOpen={() => openOccupation(o)} />
          ))}
        </section>
      ) : null}
    </div>
  )
}
