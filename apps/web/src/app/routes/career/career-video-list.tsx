import { CareerShelfPage } from '../../../features/career/components/career-shelf-page.tsx'

export function Component() {
  return <CareerShelfPage track="career-video" intro="全部生涯视频：职业探索、专业介绍和学长学姐分享。" />
}
