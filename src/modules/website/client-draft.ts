import { CLIENT_LIMITS, type ClientInput } from '../../contracts/clients.contract.js';
import type { WebsiteAnalysis } from '../../contracts/website.contract.js';
import { clipText } from '../../common/text/clip-text.js';

const L = CLIENT_LIMITS;

/**
 * A client profile filled from a website analysis (issue 27 "Create client"), unsaved, for the user to
 * complete: the brand as name, the site's origin, the business type as sector, the page's description
 * and key messages, and the site's market as country codes (empty when the market is no one country).
 * Each text is clipped to its field's limit, so the draft saved as it is passes validation but for
 * whatever the user must still add (a market, when none was found).
 */
export function clientDraftOf(analysis: WebsiteAnalysis, markets: string[]): Required<ClientInput> {
  return {
    name: clipText(analysis.brand, L.nameChars),
    website: new URL(analysis.url).origin,
    sector: clipText(analysis.businessType, L.sectorChars),
    description: clipText(analysis.description ?? '', L.descriptionChars),
    markets,
    languages: [],
    spokespeople: [],
    assets: [],
    messages: analysis.keyMessages.slice(0, L.messages).map((message) => clipText(message, L.messageChars)),
    avoidTopics: [],
    competitors: [],
    tone: '',
    boilerplate: '',
    contact: { name: '', email: '', phone: '' },
  };
}
