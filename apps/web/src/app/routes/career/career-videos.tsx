import { CareerVideoIndexPage } from '../../../features/career/components/career-shelf-pages.tsx'

export const Component = CareerVideoIndexPage
