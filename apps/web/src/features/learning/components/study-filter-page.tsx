import { Button, Selector } from 'antd-mobile'
import { useState } from 'react'
import { openPage } from '../../../lib/navigation.ts'
import { useGrades, useSubjects } from '../api/catalog.ts'
import { type StudyFilter, type StudyTrack, TYPES, routes, toQuery } from './study-parts.tsx'
import './learning.css'

export function StudyFilterPage({ track, initial }: { track: StudyTrack; initial: StudyFilter }) {
  const grades = useGrades(track)
  const subjects = useSubjects(track)
  const [filter, setFilter] = useState<StudyFilter>(initial)
  const one = (values: string[]) => values[0] || undefined
  return (
    <div className="gk-learn gk-learn-filter">
      <h4>年级</h4>
      <Selector
        columns={4}
        options={(grades.data ?? []).map((g) => ({ label: g.Name, value: g.ID }))}
        value={filter.grade ? [filter.grade] : []}
        onChange={(v) => setFilter({ ...filter, grade: one(v) })}
      />
      <h4>科目</h4>
      <Selector
        columns={3}
        options={(subjects.data ?? []).map((s) => ({ label: s.Name, value: s.ID }))}
        value={filter.subject ? [filter.subject] : []}
        onChange={(v) => setFilter({ ...filter, subject: one(v) })}
      />
      <h4>类型</h4>
      <Selector
        columns={3}
        options={TYPES.map((t) => ({ label: t.label, value: t.value }))}
        value={filter.type ? [filter.type] : []}
        onChange={(v) => setFilter({ ...filter, type: v[0] })}
      />
      <div className="gk-learn-filter__actions">
        <Button onClick={() => setFilter({})}>重置</Button>
        <Button color="primary" onClick={() => openPage(routes[track].home, { replace: true, query: toQuery(filter) })}>
          确定
        </Button>
      </div>
    </div>
  )
}
