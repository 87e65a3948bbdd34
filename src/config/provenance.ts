// Where each part of the merged config came from: a trie keyed by JSON-pointer segments.
// locate() answers the nearest recorded ancestor, so a pointer to something absent
// (a missing key, a bad reference inside a value) still lands on a useful line.

import type { SourceLoc } from './types.ts'
import { parsePointer } from './pointer.ts'

export interface IndexNode {
  loc?: SourceLoc
  kids?: Map<string, IndexNode>
}

export class SourceIndex {
  private root: IndexNode = {}

  /** Nearest recorded location at or above the pointer. */
  locate(pointer: string): SourceLoc | undefined {
    return locateIn(this.root, pointer)
  }

  /** The subtree recorded at a pointer (segments), if any. */
  get(segments: readonly string[]): IndexNode | undefined {
    let node: IndexNode | undefined = this.root
    for (const seg of segments) node = node?.kids?.get(seg)
    return node
  }

  /**
   * Replace everything at or under `segments` with `node` (undefined removes it).
   * Nodes along the path are copied, so a subtree mounted from a parsed file is never mutated.
   */
  replace(segments: readonly string[], node: IndexNode | undefined): void {
    this.root = replaceIn(this.root, segments, 0, node)
  }
}

function replaceIn(at: IndexNode, segments: readonly string[], i: number, node: IndexNode | undefined): IndexNode {
  if (i === segments.length) return node ?? {}
  const kids = new Map(at.kids ?? [])
  const seg = segments[i]
  if (i === segments.length - 1 && node === undefined) kids.delete(seg)
  else kids.set(seg, replaceIn(kids.get(seg) ?? {}, segments, i + 1, node))
  return { loc: at.loc, kids }
}

/** Nearest recorded location at or above `pointer` in a trie. */
export function locateIn(root: IndexNode, pointer: string): SourceLoc | undefined {
  let node: IndexNode | undefined = root
  let found = root.loc
  for (const seg of parsePointer(pointer)) {
    node = node.kids?.get(seg)
    if (!node) break
    if (node.loc) found = node.loc
  }
  return found
}
