export { DetailLayout, type DetailLayoutProps } from './DetailLayout'
