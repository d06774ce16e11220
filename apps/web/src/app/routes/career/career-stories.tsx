import { CareerShelfPage } from '../../../features/career/components/career-shelf-page.tsx'

export function Component() {
  return <CareerShelfPage track="career-story" intro="同龄人在选科、志愿和专业上的真实困惑与选择（教学用案例）。" />
}
