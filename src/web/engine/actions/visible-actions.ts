// Which of a screen's actions a user is offered now, in their order: the same rule for a list's
// rows, toolbar and selection, a detail's record and an approval's document.
import { useCallback } from 'react'
import type { ScreenAction } from '../../../config/types.ts'
import { usePermissions } from '../../permissions/Can.tsx'
import { can } from '../../permissions/can.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { evaluate } from '../conditions.ts'
import { useConfig } from '../providers/EngineProvider.tsx'
import { ordered } from '../schema-fields.ts'
import type { Row } from '../row.ts'

export type ActionEntry = [string, ScreenAction]

/** (actions, row?) → the entries whose permission is held and whose visibleWhen holds for the row. */
export function useVisibleActions(): (actions: Record<string, ScreenAction> | undefined, row?: Row) => ActionEntry[] {
  const config = useConfig()
  const { session } = useSession()
  const held = usePermissions()
  return useCallback(
    (actions, row) =>
      ordered(actions).filter(([, a]) => can(held, a.permission) && evaluate(a.visibleWhen, { row, session: session ?? undefined, settings: config.settings })),
    [config, session, held],
  )
}
