import type { Client as ClientContract } from '../../contracts/clients.contract.js';
import type { Client } from './client.entity.js';

/** A stored client as the API answers it. */
export function toClientContract(client: Client): ClientContract {
  return {
    id: client.id,
    name: client.name,
    website: client.website,
    sector: client.sector,
    description: client.description,
    markets: client.markets,
    languages: client.languages,
    spokespeople: client.spokespeople,
    assets: client.assets,
    messages: client.messages,
    avoidTopics: client.avoidTopics,
    competitors: client.competitors,
    tone: client.tone,
    boilerplate: client.boilerplate,
    contact: client.contact,
    createdAt: client.createdAt.toISOString(),
    updatedAt: client.updatedAt.toISOString(),
  };
}
