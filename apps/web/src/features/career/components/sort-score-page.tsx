import { Button, Input } from 'antd-mobile'
import { useState } from 'react'
import type { Input as ApiInput, Suggestion } from '@gk/contract'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useSelectExamList, useSelectExamStat } from '../api/select-exam.ts'
import './career.css'

type Scores = NonNullable<ApiInput<'Career/SelectExamStat'>['Scores']>

/** new-exam-choose/sort-score: subject scores → ranked combinations with reasons. */
export function SortScorePage({ provinceId }: { provinceId: number }) {
  const model = useSelectExamList(provinceId)
  const [draft, setDraft] = useState<Record<string, string>>({})
  const [scores, setScores] = useState<Scores | null>(null)
  const stat = useSelectExamStat({ ProvinceId: provinceId, ...(scores ? { Scores: scores } : {}) }, scores !== null)
  if (model.isPending) return <LoadingPlaceholder />
  if (!model.data) return <EmptyPage text="该省份暂无选科组合" />
  const subjects = [...model.data.FirstSubjects, ...model.data.ElectiveSubjects.filter((s) => !model.data.FirstSubjects.some((f) => f.Key === s.Key))]
  const submit = () => {
    const next: Scores = {}
    for (const s of subjects) {
      const v = Number(draft[s.Key])
      if (draft[s.Key] !== undefined && draft[s.Key] !== '' && Number.isFinite(v) && v >= 0 && v <= 100) next[s.Key] = v
    }
    setScores(next)
  }
  const invalid = subjects.some((s) => draft[s.Key] !== undefined && draft[s.Key] !== '' && !(Number(draft[s.Key]) >= 0 && Number(draft[s.Key]) <= 100))
  return (
    <div className="gk-cr">
      <section className="gk-cr-card">
        <h3>
          {model.data.ProvinceName} · 各科成绩
          <span className="gk-cr-muted">百分制，0–100</span>
        </h3>
        <div className="gk-cr-scoregrid">
          {subjects.map((s) => (
            <label key={s.Key}>
              <span>{s.Name}</span>
              <Input
                type="number"
                inputMode="decimal"
                placeholder="分数"
                aria-label={`${s.Name}成绩`}
                value={draft[s.Key] ?? ''}
                onChange={(v) => setDraft({ ...draft, [s.Key]: v })}
              />
            </label>
          ))}
        </div>
        {invalid ? <p className="gk-cr-error">成绩应在 0–100 之间</p> : null}
        <Button block color="primary" disabled={invalid} onClick={submit}>
          生成选科建议
        </Button>
      </section>
      {scores && stat.isPending ? <LoadingPlaceholder text="正在计算" /> : null}
      {scores && stat.isError ? <EmptyPage text={`暂无${model.data.ProvinceName}的选科要求数据，无法计算可报比例`} /> : null}
      {scores && stat.data ? (
        <section className="gk-cr-card" data-testid="suggestions">
          <h3>推荐排序</h3>
          <p className="gk-cr-muted">
            成绩占 {stat.data.AssessmentUsed ? '50' : '62.5'} 分、可报比例占 {stat.data.AssessmentUsed ? '30' : '37.5'} 分
            {stat.data.AssessmentUsed ? `、兴趣契合占 20 分（参考：${stat.data.AssessmentUsed}）` : '（未找到霍兰德测评结果，兴趣不计分）'}；数据来源：
            {stat.data.Source.Label}
          </p>
          {stat.data.Suggestions.slice(0, 6).map((s, i) => (
            <SuggestionItem key={s.Key} s={s} rank={i + 1} />
          ))}
        </section>
      ) : null}
    </div>
  )
}

function SuggestionItem({ s, rank }: { s: Suggestion; rank: number }) {
  return (
    <div className="gk-cr-suggestion">
      <div className="gk-cr-suggestion-head">
        <span className="gk-cr-rank">{rank}</span>
        <b>{s.Name}</b>
        <span className="gk-cr-points">{s.Points} 分</span>
        <button type="button" className="gk-cr-link" onClick={() => openPage(paths.chooseSubjectDetails, { query: { combo: s.Key } })}>
          可报专业
        </button>
      </div>
      <ul>
        {s.Reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </div>
  )
}
