export { ClientsModule } from './clients.module.js';
export { ClientsService, refuseAvoidedStory } from './clients.service.js';
export { clientFit, compileClient, type CompiledClient, type FitItem, type FitResult } from './client-fit.js';
export { ClientChoiceBodyDto, ClientChoiceQueryDto } from './dto/client-choice.dto.js';
