// npm run openapi [-- <variant>]: print the OpenAPI 3.1 document of a variant's config (the
// running product serves the same at GET /api/openapi.json), e.g. for a client generator.
import { projectConfigOrExit } from './lib/project-config.ts'
import { openApiDocument } from '../src/server/http/openapi/document.ts'

const config = projectConfigOrExit(process.argv[2])
process.stdout.write(JSON.stringify(openApiDocument(config), null, 2) + '\n')
