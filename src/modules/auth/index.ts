// The public face of the auth module: what other modules and the app's wiring may use (.dependency-cruiser.cjs).
export { AuthModule } from './auth.module.js';
export { AuthGuard } from './auth.guard.js';
export { SessionsService } from './sessions.service.js';
export { signedInOnly } from './signed-in-only.middleware.js';
export { User } from './user.entity.js';
export { UserRepository } from './user.repository.js';
export { toCurrentUser } from './user.mapper.js';
