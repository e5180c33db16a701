// The matrix reads like the spec beside it: 001 §4 Volume rules, as rows of the generated volume matrix.
import { describe, expect, it } from 'vitest'
import { renderKindMarkdown } from '../../codegen/matrix-render'
import { kindMatrix } from '../../engine/matrix'
import { registry } from '../../entities'

describe('matrices/volume.md', () => {
  it("001 §4 Volume: 'Attach hidden when IN_USE, AWAITING, DETACHING or PROCESSING'; processing blocks it", () => {
    const markdown = renderKindMarkdown(kindMatrix(registry, 'volume'))
    const attach = markdown.slice(markdown.indexOf('## attach'), markdown.indexOf('## detach'))
    expect(attach).toContain('| status | IN_USE, AWAITING, DETACHING, PROCESSING | hidden | reason.volume.attached |')
    expect(attach).toContain('| status | CREATING, ATTACHING, DELETING, RESERVING | visible, disabled | reason.processing |')
    expect(attach).toContain('| baseline | — | visible, enabled | — |')
  })

  it('labels create as a collection action that is not in the generic menu (001 §4: volume create is hidden in the generic entity)', () => {
    const markdown = renderKindMarkdown(kindMatrix(registry, 'volume'))
    expect(markdown).toMatch(/## create\n\nCollection action \(.*\)\. Not offered in the generic action menu \(`menu: false`\)/)
  })
})
