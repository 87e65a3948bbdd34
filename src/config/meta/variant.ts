// Meta-schema of schemas/variants/<name>.yaml: settings (every key required) and overlays.
// Overlays are merge patches, so only their keys are checked here; the merged result is
// validated again against the file meta-schemas.

import type { VariantFile, VariantSettings } from '../types.ts'
import { ENDPOINT_PATH_PATTERN } from './endpoints.ts'
import { bool, mapOf, nonEmpty, obj, oneOfStrings, req, str, strings, keysOf } from './helpers.ts'

const settings = obj<VariantSettings>({
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

/** A patch value: an object to merge, or null to delete. */
const patch = { type: ['object', 'null'] }

export const variantMeta = obj<VariantFile>({
  title: req(nonEmpty),
  settings: req(settings),
  screens: mapOf(patch, '^/?[a-z0-9][a-z0-9-]*$', '路由名：小写字母、数字和 -；菜单组以 / 开头'),
  endpoints: mapOf(patch, ENDPOINT_PATH_PATTERN, '接口路径：以 / 开头，不含空白'),
  entities: mapOf(patch),
  workflows: mapOf(patch),
})
