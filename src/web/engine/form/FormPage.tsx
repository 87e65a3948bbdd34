// A form screen opened as a page (its own route: /constant/<form>?id=&mode=), e.g. a long
// document that deserves the whole screen. A settings (singleton) page may carry toolbar
// links to its helper pages (business config → app centre, open logistics).
import { Button, Card, Space } from 'antd'
import { useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import type { ScreenAction } from '../../../config/types.ts'
import { useConfig } from '../../app/config-context.tsx'
import { usePermissions } from '../../permissions/Can.tsx'
import { can } from '../../permissions/can.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { evaluate } from '../conditions.ts'
import { ordered } from '../schema-fields.ts'
import { routeHref } from '../list/use-list-controller.ts'
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
  const held = usePermissions()
  const { session } = useSession()
  const links = ordered<ScreenAction>(c.screen.toolbar).filter(
    ([, a]) => a.route && can(held, a.permission) && evaluate(a.visibleWhen, { session: session ?? undefined, settings: config.settings }),
  )
  return (
    <div className="cy-screen" data-screen={screenKey}>
      <Card
        title={c.screen.title}
        variant="borderless"
        extra={
          mode !== 'view' && (
            <Space>
              {links.map(([key, a]) => (
                <Button key={key} onClick={() => navigate(routeHref(config.screens, a.route!))}>
                  {a.title ?? key}
                </Button>
              ))}
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
