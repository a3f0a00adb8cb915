import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder that holds package.json, found by walking up from this file. Works from src/ (tests)
 * and from dist/src/ (the build) alike.
 */
export function appRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error('Could not find the application folder (no package.json above this file).');
    }
    dir = parent;
  }
  return dir;
}

/** Where `vite build` writes the SPA. */
export function webBuildDir(): string {
  return path.join(appRoot(), 'dist', 'web');
}
