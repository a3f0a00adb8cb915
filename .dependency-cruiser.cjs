// Module boundaries of src/ (issue 15), checked by `npm run lint` (depcruise --validate) and drawn
// by `npm run deps:graph`. A feature module is a folder of src/modules; its index.ts is its public
// face: the Nest module, its service and the plain functions and types others may use.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files that import each other, directly or round a loop: one of them belongs elsewhere.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contracts-import-nothing',
      severity: 'error',
      comment: 'src/contracts holds the plain shapes shared with web/: no code of the server, no library.',
      from: { path: '^src/contracts/' },
      to: { pathNot: '^src/contracts/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'foundations-import-no-module',
      severity: 'error',
      comment: 'platform, common and config are what features stand on; they know no feature.',
      from: { path: '^src/(platform|common|config)/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'modules-through-public-face',
      severity: 'error',
      comment:
        'Another module is reached through its index.ts (its service, public functions and types), never its entities, repositories or internals.',
      from: { path: '^src/modules/([^/]+)/', pathNot: '\\.entity\\.ts$' },
      to: { path: '^src/modules/[^/]+/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'entities-relate-through-entities',
      severity: 'error',
      comment: "An entity may point at another module's entity (a relation), and at nothing else of it but its public face.",
      from: { path: '^src/modules/([^/]+)/.+\\.entity\\.ts$' },
      to: { path: '^src/modules/[^/]+/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$', '\\.entity\\.ts$'] },
    },
  ],
  options: {
    includeOnly: '^src/',
    exclude: { path: '\\.spec\\.ts$' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
