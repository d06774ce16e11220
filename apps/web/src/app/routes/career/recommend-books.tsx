import { CareerShelfPage } from '../../../features/career/components/career-shelf-page.tsx'

export function Component() {
  return <CareerShelfPage track="career-book" intro="为高中生挑选的生涯读物，每本都写了“为什么读”和读法。" />
}
