// An approval screen (kind approval): the approvals of the screen's document type in three
// tabs — 待我审批, 我已审批, 全部 — each a list of the screen's columns and filters. Every row
// has 审批记录; rows the user may decide now have 通过 and 驳回. The screen's own rowActions
// (查看商品 …) open the document. All logic is in useApprovalController.
import { Button, Tabs } from 'antd'
import { ListScreen } from '../list/ListScreen.tsx'
import type { Row } from '../row.ts'
import type { ScreenProps } from '../registry.ts'
import { ApprovalDrawer } from './ApprovalDrawer.tsx'
import { DecisionModal } from './DecisionModal.tsx'
import { APPROVAL_TABS, useApprovalController } from './use-approval-controller.ts'

export function ApprovalScreen({ screenKey }: ScreenProps) {
  const c = useApprovalController(screenKey)
  const rowExtra = (row: Row) => (
    <>
      {row.canAct && (
        <>
          <Button type="link" size="small" onClick={() => c.startDecision('accept', row)}>
            通过
          </Button>
          <Button type="link" size="small" danger onClick={() => c.startDecision('reject', row)}>
            驳回
          </Button>
        </>
      )}
      <Button type="link" size="small" onClick={() => c.openRecord(row)}>
        审批记录
      </Button>
    </>
  )
  return (
    <div className="cy-approval" data-approval={screenKey}>
      <Tabs
        activeKey={c.tab}
        onChange={(k) => c.setTab(k as typeof c.tab)}
        items={APPROVAL_TABS.map((t) => ({
          key: t.key,
          label: t.label,
          children: (
            <ListScreen
              screenKey={screenKey}
              fixed={{ docType: c.screen.docType, scope: t.key }}
              rowExtra={rowExtra}
              extraWidth={176}
              actionRow={c.documentRow}
              refreshKey={c.refreshKey}
              emptyText={t.empty}
              height="calc(100vh - 346px)"
            />
          ),
        }))}
      />
      {c.recordOf && (
        <ApprovalDrawer
          screenKey={screenKey}
          id={Number(c.recordOf.id)}
          onClose={c.closeRecord}
          onDecide={(kind, row) => c.startDecision(kind, { ...c.recordOf!, ...row })}
        />
      )}
      {c.decision && <DecisionModal decision={c.decision} onSubmit={(opinion) => c.decide(c.decision!, opinion)} onCancel={c.cancelDecision} />}
    </div>
  )
}
