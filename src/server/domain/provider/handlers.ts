// Handlers of the provider screens (issue 5), registered under their names in src/server/handlers.ts.
// The upload calls live in ../upload and are registered here too (the supplier area brought them).
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { uploadBase64, uploadImage } from '../upload/handlers.ts'
import { addProvider, disableProvider, enableProvider, providerDetail, setFollowUser, setLevel, updateProvider } from './provider-admin.ts'
import { followUsers } from './follow-user.ts'
import { materialList, saveMaterials, updateMaterialPrice } from './materials.ts'
import { srmProductList } from './srm.ts'
import { addAttachment } from './attachments.ts'

export const providerHandlers: HandlerRegistry = {
  'upload.image': uploadImage,
  'upload.base64': uploadBase64,
  'provider.add': addProvider,
  'provider.update': updateProvider,
  'provider.enable': enableProvider,
  'provider.disable': disableProvider,
  'provider.detail': providerDetail,
  'provider.level': setLevel,
  'provider.followUser': setFollowUser,
  'provider.followUsers': followUsers,
  'provider.materials': materialList,
  'provider.saveMaterials': saveMaterials,
  'provider.materialPrice': updateMaterialPrice,
  'provider.srmProducts': srmProductList,
  'provider.addAttachment': addAttachment,
}
