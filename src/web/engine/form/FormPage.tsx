// A form screen opened as a page (its own route: /constant/<form>?id=&mode=), e.g. a long
// document that deserves the whole screen.
import { Button, Card, Space } from 'antd'
import { useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useConfig } from '../../app/config-context.tsx'
import { useFormController, type FormMode } from './use-form-controller.ts'
import { EngineForm, type EngineFormHandle } from './EngineForm.tsx'

export function FormPage({ screenKey }: { screenKey: string }) {
  const config = useConfig()
  const [params] = useSearchParams()
  const id = Number(params.get('id')) || undefined
  const screen = config.screens[screenKey] as { singleton?: boolean }
  const mode = ((params.get('mode') as FormMode | null) ?? (id || screen.singleton ? 'edit' : 'add')) as FormMode
  const c = useFormController(config, screenKey, mode, id)
  const navigate = useNavigate()
  const form = useRef<EngineFormHandle>(null)
  return (
    <div className="cy-screen" data-screen={screenKey}>
      <Card
        title={c.screen.title}
        variant="borderless"
        extra={
          mode !== 'view' && (
            <Space>
              {!c.screen.singleton && <Button onClick={() => navigate(-1)}>返回</Button>}
              <Button type="primary" loading={c.saving} onClick={() => form.current?.submit()}>
                保存
              </Button>
            </Space>
          )
        }
      >
        <EngineForm ref={form} c={c} onSaved={() => (c.screen.singleton ? undefined : navigate(-1))} />
      </Card>
    </div>
  )
}
