// The browser tests' budgets: the load-scaled ones every suite shares (tests/setup/budget.ts).
export { MAX_SLOWNESS, SLOWNESS, budget } from '../../setup/budget'
