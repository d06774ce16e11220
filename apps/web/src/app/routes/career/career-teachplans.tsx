import { CareerShelfPage } from '../../../features/career/components/career-shelf-page.tsx'

export function Component() {
  return <CareerShelfPage track="career-teachplan" intro="面向班主任和生涯老师的班会课教案，45 分钟一课。" />
}
