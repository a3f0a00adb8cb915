// The public face of the watchlists module: what other modules may use (.dependency-cruiser.cjs).
export { WatchlistsModule } from './watchlists.module.js';
