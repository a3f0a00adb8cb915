import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Client } from './client.entity.js';
import { ClientRepository } from './client.repository.js';
import { ClientsController } from './clients.controller.js';
import { ClientsService } from './clients.service.js';
import { PreferencesController } from './preferences.controller.js';
import { UserPreference } from './user-preference.entity.js';
import { UserPreferenceRepository } from './user-preference.repository.js';
import { UserPreferencesService } from './user-preferences.service.js';

/** Clients (issue 27): the team's client profiles, each user's chosen client and fetch configuration, and how well an item fits one. */
@Module({
  imports: [MikroOrmModule.forFeature([Client, UserPreference])],
  controllers: [ClientsController, PreferencesController],
  providers: [ClientsService, ClientRepository, UserPreferencesService, UserPreferenceRepository],
  exports: [ClientsService, UserPreferencesService],
})
export class ClientsModule {}
