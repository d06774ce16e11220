import { Button, Form, Input, List, Selector } from 'antd-mobile'
import { useState } from 'react'
import type { AssessmentKind } from '@gk/contract'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useSession } from '../../../lib/session-store.ts'
import { showToast } from '../../../lib/toast.ts'
import { useTestList } from '../api/assessment.ts'
import { reportPath } from '../utils/test-draft.ts'
import './assessment.css'

type TestCard = { kind: AssessmentKind; title: string; glyph: string; color: string; hint: string; about: string[] }

export const testCards: readonly TestCard[] = [
  {
    kind: 'holland',
    title: '霍兰德职业兴趣测评',
    glyph: '兴',
    color: '#3686E2',
    hint: '84 题 · 约 10 分钟 · 三字母兴趣代码',
    about: [
      '职业兴趣理论认为，人的兴趣大致可归为现实、研究、艺术、社会、企业、常规六种类型，人与环境类型越匹配，越容易投入和满意。',
      '测评从喜欢的活动、擅长的事、感兴趣的职业和能力自评四方面计分，取得分最高的三种类型组成你的兴趣代码，并据此推荐专业和职业。',
    ],
  },
  {
    kind: 'mbti',
    title: 'MBTI 风格性格类型测评',
    glyph: '格',
    color: '#722ED1',
    hint: '28 题 · 约 5 分钟 · 16 种类型',
    about: [
      '依据荣格的心理类型理论，从精力来源（外倾/内倾）、获取信息（实感/直觉）、做决定（思考/情感）和生活方式（判断/感知）四个维度描述你的偏好。',
      '本测评是本应用自编的 MBTI 风格问卷，不是官方 MBTI® 量表，结果仅供自我探索参考。',
    ],
  },
  {
    kind: 'personality',
    title: '中学生人格测评',
    glyph: '人',
    color: '#00B578',
    hint: '20 题 · 约 4 分钟 · 大五人格',
    about: [
      '“大五人格”是心理学研究中最常用的人格模型，包括外向性、宜人性、尽责性、情绪敏感性和开放性。',
      '题目围绕中学生的学习与生活编写，帮助你了解自己的学习风格和与人相处的方式。',
    ],
  },
]

const cardOf = (kind: AssessmentKind) => testCards.find((c) => c.kind === kind)!

/** enter-path/index: the assessment centre — three tests, 选科 and my results. */
export function EnterPathPage() {
  return (
    <div className="gk-as">
      <section className="gk-as-banner">
        <h2>生涯测评</h2>
        <p>认识兴趣、性格与特长，为选科和志愿打基础</p>
      </section>
      {testCards.map((c) => (
        <button key={c.kind} type="button" className="gk-as-card gk-as-entry" onClick={() => openPage(paths.assessEnterContent, { query: { type: c.kind } })}>
          <span className="gk-as-glyph" style={{ background: c.color }}>
            {c.glyph}
          </span>
          <span>
            <strong>{c.title}</strong>
            <span className="gk-as-muted">{c.hint}</span>
          </span>
        </button>
      ))}
      <List className="gk-as-links">
        <List.Item onClick={() => openPage(paths.assessChoose)} description="按成绩、兴趣和可报专业比例推荐组合">
          新高考选科测评
        </List.Item>
        <List.Item onClick={() => openPage(paths.chooseSubject)} description="每种组合可报的专业与计划比例">
          选科组合查询
        </List.Item>
        <List.Item onClick={() => openPage(paths.learnClassroom)} description="书单、故事、案例、视频与课件">
          生涯课堂
        </List.Item>
        <List.Item onClick={() => openPage(paths.appraisalList)}>我的测评</List.Item>
        <List.Item onClick={() => openPage(paths.appraisalEdit)}>测评资料</List.Item>
      </List>
    </div>
  )
}

/** enter-path/enter-content: what one assessment measures before its tips. */
export function EnterContentPage({ kind }: { kind: AssessmentKind }) {
  const card = cardOf(kind)
  return (
    <div className="gk-as">
      <section className="gk-as-card gk-as-hero">
        <h2>{card.title}</h2>
        <p className="gk-as-muted">{card.hint}</p>
      </section>
      <section className="gk-as-card">
        <h3>测评介绍</h3>
        {card.about.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {kind === 'mbti' ? (
          <button type="button" className="gk-as-link" onClick={() => openPage(paths.mbtiIntroduce)}>
            了解四个维度和 16 种类型
          </button>
        ) : null}
      </section>
      <div className="gk-as-actions">
        <Button block color="primary" onClick={() => openPage(paths.assessTips, { query: { type: kind } })}>
          进入测评
        </Button>
      </div>
    </div>
  )
}

const typeList: [string, string][] = [
  ['ISTJ', '务实守纪的执行者'],
  ['ISFJ', '细致体贴的守护者'],
  ['INFJ', '有理想的洞察者'],
  ['INTJ', '独立的战略规划者'],
  ['ISTP', '冷静的动手解决者'],
  ['ISFP', '温和的审美体验者'],
  ['INFP', '重价值的理想主义者'],
  ['INTP', '好奇的逻辑分析者'],
  ['ESTP', '行动派的现场应变者'],
  ['ESFP', '热情的表现者'],
  ['ENFP', '富想象力的激励者'],
  ['ENTP', '爱辩论的创新者'],
  ['ESTJ', '高效的组织管理者'],
  ['ESFJ', '关怀他人的协调者'],
  ['ENFJ', '有感染力的引导者'],
  ['ENTJ', '果断的统帅型领导者'],
]

/** mbtiintroduce: the four dichotomies and the 16 types. */
export function MbtiIntroducePage() {
  return (
    <div className="gk-as">
      <section className="gk-as-card">
        <h3>四个维度</h3>
        <p>
          <b>E 外倾 / I 内倾</b>：从与人交往中获得能量，还是从独处和思考中获得能量。
        </p>
        <p>
          <b>S 实感 / N 直觉</b>：更关注具体事实和细节，还是更关注可能性和整体联系。
        </p>
        <p>
          <b>T 思考 / F 情感</b>：做决定时更看重逻辑和原则，还是更看重人的感受和价值。
        </p>
        <p>
          <b>J 判断 / P 感知</b>：喜欢有计划、有结论的生活，还是喜欢灵活、开放的生活。
        </p>
      </section>
      <section className="gk-as-card">
        <h3>16 种类型</h3>
        <div className="gk-as-typegrid">
          {typeList.map(([t, title]) => (
            <div key={t}>
              <b>{t}</b>
              <span>{title}</span>
            </div>
          ))}
        </div>
      </section>
      <p className="gk-as-muted gk-as-pad">
        说明：本应用的性格类型测评为自编的 MBTI 风格问卷，不是官方 MBTI® 量表；MBTI 是 The Myers-Briggs Company 的注册商标。类型只描述偏好，没有好坏之分。
      </p>
      <div className="gk-as-actions">
        <Button block color="primary" onClick={() => openPage(paths.assessTips, { query: { type: 'mbti' } })}>
          开始性格类型测评
        </Button>
      </div>
    </div>
  )
}

const PROFILE_KEY = 'gk-assessment-profile'
type Profile = { grade: string; goal: string }

function readProfile(): Profile {
  try {
    return { grade: '', goal: '', ...(JSON.parse(localStorage.getItem(PROFILE_KEY) ?? '{}') as Partial<Profile>) }
  } catch {
    return { grade: '', goal: '' }
  }
}

/** apprasaledit: the student's grade and goal shown with the assessments (kept on this device). */
export function AppraisalEditPage() {
  const [profile, setProfile] = useState(readProfile)
  const save = () => {
    try {
      localStorage.setItem(PROFILE_KEY, JSON.stringify(profile))
    } catch {
      // storage unavailable: nothing to keep
    }
    showToast('已保存')
    openPage(paths.assessEnter, { replace: true })
  }
  return (
    <div className="gk-as">
      <Form
        layout="horizontal"
        footer={
          <Button block color="primary" onClick={save}>
            保存
          </Button>
        }
      >
        <Form.Header>测评资料</Form.Header>
        <Form.Item label="年级">
          <Selector
            columns={3}
            options={['高一', '高二', '高三'].map((g) => ({ label: g, value: g }))}
            value={profile.grade ? [profile.grade] : []}
            onChange={(v) => setProfile({ ...profile, grade: v[0] ?? '' })}
          />
        </Form.Item>
        <Form.Item label="目标方向">
          <Input placeholder="如：医学、计算机、师范" maxLength={30} value={profile.goal} onChange={(goal) => setProfile({ ...profile, goal })} />
        </Form.Item>
      </Form>
      <p className="gk-as-muted gk-as-pad">资料只保存在本机，用于在测评中心显示，方便对照测评结果思考方向。</p>
    </div>
  )
}

const kindTitle: Record<AssessmentKind, string> = { holland: '霍兰德', mbti: '性格类型', personality: '人格' }

/** appraisal/list: my results, newest first, each reopening its report. */
export function AppraisalListPage() {
  const token = useSession((s) => s.token)
  const list = useTestList()
  if (!token)
    return (
      <EmptyPage text="登录后查看我的测评">
        <Button color="primary" onClick={() => openPage(paths.login, { query: { redirect: `/${paths.appraisalList}` } })}>
          去登录
        </Button>
      </EmptyPage>
    )
  if (list.isPending) return <LoadingPlaceholder />
  const items = list.data ?? []
  return (
    <div className="gk-as">
      {items.length === 0 ? (
        <EmptyPage text="还没有测评记录" />
      ) : (
        <List header="我的测评" data-testid="appraisal-list">
          {items.map((t) => (
            <List.Item
              key={t.TestId}
              prefix={
                <span className="gk-as-glyph gk-as-glyph--small" style={{ background: cardOf(t.Kind).color }}>
                  {cardOf(t.Kind).glyph}
                </span>
              }
              description={`${kindTitle[t.Kind]} · ${new Date(t.CreatedAt).toLocaleString('zh-CN', { hour12: false })}`}
              extra={<b className="gk-as-summary">{t.Summary}</b>}
              onClick={() => openPage(reportPath[t.Kind], { query: { id: String(t.TestId) } })}
            >
              {t.Title}
            </List.Item>
          ))}
        </List>
      )}
      <div className="gk-as-actions">
        <Button block color="primary" onClick={() => openPage(paths.assessEnter)}>
          去做测评
        </Button>
      </div>
    </div>
  )
}
