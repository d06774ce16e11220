import { beijingMinute, yuanLabel } from '@gk/domain'
import { Button } from 'antd-mobile'
import { useMemo } from 'react'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { FixedBottomButton } from '../../../components/form/fixed-bottom-button.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { leaveToPay, useBuyParentCourse, useParentCourse } from '../api/consulting.ts'
import './consulting.css'

/** pages/home/expert-consulting/wish-course: the parent course bundle, bought once for a year. */
export function WishCoursePage() {
  const course = useParentCourse()
  const buy = useBuyParentCourse()
  const visitKey = useMemo(() => crypto.randomUUID(), [])
  if (course.isPending) return <LoadingPlaceholder />
  if (!course.data) return <EmptyPage text="暂无课程" />
  const { Service: s, Owned, ExpireAt, Courses } = course.data
  return (
    <div className="gk-consult" data-testid="wish-course">
      <div className="gk-consult__banner">
        <h2>{s.Name}</h2>
        <p>{s.Description}</p>
      </div>
      <div className="gk-consult__card">
        <div className="gk-consult__row">
          <span className="gk-consult__name">{Owned ? '已开通' : '课程套餐'}</span>
          {Owned ? (
            <span className="gk-consult__muted">有效期至 {ExpireAt ? beijingMinute(ExpireAt) : ''}</span>
          ) : (
            <span className="gk-consult__price">¥{yuanLabel(s.Price)}</span>
          )}
        </div>
        <div className="gk-consult__section" style={{ margin: '12px 0 4px' }}>
          包含课程
        </div>
        {Courses.length === 0 ? <p className="gk-consult__muted">课程正在上架中</p> : null}
        {Courses.map((c) => (
          <div key={c.Id} className="gk-consult__course">
            {c.Cover ? <img src={c.Cover} alt="" /> : <img alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />}
            <div style={{ flex: 1, minWidth: 0 }}>
              <div className="gk-consult__name" style={{ fontSize: 14 }}>
                {c.Title}
              </div>
              <p className="gk-consult__muted">{c.Summary}</p>
            </div>
            {Owned ? (
              <Button size="mini" color="primary" fill="outline" onClick={() => openPage(paths.coursePlay, { query: { courseId: String(c.Id) } })}>
                学习
              </Button>
            ) : null}
          </div>
        ))}
      </div>
      {Owned ? null : (
        <FixedBottomButton onClick={() => buy.mutate({ IdempotencyKey: visitKey }, { onSuccess: (order) => leaveToPay(order, `/#/${paths.wishCourse}`) })}>
          支付 ¥{yuanLabel(s.Price)} 开通家长课
        </FixedBottomButton>
      )}
    </div>
  )
}
