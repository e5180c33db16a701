// Testing Library's waits (findBy*, waitFor) give up after 1 s by default. On a 2-core machine that also builds or
// runs the browser tests, a render and an msw answer alone took longer (signIn's dashboard heading, seen at load
// 30): 5 s lets a loaded machine finish what an idle one does in 100 ms. A wait for something that never comes
// still fails, only later.
import { configure } from '@testing-library/dom'

configure({ asyncUtilTimeout: 5_000 })
