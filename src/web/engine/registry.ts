// Screen kinds and hand-written screens by name (DESIGN §5). screens.yaml names a kind, or a
// component for kind custom/print; check-config checks the names against this registry.
import { lazy, type ComponentType } from 'react'
import type { ScreenKind } from '../../config/types.ts'
import { ListScreen } from './list/ListScreen.tsx'

export interface ScreenProps {
  screenKey: string
  params: Record<string, string>
}

const FormPage = lazy(() => import('./form/FormPage.tsx').then((m) => ({ default: m.FormPage })))
const DetailScreen = lazy(() => import('./detail/DetailScreen.tsx').then((m) => ({ default: m.DetailScreen })))
const ApprovalScreen = lazy(() => import('./approval/ApprovalScreen.tsx').then((m) => ({ default: m.ApprovalScreen })))

export const screenKinds: Partial<Record<ScreenKind, ComponentType<ScreenProps>>> = {
  list: ListScreen,
  report: ListScreen,
  form: FormPage,
  detail: DetailScreen,
  approval: ApprovalScreen,
}

/** Hand-written screens (kind custom or print), registered by their modules. */
export const customScreens: Record<string, ComponentType<ScreenProps>> = {}

export function registerScreen(name: string, component: ComponentType<ScreenProps>) {
  customScreens[name] = component
}
