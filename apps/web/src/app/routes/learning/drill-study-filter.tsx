import { studyRoutes } from './study.tsx'

export const Component = studyRoutes('drill').Filter
