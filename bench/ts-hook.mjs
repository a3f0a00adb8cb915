// Lets Node run the TypeScript benches directly: `node --import ./bench/ts-hook.mjs bench/x/y.bench.ts`.
// The project imports `./x.js` (module nodenext) while the file on disk is `./x.ts`, and the server
// code uses legacy decorators, which Node's own type stripping cannot run, so .ts files are compiled
// with SWC using the same settings as the tests (.swcrc).
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

const swcOptions = JSON.parse(readFileSync(fileURLToPath(import.meta.resolve('../.swcrc')), 'utf8'));

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!specifier.startsWith('.') || !specifier.endsWith('.js')) {
        throw error;
      }
      return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
    }
  },
  load(url, context, nextLoad) {
    if (!url.startsWith('file:') || !url.endsWith('.ts')) {
      return nextLoad(url, context);
    }
    const filename = fileURLToPath(url);
    const { code } = transformSync(readFileSync(filename, 'utf8'), { ...swcOptions, filename, sourceMaps: 'inline' });
    return { format: 'module', source: code, shortCircuit: true };
  },
});
