import { courseHandlers } from './course.handlers.ts'
import { learningHandlers } from './learning.handlers.ts'
import { portalHandlers } from './portal.handlers.ts'

/** Courses, study resources, videos, news, ads, pages, live, progress and notices. */
export const contentHandlers = { ...courseHandlers, ...portalHandlers, ...learningHandlers }
