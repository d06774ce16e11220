import { Tabs } from 'antd-mobile'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { useComboDetail, type TargetFilter } from '../api/select-exam.ts'
import { percent } from '../utils/chosen-province.ts'
import './career.css'

export type ComboDetailsProps = { provinceId: number; combo: string; compare: string; filter: TargetFilter }

type Detail = NonNullable<ReturnType<typeof useComboDetail>['data']>

function StatCard({ d }: { d: Detail }) {
  return (
    <div className="gk-cr-statcard">
      <h2>{d.Combo.Name}</h2>
      <p>
        专业 <b>{percent(d.Stat.MajorShare)}</b>
      </p>
      <p>
        院校专业 <b>{percent(d.Stat.UnitShare)}</b>
      </p>
      {d.Stat.SeatShare !== null ? (
        <p>
          计划名额 <b>{percent(d.Stat.SeatShare)}</b>
        </p>
      ) : null}
      <p className="gk-cr-muted">
        {d.Stat.Units.toLocaleString()} 个院校专业{d.Stat.Seats !== null ? ` · ${d.Stat.Seats.toLocaleString()} 人` : ''}
      </p>
    </div>
  )
}

function NameList({ items, empty }: { items: { name: string; extra: string }[]; empty: string }) {
  if (items.length === 0) return <p className="gk-cr-muted gk-cr-pad">{empty}</p>
  return (
    <ul className="gk-cr-list">
      {items.map((i) => (
        <li key={i.name}>
          <span>{i.name}</span>
          <span className="gk-cr-muted">{i.extra}</span>
        </li>
      ))}
    </ul>
  )
}

/** chooseSubjectDetails: what one combination opens and closes, or two combinations side by side. */
export function ComboDetailsPage({ provinceId, combo, compare, filter }: ComboDetailsProps) {
  const a = useComboDetail(provinceId, combo, filter)
  const b = useComboDetail(provinceId, compare, filter)
  if (a.isPending || (compare && b.isPending)) return <LoadingPlaceholder />
  if (!a.data) return <EmptyPage text="没有这个组合" />
  const da = a.data
  const db = compare ? b.data : undefined
  const source = <p className="gk-cr-muted gk-cr-pad">数据来源：{da.Source.Label}</p>
  if (db) {
    const closedA = new Set(da.Closes.map((c) => c.Name))
    const closedB = new Set(db.Closes.map((c) => c.Name))
    const onlyA = db.Closes.filter((c) => !closedA.has(c.Name)).map((c) => ({ name: c.Name, extra: `${db.Combo.Name}：${c.Reason}` }))
    const onlyB = da.Closes.filter((c) => !closedB.has(c.Name)).map((c) => ({ name: c.Name, extra: `${da.Combo.Name}：${c.Reason}` }))
    return (
      <div className="gk-cr">
        <section className="gk-cr-compare" data-testid="combo-compare">
          <StatCard d={da} />
          <span className="gk-cr-vs">VS</span>
          <StatCard d={db} />
        </section>
        {source}
        <Tabs>
          <Tabs.Tab title={`仅${da.Combo.Name}可报 ${onlyA.length}${db.Closes.length >= 300 ? '+' : ''}`} key="a">
            <NameList items={onlyA} empty="没有只有这个组合能报的专业" />
          </Tabs.Tab>
          <Tabs.Tab title={`仅${db.Combo.Name}可报 ${onlyB.length}${da.Closes.length >= 300 ? '+' : ''}`} key="b">
            <NameList items={onlyB} empty="没有只有这个组合能报的专业" />
          </Tabs.Tab>
        </Tabs>
      </div>
    )
  }
  return (
    <div className="gk-cr">
      <section className="gk-cr-compare">
        <StatCard d={da} />
      </section>
      {source}
      <Tabs>
        <Tabs.Tab title={`可报专业 ${da.Opens.length}${da.Opens.length >= 300 ? '+' : ''}`} key="opens">
          <NameList
            items={da.Opens.map((o) => ({ name: o.Name, extra: o.Seats !== null ? `${o.Units} 个院校 · ${o.Seats} 人` : `${o.Units} 个院校` }))}
            empty="没有可报的专业"
          />
        </Tabs.Tab>
        <Tabs.Tab title={`不可报 ${da.Closes.length}${da.Closes.length >= 300 ? '+' : ''}`} key="closes">
          <NameList items={da.Closes.map((c) => ({ name: c.Name, extra: c.Reason }))} empty="所有专业都可以报" />
        </Tabs.Tab>
      </Tabs>
    </div>
  )
}
