// Permission check (spec §5): a control carrying a permission shows only when the user's
// menu-function list holds a module of that name, or any of a list of names.

/** No permission asked → allowed; a list → allowed when any one is held. */
export function can(held: ReadonlySet<string>, permission?: string | string[]): boolean {
  if (permission == null) return true
  if (Array.isArray(permission)) return permission.length === 0 || permission.some((p) => held.has(p))
  return permission === '' || held.has(permission)
}

/** The held set from /module/usermenufunction ([{moduleName, …}]). */
export function heldFunctions(list: readonly { moduleName: string }[] | null | undefined): Set<string> {
  return new Set((list ?? []).map((m) => m.moduleName).filter((n): n is string => typeof n === 'string' && n !== ''))
}
