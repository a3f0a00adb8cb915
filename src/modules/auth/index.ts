// The public face of the auth module: what other modules and the app's wiring may use (.dependency-cruiser.cjs).
// auth is the top layer (MODULE_LAYERS): no module imports it; create-app.ts mounts signedInOnly on /api/docs.
export { AuthModule } from './auth.module.js';
export { SessionsService } from './sessions.service.js';
export { signedInOnly } from './signed-in-only.middleware.js';
