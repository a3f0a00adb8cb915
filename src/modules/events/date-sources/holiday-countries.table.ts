// Which countries' holidays (from the `date-holidays` package, data CC BY-SA 3.0) feed each
// calendar region, and how their holidays are presented. Order matters: the first country's
// holiday name becomes the event title when several countries share a holiday.
import type { EventRegion, EventSector } from '../../../contracts/events.contract.js';

export type HolidayCountry = { code: string; name: string; region: EventRegion };

export const HOLIDAY_COUNTRIES: readonly HolidayCountry[] = [
  { code: 'US', name: 'United States', region: 'north_america' },
  { code: 'CA', name: 'Canada', region: 'north_america' },
  { code: 'GB', name: 'United Kingdom', region: 'europe' },
  { code: 'IE', name: 'Ireland', region: 'europe' },
  { code: 'DE', name: 'Germany', region: 'europe' },
  { code: 'FR', name: 'France', region: 'europe' },
  { code: 'ES', name: 'Spain', region: 'europe' },
  { code: 'IT', name: 'Italy', region: 'europe' },
  { code: 'NL', name: 'Netherlands', region: 'europe' },
  { code: 'CN', name: 'China', region: 'asia' },
  { code: 'JP', name: 'Japan', region: 'asia' },
  { code: 'IN', name: 'India', region: 'asia' },
  { code: 'SG', name: 'Singapore', region: 'asia' },
  { code: 'KR', name: 'South Korea', region: 'asia' },
  { code: 'ZA', name: 'South Africa', region: 'africa' },
  { code: 'NG', name: 'Nigeria', region: 'africa' },
  { code: 'KE', name: 'Kenya', region: 'africa' },
  { code: 'EG', name: 'Egypt', region: 'africa' },
  { code: 'BR', name: 'Brazil', region: 'latin_america' },
  { code: 'MX', name: 'Mexico', region: 'latin_america' },
  { code: 'AR', name: 'Argentina', region: 'latin_america' },
  { code: 'CO', name: 'Colombia', region: 'latin_america' },
  { code: 'AU', name: 'Australia', region: 'oceania' },
  { code: 'NZ', name: 'New Zealand', region: 'oceania' },
  { code: 'AE', name: 'United Arab Emirates', region: 'middle_east' },
  { code: 'SA', name: 'Saudi Arabia', region: 'middle_east' },
];

/**
 * Observances (no day off) worth a card, by comparable name (see `comparableName`). The package
 * lists many more (Advent Sundays, saints' days...), which are noise for PR planning.
 */
export const NOTABLE_OBSERVANCES: readonly string[] = [
  'valentines day',
  'st patricks day',
  'mothers day',
  'fathers day',
  'halloween',
  'new years eve',
  'easter sunday',
  'groundhog day',
  'lovers day',
  'nelson mandela day',
  'national day for truth and reconciliation',
  'seven five three festival',
  'christmas day',
  'princes day',
  'womens carnival day',
  'administrative professionals day',
];

/** Holidays shown as highlighted (major moments), by comparable name. */
export const HIGHLIGHTED_HOLIDAYS: readonly string[] = [
  'new years day',
  'christmas day',
  'easter sunday',
  'thanksgiving day',
  'independence day',
  'canada day',
  'australia day',
  'bastille day',
  'national day',
  'spring festival',
  'chinese new year',
  'korean new year',
  'deepavali',
  'end of ramadan eid al fitr',
  'hari raya puasa',
  'id el fitr',
  'feast of the sacrifice eid al adha',
  'hari raya haji',
  'id el kabir',
];

/** Sector of a holiday by comparable name; the first match wins, anything else is 'other'. */
export const HOLIDAY_SECTORS: readonly { pattern: RegExp; sector: EventSector }[] = [
  { pattern: /valentine|mothers day|fathers day|lovers day|thanksgiving/, sector: 'lifestyle' },
  { pattern: /halloween|carnival|groundhog|patricks|new years eve|seven five three/, sector: 'entertainment' },
  { pattern: /sports day/, sector: 'sports' },
  { pattern: /mountain day|marine day|greenery day/, sector: 'environment' },
  {
    pattern:
      /independence|republic|constitution|democracy|revolution|sovereignty|liberation|founding|foundation|freedom|reconciliation|princes day|human rights|election/,
    sector: 'politics',
  },
];
