import { CareerVideoIndexPage } from '../../../features/career/components/career-video-index-page.tsx'

export const Component = CareerVideoIndexPage
