import { createHashRouter, type RouteObject } from 'react-router'
import { AsyncPage } from '../components/feedback/async-page.tsx'
import { NotFound } from './not-found.tsx'
import { RootLayout } from './root-layout.tsx'
import { routeTable, type RouteEntry } from './route-table.ts'
import { paths } from '../config/paths.ts'

function pageRoute(entry: RouteEntry, path: string): RouteObject {
  // keyed by path so moving between two lazy pages restarts the loading timers
  return { path, element: <AsyncPage key={entry.path} load={entry.lazy} />, handle: { entry } }
}

const home = routeTable.find((entry) => entry.path === paths.home)

/** Hash routes under base `/`: `/` is home, every registered page at `/<inventory path>`. */
export const router = createHashRouter([
  {
    element: <RootLayout />,
    children: [
      ...(home ? [{ ...pageRoute(home, '/'), path: undefined, index: true } as RouteObject] : []),
      ...routeTable.map((entry) => pageRoute(entry, `/${entry.path}`)),
      { path: '*', element: <NotFound />, handle: { title: '页面不存在' } },
    ],
  },
])
