export { ClientsModule } from './clients.module.js';
export { ClientsService } from './clients.service.js';
