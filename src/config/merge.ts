// RFC 7396 JSON Merge Patch, optionally recording provenance: wherever the patch sets a value
// (rather than merging into an existing object), the index at that pointer is replaced by the
// patch file's locations, so errors in merged data name the file that introduced them.

import type { IndexNode, SourceIndex } from './provenance.ts'

export type PlainObject = Record<string, unknown>

export function isPlainObject(v: unknown): v is PlainObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/** Provenance of one patch application: where the target sits and the patch's own index. */
export interface PatchTrack {
  index: SourceIndex
  /** Segments of the pointer (in the merged config) where the patch applies. */
  at: string[]
  /** Index of the patch value (from its source file). */
  patch: IndexNode | undefined
  /** A null whose key the target does not have: it deletes nothing (a misspelt key, a stale overlay). */
  onVoidDelete?: (miss: VoidDelete) => void
}

export interface VoidDelete {
  /** Segments of the pointer (in the merged config) the null names. */
  at: string[]
  /** The null's node in the patch file. */
  node: IndexNode | undefined
  /** Keys the target has there, for a suggestion. */
  keys: string[]
}

/** Apply a merge patch; inputs are not mutated. */
export function mergePatch(target: unknown, patch: unknown, track?: PatchTrack): unknown {
  if (!isPlainObject(patch)) {
    track?.index.replace(track.at, track.patch)
    return clone(patch)
  }
  let result: PlainObject
  if (isPlainObject(target)) result = { ...target }
  else {
    // A patch object onto a non-object starts from {}: the patch now owns this pointer.
    result = {}
    track?.index.replace(track.at, { loc: track.patch?.loc })
  }
  for (const [key, value] of Object.entries(patch)) {
    const at = track && [...track.at, key]
    if (value === null) {
      if (at && !Object.hasOwn(result, key)) track.onVoidDelete?.({ at, node: track.patch?.kids?.get(key), keys: Object.keys(result) })
      delete result[key]
      if (at) track.index.replace(at, undefined)
    } else {
      const sub = at && { ...track, at, patch: track.patch?.kids?.get(key) }
      const current = Object.hasOwn(result, key) ? result[key] : undefined
      setOwn(result, key, mergePatch(current, value, sub))
    }
  }
  return result
}

export function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clone) as T
  if (isPlainObject(value)) {
    const out: PlainObject = {}
    for (const [k, v] of Object.entries(value)) setOwn(out, k, clone(v))
    return out as T
  }
  return value
}

// A key "__proto__" from a YAML file must stay data, never become the prototype.
function setOwn(obj: PlainObject, key: string, value: unknown): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true })
}
