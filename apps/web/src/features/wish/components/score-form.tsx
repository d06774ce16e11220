import { Button, Form, Input, Popup, Selector } from 'antd-mobile'
import { useEffect, useMemo, useState } from 'react'
import type { Input as ApiInput, ScoreProfile } from '@gk/contract'
import { ApiError } from '../../../lib/api-client.ts'
import { sessionStore } from '../../../lib/session-store.ts'
import { useEditScore, useExamModel, useProvinceSeason, useWishProvinces, useWishYears } from '../api/wish-queries.ts'
import { RankCard } from './rank-card.tsx'
import './wish.css'

type SubjectCode = NonNullable<ApiInput<'User/EditUserScore'>['SelectSubjectList']>[number]

export type ScoreFormProps = { initial: ScoreProfile | null; submitText?: string; onSaved?: (p: ScoreProfile) => void }

/** Province, year, score and 科类/选科 as the province's exam model of that year asks; the rank appears once saved. */
export function ScoreForm({ initial, submitText = '保存并查看位次', onSaved }: ScoreFormProps) {
  const provinces = useWishProvinces()
  const [provinceId, setProvinceId] = useState<number | null>(initial?.ProvinceId ?? sessionStore.get().provinceID ?? null)
  const years = useWishYears(provinceId)
  const [year, setYear] = useState<number | null>(initial?.Year ?? null)
  const model = useExamModel(provinceId, year)
  const season = useProvinceSeason(provinceId)
  const [score, setScore] = useState(initial ? String(initial.Score) : '')
  const [subjectType, setSubjectType] = useState<number | null>(initial?.SubjectType ?? null)
  const [subjects, setSubjects] = useState<string[]>(initial?.SelectSubjectList ?? [])
  const [error, setError] = useState('')
  const [saved, setSaved] = useState<ScoreProfile | null>(initial)
  const edit = useEditScore()
  const [pickerOpen, setPickerOpen] = useState(false)

  useEffect(() => {
    if (years.data && (year === null || !years.data.includes(year))) setYear(years.data[0] ?? null)
  }, [years.data, year])
  useEffect(() => {
    const types = model.data?.SubjectTypes.map((t) => Number(t.Value)) ?? []
    if (types.length && (subjectType === null || !types.includes(subjectType))) setSubjectType(types[0]!)
  }, [model.data, subjectType])

  const province = provinces.data?.find((p) => p.ID === provinceId)
  const total = model.data?.TotalScore ?? 750
  const count = model.data?.SubjectCount ?? 0
  const localError = useMemo(() => {
    if (score === '') return ''
    const n = Number(score)
    if (!Number.isFinite(n) || n < 0 || n > total) return `请输入0–${total}之间的分数`
    if (count > 0 && subjects.length !== count) return `请选择${count}门${model.data?.ExamModel === '3+1+2' ? '再选' : '选考'}科目`
    return ''
  }, [score, total, count, subjects.length, model.data?.ExamModel])

  async function submit() {
    if (provinceId === null || year === null || subjectType === null || score === '' || localError) {
      setError(localError || '请完整填写省份、年份、分数和科类')
      return
    }
    setError('')
    try {
      const profile = await edit.mutateAsync({
        ProvinceId: provinceId,
        Year: year,
        Score: Number(score),
        SubjectType: subjectType,
        SelectSubjectList: count > 0 ? (subjects as SubjectCode[]) : [],
      })
      setSaved(profile)
      sessionStore.set({
        scoreFormData: {
          SProvince: { ID: profile.ProvinceId, IsNewExam: profile.IsNewExam, ProvinceName: profile.ProvinceName },
          Score: profile.Score,
          SubjectType: profile.SubjectType,
          SelectSubjectList: profile.SelectSubjectList,
          Year: profile.Year,
        },
      })
      onSaved?.(profile)
    } catch (e) {
      if (e instanceof ApiError) setError(e.message)
    }
  }

  return (
    <div className="gk-wish-form">
      <Form layout="horizontal">
        <Form.Item label="高考省份" onClick={() => setPickerOpen(true)} arrow>
          <span data-testid="province-value">{province?.ProvinceName ?? '请选择'}</span>
        </Form.Item>
        <Form.Item label="高考年份">
          <Selector
            columns={3}
            options={(years.data ?? []).map((y) => ({ label: `${y}`, value: y }))}
            value={year === null ? [] : [year]}
            onChange={(v) => v[0] !== undefined && setYear(v[0])}
          />
          {season.data && year === season.data.TargetYear && !season.data.HasTargetRankTable ? (
            <div className="gk-muted" data-testid="estimate-hint">
              {season.data.NewestRankTableYear === null
                ? `${year}年为模拟/预估分；暂无一分一段表，可在保存后填写位次`
                : `${year}年为模拟/预估分：${year}年一分一段表尚未发布，位次按${season.data.NewestRankTableYear}年表估算`}
            </div>
          ) : null}
        </Form.Item>
        <Form.Item label="高考分数" extra={<span className="gk-muted">满分{total}</span>}>
          <Input type="number" inputMode="numeric" placeholder="请输入分数" value={score} onChange={setScore} aria-label="高考分数" />
        </Form.Item>
        <Form.Item label={model.data?.ExamModel === '3+1+2' ? '首选科目' : '科类'}>
          <Selector
            columns={3}
            options={(model.data?.SubjectTypes ?? []).map((t) => ({ label: t.Label, value: Number(t.Value) }))}
            value={subjectType === null ? [] : [subjectType]}
            onChange={(v) => v[0] !== undefined && setSubjectType(v[0])}
          />
        </Form.Item>
        {count > 0 ? (
          <Form.Item label={model.data?.ExamModel === '3+1+2' ? `再选${count}门` : `选考${count}门`}>
            {/* three to a row: 「思想政治」 on one line is wider than a quarter of the value column at 390 px (issue #32) */}
            <Selector
              columns={3}
              multiple
              options={(model.data?.Subjects ?? []).map((s) => ({
                label: s.Label,
                value: String(s.Value),
                disabled: !subjects.includes(String(s.Value)) && subjects.length >= count,
              }))}
              value={subjects}
              onChange={setSubjects}
            />
          </Form.Item>
        ) : null}
      </Form>
      {model.data ? (
        <p className="gk-muted gk-wish-form__note">
          {model.data.ProvinceName}
          {model.data.Year}年：{model.data.IsNewExam ? `新高考 ${model.data.ExamModel}` : '文理分科'}，按「{model.data.FillingModeName}」填报
          {model.data.IsUnverified ? unverifiedNote(model.data.Sources) : ''}
        </p>
      ) : null}
      {error || localError ? (
        <p className="gk-wish-form__error" role="alert">
          {error || localError}
        </p>
      ) : null}
      <div className="gk-wish-form__actions">
        <Button block color="primary" shape="rounded" loading={edit.isPending} onClick={() => void submit()}>
          {submitText}
        </Button>
      </div>
      {saved ? <RankCard profile={saved} /> : null}
      <Popup visible={pickerOpen} onMaskClick={() => setPickerOpen(false)} bodyStyle={{ maxHeight: '70vh', overflow: 'auto', padding: 12 }}>
        <h3 className="gk-popup-title">选择高考省份</h3>
        <Selector
          columns={4}
          options={(provinces.data ?? []).map((p) => ({ label: p.ProvinceName, value: p.ID }))}
          value={provinceId === null ? [] : [provinceId]}
          onChange={(v) => {
            if (v[0] !== undefined) {
              setProvinceId(v[0])
              setSubjects([])
              setSubjectType(null)
              setPickerOpen(false)
            }
          }}
        />
      </Popup>
    </div>
  )
}

/**
 * What a student is told when a batch rule is not from this year's official text: that the rules are carried
 * from an earlier year, or that the counts follow the 考试院 — a bare 「部分批次规则未经核实」 said only that
 * the app is unsure, not what to do (issue #32 item 7).
 */
function unverifiedNote(sources: readonly string[]): string {
  const carried = sources.find((s) => s.includes('沿用'))?.match(/(\d{4})年政策未发布：沿用(\d{4})年规则/)
  return carried ? `；${carried[1]}年规则未发布，暂按${carried[2]}年规则，以省教育考试院公布为准` : '；志愿个数等以省教育考试院公布为准'
}
