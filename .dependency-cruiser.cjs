// Module boundaries of src/ (issue 15), checked by `npm run lint` (depcruise --validate) and drawn
// by `npm run deps:graph`. A feature module is a folder of src/modules; its index.ts is its public
// face: the Nest module, its service and the plain functions and types others may use.

// The modules of src/modules, lowest first: a module may import only modules listed before it. A
// cycle between modules (a imports b, b imports a, or round a longer loop) means neither can be
// understood, tested or changed without the other, and no-circular, which follows files, misses it
// when no loop of files closes (a/x.ts → b/y.ts, b/z.ts → a/w.ts). So the direction of the module graph is written down here, once,
// and a new module must be given its place. Entity files are the exception: a relation (a foreign
// key) may point at any module's entity, e.g. a campaign idea at the calendar event it was drafted
// from, while the events module calls the campaigns service; `npm run deps:graph` draws entities
// as their own nodes for that reason.
const MODULE_LAYERS = [
  'brand-safety',
  'headline-analysis',
  'generation',
  'clients',
  'trending',
  'headlines',
  'feeds',
  'journalists',
  'sources',
  'watchlists',
  'angles',
  'campaigns',
  'events',
  'ideas',
  'website',
  'health',
  'settings',
  'onboarding',
  'auth',
];

const moduleLayerRules = MODULE_LAYERS.map((name, index) => {
  const below = MODULE_LAYERS.slice(0, index);
  return {
    name: `module-layer-${name}`,
    severity: 'error',
    comment: `${name} may import only modules listed before it in MODULE_LAYERS (${below.join(', ') || 'none'}): no module-level cycles.`,
    from: { path: `^src/modules/${name}/` },
    to: { path: '^src/modules/', pathNot: [`^src/modules/(${[name, ...below].join('|')})/`, '\\.entity\\.ts$'] },
  };
});

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
    ...moduleLayerRules,
    {
      name: 'modules-have-a-layer',
      severity: 'error',
      comment: 'Every folder of src/modules has its place in MODULE_LAYERS (the modules it may import are those listed before it).',
      from: { path: `^src/modules/(?!(${MODULE_LAYERS.join('|')})/)[^/]+/` },
      to: {},
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
