// Jest runs in native ESM mode (NestJS 12 and MikroORM 7 are ESM-only); SWC strips types
// and keeps legacy decorators with their metadata, like tsc does for the build.
const transform = { '^.+\\.ts$': ['@swc/jest'] };
const shared = {
  transform,
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
};

/** @type {import('jest').Config} */
export default {
  // Integration and browser tests boot the app and a browser; unit tests finish far below this.
  testTimeout: 30000,
  // Two test files at a time. Jest's default on a two-core machine is one (cores - 1), and most of a
  // file's time is spent waiting on a server, PostgreSQL or a browser: measured here, the whole run took
  // 1,018 s one at a time and 669 s two at a time, every test passing. Each file has its own database.
  maxWorkers: 2,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      // test/support holds test oracles (the event filters in plain JavaScript) with their own specs.
      testMatch: [
        '<rootDir>/src/**/*.spec.ts',
        '<rootDir>/bench/**/*.spec.ts',
        '<rootDir>/web/src/**/*.spec.ts',
        '<rootDir>/test/support/**/*.spec.ts',
      ],
      // The SPA's path aliases (web/tsconfig.json), for the specs of its pure helpers.
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        '^@contracts/(.*)$': '<rootDir>/src/contracts/$1',
        '^@/(.*)$': '<rootDir>/web/src/$1',
      },
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
    {
      ...shared,
      displayName: 'browser',
      testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
