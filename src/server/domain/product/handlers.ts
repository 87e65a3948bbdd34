// Handlers of the product screens (issue 5), registered under their names in src/server/handlers.ts.
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { categoryTree, createCategory, deleteCategory, listCategories, updateCategory } from './category.ts'
import { createProduct, deleteProduct, importProducts, updateProduct } from './product-write.ts'
import { exportProducts, listProducts, productDetail, skuOptions } from './product-read.ts'
import { createComposite, getComposite, listComposites, updateComposite } from './composite.ts'
import { createTaxPoint, effectiveTaxRate, listTaxPoints, updateTaxPoint } from './tax-point.ts'
import { createMeter, listMeters, skuUnits, updateMeter } from './meter.ts'

export const productHandlers: HandlerRegistry = {
  'category.tree': categoryTree,
  'category.list': listCategories,
  'category.create': createCategory,
  'category.update': updateCategory,
  'category.delete': deleteCategory,
  'product.list': listProducts,
  'product.export': exportProducts,
  'product.create': createProduct,
  'product.import': importProducts,
  'product.update': updateProduct,
  'product.delete': deleteProduct,
  'product.detail': productDetail,
  'product.skuOptions': skuOptions,
  'composite.list': listComposites,
  'composite.get': getComposite,
  'composite.create': createComposite,
  'composite.update': updateComposite,
  'taxPoint.list': listTaxPoints,
  'taxPoint.create': createTaxPoint,
  'taxPoint.update': updateTaxPoint,
  'taxPoint.effective': effectiveTaxRate,
  'meter.list': listMeters,
  'meter.create': createMeter,
  'meter.update': updateMeter,
  'meter.units': skuUnits,
}
