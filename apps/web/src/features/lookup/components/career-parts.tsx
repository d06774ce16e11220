import type { OccupationSummary } from '@gk/contract'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import './lookup.css'

export const openOccupation = (o: OccupationSummary) =>
  o.HasChildren ? openPage(paths.occupationList, { query: { code: o.Code, name: o.Name } }) : openPage(paths.occupationDetails, { query: { code: o.Code } })

export function CareerRow({ item, onOpen }: { item: OccupationSummary; onOpen: () => void }) {
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
