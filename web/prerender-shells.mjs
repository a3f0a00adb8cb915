// npm run build:web runs this after vite build: each screen's frame (web/src/screen-shells.tsx) is
// rendered to HTML and written into a copy of the built index.html under dist/web/shells/, with
// shells.json mapping addresses to files for the server (src/platform/web/screen-shells.ts).
// `node web/prerender-shells.mjs DIR` writes into a build made elsewhere (vite build --outDir DIR).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(process.argv[2] ?? path.join(webRoot, '../dist/web'));
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The app's scripts fetched at low priority: the frame needs only the HTML and the stylesheet to
 * paint, and a phone on a slow link should spend its first bandwidth and CPU on those. The scripts
 * still start downloading at once, beside the stylesheet.
 */
function scriptsAtLowPriority(html) {
  return html
    .replace(/<script type="module" crossorigin /g, '<script type="module" crossorigin fetchpriority="low" ')
    .replace(/<link rel="modulepreload" crossorigin /g, '<link rel="modulepreload" crossorigin fetchpriority="low" ');
}

const template = scriptsAtLowPriority(readFileSync(path.join(outDir, 'index.html'), 'utf8'));
if (!template.includes(EMPTY_ROOT)) {
  throw new Error(`${path.join(outDir, 'index.html')} has no ${EMPTY_ROOT} to put the frames in.`);
}

// Vite loads the TSX with the app's own aliases and plugins, in Node, without a second build.
const vite = await createServer({
  configFile: path.join(webRoot, 'vite.config.ts'),
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
});
try {
  const { renderScreenShell, SCREEN_SHELL_PATHS, NOT_FOUND_SHELL_PATH } = await vite.ssrLoadModule('/src/screen-shells.tsx');
  const shellsDir = path.join(outDir, 'shells');
  mkdirSync(shellsDir, { recursive: true });
  const write = (name, pathname) => {
    const file = `${name}.html`;
    // React puts a preload hint for each image first; it belongs in <head>, and #root must hold only what the app renders.
    const markup = renderScreenShell(pathname).replace(/^(<link rel="preload"[^>]*>)+/, '');
    writeFileSync(path.join(shellsDir, file), template.replace(EMPTY_ROOT, `<div id="root">${markup}</div>`));
    return file;
  };
  const screens = Object.fromEntries(
    SCREEN_SHELL_PATHS.map((pathname) => [pathname, write(pathname === '/' ? 'trending-topics' : pathname.slice(1), pathname)]),
  );
  const notFound = write('not-found', NOT_FOUND_SHELL_PATH);
  writeFileSync(path.join(shellsDir, 'shells.json'), `${JSON.stringify({ screens, notFound }, null, 2)}\n`);
  console.log(`Prerendered ${SCREEN_SHELL_PATHS.length + 1} screen frames into ${path.relative(process.cwd(), shellsDir)}`);
} finally {
  await vite.close();
}
