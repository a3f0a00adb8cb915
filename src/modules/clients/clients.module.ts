import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Client } from './client.entity.js';
import { ClientRepository } from './client.repository.js';
import { ClientsService } from './clients.service.js';
import { UserPreference } from './user-preference.entity.js';

/** Clients (issue 27): the team's client profiles, each user's chosen client, and how well an item fits one. */
@Module({
  imports: [MikroOrmModule.forFeature([Client, UserPreference])],
  providers: [ClientsService, ClientRepository],
  exports: [ClientsService],
})
export class ClientsModule {}
