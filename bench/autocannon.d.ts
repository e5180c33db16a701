// The part of autocannon's API the bench uses (the package ships no types; @types/autocannon is not installed).
declare module 'autocannon' {
  interface Histogram {
    average: number
    mean: number
    min: number
    max: number
    p50: number
    p90: number
    p99: number
    total: number
  }
  interface Options {
    url: string
    headers?: Record<string, string>
    method?: string
    connections?: number
    duration?: number
    amount?: number
    pipelining?: number
    timeout?: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    duration: number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
