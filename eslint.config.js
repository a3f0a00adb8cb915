import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '.data/**', '.scratch/**', 'src/platform/database/migrations/Migration*.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', 'mikro-orm.config.ts'],
    languageOptions: {
      globals: globals.node,
      parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      eqeqeq: ['error', 'always'],
      curly: ['error', 'multi-line'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The CLI entry points and benchmarks print their results.
    files: ['bench/**/*.ts', 'scripts/**/*.ts', 'src/create-migration.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: {
      globals: globals.browser,
      parserOptions: { project: './web/tsconfig.json', tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      eqeqeq: ['error', 'always'],
      curly: ['error', 'multi-line'],
      'no-console': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // web/ shares only the plain contracts with the server (DESIGN.md section 1).
              regex: '^(\\.\\./)+src/|^@contracts/(?!.*\\.contract$)',
              message: 'web/ may import only @contracts/<name>.contract from the server side.',
            },
          ],
          paths: [],
        },
      ],
    },
  },
  {
    // Headless UI is wrapped once in components/ui (STYLE.md).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/components/ui/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "ImportDeclaration[source.value='@headlessui/react']", message: 'Import Headless UI only in web/src/components/ui.' },
      ],
    },
  },
  {
    files: [
      'web/vite.config.ts',
      'web/prerender-shells.mjs',
      'eslint.config.js',
      'jest.config.js',
      'bench/**/*.mjs',
      'scripts/**/*.mjs',
      '.dependency-cruiser.cjs',
    ],
    languageOptions: { globals: globals.node },
  },
);
