import { briefFieldsFromClient, type Client } from '@contracts/clients.contract';
import { BRIEF_SECTORS, type BriefSector } from '@contracts/ideas.contract';
import { BRIEF_REGIONS, type BriefFormValues, SECTOR_LABELS } from './brief-form';

/** The brief's regions a client's market falls in (ISO codes; the Nordics are one region). */
const MARKET_REGIONS: Readonly<Record<string, (typeof BRIEF_REGIONS)[number]>> = {
  GB: 'UK',
  US: 'US',
  IE: 'Ireland',
  DE: 'Germany',
  FR: 'France',
  ES: 'Spain',
  IT: 'Italy',
  NL: 'Netherlands',
  SE: 'Nordics',
  NO: 'Nordics',
  DK: 'Nordics',
  FI: 'Nordics',
  IS: 'Nordics',
  CA: 'Canada',
  AU: 'Australia',
  NZ: 'New Zealand',
  IN: 'India',
  SG: 'Singapore',
  AE: 'UAE',
};

/** The brief's sector closest to a client's free-text one ("online grocery" → Foodtech is not guessed: Other). */
export function briefSectorOf(sector: string): BriefSector {
  const text = sector.trim().toLowerCase();
  if (text === '') return 'other';
  const exact = BRIEF_SECTORS.find((key) => key === text || SECTOR_LABELS[key].toLowerCase() === text);
  if (exact) return exact;
  const named = BRIEF_SECTORS.find((key) => key !== 'other' && (text.includes(key) || text.includes(SECTOR_LABELS[key].toLowerCase())));
  return named ?? 'other';
}

/**
 * IdeaForge's brief filled from a client in one click (issue 27): brand, sector, the spokespeople's
 * expertise, the regions of its markets, its own assets and its tone. The audience, idea count and
 * skipped categories stay as the person set them. Markets outside the brief's regions leave the
 * regions as they were when none of them maps; the server reads the client's markets itself.
 */
export function briefFromClient(client: Client, values: BriefFormValues): BriefFormValues {
  // The same fields the server fills a brief's blanks with; the form's regions are checkboxes, so they map here.
  const fields = briefFieldsFromClient(client, (code) => MARKET_REGIONS[code] ?? code);
  const regions = BRIEF_REGIONS.filter((region) => client.markets.some((market) => MARKET_REGIONS[market] === region));
  return {
    ...values,
    brandName: fields.brand_name,
    sector: briefSectorOf(client.sector),
    expertise: fields.primary_expertise || values.expertise,
    regions: regions.length > 0 ? regions : values.regions,
    assets: fields.available_assets,
    tone: fields.tone || values.tone,
  };
}
