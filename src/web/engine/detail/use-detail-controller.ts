// Headless logic of a detail screen (route with :id): the record and its log, and the record's
// actions, run by the same runner as a list's row actions (same confirm, result and reload).
import { useMemo } from 'react'
import type { EntitySchema, ScreenAction, ScreenDef } from '../../../config/types.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { useActionRunner, type ActionRunner } from '../actions/use-action-runner.ts'
import { useVisibleActions } from '../actions/visible-actions.ts'
import { useConfig } from '../providers/EngineProvider.tsx'
import { screenEntity } from '../schema-fields.ts'
import type { LogEntry } from './RecordView.tsx'
import { useRecord } from './use-record.ts'

export interface DetailController {
  screen: ScreenDef
  entity?: EntitySchema
  lineEntity?: EntitySchema
  record: Record<string, any> | null
  logs?: LogEntry[]
  loading: boolean
  /** The record's actions the user may run now (permission held, visibleWhen true), in order. */
  actions: [string, ScreenAction][]
  runner: ActionRunner
}

export function useDetailController(screenKey: string, id: string | undefined): DetailController {
  const config = useConfig()
  const { api } = useSession()
  const visibleActions = useVisibleActions()
  const screen = config.screens[screenKey] as ScreenDef
  const entity = screenEntity(config, screen)
  const lineEntity = entity?.['x-lines'] ? config.entities[entity['x-lines']] : undefined
  const { record, logs, loading, reload } = useRecord(api, screen.endpoints, id, screen.idParam)
  const runner = useActionRunner(reload)
  const actions = useMemo(() => (record ? visibleActions(screen.rowActions, record) : []), [record, screen, visibleActions])
  return { screen, entity, lineEntity, record, logs, loading, actions, runner }
}
