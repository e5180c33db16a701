// A pause in the evaluation of the entry's modules (src/main.tsx imports it between its imports): the modules
// imported before it are evaluated in one task and the ones after it in the next. A phone then runs the first load
// as two shorter tasks, rather than one long one that nothing can come between (issue 13: Lighthouse counts every
// task's time past 50 ms as blocking). Only the entry imports it, so no other module waits for it.
await new Promise((resolve) => setTimeout(resolve, 0))

export {}
