export { ClientsModule } from './clients.module.js';
export { ClientsService } from './clients.service.js';
export { UserPreferencesService } from './user-preferences.service.js';
export { clientFit, compileClient, type CompiledClient, type FitItem, type FitResult } from './client-fit.js';
export { CLIENT_ID_MESSAGE, ClientChoiceBodyDto, ClientChoiceQueryDto } from './dto/client-choice.dto.js';
