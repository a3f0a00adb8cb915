import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Client } from '../../contracts/clients.contract.js';
import { Access } from '../../common/auth/access.js';
import { ParseIdPipe } from '../../common/validation/parse-id.pipe.js';
import { ClientsService } from './clients.service.js';
import { ClientInputDto } from './dto/client-input.dto.js';

const FIELD_RULES =
  '400 naming the field: name (1–100 characters), website (an http(s) address or null), markets (1–30 ISO 3166-1 alpha-2 codes; ' +
  'lower case is read as upper case and "UK" as "GB"), languages (ISO 639-1 codes), spokespeople (at most 20, each with a name; ' +
  'email an e-mail address or null), assets, messages and competitors (at most 20 lines each), avoidTopics (at most 50, each with a ' +
  'letter or digit), description and boilerplate (at most 1,000 characters), contact (name, e-mail address, phone of digits, spaces ' +
  'and + - ( ) . only). Texts are trimmed; empty entries and repeats (case ignored) are dropped. ' +
  '409 when another client has the name (case and spaces ignored): "A client named “Acme” already exists."';

@ApiTags('clients')
@Access('member')
@Controller('clients')
export class ClientsController {
  constructor(private readonly clients: ClientsService) {}

  @Get()
  @ApiOperation({ summary: "The team's clients, by name" })
  list(): Promise<Client[]> {
    return this.clients.list();
  }

  @Post()
  @ApiOperation({
    summary: 'Create a client: name, markets and whatever else of the profile is known (the rest take their defaults)',
    description: `201 with the stored client. Clients belong to the whole team. ${FIELD_RULES}`,
  })
  create(@Body() body: ClientInputDto): Promise<Client> {
    return this.clients.create(body);
  }

  @Get(':id')
  @ApiOperation({ summary: "A client's profile; 404 for a client that does not exist" })
  get(@Param('id', new ParseIdPipe('client id')) id: number): Promise<Client> {
    return this.clients.get(id);
  }

  @Put(':id')
  @ApiOperation({
    summary: "Replace a client's whole profile (fields left out take their defaults)",
    description: `${FIELD_RULES} 404 for a client that does not exist.`,
  })
  update(@Param('id', new ParseIdPipe('client id')) id: number, @Body() body: ClientInputDto): Promise<Client> {
    return this.clients.update(id, body);
  }

  @Delete(':id')
  @Access('admin')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a client (admins only when sign-in is on)',
    description:
      'Every user who had chosen it is left with no client; angles and ideas written for it stay, without a client. 404 for a client that does not exist.',
  })
  async remove(@Param('id', new ParseIdPipe('client id')) id: number): Promise<void> {
    await this.clients.remove(id);
  }
}
