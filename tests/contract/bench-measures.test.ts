// The arithmetic the bench reports with (issue 13, 6): which source a stretch of a built chunk came from (its
// source map's mappings).
import { describe, expect, it } from 'vitest'
import { decodeMappings } from '../../bench/bundle-parts'

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
