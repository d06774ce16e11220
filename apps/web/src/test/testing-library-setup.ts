import { configure } from '@testing-library/react'

// findBy*/waitFor give up after 1 s by default; an antd form's first validation on a busy 2-core CI
// machine has taken longer, and giving up there says nothing about the app
configure({ asyncUtilTimeout: 5000 })
