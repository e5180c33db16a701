// The arithmetic the bench reports with (issue 13, 6): which source a stretch of a built chunk came from (its
// source map's mappings) and the Lighthouse-style score estimate of the page figures.
import { describe, expect, it } from 'vitest'
import { decodeMappings } from '../../bench/bundle-parts'
import { estimatedScore, metricScore, PROFILES } from '../../bench/pages'

describe('source map mappings', () => {
  it('give each segment its generated column and source, columns per line and sources across lines', () => {
    // line 1: column 0 of source 0, column 1 of source 0, column 17 of source 1; line 2: column 3 of source 1,
    // then a segment with no source
    expect(decodeMappings('AAAA,CAAC,gBCAA;GAAA,C')).toEqual([
      [
        [0, 0],
        [1, 0],
        [17, 1],
      ],
      [
        [3, 1],
        [4, -1],
      ],
    ])
  })
})

describe('the score estimate', () => {
  const mobile = PROFILES.find((profile) => profile.name === 'mobile')
  if (!mobile) throw new Error('no mobile profile')

  it("scores a metric 0.5 at its curve's median and 0.9 at its 10th percentile, as Lighthouse does", () => {
    expect(metricScore(mobile.curves.lcp.median, mobile.curves.lcp)).toBeCloseTo(0.5, 3)
    expect(metricScore(mobile.curves.lcp.p10, mobile.curves.lcp)).toBeCloseTo(0.9, 3)
    expect(metricScore(0, mobile.curves.tbt)).toBe(1)
  })

  it('gives a fast page a high score and a slow one a low score', () => {
    expect(estimatedScore({ fcp: 900, lcp: 1200, tbt: 0, cls: 0 }, mobile)).toBeGreaterThanOrEqual(95)
    expect(estimatedScore({ fcp: 7000, lcp: 11000, tbt: 900, cls: 0 }, mobile)).toBeLessThan(40)
  })
})
