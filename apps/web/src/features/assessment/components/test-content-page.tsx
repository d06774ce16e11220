import { Button, ProgressBar } from 'antd-mobile'
import { useEffect, useMemo, useState } from 'react'
import type { AssessmentKind, QuestionList } from '@gk/contract'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { readDraft, saveDraft } from '../utils/test-draft.ts'
import { type TestPageProps, open, useBank } from './test-parts.tsx'
import './assessment.css'

/** test-content: one item at a time with progress and back; every answer is saved as a draft at once. */
export function TestContentPage({ kind }: TestPageProps) {
  const { bank, isPending } = useBank(kind)
  if (isPending) return <LoadingPlaceholder />
  if (!bank) return <EmptyPage text="测评暂不可用" />
  return <Runner kind={kind} bank={bank} />
}

function Runner({ kind, bank }: { kind: AssessmentKind; bank: QuestionList }) {
  const initial = useMemo(() => readDraft(kind, bank.Version), [kind, bank.Version])
  const [answers, setAnswers] = useState<Record<string, number>>(initial?.answers ?? {})
  const total = bank.Questions.length
  const firstOpen = bank.Questions.findIndex((q) => answers[q.ID] === undefined)
  const [index, setIndex] = useState(Math.min(initial?.index ?? Math.max(firstOpen, 0), total - 1))
  const question = bank.Questions[index]!
  const section = bank.Sections.find((s) => s.Key === question.Section)
  const answeredCount = bank.Questions.filter((q) => answers[q.ID] !== undefined).length
  useEffect(() => saveDraft(kind, { version: bank.Version, answers, index }), [kind, bank.Version, answers, index])

  const choose = (value: number) => {
    const isRevision = answers[question.ID] !== undefined
    const next = { ...answers, [question.ID]: value }
    setAnswers(next)
    saveDraft(kind, { version: bank.Version, answers: next, index })
    // a first answer moves on to the next open item; a revised one to the item after it
    const nextOpen = bank.Questions.findIndex((q, i) => i > index && next[q.ID] === undefined)
    if (index + 1 < total) setIndex(!isRevision && nextOpen > index ? nextOpen : index + 1)
    else if (bank.Questions.every((q) => next[q.ID] !== undefined)) open(paths.assessSubmit, kind)
    else setIndex(bank.Questions.findIndex((q) => next[q.ID] === undefined))
  }
  const isScale = question.Options.length > 5
  return (
    <div className="gk-as">
      <div className="gk-as-progress">
        <ProgressBar percent={(answeredCount / total) * 100} style={{ '--track-width': '6px' }} />
        <span data-testid="progress">
          {index + 1} / {total}
        </span>
      </div>
      {section ? (
        <section className="gk-as-section-hint">
          <strong>{section.Name}</strong>
          <span>{section.Hint}</span>
        </section>
      ) : null}
      <section className="gk-as-card gk-as-question" aria-live="polite">
        <p className="gk-as-qtext" data-testid="question">
          {question.Text}
        </p>
        <div className={isScale ? 'gk-as-scale' : 'gk-as-options'}>
          {question.Options.map((o) => (
            <button
              key={o.Value}
              type="button"
              className={`gk-as-option${answers[question.ID] === o.Value ? ' is-chosen' : ''}`}
              aria-pressed={answers[question.ID] === o.Value}
              onClick={() => choose(o.Value)}
            >
              {o.Label}
            </button>
          ))}
        </div>
        {isScale ? (
          <div className="gk-as-scale-legend">
            <span>最弱</span>
            <span>最强</span>
          </div>
        ) : null}
      </section>
      <div className="gk-as-nav">
        <Button color="primary" fill="outline" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          上一题
        </Button>
        {answeredCount === total ? (
          <Button color="primary" onClick={() => open(paths.assessSubmit, kind)}>
            去提交
          </Button>
        ) : (
          <Button fill="none" disabled={answers[question.ID] === undefined || index + 1 >= total} onClick={() => setIndex(index + 1)}>
            下一题
          </Button>
        )}
      </div>
      <p className="gk-as-muted gk-as-center">答案自动保存，离开后回来可继续作答</p>
    </div>
  )
}
