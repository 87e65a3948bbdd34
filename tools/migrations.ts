// npm run migrations -- check          exit 1 when entity schemas changed without a migration
// npm run migrations -- new <name>     write the next migration from the entity schemas
//                        [--allow-drop] also drop columns and tables whose entity fields are gone
import { projectConfigOrExit } from './lib/project-config.ts'
import { pendingSchemaChanges, writeMigration } from '../src/server/db/schema/snapshot.ts'

const [cmd, name] = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const allowDrop = process.argv.includes('--allow-drop')
// Tables come from the base entities: variants may relabel or hide fields, never add columns.
const config = projectConfigOrExit('prison')
const diff = pendingSchemaChanges(config.entities, { allowDrop })

if (cmd === 'check') {
  if (!diff.statements.length && !diff.problems.length) {
    console.log('OK  数据库迁移与实体定义一致')
    process.exit(0)
  }
  console.error('实体定义有变化但没有对应的迁移，请运行 npm run migrations -- new <名称>：')
  for (const s of diff.statements) console.error('  ' + s.split('\n')[0])
  for (const p of diff.problems) console.error('  问题: ' + p)
  process.exit(1)
} else if (cmd === 'new' && name && /^[a-z0-9_]+$/.test(name)) {
  if (diff.problems.length) {
    for (const p of diff.problems) console.error('问题: ' + p)
    process.exit(1)
  }
  if (!diff.statements.length) {
    console.log('没有需要迁移的变化')
    process.exit(0)
  }
  console.log('已生成 ' + writeMigration(name, diff))
} else {
  console.error('用法: npm run migrations -- check | new <name_in_snake_case> [--allow-drop]')
  process.exit(2)
}
