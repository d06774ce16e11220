import type { AdminTicketDetail } from '@gk/contract'
import { Card, Descriptions, Empty, Space, Typography } from 'antd'
import { TableCard } from './table-card.tsx'

const BUDGET = { any: '不限', under10k: '1万以内', under20k: '2万以内', under50k: '5万以内' } as const
const RISK = { conservative: '稳妥为主', balanced: '稳中求进', aggressive: '敢于冲刺' } as const

/** What the expert works from: the student's score profile, the questionnaire and the student's own table. */
export function StudentSide({ t }: { t: AdminTicketDetail }) {
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card size="small" title="学生成绩档案">
        {t.Profile ? (
          <Descriptions size="small" column={2}>
            <Descriptions.Item label="省份">{t.Profile.ProvinceName}</Descriptions.Item>
            <Descriptions.Item label="年份">{t.Profile.Year}</Descriptions.Item>
            <Descriptions.Item label="分数">{t.Profile.Score}</Descriptions.Item>
            <Descriptions.Item label="位次">{t.Profile.Rank ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="科类">{t.Profile.SubjectType}</Descriptions.Item>
            <Descriptions.Item label="选科">{t.Profile.Subjects.join('、') || '—'}</Descriptions.Item>
          </Descriptions>
        ) : (
          <Typography.Text type="secondary">学生尚未填写成绩</Typography.Text>
        )}
      </Card>
      {t.Questionnaire ? (
        <Card size="small" title="定制问卷">
          <Descriptions size="small" column={1}>
            <Descriptions.Item label="兴趣">{t.Questionnaire.Interests.join('、') || '—'}</Descriptions.Item>
            <Descriptions.Item label="城市">{t.Questionnaire.Cities.join('、') || '—'}</Descriptions.Item>
            <Descriptions.Item label="预算">{BUDGET[t.Questionnaire.Budget]}</Descriptions.Item>
            <Descriptions.Item label="风险偏好">{RISK[t.Questionnaire.RiskAppetite]}</Descriptions.Item>
            <Descriptions.Item label="补充">{t.Questionnaire.Notes || '—'}</Descriptions.Item>
          </Descriptions>
        </Card>
      ) : null}
      {t.Table ? (
        <TableCard title={t.Service === 'review' ? '学生志愿表' : '学生自己的志愿表（参考）'} table={t.Table} testId="student-table" />
      ) : t.Service === 'review' ? (
        <Empty description="学生的志愿表已删除" />
      ) : (
        <Empty description="学生还没有保存过志愿表" />
      )}
    </Space>
  )
}
