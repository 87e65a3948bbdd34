// The rows of demo-masters.ts, by SQL column name; references by code (owner, storage, type,
// customer, courier) are resolved there. Plausible Chinese records, no invented stock figures.
type Row = Record<string, unknown>

export interface MasterRows {
  ownerContacts: [code: string, email: string, postcode: string][]
  moreOwners: Row[]
  shopConfigs: (Row & { owner: string })[]
  customerTypes: Row[]
  customers: (Row & { type: string })[]
  deliveryMen: (Row & { storage: string | null })[]
  shops: (Row & { customer: string | null; storage: string | null; courier: string | null; password?: string; dhtPassword?: string })[]
  contracts: (Row & { owner: string | null })[]
  feeTaxRates: [code: string, taxRate: number][]
  moreFees: Row[]
  payModes: Row[]
  tempWorkers: (Row & { storage: string | null })[]
  inspectProjects: Row[]
  payBanks: Row[]
  places: (Row & { storage: string })[]
  locationTemplates: (Row & { storage: string | null; area: string | null })[]
  valetDocuments: (Row & { owner: string })[]
}

const TERMS = `第一条 甲方委托乙方提供仓储及配送服务，货物品名、数量以入库单为准。
第二条 仓储费按 \${单价} 元/托/天计收，按月结算，乙方于次月 5 日前出具对账单。
第三条 乙方应按约定的温湿度条件保管货物，因保管不善造成的损失由乙方承担。
第四条 本合同自双方签字盖章之日起生效，有效期至 \${到期日期}。`

const mode = (code: string, name: string, modeType: number, sort: number, needAccount = false, remark: string | null = null): Row => ({ code, name, mode_type: modeType, sort_no: sort, need_account: needAccount, remark })
const project = (code: string, name: string, category: number, method: string, standard: string, unit: string | null, lower: number | null, upper: number | null, sort: number): Row => ({
  code, name, category, method, standard, unit, lower_limit: lower, upper_limit: upper, sort_no: sort,
})
const worker = (name: string, gender: number, phone: string, idCard: string, workType: number, storage: string, wage: number, entry: string, status = 1) => ({
  name, gender, phone, id_card: idCard, work_type: workType, storage, daily_wage: wage, entry_date: entry, bank_name: '中国农业银行', bank_account: '62284800' + phone.slice(3), status,
})
const valet = (owner: string, docType: number, date: string, counterparty: string, sourceNo: string, amount: number, settled: number, handler: string, remark: string | null = null) => ({
  owner, doc_type: docType, doc_date: date, counterparty, source_no: sourceNo, amount, settled_amount: settled, handler_name: handler, remark,
})

export const DEMO_ROWS: MasterRows = {
  ownerContacts: [
    ['HZ001', 'logistics@gzly.example.com', '510220'],
    ['HZ002', 'wms@fsrh.example.com', '528000'],
    ['HZ003', 'supply@dgdz.example.com', '523808'],
  ],
  moreOwners: [
    { code: 'HZ004', name: '深圳鲜丰生鲜供应链有限公司', short_name: '鲜丰生鲜', contact: '罗经理', phone: '13928765432', email: 'ops@xianfeng.example.com', postcode: '518000', address: '深圳市龙岗区平湖街道华南城 5 号馆', settlement: 2 },
    { code: 'HZ005', name: '惠州美居家居用品有限公司', short_name: '美居家居', contact: '何主管', phone: '0752-2345678', email: 'meiju@hz.example.com', postcode: '516000', address: '惠州市惠城区水口街道家居产业园 18 号', settlement: 3, status: 0, remark: '合作暂停，待续签' },
  ],
  shopConfigs: [
    { owner: 'HZ001', platform: 1, shop_name: '广州粮油天猫旗舰店', shop_id: 'TM88012345', app_key: '23456789', app_secret: 'demo-secret-not-real', api_url: 'https://eco.taobao.com/router/rest', sync_orders: true, sync_stock: true, sync_waybill: true, pull_interval_minutes: 10 },
    { owner: 'HZ002', platform: 2, shop_name: '佛山日化京东自营店', shop_id: 'JD1002233', app_key: 'jd-8823', api_url: 'https://api.jd.com/routerjson', sync_orders: true, sync_stock: false, sync_waybill: true, pull_interval_minutes: 15, enabled: false, remark: '京东接口权限审核中' },
  ],
  customerTypes: [
    { code: 'PF', name: '批发客户', discount_rate: 92, sort_no: 1 },
    { code: 'LS', name: '零售门店', discount_rate: 100, sort_no: 2 },
    { code: 'TG', name: '团购客户', discount_rate: 95, sort_no: 3 },
    { code: 'CY', name: '餐饮企业', discount_rate: 96, sort_no: 4, remark: '酒楼、食堂等' },
  ],
  customers: [
    { code: 'KH001', name: '广州天河惠民超市有限公司', short_name: '惠民超市', type: 'LS', level: 2, contact: '林店长', phone: '13802211001', province: '广东省', city: '广州市', address: '天河区天河北路 233 号', postcode: '510620', settlement: 1, credit_limit: 200000 },
    { code: 'KH002', name: '佛山顺德家家福连锁超市', short_name: '家家福', type: 'LS', level: 3, contact: '梁经理', phone: '13802211002', email: 'jjf@sd.example.com', province: '广东省', city: '佛山市', address: '顺德区大良街道清晖路 88 号', postcode: '528300', settlement: 1, credit_limit: 500000 },
    { code: 'KH003', name: '广州穗丰粮油批发部', short_name: '穗丰批发', type: 'PF', level: 2, contact: '陈老板', phone: '13802211003', province: '广东省', city: '广州市', address: '白云区江高镇粮油批发市场 B-12', postcode: '510450', settlement: 2, credit_limit: 100000 },
    { code: 'KH004', name: '东莞长安镇万家隆批发商行', short_name: '万家隆', type: 'PF', level: 1, contact: '黄先生', phone: '13802211004', province: '广东省', city: '东莞市', address: '长安镇沙头南区 21 号', settlement: 2 },
    { code: 'KH005', name: '广州越秀区机关食堂', short_name: '越秀食堂', type: 'CY', level: 2, contact: '吴科长', phone: '13802211005', province: '广东省', city: '广州市', address: '越秀区府前路 1 号', postcode: '510030', settlement: 3, credit_limit: 80000 },
    { code: 'KH006', name: '广州点都德餐饮管理有限公司', short_name: '点都德', type: 'CY', level: 3, contact: '冯经理', phone: '13802211006', email: 'purchase@ddd.example.com', province: '广东省', city: '广州市', address: '海珠区江南西路 98 号', settlement: 1, credit_limit: 300000 },
    { code: 'KH007', name: '中山美家团购服务有限公司', short_name: '美家团购', type: 'TG', level: 1, contact: '郑小姐', phone: '13802211007', province: '广东省', city: '中山市', address: '石岐区兴中道 6 号', settlement: 2 },
    { code: 'KH008', name: '珠海横琴优品生活馆', short_name: '优品生活', type: 'LS', level: 1, contact: '许店长', phone: '13802211008', province: '广东省', city: '珠海市', address: '横琴新区环岛东路 3000 号', settlement: 1, status: 0, remark: '门店装修停业' },
  ],
  deliveryMen: [
    { code: 'PS01', name: '李国强', phone: '13660001001', id_card: '440106198503124512', storage: 'GZ01', vehicle_type: 4, vehicle_no: '粤A3K782' },
    { code: 'PS02', name: '王建华', phone: '13660001002', id_card: '440111199002056613', storage: 'GZ01', vehicle_type: 3, vehicle_no: '粤A8M215' },
    { code: 'PS03', name: '张伟', phone: '13660001003', storage: 'GZ01', vehicle_type: 2 },
    { code: 'PS04', name: '刘志明', phone: '13660001004', id_card: '440605198812203318', storage: 'FS02', vehicle_type: 5, vehicle_no: '粤E6L903', remark: '冷链配送' },
    { code: 'PS05', name: '陈小龙', phone: '13660001005', storage: 'FS02', vehicle_type: 1 },
    { code: 'PS06', name: '黄振宇', phone: '13660001006', storage: null, vehicle_type: 4, vehicle_no: '粤S2D661', status: 0, remark: '已离职' },
  ],
  shops: [
    { code: 'MD001', name: '惠民超市天河北店', shop_type: 1, customer: 'KH001', storage: 'GZ01', courier: 'PS01', contact: '林店长', phone: '13802211001', province: '广东省', city: '广州市', address: '天河区天河北路 233 号', login_account: 'hm-thb', password: 'Shop2026', dht_account: 'HM0001', dhtPassword: 'Dht2026a' },
    { code: 'MD002', name: '惠民超市体育西店', shop_type: 1, customer: 'KH001', storage: 'GZ01', courier: 'PS01', contact: '何店长', phone: '13802212002', province: '广东省', city: '广州市', address: '天河区体育西路 103 号', login_account: 'hm-tyx', password: 'Shop2026' },
    { code: 'MD003', name: '家家福大良店', shop_type: 1, customer: 'KH002', storage: 'FS02', courier: 'PS04', contact: '梁店长', phone: '13802213003', province: '广东省', city: '佛山市', address: '顺德区大良街道清晖路 88 号', login_account: 'jjf-dl', dht_account: 'JJF0001', dhtPassword: 'Dht2026b' },
    { code: 'MD004', name: '家家福容桂店', shop_type: 2, customer: 'KH002', storage: 'FS02', courier: 'PS05', contact: '罗店长', phone: '13802214004', province: '广东省', city: '佛山市', address: '顺德区容桂街道容奇大道 22 号' },
    { code: 'MD005', name: '优品生活横琴店', shop_type: 3, customer: 'KH008', storage: 'GZ01', courier: 'PS02', contact: '许店长', phone: '13802211008', province: '广东省', city: '珠海市', address: '横琴新区环岛东路 3000 号', status: 0, remark: '装修停业' },
    { code: 'MD006', name: '万佳便利白云店', shop_type: 3, customer: null, storage: 'GZ01', courier: 'PS03', contact: '曾店长', phone: '020-36223311', province: '广东省', city: '广州市', address: '白云区机场路 1188 号', login_account: 'wj-by', password: 'Shop2026' },
    { code: 'MD007', name: '天虹商场东莞店', shop_type: 4, customer: null, storage: 'GZ01', courier: 'PS02', contact: '钟经理', phone: '13802217007', province: '广东省', city: '东莞市', address: '南城街道鸿福路 200 号' },
    { code: 'MD008', name: '点都德海珠店', shop_type: 9, customer: 'KH006', storage: 'GZ01', courier: null, contact: '冯经理', phone: '13802211006', province: '广东省', city: '广州市', address: '海珠区江南西路 98 号', remark: '餐饮门店，早市 6 点前送达' },
  ],
  contracts: [
    { name: '粮油仓储服务合同（标准版）', contract_type: 1, owner: 'HZ001', party_a: '广州粮油贸易有限公司', party_b: '广州演示仓储有限公司', sign_date: '2026-01-05', start_date: '2026-01-10', end_date: '2027-01-09', amount: 360000, content: TERMS },
    { name: '日化用品仓配一体合同', contract_type: 1, owner: 'HZ002', party_a: '佛山日化用品有限公司', party_b: '广州演示仓储有限公司', sign_date: '2026-03-18', start_date: '2026-04-01', end_date: '2027-03-31', amount: 280000, content: TERMS },
    { name: '库房租赁合同模板', contract_type: 2, owner: null, party_a: '（承租方）', party_b: '广州演示仓储有限公司', content: '第一条 出租库房位于 ${地址}，面积 ${面积} 平方米。\n第二条 租金按季度支付，押金为两个月租金。', remark: '物业合同引用' },
    { name: '城市配送服务合同', contract_type: 3, owner: 'HZ003', party_a: '东莞电子科技有限公司', party_b: '广州演示仓储有限公司', sign_date: '2026-06-01', start_date: '2026-06-01', end_date: '2026-12-31', amount: 96000 },
    { name: '代销合作合同（旧版）', contract_type: 5, owner: null, party_a: '（供货方）', party_b: '广州演示仓储有限公司', status: 0, remark: '已由新版替代' },
  ],
  feeTaxRates: [['F001', 6], ['F002', 6], ['F003', 9], ['F004', 13]],
  moreFees: [
    { code: 'F005', name: '分拣打包费', fees_type: 4, unit: '单', price: 1.5, tax_rate: 6 },
    { code: 'F006', name: '贴标加工费', fees_type: 5, unit: '件', price: 0.3, tax_rate: 6 },
    { code: 'F007', name: '系统管理费', fees_type: 6, unit: '月', price: 800, tax_rate: 6 },
    { code: 'F008', name: '超期仓储费', fees_type: 1, unit: '托/天', price: 5, tax_rate: 6, remark: '超过合同约定库龄后计收' },
    { code: 'F009', name: '冷链附加费', fees_type: 9, unit: '吨', price: 120, tax_rate: 9, status: 0, remark: '暂停收取' },
  ],
  payModes: [
    mode('XJ', '现金', 1, 1),
    mode('YHZZ', '银行转账', 2, 2, true),
    mode('ZP', '支票', 3, 3, true),
    mode('WX', '微信支付', 4, 4),
    mode('ZFB', '支付宝', 5, 5),
    mode('CDHP', '银行承兑汇票', 6, 6, true, '到期日须在 6 个月内'),
    mode('YJ', '月结挂账', 9, 7, false, '仅限签约客户'),
  ],
  tempWorkers: [
    worker('赵大勇', 1, '15011110001', '430521199005061234', 1, 'GZ01', 260, '2026-09-01'),
    worker('钱小红', 2, '15011110002', '450881199203153326', 3, 'GZ01', 220, '2026-09-01'),
    worker('孙立', 1, '15011110003', '440921198811214417', 2, 'GZ01', 240, '2026-10-08'),
    worker('周秀英', 2, '15011110004', '441622199507082248', 4, 'GZ01', 210, '2026-10-08'),
    worker('吴海', 1, '15011110005', '360731199101013315', 1, 'FS02', 260, '2026-10-15'),
    worker('郑丽', 2, '15011110006', '440823199612126648', 3, 'FS02', 220, '2026-11-02'),
    worker('冯建军', 1, '15011110007', '420222198706053317', 2, 'GZ01', 240, '2026-08-20', 0),
    worker('陈晓燕', 2, '15011110008', '44152319980304662X', 4, 'FS02', 210, '2026-11-10'),
  ],
  inspectProjects: [
    project('JC001', '感官检验', 1, '目测、鼻嗅', 'GB 2715-2016', null, null, null, 1),
    project('JC002', '净含量', 2, '称量法', 'JJF 1070-2005', 'g', null, null, 2),
    project('JC003', '水分', 2, '直接干燥法', 'GB 5009.3-2016', '%', 0, 14.5, 3),
    project('JC004', '酸价', 2, '冷溶剂指示剂滴定法', 'GB 5009.229-2016', 'mg/g', 0, 3, 4),
    project('JC005', '过氧化值', 2, '滴定法', 'GB 5009.227-2023', 'g/100g', 0, 0.25, 5),
    project('JC006', '菌落总数', 3, '平板计数法', 'GB 4789.2-2022', 'CFU/g', 0, 10000, 6),
    project('JC007', '大肠菌群', 3, 'MPN 计数法', 'GB 4789.3-2016', 'MPN/g', 0, 3, 7),
    project('JC008', '铅（以 Pb 计）', 4, '石墨炉原子吸收光谱法', 'GB 5009.12-2023', 'mg/kg', 0, 0.2, 8),
    project('JC009', '镉（以 Cd 计）', 4, '石墨炉原子吸收光谱法', 'GB 5009.15-2023', 'mg/kg', 0, 0.2, 9),
    project('JC010', '有机磷农药残留', 5, '快速检测卡法', 'GB 2763-2021', '抑制率%', 0, 50, 10),
    { ...project('JC011', '黄曲霉毒素 B1', 3, '酶联免疫法', 'GB 5009.22-2016', 'μg/kg', 0, 20, 11), status: 0, remark: '委外检测' },
  ],
  payBanks: [
    { bank_code: '102', branch_name: '中国工商银行广州白云支行', account_name: '广州演示仓储有限公司', account_no: '3602001209200123456', account_type: 1, cnaps_no: '102581000123', purpose: '日常收付款' },
    { bank_code: '308', branch_name: '招商银行广州天河支行', account_name: '广州演示仓储有限公司', account_no: '120908765410201', account_type: 2, cnaps_no: '308581002034', purpose: '货主仓储费收款' },
    { bank_code: '105', branch_name: '中国建设银行佛山南海支行', account_name: '广州演示仓储有限公司佛山分公司', account_no: '44050166780800001234', account_type: 2, purpose: '佛山仓费用支付' },
    { bank_code: '403', branch_name: '中国邮政储蓄银行广州太和支行', account_name: '广州演示仓储有限公司', account_no: '944005010001234567', account_type: 3, purpose: '工资代发', status: 0, remark: '已改由工行代发' },
  ],
  places: [
    { storage: 'GZ01', code: 'SH01', name: '1 号收货月台', place_type: 1, capacity: 2, area_size: 120 },
    { storage: 'GZ01', code: 'SH02', name: '2 号收货月台', place_type: 1, capacity: 2, area_size: 120 },
    { storage: 'GZ01', code: 'FH01', name: '1 号发货月台', place_type: 2, capacity: 3, area_size: 150 },
    { storage: 'GZ01', code: 'FH02', name: '2 号发货月台（冷链）', place_type: 2, capacity: 1, area_size: 80, remark: '带门封与冷风幕' },
    { storage: 'GZ01', code: 'ZC01', name: '收货暂存区', place_type: 4, area_size: 300 },
    { storage: 'GZ01', code: 'TC01', name: '园区东侧停车位', place_type: 6, capacity: 12 },
    { storage: 'FS02', code: 'SF01', name: '收发共用月台', place_type: 3, capacity: 2, area_size: 100 },
    { storage: 'FS02', code: 'ZX01', name: '装卸作业区', place_type: 5, area_size: 200, status: 0, remark: '地坪维修中' },
  ],
  locationTemplates: [
    { name: '标准货架 2 巷 6 架 4 层', storage: 'GZ01', area: 'B', prefix: 'B', aisle_from: 3, aisle_to: 4, shelf_from: 1, shelf_to: 6, layer_from: 1, layer_to: 4, status: 1, remark: 'B 区扩建用' },
    { name: '拣货位 1 巷 5 架 3 层 2 位', storage: 'GZ01', area: 'PK', prefix: 'PK', aisle_from: 3, aisle_to: 3, shelf_from: 1, shelf_to: 5, layer_from: 1, layer_to: 3, position_from: 1, position_to: 2, status: 1 },
    { name: '通用 4 层货架（不限仓库）', storage: null, area: null, prefix: 'C', aisle_from: 1, aisle_to: 2, shelf_from: 1, shelf_to: 10, layer_from: 1, layer_to: 4, status: 2, remark: '新建库位先锁定，验收后再启用' },
  ],
  valetDocuments: [
    // The first is open: the tenant walker saves the first row back, which a settled one refuses.
    valet('HZ001', 3, '2026-10-20', '顺丰速运有限公司', 'YF-1020', 3260, 0, '张仓管', '代垫干线运费'),
    valet('HZ001', 1, '2026-08-06', '益海嘉里（广州）粮油工业有限公司', 'CG-0806-01', 128600, 128600, '陈经理'),
    valet('HZ001', 1, '2026-09-12', '中粮粮油工业（广州）有限公司', 'CG-0912-03', 86450.5, 40000, '陈经理'),
    valet('HZ001', 2, '2026-11-05', '益海嘉里（广州）粮油工业有限公司', 'TH-1105-01', 12800, 0, '张仓管', '破损退货'),
    valet('HZ002', 1, '2026-09-03', '广州立白企业集团有限公司', 'CG-0903-07', 56320, 56320, '陈经理'),
    valet('HZ002', 3, '2026-10-11', '佛山市南海区包装材料厂', 'BZ-1011', 4800, 0, '张仓管', '代购纸箱'),
    valet('HZ003', 1, '2026-10-25', '东莞市精工电子元件有限公司', 'CG-1025-02', 215000, 100000, '陈经理'),
    valet('HZ003', 3, '2026-11-16', '东莞市顺达报关行', 'BG-1116', 1650, 0, '王财务', '代垫报关费'),
    valet('HZ004', 1, '2026-11-18', '深圳市海吉星农产品批发市场', 'CG-1118-01', 38900, 0, '陈经理'),
  ],
}

export const HDWL_ROWS: MasterRows = {
  ownerContacts: [['SH001', 'wms@shfood.example.com', '201800']],
  moreOwners: [{ code: 'SH002', name: '苏州恒通日用品有限公司', short_name: '恒通日用', contact: '顾经理', phone: '0512-65123456', postcode: '215000', address: '苏州市工业园区星湖街 328 号' }],
  shopConfigs: [{ owner: 'SH001', platform: 3, shop_name: '上海食品拼多多店', shop_id: 'PDD556677', app_key: 'pdd-1122', sync_orders: true, sync_stock: true, sync_waybill: true, pull_interval_minutes: 30 }],
  customerTypes: [
    { code: 'PF', name: '批发客户', discount_rate: 90, sort_no: 1 },
    { code: 'LS', name: '零售门店', discount_rate: 100, sort_no: 2 },
  ],
  customers: [
    { code: 'C001', name: '上海联华超市嘉定店', type: 'LS', level: 2, contact: '沈店长', phone: '13901110001', province: '上海市', city: '上海市', address: '嘉定区城中路 66 号', settlement: 1 },
    { code: 'C002', name: '昆山万客隆批发中心', type: 'PF', level: 1, contact: '陆经理', phone: '13901110002', province: '江苏省', city: '苏州市', address: '昆山市前进中路 500 号', settlement: 2 },
  ],
  deliveryMen: [{ code: 'D01', name: '朱海涛', phone: '13917770001', storage: 'SH01', vehicle_type: 4, vehicle_no: '沪A5F321' }],
  shops: [
    { code: 'S01', name: '联华嘉定城中店', shop_type: 1, customer: 'C001', storage: 'SH01', courier: 'D01', contact: '沈店长', phone: '13901110001', province: '上海市', city: '上海市', address: '嘉定区城中路 66 号', login_account: 'lh-jd', password: 'Shop2026' },
    { code: 'S02', name: '万客隆昆山店', shop_type: 4, customer: 'C002', storage: 'SH01', courier: 'D01', contact: '陆经理', phone: '13901110002', province: '江苏省', city: '苏州市', address: '昆山市前进中路 500 号' },
  ],
  contracts: [{ name: '食品仓储服务合同', contract_type: 1, owner: 'SH001', party_a: '上海食品进出口有限公司', party_b: '华东物流', sign_date: '2026-02-01', start_date: '2026-02-01', end_date: '2027-01-31', amount: 180000 }],
  feeTaxRates: [['F001', 6]],
  moreFees: [{ code: 'F005', name: '冷藏仓储费', fees_type: 1, unit: '托/天', price: 8, tax_rate: 6 }],
  payModes: [mode('XJ', '现金', 1, 1), mode('ZZ', '银行转账', 2, 2, true)],
  tempWorkers: [
    worker('蒋军', 1, '18611120001', '310114198902021235', 1, 'SH01', 300, '2026-10-01'),
    worker('韩梅', 2, '18611120002', '320583199405056623', 3, 'SH01', 260, '2026-10-01'),
  ],
  inspectProjects: [
    project('JC001', '感官检验', 1, '目测、鼻嗅', 'GB 2715-2016', null, null, null, 1),
    project('JC002', '菌落总数', 3, '平板计数法', 'GB 4789.2-2022', 'CFU/g', 0, 10000, 2),
  ],
  payBanks: [{ bank_code: '301', branch_name: '交通银行上海嘉定支行', account_name: '华东物流有限公司', account_no: '310066771018000123456', account_type: 1, purpose: '日常收付款' }],
  places: [
    { storage: 'SH01', code: 'SH01', name: '收货月台', place_type: 1, capacity: 2 },
    { storage: 'SH01', code: 'FH01', name: '发货月台', place_type: 2, capacity: 2 },
  ],
  locationTemplates: [{ name: '嘉定仓标准货架', storage: 'SH01', area: 'A', prefix: 'A', aisle_from: 3, aisle_to: 4, shelf_from: 1, shelf_to: 3, layer_from: 1, layer_to: 3, status: 1 }],
  valetDocuments: [
    valet('SH001', 1, '2026-10-09', '上海光明食品批发有限公司', 'CG-1009', 45200, 45200, '周经理'),
    valet('SH001', 3, '2026-11-12', '德邦物流', 'YF-1112', 2100, 0, '周经理', '代垫运费'),
  ],
}
