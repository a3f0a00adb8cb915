// What a model must know of a target market to write for it: its press, its statistics bodies, its
// regulators and law, and its spelling. Outlets and statistics offices come from the built-in
// generator's tables (region-outlets.ts, beats.ts, data-sources.ts), so both generators name the same
// ones; regulators, law and spelling are written here.
import { BEATS } from '../builtin/knowledge/beats.js';
import { NATIONAL_SOURCES } from '../builtin/knowledge/data-sources.js';
import { NATIONAL_OUTLETS } from '../builtin/knowledge/region-outlets.js';
import { REGION_WORDS, type RegionKey } from '../builtin/knowledge/regions.js';

type MarketRules = {
  /** Statistics bodies the data-sources table files under themes rather than as national offices. */
  moreStatistics?: readonly string[];
  regulators: readonly string[];
  law: string;
  spelling: string;
};

const MARKET_RULES: Readonly<Record<RegionKey, MarketRules>> = {
  UK: {
    regulators: ['Ofcom', 'the FCA', 'the CMA', 'the ASA', 'the ICO'],
    law: 'UK law (the CAP Code for advertising, UK GDPR)',
    spelling: 'British English',
  },
  US: {
    moreStatistics: ['US Bureau of Labor Statistics (BLS)'],
    regulators: ['the FTC', 'the SEC', 'the FDA', 'the FCC', 'the CFPB'],
    law: 'US federal and state law (FTC endorsement guides)',
    spelling: 'American English',
  },
  IE: {
    regulators: ['the Central Bank of Ireland', 'the CCPC', 'Coimisiún na Meán', 'the ASAI', 'the Data Protection Commission'],
    law: 'Irish and EU law (the ASAI Code, GDPR)',
    spelling: 'Irish/British English',
  },
  DE: {
    regulators: ['BaFin', 'the Bundeskartellamt', 'the Bundesnetzagentur'],
    law: 'German and EU law (UWG, GDPR)',
    spelling: 'British English, with German titles as published',
  },
  FR: {
    regulators: ['the AMF', 'the Autorité de la concurrence', 'Arcom', 'the ARPP', 'the CNIL'],
    law: 'French and EU law (Loi Evin, GDPR)',
    spelling: 'British English, with French titles as published',
  },
  ES: {
    regulators: ['the CNMV', 'the CNMC', 'Autocontrol', 'the AEPD'],
    law: 'Spanish and EU law (GDPR)',
    spelling: 'British English, with Spanish titles as published',
  },
  IT: {
    regulators: ['Consob', 'the AGCM', 'AGCOM', 'the IAP', 'the Garante privacy'],
    law: 'Italian and EU law (GDPR)',
    spelling: 'British English, with Italian titles as published',
  },
  NL: {
    regulators: ['the AFM', 'the ACM', 'the Reclame Code Commissie', 'the Autoriteit Persoonsgegevens'],
    law: 'Dutch and EU law (GDPR)',
    spelling: 'British English, with Dutch titles as published',
  },
  NORDICS: {
    regulators: ["each country's consumer ombudsman", 'its financial supervisory authority', 'its data protection authority'],
    law: 'the national law of each Nordic country and EU/EEA law (GDPR)',
    spelling: 'British English, with Nordic titles as published',
  },
  CA: {
    regulators: ['the Competition Bureau', 'the CRTC', 'Ad Standards', 'the Office of the Privacy Commissioner'],
    law: 'Canadian federal and provincial law (the Competition Act, PIPEDA)',
    spelling: 'Canadian English',
  },
  AU: {
    regulators: ['the ACCC', 'ASIC', 'the ACMA', 'Ad Standards', 'the OAIC'],
    law: 'Australian law (the Australian Consumer Law, the Privacy Act)',
    spelling: 'Australian English',
  },
  NZ: {
    regulators: ['the Commerce Commission', 'the FMA', 'the Advertising Standards Authority', 'the Privacy Commissioner'],
    law: 'New Zealand law (the Fair Trading Act, the Privacy Act 2020)',
    spelling: 'New Zealand English',
  },
  IN: {
    regulators: ['the Reserve Bank of India (RBI)', 'SEBI', 'TRAI', 'FSSAI', 'the Advertising Standards Council of India (ASCI)'],
    law: 'Indian law (the Consumer Protection Act 2019, the Digital Personal Data Protection Act 2023, the ASCI Code)',
    spelling: 'Indian English (British spelling; lakh and crore as the source writes them)',
  },
  SG: {
    regulators: ['the Monetary Authority of Singapore (MAS)', 'the CCCS', 'IMDA', 'ASAS', 'the PDPC'],
    law: 'Singapore law (the PDPA, the Singapore Code of Advertising Practice)',
    spelling: 'British English',
  },
  AE: {
    regulators: ['the Central Bank of the UAE', 'the TDRA', 'the UAE Media Council'],
    law: "UAE federal law and each emirate's rules (the UAE Media Law, the PDPL)",
    spelling: 'British English',
  },
  EU: {
    regulators: ['the European Commission', 'the European Data Protection Board', 'the European Central Bank'],
    law: "EU law (GDPR, the Digital Services Act) and the member states' law",
    spelling: 'British English',
  },
  global: {
    moreStatistics: ['OECD', 'World Bank', 'World Health Organization', 'UN data'],
    regulators: ['the regulator of the country a claim is made in'],
    law: 'the law of each country a campaign runs in',
    spelling: 'British English',
  },
};

/** Everything a prompt says about one market. */
export type MarketGuide = {
  key: RegionKey;
  /** "India", "the UK", "international (no one country)" */
  name: string;
  outlets: readonly string[];
  statistics: readonly string[];
  regulators: readonly string[];
  law: string;
  spelling: string;
};

/** The guide for a market: its national and business press, statistics bodies, regulators, law and spelling. */
export function marketGuide(market: RegionKey): MarketGuide {
  const rules = MARKET_RULES[market];
  const outlets =
    market === 'UK' || market === 'US' || market === 'global'
      ? [...BEATS.general.publications[market], ...BEATS.business.publications[market]]
      : [...NATIONAL_OUTLETS[market].news, ...NATIONAL_OUTLETS[market].business];
  const statistics = [
    ...NATIONAL_SOURCES.filter((source) => source.region === market).map((source) => source.name),
    ...(rules.moreStatistics ?? []),
  ];
  return {
    key: market,
    name: market === 'global' ? 'international (no one country)' : REGION_WORDS[market].name,
    outlets: [...new Set(outlets)],
    statistics,
    regulators: rules.regulators,
    law: rules.law,
    spelling: rules.spelling,
  };
}
