import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/*
 * The layer rules of DESIGN §3b, checked on every `npm test`: arrows point one way (domain ← server,
 * domain ← web; platform never imports modules or seed; web modules never import the shell), routes
 * hold no SQL, SQL lives only in queries files and rows are never cast, services never see a request
 * object, a server module reaches another only through its
 * service (or a surface it declares public) and a web module another only through its api.ts or
 * public.ts. `apps/server/src/architecture/lint-rules.test.ts` proves each rule can fail.
 */

const tests = ['**/*.test.ts', '**/*.test.tsx', '**/*.fixture.ts', '**/test/**', '**/e2e/**', 'bench/**', '**/scripts/**'];

/** `no-restricted-imports` patterns, each with the reason the linter prints. */
const banned = (...groups) => ({ patterns: groups.map(([group, message]) => ({ group, message })) });

/** A server module reaches another only through its service, or a surface it declares public (`<feature>.public.ts`). */
const throughItsService = [
  ['../*/*', '!../../**', '!../*/*.service.ts', '!../*/*.public.ts'],
  'Another module is reached through its service (`../<area>/<feature>.service.ts`) or a surface it declares public (`*.public.ts`), never its queries, routes or other files.',
];
/** A web module reaches another only through its `api.ts` (typed calls and hooks) or `public.ts` (the components it lends). */
const throughItsApi = [
  ['../*/*', '!../../**', '!../*/api.ts', '!../*/public.ts'],
  'Another module is reached through its api.ts (data) or public.ts (the components it lends to other screens), never its other files; what many modules share lives in platform/.',
];

const sqlCalls = {
  selector: 'CallExpression[callee.property.name=/^(query|execute|transaction)$/], CallExpression[callee.object.name=/^(tx|db)$/]',
  message: 'Routes are transport: SQL lives in <feature>.queries.ts, called by the service.',
};
const sqlTemplates = {
  selector: "TaggedTemplateExpression[tag.name='sql']",
  message: 'Routes are transport: SQL lives in <feature>.queries.ts, called by the service.',
};
const requestType = {
  selector: 'TSTypeReference[typeName.name=/^Fastify(Request|Reply)$/]',
  message: 'Services take { actor, input }, never a request or reply: a job, a test or another service must be able to call them.',
};
/**
 * Server code says which text, never the text: a field's problem is a code (`{ problem: '…' }`), a
 * document's words come from `documentTexts(lang)`; both read the catalogue in packages/domain/src/messages.
 */
const catalogueOnly = 'Texts live in the catalogue (packages/domain/src/messages): throw a problem code, or read documentTexts(lang).';
const textsInCode = [
  { selector: 'Property[key.name=/^(es|en)$/][value.type=/^(Literal|TemplateLiteral|ObjectExpression)$/]', message: catalogueOnly },
  { selector: 'Property[key.name=/^(es|en)$/][shorthand=true]', message: catalogueOnly },
  { selector: 'BinaryExpression[operator=/^[!=]==?$/][right.value=/^(es|en)$/]', message: catalogueOnly },
];

/**
 * SQL lives in `<feature>.queries.ts`: a module's other files (services, hooks, PDFs, rules) call its
 * queries, so every statement of a feature is in one file a reviewer reads whole.
 */
const sqlOutsideQueries = 'SQL lives in <feature>.queries.ts: this file calls its queries.';
const sqlOnlyInQueries = [
  { selector: "ImportDeclaration[source.value='drizzle-orm']", message: sqlOutsideQueries },
  { selector: 'ImportDeclaration[source.value=/platform\\/db\\/(rows|sql)(\\.ts)?$/]', message: sqlOutsideQueries },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: sqlOutsideQueries },
  { selector: 'CallExpression[callee.property.name=/^(query|execute)$/]', message: sqlOutsideQueries },
];
/**
 * Rows are read through a declared row (`all`, `first`, `only` of platform/db/rows.ts), which the tests
 * check against what PostgreSQL answers; a cast would only say what the rows are hoped to be.
 */
const rowCast = 'Read rows through a declared row (all / first / only in platform/db/rows.ts), never a cast.';
const rowCasts = [
  { selector: "TSAsExpression > MemberExpression[property.name='rows']", message: rowCast },
  { selector: "TSAsExpression > MemberExpression > MemberExpression[property.name='rows']", message: rowCast },
  { selector: "TSAsExpression > TSAsExpression > MemberExpression[property.name='rows']", message: rowCast },
  { selector: "TSAsExpression > TSAsExpression > MemberExpression > MemberExpression[property.name='rows']", message: rowCast },
  { selector: 'CallExpression[callee.property.name=/^(query|execute)$/][typeArguments]', message: rowCast },
];
/** What all server code (seed and the database layer aside) is checked for. */
const serverSyntax = [...textsInCode, ...rowCasts];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', 'data/**', 'apps/server/migrations/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { window: 'readonly', document: 'readonly', localStorage: 'readonly', console: 'readonly', process: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Tests read JSON answers whose shape their assertions check.
    files: tests,
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: tests,
    rules: {
      'no-restricted-imports': [
        'error',
        banned(
          [['node:*', 'fastify*', 'drizzle-orm*', 'pg', 'react*', '@mui/*'], 'The domain is browser-safe and does no I/O.'],
          [['**/apps/**'], 'The domain imports neither the server nor the web.'],
        ),
      ],
    },
  },
  {
    files: ['apps/server/src/platform/**/*.ts'],
    ignores: tests,
    rules: {
      'no-restricted-imports': [
        'error',
        banned([['**/modules/**', '**/modules.ts', '**/seed/**'], 'The platform never imports modules or seed data: modules plug into it.']),
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: tests,
    rules: {
      'no-restricted-imports': ['error', banned(throughItsService, [['**/seed/**'], 'Modules do not import seed data.'])],
    },
  },
  {
    // The demo university's data (seed) is typed in both languages as an office would type it. The
    // database layer (platform/db) is where rows meet their declared types.
    files: ['apps/server/src/**/*.ts'],
    ignores: [...tests, 'apps/server/src/seed/**', 'apps/server/src/platform/db/**'],
    rules: { 'no-restricted-syntax': ['error', ...serverSyntax] },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [...tests, 'apps/server/src/modules/**/*.queries.ts', 'apps/server/src/modules/**/*.fixture.ts'],
    rules: { 'no-restricted-syntax': ['error', ...serverSyntax, ...sqlOnlyInQueries] },
  },
  {
    // HTTP lives in routes files only: a feature's other files cannot register a route.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [...tests, 'apps/server/src/modules/**/*.routes.ts', 'apps/server/src/modules/**/module.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        banned(
          [
            ['fastify-type-provider-zod', '**/platform/http/route*'],
            'Routes live in <feature>.routes.ts (transport only); this file is a service, queries, rules or hooks.',
          ],
          throughItsService,
          [['**/seed/**'], 'Modules do not import seed data.'],
        ),
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        banned(
          [['drizzle-orm*', '**/platform/db/**'], 'Routes are transport: SQL lives in <feature>.queries.ts.'],
          [['./*.queries*', '../*/*.queries*'], 'Routes call the service; the service calls its queries.'],
          [['../*/*.routes*'], 'Another module is reached through its service.'],
        ),
      ],
      'no-restricted-syntax': ['error', sqlCalls, sqlTemplates, ...serverSyntax],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.service.ts', 'apps/server/src/modules/**/*.queries.ts'],
    ignores: tests,
    rules: {
      'no-restricted-imports': [
        'error',
        banned(
          [['fastify', 'fastify/*', 'fastify-*', '@fastify/*'], 'Services and queries never see HTTP: they take { actor, input }.'],
          [['./*.routes*', '../*/*.routes*'], 'A service never imports a routes file.'],
          // Its own no-restricted-imports replaces the modules' one above, so the rule is said again here.
          throughItsService,
        ),
      ],
      'no-restricted-syntax': ['error', requestType, ...serverSyntax],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.service.ts'],
    ignores: tests,
    rules: { 'no-restricted-syntax': ['error', requestType, ...serverSyntax, ...sqlOnlyInQueries] },
  },
  {
    files: ['apps/web/src/modules/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        banned([['**/app/**', '**/main.tsx'], 'Modules never import the shell (app/): what they share lives in platform/.'], throughItsApi),
      ],
    },
  },
  {
    files: ['apps/web/src/platform/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', banned([['**/modules/**', '**/app/**'], 'The web platform never imports modules or the shell.'])],
    },
  },
);
