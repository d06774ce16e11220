import { CareerShelfPage } from '../../../features/career/components/career-shelf-page.tsx'

export function Component() {
  return <CareerShelfPage track="career-case" intro="从测评、选科到志愿的完整思路拆解，可下载 PDF 任务单。" />
}
