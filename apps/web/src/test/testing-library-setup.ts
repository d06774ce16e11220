import { configure } from '@testing-library/react'
// the one antd-mobile module that holds the render function (the index would load every component into
// every test file, the pure-logic ones too: half of a small file's CPU)
import { unstableSetRender } from 'antd-mobile/cjs/utils/unstable-render'
import { renderIntoRoot } from '@gk/client'

// findBy*/waitFor give up after 1 s by default; an antd form's first validation on a busy 2-core CI
// machine has taken longer, and giving up there says nothing about the app
configure({ asyncUtilTimeout: 5000 })

// as in main.tsx: antd-mobile's imperative Toast/Dialog render through React 19's createRoot (its
// default, rc-util's legacy render, calls ReactDOM.unmountComponentAtNode, which React 19 dropped)
unstableSetRender(renderIntoRoot)
