// <Can permission="…" [replace]>: renders its children when held, a dash when not held and
// `replace` is set (keeps table cells from looking empty), otherwise nothing (spec §5).
import { createContext, useContext } from 'react'
import type { ReactNode } from 'react'
import { can } from './can.ts'

const PermissionsContext = createContext<ReadonlySet<string>>(new Set())

/** Supplies the held function names (heldFunctions of /module/usermenufunction). */
export const PermissionsProvider = PermissionsContext.Provider

export function usePermissions(): ReadonlySet<string> {
  return useContext(PermissionsContext)
}

export interface CanProps {
  permission?: string | string[]
  replace?: boolean
  children?: ReactNode
}

export function Can({ permission, replace, children }: CanProps) {
  const held = usePermissions()
  if (can(held, permission)) return <>{children}</>
  return replace ? <>-</> : null
}
