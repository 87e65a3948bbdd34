// Headless logic of an approval screen (kind approval): which tab is shown, the approval whose
// record is open, the decision being made, and sending it. Rows are approval instances from
// the screen's list endpoint: {id, docId, docNo, summary, currentNode, currentNodeName, canAct…}.
import { useCallback, useMemo, useState } from 'react'
import type { ScreenDef } from '../../../config/types.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import type { Row } from '../row.ts'
import { useConfig, useNotify } from '../providers/EngineProvider.tsx'

export type ApprovalTab = 'todo' | 'done' | 'all'
export type DecisionKind = 'accept' | 'reject'

export const APPROVAL_TABS: { key: ApprovalTab; label: string; empty: string }[] = [
  { key: 'todo', label: '待我审批', empty: '暂无待我审批的单据' },
  { key: 'done', label: '我已审批', empty: '暂无我审批过的单据' },
  { key: 'all', label: '全部', empty: '暂无审批记录' },
]

export interface Decision {
  kind: DecisionKind
  row: Row
}

export function useApprovalController(screenKey: string) {
  const config = useConfig()
  const { api } = useSession()
  const notify = useNotify()
  const screen = config.screens[screenKey] as ScreenDef
  const [tab, setTab] = useState<ApprovalTab>('todo')
  const [recordOf, setRecordOf] = useState<Row | null>(null)
  const [decision, setDecision] = useState<Decision | null>(null)
  // Bumped after a decision: every tab's list reloads (a row leaves 待我审批, joins 我已审批).
  const [refreshKey, setRefreshKey] = useState(0)

  /** Sends the decision; answers an error text to show in the dialog, or null when done. */
  const decide = useCallback(
    async (d: Decision, opinion: string): Promise<string | null> => {
      const text = opinion.trim()
      if (d.kind === 'reject' && !text) return '驳回时请填写审批意见'
      const endpoint = screen.endpoints?.[d.kind]
      if (!endpoint) return '该页面未配置审批接口'
      try {
        await api.request(endpoint, { id: d.row.id, nodeIndex: d.row.currentNode, ...(text ? { opinion: text } : {}) })
      } catch {
        // The server's message was shown; the list may be stale (another approver was quicker).
        setRefreshKey((k) => k + 1)
        return null
      }
      notify.success(d.kind === 'accept' ? '已审批通过' : '已驳回')
      setDecision(null)
      setRecordOf(null)
      setRefreshKey((k) => k + 1)
      return null
    },
    [api, screen, notify],
  )

  return useMemo(
    () => ({
      screen,
      tab,
      setTab,
      recordOf,
      openRecord: setRecordOf,
      closeRecord: () => setRecordOf(null),
      decision,
      startDecision: (kind: DecisionKind, row: Row) => setDecision({ kind, row }),
      cancelDecision: () => setDecision(null),
      decide,
      refreshKey,
      /** The screen's own row actions act on the document the approval is about. */
      documentRow: (row: Row): Row => ({ ...row, id: row.docId, approvalId: row.id }),
    }),
    [screen, tab, recordOf, decision, decide, refreshKey],
  )
}

export type ApprovalController = ReturnType<typeof useApprovalController>
