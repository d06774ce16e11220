import { HOLLAND_TYPES, type RiasecType } from '@gk/domain'
import { Button, SearchBar } from 'antd-mobile'
import { useState } from 'react'
import type { OccupationSummary } from '@gk/contract'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useLookup, usePagedLookup } from '../api/lookup-queries.ts'
import { QualityTag } from './quality-tag.tsx'
import './lookup.css'

const hints: Record<RiasecType, string> = {
  R: '动手操作、机械、户外',
  I: '分析、探索、科学',
  A: '创作、表达、审美',
  S: '帮助、教育、服务',
  E: '领导、说服、经营',
  C: '条理、数据、规范',
}
export const HOLLAND = HOLLAND_TYPES.map((t) => ({ ...t, hint: hints[t.code] }))

const openOccupation = (o: OccupationSummary) =>
  o.HasChildren ? openPage(paths.occupationList, { query: { code: o.Code, name: o.Name } }) : openPage(paths.occupationDetails, { query: { code: o.Code } })

function CareerRow({ item, onOpen }: { item: OccupationSummary; onOpen: () => void }) {
  return (
    <button type="button" className="gk-lk-row" style={{ width: '100%', textAlign: 'left', border: 0 }} onClick={onOpen}>
      <span className="gk-lk-row__body" style={{ flex: 1 }}>
        <span style={{ fontSize: 15 }}>{item.Name}</span>
        <span className="gk-lk-muted">
          {item.Code}
          {item.Holland ? ` · 霍兰德 ${item.Holland}` : ''}
        </span>
      </span>
      {item.HasChildren ? <span className="gk-lk-muted">›</span> : null}
    </button>
  )
}

/** 职业百科 home: search, Holland entry, the 8 major groups, featured occupations. */
export function OccupationHomePage() {
  const roots = useLookup('Profession/CategoryList', {})
  const hot = useLookup('Profession/ProfessionHotList', { Count: 8 })
  return (
    <div className="gk-lk">
      <div className="gk-lk-toolbar">
        <div style={{ flex: 1 }} role="button" tabIndex={0} onClick={() => openPage(paths.occupationSearch)}>
          <SearchBar placeholder="搜索职业名称" style={{ pointerEvents: 'none' }} />
        </div>
      </div>
      <section className="gk-lk-section">
        <button type="button" className="gk-lk-card" style={{ width: '100%' }} onClick={() => openPage(paths.occupationTypeSearch)}>
          <strong>按兴趣类型找职业</strong>
          <div className="gk-lk-muted">霍兰德职业兴趣代码 R I A S E C</div>
        </button>
      </section>
      <section className="gk-lk-section">
        <h3>职业大类</h3>
        {roots.isPending ? <LoadingPlaceholder /> : null}
        {roots.data?.map((o) => (
          <CareerRow key={o.Code} item={o} onOpen={() => openOccupation(o)} />
        ))}
      </section>
      {hot.data?.length ? (
        <section className="gk-lk-section">
          <h3>职业推荐</h3>
          {hot.data.map((o) => (
            <CareerRow key={o.Code} item={o} onOpen={() => openPage(paths.occupationDetails, { query: { code: o.Code } })} />
          ))}
        </section>
      ) : null}
      <p className="gk-lk-source" style={{ padding: '0 16px' }}>
        分类依据《中华人民共和国职业分类大典（2022年版）》；职业介绍与兴趣代码为本应用编写，仅供参考。
      </p>
    </div>
  )
}

/** occupationList: the children of one group (drill down), or all detailed occupations under it. */
export function OccupationListPage({ code, name }: { code: string; name: string }) {
  const children = useLookup('Profession/CategoryList', { ParentCode: code }, code.length > 0)
  if (children.isPending) return <LoadingPlaceholder />
  if (!children.data?.length) return <EmptyPage />
  return (
    <div className="gk-lk">
      <section className="gk-lk-section">
        <h3>{name}</h3>
        {children.data.map((o) => (
          <CareerRow key={o.Code} item={o} onOpen={() => openOccupation(o)} />
        ))}
      </section>
    </div>
  )
}

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

export function OccupationSearchPage() {
  const [keyword, setKeyword] = useState('')
  const q = keyword.trim()
  const list = usePagedLookup('Profession/ProfessionSearchByName', { Keyword: q }, q.length > 0)
  return (
    <div className="gk-lk">
      <div className="gk-lk-toolbar">
        <div style={{ flex: 1 }}>
          <SearchBar placeholder="输入职业名称" onChange={setKeyword} autoFocus />
        </div>
      </div>
      {!q ? (
        <EmptyPage text="输入关键词搜索职业" />
      ) : list.query.isPending ? (
        <LoadingPlaceholder />
      ) : (
        <InfiniteList
          items={list.items}
          getKey={(o) => o.Code}
          emptyText="没有找到相关职业"
          hasMore={Boolean(list.query.hasNextPage)}
          loadMore={() => list.query.fetchNextPage()}
          renderItem={(o) => <CareerRow item={o} onOpen={() => openOccupation(o)} />}
        />
      )}
    </div>
  )
}

/** occupationtypesearch: pick up to three Holland letters in order, list occupations that fit. */
export function OccupationTypeSearchPage({ initialCode }: { initialCode: string }) {
  const [code, setCode] = useState(
    initialCode
      .toUpperCase()
      .replace(/[^RIASEC]/g, '')
      .slice(0, 3),
  )
  const list = usePagedLookup('Profession/ProfessionSearchByInterestCode', { InterestCode: code }, code.length > 0)
  const toggle = (c: string) => setCode((v) => (v.includes(c) ? v.replace(c, '') : v.length < 3 ? v + c : v))
  return (
    <div className="gk-lk">
      <section className="gk-lk-section">
        <h3>选择兴趣类型（按顺序最多3个）</h3>
        <div className="gk-lk-grid" style={{ gridTemplateColumns: 'repeat(3, 1fr)' }}>
          {HOLLAND.map((h) => (
            <button
              key={h.code}
              type="button"
              aria-pressed={code.includes(h.code)}
              className="gk-lk-card"
              style={code.includes(h.code) ? { background: '#eaf3fd', outline: '1px solid #3686e2' } : undefined}
              onClick={() => toggle(h.code)}
            >
              <strong>
                {h.code} {h.name}
              </strong>
              <div className="gk-lk-muted">{h.hint}</div>
            </button>
          ))}
        </div>
        <p style={{ margin: '10px 0 0' }}>
          当前代码：<strong>{code || '未选择'}</strong>{' '}
          {code ? (
            <Button size="mini" onClick={() => setCode('')}>
              清除
            </Button>
          ) : null}
        </p>
      </section>
      {!code ? (
        <EmptyPage text="选择兴趣类型查看适合的职业" />
      ) : list.query.isPending ? (
        <LoadingPlaceholder />
      ) : (
        <section className="gk-lk-section">
          <p className="gk-lk-muted">共 {list.first?.Total ?? 0} 个职业，按与兴趣代码的吻合程度排列</p>
          <InfiniteList
            items={list.items}
            getKey={(o) => o.Code}
            emptyText="没有匹配的职业"
            hasMore={Boolean(list.query.hasNextPage)}
            loadMore={() => list.query.fetchNextPage()}
            renderItem={(o) => <CareerRow item={o} onOpen={() => openOccupation(o)} />}
          />
          <p className="gk-lk-source">兴趣代码为本应用按职业大类、中类编写，细类沿用所属类别的代码，仅供参考。</p>
        </section>
      )}
    </div>
  )
}

/** industryList: GB/T 4754 sections, drilling down by code. */
export function IndustryListPage({ code, name }: { code: string; name: string }) {
  const list = useLookup('Career/IndustryList', { ParentCode: code || undefined })
  if (list.isPending) return <LoadingPlaceholder />
  if (!list.data?.length) return <EmptyPage />
  return (
    <div className="gk-lk">
      <section className="gk-lk-section">
        <h3>{name || '国民经济行业门类'}</h3>
        {list.data.map((o) => (
          <CareerRow key={o.Code} item={o} onOpen={() => openPage(paths.industryDetails, { query: { code: o.Code } })} />
        ))}
        <p className="gk-lk-source">分类依据 GB/T 4754-2017《国民经济行业分类》；行业介绍为本应用编写。</p>
      </section>
    </div>
  )
}
