// `npm run routes:access`: one line per API route with who may call it when sign-in is on
// (AUTH_MODE local or oidc). Read from the controllers' metadata in Nest's preview mode (the module
// graph, no provider instantiated), without a database; exits 1 when a route states no decision (the
// guard would treat it as admin, and the matrix test fails).
import 'reflect-metadata';
import { AppModule } from '../src/app.module.js';
import { controllersOfModule, routeAccessOf } from '../src/common/auth/route-access.js';
import { loadAppConfig } from '../src/config/app-config.js';

const config = loadAppConfig({ LOG_LEVEL: 'error' });
const routes = routeAccessOf(await controllersOfModule(AppModule.register(config, 'postgresql://unused/trendjack')));
const width = Math.max(...routes.map((route) => route.method.length));
for (const route of routes) {
  console.log(`${route.method.padEnd(width)} ${route.path} → ${route.access ?? 'MISSING'}`);
}
const missing = routes.filter((route) => route.access === null);
if (missing.length > 0) {
  console.error(`\n${missing.length} route(s) without @Access(...): ${missing.map((route) => route.handler).join(', ')}`);
  process.exitCode = 1;
}
