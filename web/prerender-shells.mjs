// npm run build:web runs this after vite build: each screen's frame (web/src/screen-shells.tsx) is
// rendered to HTML and written into a copy of the built index.html under dist/web/shells/, with
// shells.json mapping addresses to files for the server (src/platform/web/screen-shells.ts).
// `node web/prerender-shells.mjs DIR` writes into a build made elsewhere (vite build --outDir DIR).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(process.argv[2] ?? path.join(webRoot, '../dist/web'));
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * What a frame's page runs in place of Vite's script tags: once the frame has painted, it adds the
 * entry script its own tag names (data-entry) and then a preload link for each module it lists
 * (data-modules), so the scripts download after the first paint instead of beside it. The frame needs
 * only the HTML and the stylesheet (issue 29): a phone on a slow link spends its first bandwidth on
 * those, and Lighthouse no longer counts the scripts' download towards a paint they play no part in.
 * Runs in the browser as written: a classic deferred script, so it runs once the page is parsed and
 * the stylesheet is in.
 */
/* global document, Element, requestAnimationFrame -- this function runs in the browser */
function loadScriptsAfterFirstPaint() {
  const { entry, modules } = document.currentScript.dataset;
  const toPreload = modules.split(' ').filter(Boolean);
  // Each element starts a fetch as it is added: 3-4 ms of the page's time each on this machine, times
  // a phone's slowdown (the entry and four links in one task were one of 17 ms, blocking time on every
  // screen), so they go in one per task.
  function fetchModule(tag, attributes) {
    document.head.append(Object.assign(document.createElement(tag), { crossOrigin: '' }, attributes));
  }
  function preloadNext() {
    const href = toPreload.shift();
    if (href === undefined) return;
    fetchModule('link', { rel: 'modulepreload', href });
    setTimeout(preloadNext, 0);
  }
  function load() {
    fetchModule('script', { type: 'module', src: entry });
    setTimeout(preloadNext, 0);
  }
  // A tap on one of the page's buttons would do nothing before the app runs: its place among the
  // buttons is noted on <html> for the app to tap it again once hydrated, and a form's submission (a
  // plain GET with the fields in the address) is held back. A form field takes no input yet (the app
  // would not see a value changed before it runs, and would show one thing and hold another): a tap on
  // one is noted the same way, for the app to focus it. All until the app answers itself
  // (data-app-ready; web/src/app/layout/early-tap.ts).
  const root = document.documentElement;
  // The same selectors as replayEarlyTap's (web/src/app/layout/early-tap.ts), which finds the noted place again.
  const FIELDS = 'input, select, textarea';
  const placeOf = (element, selector) => String(Array.prototype.indexOf.call(document.querySelectorAll(selector), element));
  const holdField = (event) => {
    const field = event.target instanceof Element ? event.target.closest(FIELDS) : null;
    if (!field || root.hasAttribute('data-app-ready')) return;
    event.preventDefault();
    if (event.type === 'mousedown') root.dataset.earlyField = placeOf(field, FIELDS);
  };
  for (const type of ['mousedown', 'click', 'keydown']) document.addEventListener(type, holdField, true);
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button && !root.hasAttribute('data-app-ready')) root.dataset.earlyTap = placeOf(button, 'button');
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      if (!root.hasAttribute('data-app-ready')) event.preventDefault();
    },
    true,
  );
  // An animation frame's callbacks run just before it paints, so a task queued from one runs after.
  // A tab opened in the background paints nothing and runs no animation frames: load at once.
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(() => setTimeout(load, 0));
}

const LOADER_CODE = `(${loadScriptsAfterFirstPaint})();\n`;
// Named by its content's hash like Vite's assets, so the server caches it for a year.
const LOADER_FILE = `assets/load-after-paint-${createHash('sha256').update(LOADER_CODE).digest('base64url').slice(0, 8)}.js`;
const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD_TAG = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The files a screen's page preloads with the entry: the entry's imports (Vite's preload links) and
 * the screen's own chunk (from Vite's manifest), so the screen's code downloads beside the entry
 * instead of after it has run. Not the screen chunk's imports: the browser asks for those as soon as
 * that chunk arrives, and each link costs the page a task's worth of time (loadScriptsAfterFirstPaint).
 * A page the layout paints itself has no chunk of its own (`screenModule` null; src/app/router.tsx).
 */
function modulesFor(screenModule) {
  if (screenModule === null) return entryImports;
  const key = `src/app/routes/${screenModule}.route.tsx`;
  if (!manifest[key]) throw new Error(`The build's manifest has no ${key}.`);
  return [...entryImports, `/${manifest[key].file}`];
}

const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
const entry = indexHtml.match(ENTRY_TAG)?.[1];
if (!entry) throw new Error(`${path.join(outDir, 'index.html')} has no module script to load after the first paint.`);
const entryImports = [...indexHtml.matchAll(PRELOAD_TAG)].map((match) => match[1]);
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
writeFileSync(path.join(outDir, LOADER_FILE), LOADER_CODE);

/** index.html for one screen: its script tags replaced by the loader, told what to load. */
function templateFor(screenModule) {
  const modules = modulesFor(screenModule).join(' ');
  const loader = `<script defer src="/${LOADER_FILE}" data-entry="${entry}" data-modules="${modules}"></script>`;
  return indexHtml.replace(ENTRY_TAG, '').replace(PRELOAD_TAG, '').replace('</head>', `  ${loader}\n  </head>`);
}

if (!indexHtml.includes(EMPTY_ROOT)) {
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
  const { routeModuleName } = await vite.ssrLoadModule('/src/app/router.tsx');
  const shellsDir = path.join(outDir, 'shells');
  mkdirSync(shellsDir, { recursive: true });
  const write = (name, pathname) => {
    const file = `${name}.html`;
    // React puts a preload hint for each image first; it belongs in <head>, and #root must hold only what the app renders.
    const markup = renderScreenShell(pathname).replace(/^(<link rel="preload"[^>]*>)+/, '');
    const template = templateFor(routeModuleName(pathname));
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
