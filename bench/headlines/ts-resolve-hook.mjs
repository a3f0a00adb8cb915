// Lets Node run the TypeScript bench directly with its built-in type stripping (Node ≥ 22.18):
// the project imports `./x.js` (module nodenext) while the file on disk is `./x.ts`.
// Usage: node --import ./bench/headlines/ts-resolve-hook.mjs bench/headlines/headlines.bench.ts
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!specifier.startsWith('.') || !specifier.endsWith('.js')) throw error;
      return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
    }
  },
});
