import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import babel from '@rolldown/plugin-babel';
import react, { reactCompilerPreset } from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** V8's explicit compile hint (Chrome 136+): compile every function of this file as it downloads. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the scripts every screen runs at start (the entry and what it imports) with V8's explicit
 * compile hint. Without it, V8 compiles a function on the main thread the first time it is called,
 * and the first render calls most of React DOM's: each first call paused the page mid-render for
 * milliseconds (issue 29). With it, Chrome compiles them on the thread that streams the file in, before
 * the page needs them; other browsers read a comment. Screens' own chunks stay lazily compiled.
 * Added after the files are named: the line is the same in every build, so a file's hash still
 * changes exactly when its code does.
 */
function compileHintsForStartScripts(): Plugin {
  return {
    name: 'trendjack:compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output]] : [])));
      const startFiles = new Set<string>();
      const visit = (fileName: string) => {
        if (startFiles.has(fileName)) return;
        startFiles.add(fileName);
        chunks.get(fileName)?.imports.forEach(visit);
      };
      [...chunks.values()].filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk.fileName));
      for (const chunk of [...chunks.values()].filter((candidate) => startFiles.has(candidate.fileName))) {
        chunk.code = COMPILE_HINT + chunk.code;
        // A source map's mappings start one line later (";" is an empty first line).
        const map = bundle[`${chunk.fileName}.map`];
        if (map?.type === 'asset' && typeof map.source === 'string') {
          const parsed = JSON.parse(map.source) as { mappings: string };
          map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
        }
      }
    },
  };
}

/**
 * React Compiler memoizes components and the elements they make, so an answer from the server
 * re-renders what reads it and not the whole screen under it: every answer SWR delivers is rendered
 * in one uninterruptible task, which Lighthouse counts as blocking time on a phone (issue 29; the
 * calendar's went from 517 to 127 ms). Its memo code adds about 40 % to a component's size, so the
 * first page's shared UI kit (components/) and the dashboard's stories (features/trending, timeline)
 * are left as written: compiled, the first page was 172 kB gzipped, over its 170 kB budget. The
 * dashboard's own route is compiled, which keeps its list from re-rendering for answers it does not read.
 */
function compiledByReactCompiler(filename: string): boolean {
  return !/\/web\/src\/(components|features\/(trending|timeline))\//.test(filename);
}

/**
 * React Router's production build, for what `vite build` ships. Its package exports only the
 * development build, whose checks and warnings run in every reader's browser; the two differ in that
 * one flag (ENABLE_DEV_WARNINGS), and the production one ships beside it. `npm run dev` keeps the
 * development build and its warnings.
 */
const reactRouterProduction = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router')), '../production');
const REACT_ROUTER_PRODUCTION_ALIASES = [
  { find: /^react-router$/, replacement: path.join(reactRouterProduction, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterProduction, 'dom-export.mjs') },
];

/** Where `vite build --ssr src/entry-server.tsx` writes the server's render of the data screens (issue 29). */
const SSR_OUT_DIR = fileURLToPath(new URL('../dist/web/.ssr', import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  root: webRoot,
  plugins: [
    react(),
    babel({ presets: [reactCompilerPreset({ sources: compiledByReactCompiler })] }),
    tailwindcss(),
    ...(isSsrBuild ? [] : [compileHintsForStartScripts()]),
  ],
  resolve: {
    alias: [
      // web/ shares API shapes and constant tables with the server through @contracts.
      { find: '@contracts', replacement: fileURLToPath(new URL('../src/contracts', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? REACT_ROUTER_PRODUCTION_ALIASES : []),
    ],
  },
  // The server's bundle holds its libraries too: the server loads one file, resolving nothing from node_modules.
  // (Only for that build: the prerender of the frames loads the app through Vite's dev server, from node_modules.)
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  build: isSsrBuild
    ? {
        // Inside the client's build (read by the server from there), in a dot folder the static files never serve.
        outDir: SSR_OUT_DIR,
        emptyOutDir: false,
        copyPublicDir: false,
        sourcemap: false,
      }
    : {
        outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
        emptyOutDir: true,
        sourcemap: false,
        // The first page's scripts are preloaded from the HTML. A lazy screen's imports are not preloaded
        // from script: Vite would add one <link rel="modulepreload"> per import to the document, which cost
        // the dashboard about 50 ms of main-thread time here (issue 29); the browser fetches them as it
        // reads the screen's chunk instead.
        modulePreload: { resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []) },
        // .vite/manifest.json maps each source module to its chunks; npm run bench:web reads the first page's JS from it.
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React, React DOM, React Router and SWR run on every page: one file instead of five small
                // ones Rolldown would otherwise split them into by which screens share them. Each file is
                // a request of its own, and the data screens' largest paint waits for all of them (issue 29:
                // about 250 ms of Lighthouse's estimate on the saved angles, in paired runs).
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|swr|use-sync-external-store|dequal)[\\/]/,
                  priority: 1,
                },
                // Every icon the app uses, about 8 kB gzipped, in one file, and every module of ours that two or
                // more screens share in one more (the toasts, the forms' parts, the contracts, the dates...),
                // instead of one file per icon and per module by which screens share it: settings loaded 36
                // files, 26 of them under 1.5 kB. On HTTP/1.1 the browser fetches six at a time, each waiting
                // a round trip, and Lighthouse counts every one before a data screen's largest paint. Each
                // screen now loads 6 files; a screen loads some shared code it does not use (settings 138 →
                // 145 kB gzipped, the calendar 136 → 150 kB, the dashboard 157 → 156 kB). Paired runs: settings
                // LCP 3.7–3.9 s → 2.7–2.9 s, the calendar 3.3–3.8 s → 2.9–3.2 s (issue 29).
                { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
                { name: 'shared', test: /[\\/](web[\\/]src|src[\\/]contracts)[\\/]/, minShareCount: 2 },
              ],
            },
          },
        },
      },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
