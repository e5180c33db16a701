export { LimitReachedPrompt, limitRequestText, type LimitReachedPromptProps } from './LimitReachedPrompt'
export { NotEnoughMoneyPrompt, type NotEnoughMoneyPromptProps } from './NotEnoughMoneyPrompt'
