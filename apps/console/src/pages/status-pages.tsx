import { Button, Result } from 'antd'
import { useNavigate } from 'react-router'

/** A status page of the console: said in Chinese, with a way back to the landing page. */
function StatusPage({ status, title, subTitle }: { status: '403' | '404'; title: string; subTitle: string }) {
  const navigate = useNavigate()
  return (
    <Result
      status={status}
      title={title}
      subTitle={subTitle}
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          返回首页
        </Button>
      }
    />
  )
}

/** An address no section answers (a typo, an old bookmark). */
export const NotFoundPage = () => <StatusPage status="404" title="页面不存在" subTitle="这个地址没有对应的后台页面，可能是链接有误或页面已调整。" />

/** A section the signed-in role may not use: the server refuses its calls too (adminRoles). */
export const ForbiddenPage = () => <StatusPage status="403" title="无权访问" subTitle="当前账号的角色不能使用这个页面，如需权限请联系管理员。" />
