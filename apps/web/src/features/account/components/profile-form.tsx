import { useQuery } from '@tanstack/react-query'
import { Input, List, Picker } from 'antd-mobile'
import { useEffect, useMemo, useState } from 'react'
import type { UserInfo } from '@gk/contract'
import { FixedBottomButton } from '../../../components/form/fixed-bottom-button.tsx'
import { globalDefaultProvinceId } from '../../../config/env.ts'
import { apiQuery } from '../../../lib/queries.ts'
import { useSession } from '../../../lib/session-store.ts'
import { storage } from '../../../lib/storage.ts'
import { showToast } from '../../../lib/toast.ts'
import { useProvinceList } from '../api/get-province-list.ts'
import { useUpdateStudent } from '../api/update-student.ts'
import { useSeasonTargetYear } from '../api/get-season.ts'
import { checkProfile, examYearOptions } from '../utils/validate.ts'
import './account.css'

const grades = ['高一', '高二', '高三', '复读'] as const

export type ProfileFormProps = {
  initial: UserInfo | null | undefined
  onSaved: () => void
  submitText?: string
  /** the edit-profile screen also edits the nickname; profile completion does not ask for it */
  withNickname?: boolean
}

type PickerName = 'province' | 'year' | 'grade' | null

/** Profile completion / editing: name, exam province, exam year, school and grade (User/UpdateStudent). */
export function ProfileForm({ initial, onSaved, submitText = '保存', withNickname = false }: ProfileFormProps) {
  const provinces = useProvinceList()
  const update = useUpdateStudent()
  const targetYear = useSeasonTargetYear()
  const years = useMemo(() => (targetYear === null ? [] : examYearOptions(targetYear)), [targetYear])
  const [realName, setRealName] = useState(initial?.RealName ?? '')
  const [nickName, setNickName] = useState(initial?.NickName ?? '')
  const [provinceId, setProvinceId] = useState<number | null>(initial?.ExamProvinceId ?? null)
  const [examYear, setExamYear] = useState<number | null>(initial?.ExamYear ?? years[0] ?? null)
  const [schoolName, setSchoolName] = useState(initial?.SchoolName ?? '')
  const [grade, setGrade] = useState(initial?.Grade || '高三')
  const [open, setOpen] = useState<PickerName>(null)

  // the province of the student's score (else the one chosen on this device, else the deployment's default) once
  // the list is there and the user has none yet; never the list's first entry — 北京 stood for every student who
  // had not chosen (issue #32 item 6): without a known province the row says 请选择 and asks
  const token = useSession((s) => s.token)
  const scoreProvince = useQuery({ ...apiQuery('User/SysUserConfig', {}), enabled: Boolean(token) }).data?.ScoreProfile?.ProvinceId ?? null
  useEffect(() => {
    if (provinceId != null || !provinces.data) return
    const known = [scoreProvince, storage.get('provinceID'), globalDefaultProvinceId()].find((id) => id != null && provinces.data.some((p) => p.ID === id))
    if (known != null) setProvinceId(known)
  }, [provinces.data, provinceId, scoreProvince])

  // the season's target year is the first choice once the server has said which year that is
  useEffect(() => {
    if (examYear === null && years[0] !== undefined) setExamYear(years[0])
  }, [examYear, years])

  const provinceName = provinces.data?.find((p) => p.ID === provinceId)?.Name
  const submit = () => {
    const problem = (withNickname && !nickName.trim() ? '请输入昵称' : null) ?? checkProfile({ realName, provinceId, examYear, schoolName })
    if (problem) return showToast(problem)
    update.mutate(
      {
        ...(withNickname ? { NickName: nickName.trim() } : {}),
        RealName: realName.trim(),
        ExamProvinceId: provinceId ?? undefined,
        ExamYear: examYear ?? undefined,
        SchoolName: schoolName.trim(),
        Grade: grade,
      },
      {
        onSuccess: () => {
          showToast('保存成功')
          onSaved()
        },
      },
    )
  }

  return (
    <div className="gk-profile-form">
      <List header="基本信息" mode="card">
        {withNickname ? (
          <List.Item prefix={<span className="gk-auth-form__label">昵称</span>}>
            <Input name="nickName" placeholder="请输入昵称" maxLength={20} value={nickName} onChange={setNickName} clearable />
          </List.Item>
        ) : null}
        <List.Item
          prefix={
            <span className="gk-auth-form__label">
              姓名
              <span className="gk-required" aria-label="必填">
                *
              </span>
            </span>
          }
        >
          <Input name="realName" placeholder="请输入真实姓名（必填）" maxLength={20} value={realName} onChange={setRealName} clearable />
        </List.Item>
        <List.Item
          prefix={
            <span className="gk-auth-form__label">
              高考省份
              <span className="gk-required" aria-label="必填">
                *
              </span>
            </span>
          }
          extra={provinceName ?? '请选择'}
          onClick={() => setOpen('province')}
        />
        <List.Item
          prefix={<span className="gk-auth-form__label">高考年份</span>}
          extra={examYear ? `${examYear}年` : '请选择'}
          onClick={() => setOpen('year')}
        />
      </List>
      <List header="学校信息" mode="card">
        <List.Item prefix={<span className="gk-auth-form__label">学校</span>}>
          <Input name="schoolName" placeholder="请输入就读学校（选填）" maxLength={50} value={schoolName} onChange={setSchoolName} clearable />
        </List.Item>
        <List.Item prefix={<span className="gk-auth-form__label">年级</span>} extra={grade} onClick={() => setOpen('grade')} />
      </List>
      <Picker
        title="选择高考省份"
        visible={open === 'province'}
        onClose={() => setOpen(null)}
        columns={[(provinces.data ?? []).map((p) => ({ label: p.Name, value: p.ID }))]}
        value={provinceId == null ? [] : [provinceId]}
        onConfirm={([value]) => setProvinceId(typeof value === 'number' ? value : null)}
      />
      <Picker
        title="选择高考年份"
        visible={open === 'year'}
        onClose={() => setOpen(null)}
        columns={[years.map((y) => ({ label: `${y}年`, value: y }))]}
        value={examYear == null ? [] : [examYear]}
        onConfirm={([value]) => setExamYear(typeof value === 'number' ? value : null)}
      />
      <Picker
        title="选择年级"
        visible={open === 'grade'}
        onClose={() => setOpen(null)}
        columns={[grades.map((g) => ({ label: g, value: g }))]}
        value={[grade]}
        onConfirm={([value]) => setGrade(typeof value === 'string' ? value : grade)}
      />
      <FixedBottomButton onClick={submit} loading={update.isPending} disabled={provinces.isLoading}>
        {submitText}
      </FixedBottomButton>
    </div>
  )
}
