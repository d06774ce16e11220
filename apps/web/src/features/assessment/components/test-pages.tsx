import { Button, ProgressBar } from 'antd-mobile'
import { useEffect, useMemo, useState } from 'react'
import type { AssessmentKind, QuestionList } from '@gk/contract'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useSession } from '../../../lib/session-store.ts'
import { useQuestionList, useSubmitTest, useTestList } from '../api/assessment.ts'
import { clearDraft, readDraft, reportPath, saveDraft } from '../utils/test-draft.ts'
import './assessment.css'

export type TestPageProps = { kind: AssessmentKind }

const open = (path: (typeof paths)[keyof typeof paths], kind: AssessmentKind, extra: Record<string, string> = {}) =>
  openPage(path, { query: { type: kind, ...extra } })

function useBank(kind: AssessmentKind): { bank: QuestionList | undefined; isPending: boolean } {
  const list = useQuestionList(kind)
  return { bank: list.data, isPending: list.isPending }
}

/** test-tips: how the test works, and resume or restart when a draft exists. */
export function TestTipsPage({ kind }: TestPageProps) {
  const { bank, isPending } = useBank(kind)
  if (isPending) return <LoadingPlaceholder />
  if (!bank) return <EmptyPage text="测评暂不可用" />
  const draft = readDraft(kind, bank.Version)
  const answered = draft ? Object.keys(draft.answers).length : 0
  return (
    <div className="gk-as">
      <section className="gk-as-card gk-as-hero">
        <h2>{bank.Title}</h2>
        <p>{bank.Intro}</p>
      </section>
      <section className="gk-as-card">
        <h3>答题须知</h3>
        <ol className="gk-as-tips">
          {bank.Tips.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ol>
        {bank.Sections.length > 1 ? <p className="gk-as-muted">包含：{bank.Sections.map((s) => s.Name).join('、')}</p> : null}
      </section>
      <div className="gk-as-actions">
        {answered > 0 ? (
          <>
            <Button block color="primary" onClick={() => open(paths.assessContent, kind)}>
              继续作答（已答 {answered}/{bank.Questions.length} 题）
            </Button>
            <Button
              block
              color="primary"
              fill="outline"
              onClick={() => {
                clearDraft(kind)
                open(paths.assessContent, kind)
              }}
            >
              重新开始
            </Button>
          </>
        ) : (
          <Button block color="primary" onClick={() => open(paths.assessContent, kind)}>
            开始测评
          </Button>
        )}
      </div>
    </div>
  )
}

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

/** test-submit: checks the draft is complete, then submits (sign-in needed to keep the report). */
export function TestSubmitPage({ kind }: TestPageProps) {
  const { bank, isPending } = useBank(kind)
  const token = useSession((s) => s.token)
  const submit = useSubmitTest(kind)
  if (isPending) return <LoadingPlaceholder />
  if (!bank) return <EmptyPage text="测评暂不可用" />
  const draft = readDraft(kind, bank.Version)
  const answers = draft?.answers ?? {}
  const missing = bank.Questions.findIndex((q) => answers[q.ID] === undefined)
  const done = bank.Questions.length - bank.Questions.filter((q) => answers[q.ID] === undefined).length
  const send = () => {
    if (!token) return openPage(paths.login, { query: { redirect: `/${paths.assessSubmit}?type=${kind}` } })
    submit.mutate(
      { Version: bank.Version, Answers: bank.Questions.map((q) => ({ ID: q.ID, Value: answers[q.ID]! })) },
      {
        onSuccess: (ref) => {
          clearDraft(kind)
          openPage(paths.assessResult, { replace: true, query: { type: kind, id: String(ref.TestId) } })
        },
      },
    )
  }
  return (
    <div className="gk-as">
      <section className="gk-as-card gk-as-hero">
        <h2>{bank.Title}</h2>
        <p data-testid="submit-count">
          已完成 {done} / {bank.Questions.length} 题
        </p>
      </section>
      <div className="gk-as-actions">
        {missing >= 0 ? (
          <Button block color="primary" onClick={() => open(paths.assessContent, kind)}>
            还有未答的题，继续作答
          </Button>
        ) : (
          <Button block color="primary" loading={submit.isPending} onClick={send}>
            {token ? '提交并查看报告' : '登录后提交并保存报告'}
          </Button>
        )}
        <Button block color="primary" fill="outline" onClick={() => open(paths.assessContent, kind)}>
          返回检查答案
        </Button>
      </div>
    </div>
  )
}

/** testResult: the headline result and the way into the full report. */
export function TestResultPage({ kind, testId }: TestPageProps & { testId: number }) {
  const list = useTestList()
  const summary = list.data?.find((t) => t.TestId === testId)?.Summary ?? ''
  return (
    <div className="gk-as">
      <section className="gk-as-card gk-as-hero gk-as-center">
        <p>测评完成</p>
        {/* codes (IAS, INTJ) are shown large; a personality summary is a sentence */}
        {summary.length > 0 && summary.length <= 4 ? <h1 className="gk-as-code">{summary}</h1> : <h2>{summary || '已生成报告'}</h2>}
      </section>
      <div className="gk-as-actions">
        <Button block color="primary" onClick={() => openPage(reportPath[kind], { query: { id: String(testId) } })}>
          查看完整报告
        </Button>
        <Button block color="primary" fill="outline" onClick={() => openPage(paths.appraisalList)}>
          我的测评
        </Button>
      </div>
    </div>
  )
}
