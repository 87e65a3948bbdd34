// An approval screen: the documents waiting at a node the user may act on, each with an
// 审批 action opening the approval drawer.
import { Button } from 'antd'
import { useState } from 'react'
import { useConfig } from '../../app/config-context.tsx'
import type { ScreenProps } from '../registry.ts'
import { ListScreen } from '../list/ListScreen.tsx'
import { ApprovalDrawer } from './ApprovalDrawer.tsx'

export function ApprovalScreen({ screenKey }: ScreenProps) {
  const config = useConfig()
  const [open, setOpen] = useState<number | null>(null)
  const [version, setVersion] = useState(0)
  return (
    <>
      <ListScreen
        key={version}
        screenKey={screenKey}
        rowExtra={(row) => (
          <Button type="link" size="small" onClick={() => setOpen(Number(row.id))}>
            审批
          </Button>
        )}
      />
      {open !== null && (
        <ApprovalDrawer
          config={config}
          screenKey={screenKey}
          id={open}
          onClose={(changed) => {
            setOpen(null)
            if (changed) setVersion((v) => v + 1)
          }}
        />
      )}
    </>
  )
}
