import type { SchoolSummary } from '@gk/contract'
import type { ReactNode } from 'react'
import './lookup.css'

export function SchoolTags({ school }: { school: SchoolSummary }) {
  const tags = [school.Is985 && '985', school.Is211 && '211', school.IsDoubleFirstClass && '双一流', school.Nature, school.Level, school.Type].filter(Boolean)
  return (
    <span className="gk-lk-tags">
      {tags.map((t) => (
        <span key={String(t)} className="gk-lk-tag">
          {t}
        </span>
      ))}
    </span>
  )
}

function Badge({ name }: { name: string }) {
  return (
    <span className="gk-lk-badge" aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  )
}

/** One college in a list: badge, name, location, tags, rank; `action` on the right. */
export function SchoolRow({ school, onOpen, action }: { school: SchoolSummary; onOpen: () => void; action?: ReactNode }) {
  return (
    <div className="gk-lk-row">
      <button type="button" className="gk-lk-row__main" onClick={onOpen}>
        <Badge name={school.SchoolName} />
        <span className="gk-lk-row__body">
          <span className="gk-lk-row__title">{school.SchoolName}</span>
          {school.MatchedAlias ? <span className="gk-lk-muted">曾用名：{school.MatchedAlias}</span> : null}
          <span className="gk-lk-muted">
            {school.ProvinceName.replace(/(省|市|自治区)$/u, '')} · {school.City}
            {school.Rank ? ` · 软科排名 ${school.Rank}` : ''}
          </span>
          <SchoolTags school={school} />
        </span>
      </button>
      {action}
    </div>
  )
}
