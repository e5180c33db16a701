// The sign-in page's Russian texts, picked at build time (codegen/sign-in-texts.ts).
declare module 'virtual:sign-in-texts' {
  const texts: Readonly<Record<string, string>>
  export default texts
}
