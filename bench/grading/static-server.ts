// CLI: node --import ./bench/ts-hook.mjs bench/grading/static-server.ts [--root /work/grading] [--port 3390]
// Serves the saved feeds and home pages on loopback for a grading run: ROOT/feeds/x.xml at
// /feeds/x.xml, ROOT/sites/name/index.html at /sites/name/. Anything else is a 404, which makes a
// quick dead end for the upstreams a run should not reach (X_TRENDS_URLS=http://127.0.0.1:PORT/none).
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { root: { type: 'string', default: '/work/grading' }, port: { type: 'string', default: '3390' } },
});
const root = path.resolve(values.root);
const port = Number(values.port);

const TYPES: Record<string, string> = {
  '.xml': 'application/rss+xml; charset=utf-8',
  '.rss': 'application/rss+xml; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

async function resolveFile(urlPath: string): Promise<string | null> {
  const relative = decodeURIComponent(urlPath.split('?')[0]);
  if (!relative.startsWith('/feeds/') && !relative.startsWith('/sites/')) return null;
  const file = path.resolve(root, `.${relative}`);
  if (!file.startsWith(`${root}${path.sep}`)) return null;
  const info = await stat(file).catch(() => null);
  if (info?.isFile()) return file;
  if (info?.isDirectory()) {
    const index = path.join(file, 'index.html');
    return (await stat(index).catch(() => null))?.isFile() ? index : null;
  }
  return null;
}

const server = http.createServer((request, response) => {
  void (async () => {
    const file = request.method === 'GET' || request.method === 'HEAD' ? await resolveFile(request.url ?? '/') : null;
    console.log(`${new Date().toISOString()} ${request.method} ${request.url} ${file ? 200 : 404}`);
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const body = await readFile(file);
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'content-length': body.length });
    response.end(request.method === 'HEAD' ? undefined : body);
  })();
});

server.listen(port, '127.0.0.1', () => console.log(`Serving ${root}/feeds and ${root}/sites on http://127.0.0.1:${port}`));
