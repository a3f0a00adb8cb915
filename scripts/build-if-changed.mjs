// `npm start` builds only when a source changed since the last build, so a second start is quick.
// The stamp is written after a successful build; any file newer than it triggers a new build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STAMP = 'dist/.build-stamp';
const INPUTS = ['src', 'web', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'mikro-orm.config.ts'];

function newestMtime(entry) {
  if (!existsSync(entry)) {
    return 0;
  }
  const stats = statSync(entry);
  if (!stats.isDirectory()) {
    return stats.mtimeMs;
  }
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stats.mtimeMs);
}

const built = existsSync(STAMP) && existsSync('dist/src/main.js') && existsSync('dist/web/index.html') ? statSync(STAMP).mtimeMs : 0;
const changed = Math.max(...INPUTS.map(newestMtime));
if (changed > built) {
  execSync('npm run build', { stdio: 'inherit' });
  writeFileSync(STAMP, new Date().toISOString());
} else {
  process.stdout.write('Build is up to date.\n');
}
