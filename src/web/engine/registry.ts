// Screen kinds and hand-written screens by name (DESIGN §5). screens.yaml names a kind, or a
// component for kind custom/print; check-config checks the names (registry-names.ts).
import { lazy, type ComponentType } from 'react'
import { ListScreen } from './list/ListScreen.tsx'
import type { ScreenDef } from '../../config/types.ts'
import type { ComponentName, EngineKind } from './registry-names.ts'

export interface ScreenProps {
  screenKey: string
  params: Record<string, string>
}

const FormPage = lazy(() => import('./form/FormPage.tsx').then((m) => ({ default: m.FormPage })))
const DetailScreen = lazy(() => import('./detail/DetailScreen.tsx').then((m) => ({ default: m.DetailScreen })))
const ReportScreen = lazy(() => import('./report/ReportScreen.tsx').then((m) => ({ default: m.ReportScreen })))
const ApprovalScreen = lazy(() => import('./approval/ApprovalScreen.tsx').then((m) => ({ default: m.ApprovalScreen })))

export const screenKinds: Record<EngineKind, ComponentType<ScreenProps>> = {
  list: ListScreen,
  report: ReportScreen,
  form: FormPage,
  detail: DetailScreen,
  approval: ApprovalScreen,
}

/** Hand-written screens (kind custom or print), registered by their modules. */
export const customScreens: Partial<Record<string, ComponentType<ScreenProps>>> = {}

export function registerScreen(name: ComponentName, component: ComponentType<ScreenProps>) {
  customScreens[name] = component
}

/** What draws a screen: its registered component, else its kind's; undefined when neither is registered. */
export function screenComponent(screen: ScreenDef): ComponentType<ScreenProps> | undefined {
  if (screen.component) return customScreens[screen.component]
  return Object.hasOwn(screenKinds, screen.kind) ? screenKinds[screen.kind as EngineKind] : undefined
}
