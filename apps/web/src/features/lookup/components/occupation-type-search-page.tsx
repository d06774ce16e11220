import { HOLLAND_TYPES, type RiasecType } from '@gk/domain'
import { Button } from 'antd-mobile'
import { useState } from 'react'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { usePagedLookup } from '../api/lookup-queries.ts'
import { CareerRow, openOccupation } from './career-parts.tsx'
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
