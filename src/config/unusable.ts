// The parts of the merged config that cannot be trusted: a file that did not parse, a screen or
// an endpoint whose shape is wrong. Each already has its error. The lint runs over the rest and
// stays silent about references into these parts: "实体不存在" for an entity whose file has a
// syntax error would only mislead.

import type { PlainObject } from './merge.ts'
import { parsePointer } from './pointer.ts'

/** Sections of the merged config; a unit is one member (a screen, an endpoint, an entity, a workflow, an entity's demo rows). */
export const SECTIONS = ['screens', 'endpoints', 'entities', 'workflows', 'demo'] as const
export type Section = (typeof SECTIONS)[number]

export class Unusable {
  private readonly whole = new Set<Section>()
  private readonly units = new Map<Section, Set<string>>()

  /** Every unit of a section (screens.yaml did not parse). */
  markSection(section: Section): void {
    this.whole.add(section)
  }

  markUnit(section: Section, key: string): void {
    const set = this.units.get(section) ?? new Set<string>()
    set.add(key)
    this.units.set(section, set)
  }

  /** The unit a pointer into the merged config lies in; the section when it names none. */
  markPointer(pointer: string): void {
    const [section, key] = parsePointer(pointer)
    if (!isSection(section)) return
    if (key === undefined) this.markSection(section)
    else this.markUnit(section, key)
  }

  has(section: Section, key: string): boolean {
    return this.whole.has(section) || (this.units.get(section)?.has(key) ?? false)
  }

  /** Some unit of the section is unusable: a name it would declare may be missing. */
  any(section: Section): boolean {
    return this.whole.has(section) || (this.units.get(section)?.size ?? 0) > 0
  }

  /** The section without its unusable units. */
  usable(section: Section, members: PlainObject): PlainObject {
    if (this.whole.has(section)) return {}
    const drop = this.units.get(section)
    if (!drop) return members
    return Object.fromEntries(Object.entries(members).filter(([key]) => !drop.has(key)))
  }
}

function isSection(s: string | undefined): s is Section {
  return (SECTIONS as readonly (string | undefined)[]).includes(s)
}
