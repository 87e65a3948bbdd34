// A form screen opened as a page (its own route: /constant/<form>?id=&mode=), e.g. a long
// document that deserves the whole screen. A settings (singleton) page may carry toolbar
// links to its helper pages (business config → app centre, open logistics).
import { Button, Card, Space } from 'antd'
import { useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { routeHref } from '../actions/route-href.ts'
import { useVisibleActions } from '../actions/visible-actions.ts'
import { useConfig, useNavigation } from '../providers/EngineProvider.tsx'
import { useFormController, type FormMode } from './use-form-controller.ts'
import { EngineForm, type EngineFormHandle } from './EngineForm.tsx'

export function FormPage({ screenKey }: { screenKey: string }) {
  const config = useConfig()
  const [params] = useSearchParams()
  const id = Number(params.get('id')) || undefined
  const screen = config.screens[screenKey] as { singleton?: boolean }
  const mode = ((params.get('mode') as FormMode | null) ?? (id || screen.singleton ? 'edit' : 'add')) as FormMode
  const c = useFormController(config, screenKey, mode, id)
  const navigation = useNavigation()
  const form = useRef<EngineFormHandle>(null)
  const links = useVisibleActions()(c.screen.toolbar).filter(([, a]) => a.route)
  return (
    <div className="cy-screen" data-screen={screenKey}>
      <Card
        title={c.screen.title}
        variant="borderless"
        extra={
          mode !== 'view' && (
            <Space>
              {links.map(([key, a]) => (
                <Button key={key} onClick={() => navigation.go(routeHref(config.screens, a.route!))}>
                  {a.title ?? key}
                </Button>
              ))}
              {!c.screen.singleton && <Button onClick={() => navigation.back()}>返回</Button>}
              <Button type="primary" loading={c.saving} onClick={() => form.current?.submit()}>
                保存
              </Button>
            </Space>
          )
        }
      >
        <EngineForm ref={form} c={c} onSaved={() => (c.screen.singleton ? undefined : navigation.back())} />
      </Card>
    </div>
  )
}
