import { Button, Form, Input } from 'antd-mobile'
import { useState } from 'react'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useFinalScore, useManualRank, useScoreProfile } from '../api/wish-queries.ts'
import { RankCard } from './rank-card.tsx'
import { ScoreForm } from './score-form.tsx'
import './wish.css'

/** 设置高考成绩: the real score once published, and the rank printed on the 成绩单 when the candidate has it. */
export function FinalScorePage() {
  const profile = useScoreProfile()
  const final = useFinalScore()
  const manual = useManualRank()
  const p = profile.data?.ScoreProfile ?? null
  const [score, setScore] = useState('')
  const [rank, setRank] = useState('')
  const [error, setError] = useState('')
  if (profile.isLoading) return <LoadingPlaceholder />
  if (!p) return <ScoreForm initial={null} />
  const run = async (fn: () => Promise<unknown>) => {
    setError('')
    try {
      await fn()
    } catch (e) {
      if (e instanceof ApiError) setError(e.message)
    }
  }
  return (
    <div className="gk-wish-form">
      <RankCard profile={p} />
      <Form layout="horizontal">
        <Form.Item
          label="实考分数"
          extra={
            <Button size="mini" color="primary" onClick={() => void run(() => final.mutateAsync({ FinalScore: Number(score) }))}>
              保存
            </Button>
          }
        >
          <Input type="number" placeholder={p.FinalScore !== null ? String(p.FinalScore) : '出分后填写'} value={score} onChange={setScore} />
        </Form.Item>
        <Form.Item
          label="成绩单位次"
          extra={
            <Button size="mini" onClick={() => void run(() => manual.mutateAsync({ Rank: rank === '' ? null : Number(rank) }))}>
              {rank === '' ? '清除' : '保存'}
            </Button>
          }
        >
          <Input type="number" placeholder={p.ManualRank !== null ? String(p.ManualRank) : '选填，以官方位次为准'} value={rank} onChange={setRank} />
        </Form.Item>
      </Form>
      {error ? (
        <p className="gk-wish-form__error" role="alert">
          {error}
        </p>
      ) : (
        <p className="gk-muted gk-wish-form__note">出分后填写实考分数，位次按当年一分一段表重新换算；成绩单上印有位次时填写它，以官方位次为准。</p>
      )}
    </div>
  )
}
