// The public face of the campaigns module: what other modules may use (.dependency-cruiser.cjs).
export { CampaignsModule } from './campaigns.module.js';
export { CampaignsService } from './campaigns.service.js';
