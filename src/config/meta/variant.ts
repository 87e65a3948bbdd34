// Meta-schema of schemas/variants/<name>.yaml: settings (every key required) and overlays.
// Overlays are merge patches, so only their keys are checked here; the merged result is
// validated again against the file meta-schemas.

import type { VariantFile, VariantSettings } from '../types.ts'
import { ENDPOINT_PATH_PATTERN } from './endpoints.ts'
import { bool, described, type Docs, mapOf, nonEmpty, obj, oneOfStrings, req, str, strings, keysOf } from './helpers.ts'

const settingsShape = obj<VariantSettings>({
  customerName: req(oneOfStrings(keysOf<VariantSettings['customerName']>({ customer: true, prison: true }))),
  hasShortCode: req(bool),
  isMd5: req(bool),
  hasAppCenterAuth: req(bool),
  productSaleMap: req(mapOf(nonEmpty, '^[0-9]+$', '商品销售方式：整数')),
  logisticsName: req(str),
  primaryColor: req(str),
  cacheTarget: req(str),
  apiHost: req(str),
  companyName: req(str),
  systemName: req(str),
  sso: req(str),
  helpUrl: req(str),
  tmsUrl: req(str),
  printTest: req(bool),
  specialMetering: req(bool),
  filterFinance: req(strings),
  publicPath: req(str),
  cachePrefix: req(str),
})

const settings = described<VariantSettings>(settingsShape, {
  customerName: '客户类型：customer 客户版，prison 监狱供应版',
  hasShortCode: '商品短码（监狱供应版开启）',
  isMd5: '登录密码先做 MD5 再提交',
  hasAppCenterAuth: '应用中心授权',
  productSaleMap: '商品销售方式：值 → 名称（如 1 自营、2 代销）',
  logisticsName: '物流名称',
  primaryColor: '主题色（如 #1677ff）',
  cacheTarget: '客户端保存会话的位置：cookie 和/或 localStorage',
  apiHost: '接口地址（空：与页面同源）',
  companyName: '公司名称',
  systemName: '系统名称：页头与接口文档的标题',
  sso: '单点登录页（空：未配置）',
  helpUrl: '帮助文档地址',
  tmsUrl: '运输管理系统地址',
  printTest: '打印测试',
  specialMetering: '特殊计量',
  filterFinance: '使用财务版页面的用户名',
  publicPath: '页面的基础路径（/wms/）',
  cachePrefix: '客户端缓存键的前缀（如 jy_wms_）',
})

/** A patch value: an object to merge, or null to delete. */
const patch = { type: ['object', 'null'] }

const variantShape = obj<VariantFile>({
  title: req(nonEmpty),
  settings: req(settings),
  screens: mapOf(patch, '^/?[a-z0-9][a-z0-9-]*$', '路由名：小写字母、数字和 -；菜单组以 / 开头'),
  endpoints: mapOf(patch, ENDPOINT_PATH_PATTERN, '接口路径：以 / 开头，不含空白'),
  entities: mapOf(patch),
  workflows: mapOf(patch),
  demo: mapOf(patch),
})

/** Also the hover text of the overlays in the editor schema (editor-schemas.ts). */
export const VARIANT_DOCS: Docs<VariantFile> = {
  title: '变体名称',
  settings: '变体设置（规格 §1），每项必填',
  screens: '覆盖 screens.yaml（JSON Merge Patch）：按路由名合并，null 删除',
  endpoints: '覆盖 endpoints.yaml：按路径合并，null 删除',
  entities: '覆盖实体 schemas/entities/<id>.json：按实体 id 合并，null 删除',
  workflows: '覆盖流程 schemas/workflows/<id>.yaml：按流程 id 合并，null 删除',
  demo: '覆盖演示数据 schemas/demo/<实体>.yaml：按实体 id、租户编码、行名合并，null 删除一行',
}

export const variantMeta = described<VariantFile>(variantShape, VARIANT_DOCS)
