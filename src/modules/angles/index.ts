// The public face of the angles module (saved angles included): what other modules may use (.dependency-cruiser.cjs).
export { AnglesModule } from './angles.module.js';
export { AnglesService } from './angles.service.js';
