// Menu icons by the names screens.yaml uses; importing only these keeps the bundle small.
import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  DatabaseOutlined,
  ExperimentOutlined,
  ExportOutlined,
  FileOutlined,
  HomeOutlined,
  ImportOutlined,
  InboxOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  SwapOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons'
import type { ReactNode } from 'react'

export const ICONS: Record<string, ReactNode> = {
  AccountBookOutlined: <AccountBookOutlined />,
  AppstoreOutlined: <AppstoreOutlined />,
  AuditOutlined: <AuditOutlined />,
  BarChartOutlined: <BarChartOutlined />,
  DatabaseOutlined: <DatabaseOutlined />,
  ExperimentOutlined: <ExperimentOutlined />,
  ExportOutlined: <ExportOutlined />,
  HomeOutlined: <HomeOutlined />,
  ImportOutlined: <ImportOutlined />,
  InboxOutlined: <InboxOutlined />,
  QuestionCircleOutlined: <QuestionCircleOutlined />,
  SettingOutlined: <SettingOutlined />,
  ShoppingCartOutlined: <ShoppingCartOutlined />,
  SwapOutlined: <SwapOutlined />,
  VideoCameraOutlined: <VideoCameraOutlined />,
}

export const iconOf = (name?: string | null) => (name ? (ICONS[name] ?? <FileOutlined />) : undefined)
