// npm run verify-stock: checks every stock invariant of DOMAIN §2 on the database the product
// uses (DATABASE_URL, else the embedded PGlite under WMS_DATA_DIR or ./data) and prints what
// breaks. Exit 1 when anything does.
import { openDatabase } from '../src/server/db/open.ts'
import { verifyStock } from '../src/server/domain/stock/index.ts'
// Documents that post stock register their checks (registerStockCheck) beside their effects.
import '../src/server/effects.ts'

const db = await openDatabase()
try {
  const outcomes = await verifyStock(db)
  let broken = 0
  for (const o of outcomes) {
    console.log(`${o.broken.length ? '✗' : '✓'} ${o.name}${o.broken.length ? `：${o.broken.length} 处` : ''}`)
    for (const row of o.broken) console.log('    ' + JSON.stringify(row))
    broken += o.broken.length
  }
  const totals = (
    await db.query<{ balances: number; ledger: number; postings: number }>(
      `SELECT (SELECT count(*) FROM stock_balance) AS balances, (SELECT count(*) FROM stock_ledger) AS ledger, (SELECT count(*) FROM stock_posting) AS postings`,
    )
  ).rows[0]
  console.log(`库存行 ${totals.balances}，流水 ${totals.ledger}，过账 ${totals.postings}`)
  console.log(broken ? `库存校验未通过：${broken} 处问题` : '库存校验通过')
  process.exitCode = broken ? 1 : 0
} finally {
  await db.close()
}
