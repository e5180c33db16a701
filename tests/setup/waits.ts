// Testing Library's waits (findBy*, waitFor) give up after 1 s by default. On a 2-core machine that also builds or
// runs the browser tests, a render and an msw answer alone took longer (signIn's dashboard heading, seen at load
// 30): 5 s lets a busy machine finish what an idle one does in 100 ms, stretched further by the load of the run
// (tests/setup/budget.ts). A wait for something that never comes still fails, only later.
import { configure } from '@testing-library/dom'
import { budget } from './budget'

configure({ asyncUtilTimeout: budget(5_000) })
