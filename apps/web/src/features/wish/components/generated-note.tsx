import { useState } from 'react'
import type { Batch } from '@gk/contract'
import type { GeneratedNote as Note } from '../model/wish-draft.ts'
import { AutoTableEntry } from './auto-table-entry.tsx'
import './wish.css'

/** What the one-tap table said about itself (mix, 调剂 advice, loosened preferences), above the editor. */
export function GeneratedNote({ note, batch, isForecast }: { note: Note; batch: Batch; isForecast: boolean }) {
  const [all, setAll] = useState(false)
  const advice = all ? note.advice : note.advice.slice(0, 2)
  return (
    <section className="gk-generated" data-testid="generated-note">
      <p className="gk-generated__summary">{note.summary}</p>
      <ul className="gk-generated__advice">
        {advice.map((a) => (
          <li key={a}>{a}</li>
        ))}
      </ul>
      {note.advice.length > 2 ? (
        <a className="gk-generated__more" onClick={() => setAll(!all)}>
          {all ? '收起' : `展开全部建议（${note.advice.length}条）`}
        </a>
      ) : null}
      <AutoTableEntry batch={batch} isForecast={isForecast} text="换个偏好重新生成" fill="outline" />
    </section>
  )
}
