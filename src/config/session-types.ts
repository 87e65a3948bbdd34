// What a login answers and the web keeps (spec §4): one type for the server that builds it
// and the client that stores it.

export interface EnumValue {
  value: number
  name: string
}

export interface LoginInfo {
  token?: string
  account: string
  tenantId: number
  tenantInfo: { tenantId: number; tenantName: string; tenantCode: string; tenantType: EnumValue }
  userInfo: {
    userId: number
    account: string
    userName: string
    realName: string
    phone: string | null
    userType: EnumValue
    tenantType: EnumValue
    mustChangePassword: boolean
    isFinance: boolean
  }
  defaultStorage: { storageId: number; storageName: string } | null
  /** The variant settings as this tenant set them in business config (names shown in the app). */
  tenantSettings?: { systemName: string; companyName: string; logisticsName: string; shortCodeEnabled: boolean; printTest: boolean; specialMetering: boolean }
  /** ISO time the token stops working (it slides while the session is used). */
  expiresAt?: string
}
