import type { SpecialtySummary } from '@gk/contract'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import './lookup.css'

export const openSpecialty = (id: string) => openPage(paths.specialityDetails, { query: { id } })

export function SpecialtyRow({ s }: { s: SpecialtySummary }) {
  return (
    <button type="button" className="gk-lk-row" style={{ width: '100%', textAlign: 'left', border: 0 }} onClick={() => openSpecialty(s.SpecialtyId)}>
      <span className="gk-lk-row__body">
        <span className="gk-lk-row__title" style={{ fontSize: 15 }}>
          {s.Name}
        </span>
        <span className="gk-lk-muted">{[s.Code, s.Level, s.Category, s.SubCategory, s.Degree, s.Years ? `${s.Years}年` : ''].filter(Boolean).join(' · ')}</span>
      </span>
    </button>
  )
}
