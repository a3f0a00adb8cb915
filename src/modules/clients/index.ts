export { ClientsModule } from './clients.module.js';
export { ClientsService, refuseAvoidedStory } from './clients.service.js';
export { ClientChoiceBodyDto, ClientChoiceQueryDto } from './dto/client-choice.dto.js';
