// Real public data sources per theme, with what each one gives a PR campaign. Keywords pick the most
// relevant ones for a headline; the region says whose statistics they are.
import type { ThemeKey } from '../../../../contracts/ideas.contract.js';
import type { RegionKey } from './regions.js';

export type DataSource = {
  name: string;
  description: string;
  region: RegionKey;
  keywords: readonly string[];
};

export const THEME_DATA_SOURCES: Readonly<Record<ThemeKey, readonly DataSource[]>> = {
  'remote-work': [
    {
      name: 'ONS Opinions and Lifestyle Survey',
      description: 'Office for National Statistics survey tracking how many UK adults work from home, hybrid or on site.',
      region: 'UK',
      keywords: ['home', 'hybrid', 'office', 'remote', 'work', 'workers', 'commute'],
    },
    {
      name: 'ONS Labour Force Survey',
      description: "The UK's main source on employment, hours worked and where people do their jobs.",
      region: 'UK',
      keywords: ['jobs', 'employment', 'hours', 'workers', 'four-day', 'week'],
    },
    {
      name: 'US Bureau of Labor Statistics American Time Use Survey',
      description: 'How Americans split their day between paid work, commuting, care and leisure, including work done at home.',
      region: 'US',
      keywords: ['time', 'commute', 'home', 'day', 'hours', 'leisure'],
    },
    {
      name: 'US Census Bureau Household Pulse Survey',
      description: 'Fast-turnaround survey of US households covering telework, spending and wellbeing.',
      region: 'US',
      keywords: ['telework', 'remote', 'household', 'home'],
    },
    {
      name: 'Survey of Working Arrangements and Attitudes (WFH Research)',
      description: 'Monthly academic survey of US workers on days worked from home and employer plans.',
      region: 'US',
      keywords: ['remote', 'hybrid', 'office', 'days', 'return'],
    },
    {
      name: 'Eurostat Labour Force Survey',
      description: 'EU-wide share of employed people who usually or sometimes work from home, by country.',
      region: 'EU',
      keywords: ['europe', 'home', 'remote', 'country'],
    },
    {
      name: 'OECD Employment Outlook',
      description: 'Cross-country comparisons of working hours, pay and remote work across OECD members.',
      region: 'global',
      keywords: ['countries', 'pay', 'hours', 'productivity'],
    },
    {
      name: 'Google Trends',
      description: 'Relative search interest over time and by region for terms such as "remote jobs" or "coworking near me".',
      region: 'global',
      keywords: ['search', 'interest', 'trend', 'nomad'],
    },
  ],
  'cost-of-living': [
    {
      name: 'ONS Consumer Price Inflation (CPIH)',
      description: 'Monthly UK inflation by category of spending, down to individual items in the shopping basket.',
      region: 'UK',
      keywords: ['inflation', 'prices', 'price', 'cost', 'basket', 'food', 'energy'],
    },
    {
      name: 'ONS Family Spending',
      description: 'What UK households spend each week on housing, food, transport and leisure, by income.',
      region: 'UK',
      keywords: ['spending', 'household', 'weekly', 'budget'],
    },
    {
      name: 'US Bureau of Labor Statistics Consumer Price Index',
      description: 'Monthly US price changes for goods and services, by city and by item.',
      region: 'US',
      keywords: ['inflation', 'prices', 'cpi', 'cost', 'city'],
    },
    {
      name: 'US Bureau of Labor Statistics Consumer Expenditure Surveys',
      description: 'How American households spend their income, by age, region and income band.',
      region: 'US',
      keywords: ['spending', 'household', 'income'],
    },
    {
      name: 'Ofgem energy price cap',
      description: "The regulator's quarterly cap on UK household energy unit rates and standing charges.",
      region: 'UK',
      keywords: ['energy', 'bills', 'gas', 'electricity', 'heating'],
    },
    {
      name: 'Eurostat Harmonised Index of Consumer Prices',
      description: 'Comparable inflation figures across EU countries, by spending category.',
      region: 'EU',
      keywords: ['europe', 'inflation', 'country'],
    },
    {
      name: 'OECD Consumer Price Indices',
      description: 'Inflation and price levels compared across OECD countries.',
      region: 'global',
      keywords: ['countries', 'comparison', 'inflation'],
    },
    {
      name: 'Federal Reserve Economic Data (FRED)',
      description: 'St. Louis Fed database of US prices, wages, rates and household debt series.',
      region: 'US',
      keywords: ['wages', 'rates', 'debt', 'interest'],
    },
  ],
  climate: [
    {
      name: 'Met Office HadCRUT and UK climate statistics',
      description: 'Temperature records for the UK and the globe, including heatwave and rainfall extremes.',
      region: 'UK',
      keywords: ['temperature', 'heat', 'heatwave', 'weather', 'rain', 'flood'],
    },
    {
      name: 'NOAA National Centers for Environmental Information',
      description: 'US climate records, billion-dollar disaster counts and monthly climate reports.',
      region: 'US',
      keywords: ['weather', 'disaster', 'hurricane', 'wildfire', 'temperature'],
    },
    {
      name: 'Copernicus Climate Change Service',
      description: 'European monthly climate bulletins on global temperature, sea ice and extremes.',
      region: 'global',
      keywords: ['temperature', 'record', 'europe', 'ice'],
    },
    {
      name: 'Our World in Data: CO2 and Greenhouse Gas Emissions',
      description: 'Emissions per country and per person over time, with sources documented.',
      region: 'global',
      keywords: ['emissions', 'carbon', 'co2', 'country'],
    },
    {
      name: 'International Energy Agency (IEA)',
      description: 'Energy use, renewables growth and electric vehicle sales by country.',
      region: 'global',
      keywords: ['energy', 'renewables', 'solar', 'wind', 'ev', 'electric'],
    },
    {
      name: 'UK Department for Energy Security and Net Zero statistics',
      description: 'UK energy consumption, emissions and renewable generation figures.',
      region: 'UK',
      keywords: ['energy', 'emissions', 'renewables', 'net', 'zero'],
    },
    {
      name: 'US Energy Information Administration (EIA)',
      description: 'US electricity, fuel prices and energy consumption by state.',
      region: 'US',
      keywords: ['energy', 'fuel', 'gas', 'electricity', 'state'],
    },
    {
      name: 'Google Trends',
      description: 'Search interest in terms such as "heat pump" or "solar panels" by region and over time.',
      region: 'global',
      keywords: ['search', 'interest', 'heat', 'pump', 'solar'],
    },
  ],
  'health-wellness': [
    {
      name: 'WHO Global Health Observatory',
      description: 'World Health Organization indicators on disease, physical activity and life expectancy by country.',
      region: 'global',
      keywords: ['health', 'country', 'life', 'expectancy', 'activity'],
    },
    {
      name: 'NHS England Digital statistics',
      description: 'Official NHS figures on prescriptions, hospital activity, obesity and mental health services.',
      region: 'UK',
      keywords: ['nhs', 'hospital', 'prescriptions', 'mental', 'obesity'],
    },
    {
      name: 'ONS Personal Well-being',
      description: 'UK ratings of life satisfaction, happiness and anxiety by area and group.',
      region: 'UK',
      keywords: ['wellbeing', 'happiness', 'anxiety', 'life', 'satisfaction'],
    },
    {
      name: 'Sport England Active Lives Survey',
      description: 'How active adults and children in England are, by activity and demographic.',
      region: 'UK',
      keywords: ['exercise', 'activity', 'fitness', 'sport', 'running', 'walking'],
    },
    {
      name: 'CDC National Center for Health Statistics',
      description: 'US Centers for Disease Control and Prevention data on health behaviours, sleep and chronic conditions.',
      region: 'US',
      keywords: ['sleep', 'health', 'obesity', 'conditions'],
    },
    {
      name: 'CDC Behavioral Risk Factor Surveillance System',
      description: 'State-level US data on exercise, sleep, smoking and drinking.',
      region: 'US',
      keywords: ['state', 'exercise', 'sleep', 'drinking', 'smoking'],
    },
    {
      name: 'OECD Health Statistics',
      description: 'Health spending, doctors per head and outcomes compared across countries.',
      region: 'global',
      keywords: ['spending', 'countries', 'doctors'],
    },
    {
      name: 'Our World in Data: Health',
      description: 'Long-run charts on causes of death, mental health and life expectancy.',
      region: 'global',
      keywords: ['mental', 'life', 'causes'],
    },
  ],
  'education-skills': [
    {
      name: 'Department for Education: Explore Education Statistics',
      description: 'Official figures for England on attainment, attendance, teacher numbers and school funding.',
      region: 'UK',
      keywords: ['school', 'schools', 'pupils', 'teachers', 'attendance', 'exams'],
    },
    {
      name: 'HESA higher education data',
      description: 'UK university student numbers, subjects and graduate outcomes.',
      region: 'UK',
      keywords: ['university', 'students', 'graduates', 'degree'],
    },
    {
      name: 'National Center for Education Statistics (NCES)',
      description: 'US data on schools, colleges, enrolment and tuition costs.',
      region: 'US',
      keywords: ['college', 'tuition', 'students', 'schools'],
    },
    {
      name: 'OECD Education at a Glance and PISA',
      description: "International comparisons of spending, skills and 15-year-olds' test results.",
      region: 'global',
      keywords: ['skills', 'countries', 'test', 'maths', 'reading'],
    },
    {
      name: 'UNESCO Institute for Statistics',
      description: 'Global literacy, enrolment and education spending by country.',
      region: 'global',
      keywords: ['literacy', 'global', 'country'],
    },
    {
      name: 'ONS Labour Force Survey (qualifications)',
      description: 'Qualification levels and skills of the UK workforce.',
      region: 'UK',
      keywords: ['skills', 'qualifications', 'workforce'],
    },
    {
      name: 'US Bureau of Labor Statistics Occupational Outlook Handbook',
      description: 'Pay, training needed and projected growth for US occupations.',
      region: 'US',
      keywords: ['careers', 'jobs', 'pay', 'growth', 'skills'],
    },
    {
      name: 'Google Trends',
      description: 'Search interest in courses, skills and "how to" topics over time.',
      region: 'global',
      keywords: ['search', 'learn', 'course'],
    },
  ],
  technology: [
    {
      name: 'Ofcom Online Nation and Communications Market reports',
      description: 'How UK adults and children use the internet, apps, phones and broadband.',
      region: 'UK',
      keywords: ['internet', 'online', 'apps', 'phone', 'broadband', 'children', 'screen'],
    },
    {
      name: 'Pew Research Center: Internet & Technology',
      description: 'US surveys on device ownership, social media use and attitudes to AI.',
      region: 'US',
      keywords: ['social', 'media', 'ai', 'smartphone', 'attitudes'],
    },
    {
      name: 'ONS Internet users and Business Insights and Conditions Survey',
      description: 'UK internet use and business adoption of technologies such as AI.',
      region: 'UK',
      keywords: ['internet', 'business', 'ai', 'adoption'],
    },
    {
      name: 'US Census Bureau American Community Survey (computer and internet use)',
      description: 'Household computer and broadband access across US states and counties.',
      region: 'US',
      keywords: ['broadband', 'computer', 'state', 'access'],
    },
    {
      name: 'Eurostat Digital Economy and Society statistics',
      description: 'Internet use, online shopping and digital skills across EU countries.',
      region: 'EU',
      keywords: ['europe', 'digital', 'skills', 'online'],
    },
    {
      name: 'ITU Facts and Figures',
      description: "Global internet and mobile connectivity by country from the UN's telecoms agency.",
      region: 'global',
      keywords: ['global', 'mobile', 'connectivity'],
    },
    {
      name: 'Stanford AI Index',
      description: 'Annual data on AI investment, model performance, adoption and public opinion.',
      region: 'global',
      keywords: ['ai', 'model', 'investment'],
    },
    {
      name: 'Google Trends',
      description: 'Search interest in gadgets, apps and outages by region and over time.',
      region: 'global',
      keywords: ['search', 'interest', 'outage'],
    },
  ],
  finance: [
    {
      name: 'Bank of England Database',
      description: 'UK interest rates, mortgage approvals, lending and household debt.',
      region: 'UK',
      keywords: ['rates', 'mortgage', 'lending', 'debt', 'interest'],
    },
    {
      name: 'FCA Financial Lives Survey',
      description: "The Financial Conduct Authority's survey of UK adults' savings, debts and financial resilience.",
      region: 'UK',
      keywords: ['savings', 'debt', 'resilience', 'scams'],
    },
    {
      name: 'Federal Reserve Survey of Household Economics and Decisionmaking',
      description: 'How US households cope with emergency expenses, savings and credit.',
      region: 'US',
      keywords: ['savings', 'emergency', 'credit', 'household'],
    },
    {
      name: 'Federal Reserve Economic Data (FRED)',
      description: 'US rates, wages, savings and debt series from the St. Louis Fed.',
      region: 'US',
      keywords: ['rates', 'wages', 'debt'],
    },
    {
      name: 'US Bureau of Economic Analysis',
      description: 'US GDP, personal income and the personal saving rate.',
      region: 'US',
      keywords: ['gdp', 'income', 'saving'],
    },
    {
      name: 'ONS Wealth and Assets Survey',
      description: 'Household wealth, pensions and debt across Great Britain.',
      region: 'UK',
      keywords: ['wealth', 'pensions', 'debt'],
    },
    {
      name: 'IMF World Economic Outlook database',
      description: 'Growth, inflation and debt forecasts for every country.',
      region: 'global',
      keywords: ['growth', 'forecast', 'country'],
    },
    {
      name: 'World Bank Open Data',
      description: 'Income, prices and financial inclusion indicators for every country.',
      region: 'global',
      keywords: ['income', 'global', 'country', 'inclusion'],
    },
  ],
  'travel-leisure': [
    {
      name: 'UN Tourism (UNWTO) World Tourism Barometer',
      description: 'International arrivals and tourism spending by destination.',
      region: 'global',
      keywords: ['tourism', 'arrivals', 'destinations', 'tourists'],
    },
    {
      name: 'ONS Travel trends',
      description: 'Visits abroad by UK residents and visits to the UK, with spending and purpose.',
      region: 'UK',
      keywords: ['holiday', 'abroad', 'visits', 'spending'],
    },
    {
      name: 'US National Travel and Tourism Office',
      description: 'International visitor arrivals to the US and Americans travelling abroad.',
      region: 'US',
      keywords: ['visitors', 'arrivals', 'abroad'],
    },
    {
      name: 'US Bureau of Transportation Statistics',
      description: 'Airline on-time performance, cancellations, fares and passenger numbers.',
      region: 'US',
      keywords: ['flights', 'airline', 'delays', 'fares', 'cancellations'],
    },
    {
      name: 'UK Civil Aviation Authority airport data',
      description: 'Passenger numbers and punctuality for UK airports and routes.',
      region: 'UK',
      keywords: ['airport', 'flights', 'delays', 'passengers'],
    },
    {
      name: 'Eurostat tourism statistics',
      description: 'Nights spent in tourist accommodation across European destinations.',
      region: 'EU',
      keywords: ['europe', 'hotels', 'nights'],
    },
    {
      name: 'VisitBritain research',
      description: 'Inbound and domestic tourism figures and visitor spending for Britain.',
      region: 'UK',
      keywords: ['staycation', 'domestic', 'visitors'],
    },
    {
      name: 'Google Trends',
      description: 'Search interest in destinations, "cheap flights" and holiday types by region.',
      region: 'global',
      keywords: ['search', 'destination', 'interest'],
    },
  ],
  'food-nutrition': [
    {
      name: 'FAO Food Price Index and FAOSTAT',
      description: 'UN Food and Agriculture Organization figures on world food prices, production and supply.',
      region: 'global',
      keywords: ['prices', 'global', 'production', 'wheat', 'rice'],
    },
    {
      name: 'USDA Economic Research Service Food Price Outlook',
      description: 'US food-at-home and restaurant price changes and forecasts.',
      region: 'US',
      keywords: ['prices', 'grocery', 'restaurant', 'forecast'],
    },
    {
      name: 'Food Standards Agency Food and You 2',
      description: 'How people in England, Wales and Northern Ireland buy, cook and eat food, and food insecurity.',
      region: 'UK',
      keywords: ['cooking', 'eating', 'insecurity', 'habits'],
    },
    {
      name: 'National Diet and Nutrition Survey (NDNS)',
      description: 'What the UK population actually eats and its nutrient intake.',
      region: 'UK',
      keywords: ['diet', 'nutrition', 'sugar', 'fibre'],
    },
    {
      name: 'CDC National Health and Nutrition Examination Survey (NHANES)',
      description: 'US diet, nutrition and health measurements.',
      region: 'US',
      keywords: ['diet', 'nutrition', 'obesity'],
    },
    {
      name: 'Defra Family Food',
      description: 'Quantities and spending on food and drink by UK households.',
      region: 'UK',
      keywords: ['household', 'spending', 'purchases'],
    },
    {
      name: 'ONS Consumer Price Inflation (food and non-alcoholic beverages)',
      description: 'Month-by-month UK food price inflation, item by item.',
      region: 'UK',
      keywords: ['inflation', 'prices', 'pint', 'coffee', 'bread'],
    },
    {
      name: 'Our World in Data: Food and Agriculture',
      description: 'Diets, food supply and environmental footprint of foods by country.',
      region: 'global',
      keywords: ['footprint', 'diet', 'country', 'meat'],
    },
  ],
  'retail-consumer': [
    {
      name: 'ONS Retail sales, Great Britain',
      description: 'Monthly volume and value of retail sales, including the online share.',
      region: 'UK',
      keywords: ['retail', 'sales', 'online', 'shops'],
    },
    {
      name: 'US Census Bureau Monthly Retail Trade and E-commerce reports',
      description: 'US retail and e-commerce sales by type of business.',
      region: 'US',
      keywords: ['retail', 'sales', 'ecommerce', 'online'],
    },
    {
      name: 'US Bureau of Labor Statistics Consumer Price Index',
      description: 'Monthly US price changes by product category.',
      region: 'US',
      keywords: ['prices', 'inflation', 'product'],
    },
    {
      name: 'ONS Consumer Price Inflation',
      description: 'UK prices of individual goods in the shopping basket.',
      region: 'UK',
      keywords: ['prices', 'inflation', 'basket'],
    },
    {
      name: 'Eurostat retail trade and e-commerce statistics',
      description: 'Retail volumes and online shopping habits across EU countries.',
      region: 'EU',
      keywords: ['europe', 'online', 'shopping'],
    },
    {
      name: 'Companies House filings',
      description: 'Official accounts of UK companies, for revenue and store numbers.',
      region: 'UK',
      keywords: ['company', 'revenue', 'stores', 'brand'],
    },
    {
      name: 'SEC EDGAR filings',
      description: 'Annual and quarterly filings of US-listed companies, for revenue and store numbers.',
      region: 'US',
      keywords: ['company', 'revenue', 'stores', 'brand'],
    },
    {
      name: 'Google Trends',
      description: 'Search interest in products, brands and "dupes" over time and by region.',
      region: 'global',
      keywords: ['search', 'interest', 'dupe', 'brand', 'product'],
    },
    {
      name: 'OECD Household dashboard',
      description: 'Household income, consumption and confidence compared across countries.',
      region: 'global',
      keywords: ['confidence', 'consumption', 'income'],
    },
  ],
};

/** What a national statistics office publishes on each theme, as a description can end: "on ...". */
const OFFICE_COVERAGE: Readonly<Record<ThemeKey, string>> = {
  'remote-work': 'employment, hours worked and working from home',
  'cost-of-living': 'consumer prices and household spending',
  climate: 'energy use, emissions and the environment',
  'health-wellness': 'health, wellbeing and use of health services',
  'education-skills': 'education, qualifications and skills',
  technology: 'internet use, online shopping and digital skills',
  finance: 'household income, saving, debt and prices',
  'travel-leisure': 'trips, tourist nights and travel spending',
  'food-nutrition': 'food prices and what households spend on food',
  'retail-consumer': 'retail sales and consumer prices',
};

/** A region's own public data: its statistics office first, then a central bank or topical body. */
export type NationalSource = {
  name: string;
  /** Whose figures, for the office's description: "official figures for Ireland". */
  region: Exclude<RegionKey, 'global'>;
  /** Themes it serves; absent for the statistics office, which serves all of them. */
  themes?: readonly ThemeKey[];
  /** Fixed description; the statistics office's is written from OFFICE_COVERAGE instead. */
  description?: string;
};

const MONEY: readonly ThemeKey[] = ['finance', 'cost-of-living', 'retail-consumer'];

export const NATIONAL_SOURCES: readonly NationalSource[] = [
  { name: 'Office for National Statistics (ONS)', region: 'UK' },
  {
    name: 'Bank of England Database',
    region: 'UK',
    themes: MONEY,
    description: 'UK interest rates, mortgage approvals, lending and household debt.',
  },
  { name: 'US Census Bureau', region: 'US' },
  {
    name: 'Federal Reserve Economic Data (FRED)',
    region: 'US',
    themes: MONEY,
    description: 'US rates, wages, savings and debt series from the St. Louis Fed.',
  },
  { name: 'Central Statistics Office (CSO) Ireland', region: 'IE' },
  {
    name: 'Central Bank of Ireland statistics',
    region: 'IE',
    themes: MONEY,
    description: 'Irish household savings, credit, mortgage lending and card payment figures.',
  },
  {
    name: 'Healthy Ireland Survey (Department of Health)',
    region: 'IE',
    themes: ['health-wellness', 'food-nutrition'],
    description: 'Annual survey of health behaviours in Ireland: activity, diet, smoking, sleep and wellbeing.',
  },
  {
    name: 'Fáilte Ireland research',
    region: 'IE',
    themes: ['travel-leisure'],
    description: 'Visitor numbers, domestic holidays and tourism spending in Ireland.',
  },
  { name: 'Destatis (Federal Statistical Office of Germany)', region: 'DE' },
  {
    name: 'Deutsche Bundesbank statistics',
    region: 'DE',
    themes: MONEY,
    description: "German interest rates, lending and savings, and the Bundesbank's studies of how people pay.",
  },
  {
    name: 'Robert Koch Institute health monitoring',
    region: 'DE',
    themes: ['health-wellness', 'food-nutrition'],
    description: "Germany's public health surveys on chronic illness, activity, diet and mental health.",
  },
  {
    name: 'German National Tourist Board (DZT) market research',
    region: 'DE',
    themes: ['travel-leisure'],
    description: 'Inbound travel to Germany, overnight stays and visitor spending by source market.',
  },
  { name: 'INSEE (French National Institute of Statistics)', region: 'FR' },
  {
    name: 'Banque de France statistics',
    region: 'FR',
    themes: MONEY,
    description: 'French household savings, credit, interest rates and payment habits.',
  },
  {
    name: 'DREES (French health ministry statistics)',
    region: 'FR',
    themes: ['health-wellness'],
    description: "French figures on health spending, access to care and patients' experience.",
  },
  {
    name: 'Atout France tourism observatory',
    region: 'FR',
    themes: ['travel-leisure'],
    description: 'Tourist arrivals, stays and spending across France.',
  },
  { name: 'INE (Spanish National Statistics Institute)', region: 'ES' },
  {
    name: 'Banco de España statistics',
    region: 'ES',
    themes: MONEY,
    description: 'Spanish household credit, savings, interest rates and payments.',
  },
  {
    name: 'Frontur and Egatur tourism surveys (INE)',
    region: 'ES',
    themes: ['travel-leisure'],
    description: 'International visitors to Spain and what they spend, month by month.',
  },
  { name: 'Istat (Italian National Institute of Statistics)', region: 'IT' },
  {
    name: "Banca d'Italia statistics",
    region: 'IT',
    themes: MONEY,
    description: 'Italian household wealth, credit, interest rates and payment habits.',
  },
  {
    name: 'Istituto Superiore di Sanità PASSI surveillance',
    region: 'IT',
    themes: ['health-wellness', 'food-nutrition'],
    description: "Italian adults' health behaviours: diet, activity, smoking and screening.",
  },
  { name: 'CBS (Statistics Netherlands)', region: 'NL' },
  {
    name: 'De Nederlandsche Bank statistics',
    region: 'NL',
    themes: MONEY,
    description: 'Dutch household savings, mortgages, interest rates and payments.',
  },
  {
    name: 'RIVM (Dutch National Institute for Public Health)',
    region: 'NL',
    themes: ['health-wellness', 'food-nutrition'],
    description: 'Dutch public health figures, including the national food consumption survey.',
  },
  { name: 'Nordic Statistics database (Nordic Council of Ministers)', region: 'NORDICS' },
  {
    name: 'Statistics Sweden (SCB) and Statistics Norway (SSB)',
    region: 'NORDICS',
    description: 'National figures for Sweden and Norway on prices, incomes, travel, health and internet use.',
  },
  { name: 'Statistics Canada', region: 'CA' },
  {
    name: 'Bank of Canada statistics',
    region: 'CA',
    themes: MONEY,
    description: "Canadian interest rates, household credit and the Bank's surveys of consumer expectations.",
  },
  {
    name: 'Canadian Community Health Survey (Statistics Canada)',
    region: 'CA',
    themes: ['health-wellness', 'food-nutrition'],
    description: "Health status, habits and use of care across Canada's provinces.",
  },
  { name: 'Australian Bureau of Statistics (ABS)', region: 'AU' },
  {
    name: 'Reserve Bank of Australia statistics',
    region: 'AU',
    themes: MONEY,
    description: 'Australian interest rates, household debt, lending and payment methods.',
  },
  {
    name: 'Australian Institute of Health and Welfare (AIHW)',
    region: 'AU',
    themes: ['health-wellness', 'food-nutrition'],
    description: 'Australian data on disease, hospital use, mental health and health behaviours.',
  },
  {
    name: 'Tourism Research Australia',
    region: 'AU',
    themes: ['travel-leisure'],
    description: 'Domestic and international travel to and within Australia, with spending.',
  },
  { name: 'Stats NZ', region: 'NZ' },
  {
    name: 'Reserve Bank of New Zealand statistics',
    region: 'NZ',
    themes: MONEY,
    description: 'New Zealand interest rates, household lending, savings and card spending.',
  },
  {
    name: 'New Zealand Health Survey (Ministry of Health)',
    region: 'NZ',
    themes: ['health-wellness', 'food-nutrition'],
    description: "Annual survey of New Zealanders' health, health behaviours and use of health services.",
  },
  { name: 'Ministry of Statistics and Programme Implementation (MoSPI)', region: 'IN' },
  {
    name: 'Reserve Bank of India Database on Indian Economy',
    region: 'IN',
    themes: MONEY,
    description: 'Indian interest rates, credit, household savings and digital payment volumes.',
  },
  {
    name: 'National Family Health Survey (NFHS)',
    region: 'IN',
    themes: ['health-wellness', 'food-nutrition'],
    description: "India's large household survey of health, nutrition and family welfare, by state.",
  },
  { name: 'Department of Statistics Singapore (SingStat)', region: 'SG' },
  {
    name: 'Monetary Authority of Singapore statistics',
    region: 'SG',
    themes: MONEY,
    description: 'Singapore interest rates, household credit and payment statistics.',
  },
  {
    name: 'Singapore Tourism Board statistics',
    region: 'SG',
    themes: ['travel-leisure'],
    description: 'Visitor arrivals and tourism receipts for Singapore.',
  },
  { name: 'Federal Competitiveness and Statistics Centre (UAE)', region: 'AE' },
  {
    name: 'Central Bank of the UAE statistics',
    region: 'AE',
    themes: MONEY,
    description: 'UAE banking, lending, deposits and payment figures.',
  },
  {
    name: 'Dubai Statistics Center',
    region: 'AE',
    description: 'Population, prices, tourism and household figures for the emirate of Dubai.',
  },
  { name: 'Eurostat', region: 'EU' },
  {
    name: 'Eurobarometer surveys',
    region: 'EU',
    description: "The European Commission's surveys of what people across the EU think and do, country by country.",
  },
];

/** A national source as a data source for a theme: the statistics office says what it has on that theme. */
export function nationalDataSource(source: NationalSource, theme: ThemeKey, regionName: string): DataSource {
  return {
    name: source.name,
    description: source.description ?? `Official figures for ${regionName} on ${OFFICE_COVERAGE[theme]}.`,
    region: source.region,
    keywords: [],
  };
}

/**
 * Business data for a brand that sells to businesses: what firms pay, hire and suffer, not what
 * households spend. A B2B accounts-payable brand benchmarked on household broadband figures was
 * graded "wrong subject". Keyed by the business function the brand sells to (beats.ts).
 */
export const BUSINESS_DATA_SOURCES: Readonly<Record<'finance' | 'people' | 'it' | 'general', readonly DataSource[]>> = {
  finance: [
    {
      name: 'GOV.UK Payment Practices and Performance reports',
      description: 'What large UK companies report twice a year on their payment terms and how late they pay suppliers.',
      region: 'UK',
      keywords: ['payment', 'payments', 'invoice', 'invoices', 'suppliers', 'late', 'payable'],
    },
    {
      name: 'ONS Business Insights and Conditions Survey',
      description: 'Fortnightly survey of UK firms on turnover, prices, cash reserves and technology use.',
      region: 'UK',
      keywords: ['business', 'businesses', 'cash', 'turnover', 'firms'],
    },
    {
      name: 'Federal Reserve Small Business Credit Survey',
      description: 'Yearly survey of US small firms on financing, cash flow and late payments from customers.',
      region: 'US',
      keywords: ['small', 'cash', 'credit', 'payments', 'smes'],
    },
    {
      name: 'US Census Bureau Business Trends and Outlook Survey',
      description: 'Fortnightly survey of US firms on revenue, costs, hiring and the use of AI.',
      region: 'US',
      keywords: ['business', 'businesses', 'ai', 'firms'],
    },
    {
      name: 'Eurostat structural business statistics',
      description: 'Number, turnover and costs of enterprises by size and sector across EU countries.',
      region: 'EU',
      keywords: ['business', 'enterprises', 'smes', 'companies'],
    },
    {
      name: 'World Bank Enterprise Surveys',
      description: 'Firm-level surveys in many countries on finance, payment delays and the business environment.',
      region: 'global',
      keywords: ['firms', 'finance', 'business', 'smes'],
    },
  ],
  people: [
    {
      name: 'ONS Labour Force Survey',
      description: 'UK employment, vacancies, hours and sickness absence.',
      region: 'UK',
      keywords: ['staff', 'hiring', 'absence', 'employees', 'workforce'],
    },
    {
      name: 'CIPD Good Work Index',
      description: 'Yearly survey of UK workers on job quality, pay, workload and wellbeing, by the HR professional body.',
      region: 'UK',
      keywords: ['hr', 'people', 'employees', 'staff', 'wellbeing'],
    },
    {
      name: 'US Bureau of Labor Statistics Job Openings and Labor Turnover Survey (JOLTS)',
      description: 'Monthly US job openings, hires, quits and layoffs by industry.',
      region: 'US',
      keywords: ['hiring', 'turnover', 'quits', 'staff', 'shift'],
    },
    {
      name: 'Eurostat Labour Force Survey',
      description: 'EU-wide employment, working hours and working from home by country.',
      region: 'EU',
      keywords: ['employment', 'hours', 'staff'],
    },
    {
      name: 'OECD Employment Outlook',
      description: 'Cross-country comparisons of working hours, pay and labour shortages across OECD members.',
      region: 'global',
      keywords: ['pay', 'hours', 'shortages'],
    },
  ],
  it: [
    {
      name: 'UK Cyber Security Breaches Survey',
      description: 'Yearly government survey of how many UK businesses report breaches or attacks, and what they do about it.',
      region: 'UK',
      keywords: ['security', 'cyber', 'phishing', 'breaches', 'attacks', 'it'],
    },
    {
      name: 'ONS Business Insights and Conditions Survey',
      description: 'Fortnightly survey of UK firms, including their use of AI and cloud technology.',
      region: 'UK',
      keywords: ['ai', 'cloud', 'technology', 'business'],
    },
    {
      name: 'FBI Internet Crime Complaint Center (IC3) annual report',
      description: 'Complaints and losses from business e-mail compromise, ransomware and fraud reported in the US.',
      region: 'US',
      keywords: ['security', 'cyber', 'ransomware', 'phishing', 'fraud'],
    },
    {
      name: 'Eurostat Digital Economy and Society statistics',
      description: 'How EU enterprises use cloud, AI and security measures, by country and firm size.',
      region: 'EU',
      keywords: ['cloud', 'ai', 'security', 'enterprises'],
    },
    {
      name: 'OECD Digital Economy Outlook',
      description: 'Cross-country figures on business adoption of digital tools, cloud and AI.',
      region: 'global',
      keywords: ['digital', 'cloud', 'ai'],
    },
  ],
  general: [
    {
      name: 'ONS Business Insights and Conditions Survey',
      description: 'Fortnightly survey of UK firms on turnover, prices, cash reserves and staffing.',
      region: 'UK',
      keywords: ['business', 'businesses', 'small', 'cash', 'firms'],
    },
    {
      name: 'Companies House filings',
      description: 'Incorporations and official accounts of UK companies.',
      region: 'UK',
      keywords: ['company', 'companies', 'startups', 'founders'],
    },
    {
      name: 'Federal Reserve Small Business Credit Survey',
      description: 'Yearly survey of US small firms on financing, cash flow and the challenges they face.',
      region: 'US',
      keywords: ['small', 'cash', 'credit', 'business'],
    },
    {
      name: 'US Census Bureau Business Trends and Outlook Survey',
      description: 'Fortnightly survey of US firms on revenue, costs, hiring and the use of AI.',
      region: 'US',
      keywords: ['business', 'businesses', 'hiring', 'firms'],
    },
    {
      name: 'Eurostat structural business statistics',
      description: 'Number, turnover and costs of enterprises by size and sector across EU countries.',
      region: 'EU',
      keywords: ['business', 'enterprises', 'smes'],
    },
    {
      name: 'OECD SME and Entrepreneurship Outlook',
      description: 'Cross-country figures on small firms: numbers, finance, digital adoption and productivity.',
      region: 'global',
      keywords: ['small', 'smes', 'business', 'entrepreneurs'],
    },
  ],
};
