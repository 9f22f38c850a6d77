/**
 * The import boundaries of the code base, checked by `npm run lint:boundaries` (part of `npm test`).
 * Paths are resolved, so a relative import that climbs out of its folder is caught like an alias.
 * Why each rule exists: README.md, "How the code is laid out".
 */
const webSrc = '^apps/web/src/';
const apiModules = '^apps/api/src/modules/';

module.exports = {
  forbidden: [
    {
      name: 'apps-stay-apart',
      comment: 'An app depends on packages only; what two apps share belongs in packages/.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'packages-do-not-import-apps',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-feature-to-feature',
      comment:
        'Features never import each other; what two features share moves to components/ or lib/, and app/ composes them.',
      severity: 'error',
      from: { path: `${webSrc}features/([^/]+)/` },
      to: { path: `${webSrc}features/`, pathNot: `${webSrc}features/$1/` },
    },
    {
      name: 'web-shared-to-app',
      comment: 'app/ (store, router, providers) composes the rest; nothing imports it back.',
      severity: 'error',
      from: { path: `${webSrc}(features|lib|components|config)/` },
      to: { path: `${webSrc}app/` },
    },
    {
      name: 'web-shared-to-features',
      comment: 'Shared code (components, lib, config) knows no feature.',
      severity: 'error',
      from: { path: `${webSrc}(lib|components|config)/` },
      to: { path: `${webSrc}features/` },
    },
    {
      name: 'api-module-internals',
      comment: "A module reaches another only through that module's index.ts.",
      severity: 'error',
      from: { path: `${apiModules}([^/]+)/` },
      to: { path: apiModules, pathNot: [`${apiModules}$1/`, `${apiModules}[^/]+/index\\.ts$`] },
    },
    {
      name: 'api-modules-own-their-tables',
      comment:
        "A module reads and writes its own tables (apps/api/src/db/schema-<module>.ts); another module's data is asked " +
        "for through that module's index.ts, or handed over by the app where importing it would close a cycle " +
        "(the orders module gets the auth module's account names so). What others read of a module's tables is " +
        'its own code: a projection it exports (the catalog’s `shelf`), or a query part (`stockTaking`).',
      severity: 'error',
      from: { path: `${apiModules}([^/]+)/` },
      to: { path: '^apps/api/src/db/schema', pathNot: ['^apps/api/src/db/schema-($1|columns)\\.ts$'] },
    },
    {
      name: 'api-outside-into-module-internals',
      comment:
        'The app, plugins, seed and scripts use a module through its index.ts (tests and the benchmark may look inside).',
      severity: 'error',
      from: { path: '^apps/api/', pathNot: [apiModules, '^apps/api/(test|bench)/'] },
      to: { path: apiModules, pathNot: `${apiModules}[^/]+/index\\.ts$` },
    },
    {
      name: 'src-to-tests',
      comment: 'Shipped code never imports tests, their fakes (test/mocks) or the benchmark.',
      severity: 'error',
      from: { path: '^(apps|packages)/[^/]+/src/' },
      to: { path: ['^(apps|packages)/[^/]+/(test|e2e|bench)/', '\\.test\\.tsx?$'] },
    },
    {
      name: 'resolvable',
      comment: 'Every import resolves, so the rules above see every edge (a broken alias would hide one).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^(apps|packages)/',
    exclude: { path: '(^|/)(node_modules|dist)/' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'apps/web/tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
