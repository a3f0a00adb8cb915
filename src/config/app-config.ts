import { isIP } from 'node:net';
import path from 'node:path';
import { validateCronExpression } from 'cron';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { AUTH_MODES, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, type AuthMode } from '../contracts/auth.contract.js';

/**
 * The configuration contract (DESIGN.md section 3). This file and mikro-orm.config.ts are the only
 * places that read process.env; everything else receives the typed, validated AppConfig.
 */
export type AppConfig = {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  appSecretKey: string | null;
  ai: {
    provider: 'builtin' | 'openai';
    openaiApiKey: string | null;
    openaiBaseUrl: string | null;
    openaiModel: string;
    timeoutMs: number;
    maxConcurrency: number;
    /**
     * AI_PROVIDER, OPENAI_API_KEY or OPENAI_BASE_URL is set: the environment chooses the provider and
     * the AI settings saved in the Settings screen are ignored (and cannot be changed there).
     */
    fromEnvironment: boolean;
  };
  reddit: { clientId: string | null; clientSecret: string | null; tokenUrl: string; apiUrl: string };
  xTrendsUrls: string[];
  news: { apiKey: string | null; apiUrl: string; rssUrls: string[] };
  /** Keyless trend sources: base URLs without a trailing slash (tests point them at local fakes). */
  trendSources: {
    googleTrendsRssUrl: string;
    blueskyApiUrl: string;
    hackerNewsApiUrl: string;
    wikipediaFeedUrl: string;
    /** Instances asked when a fetch configuration names none. */
    mastodonInstances: string[];
  };
  outboundAllowHosts: string[];
  refreshCron: string | null;
  /** Watchlist alerts (issue 18). */
  alerts: AlertsConfig;
  eventsIcsUrls: string[];
  rateLimitPerMinute: number;
  /** Express's `trust proxy` (TRUST_PROXY): hops or proxy addresses; null trusts no X-Forwarded-For. */
  trustProxy: number | string[] | null;
  logLevel: LogLevel;
  /** LOG_FORMAT: readable lines (text) or JSON lines (json). */
  logFormat: LogFormat;
  /** The address users reach (no trailing slash): OIDC redirect URI, one-time links, links in alerts. */
  publicUrl: string;
  /**
   * The Host headers answered besides loopback names (see hostCheck): the HOST listen address unless it
   * is a wildcard, PUBLIC_URL's host and ALLOWED_HOSTS. port null: any port.
   */
  allowedHosts: HostAndPort[];
  auth: AuthConfig;
};

/** A host name or address as a Host header names it: lower case, IPv6 in brackets; port null when none is named. */
export type HostAndPort = { hostname: string; port: string | null };

/**
 * A Host header or an ALLOWED_HOSTS entry (`host` or `host:port`) read as a browser reads an address:
 * lower case, a trailing dot dropped, a port of 80 the same as none. null: no host at all, or more than one.
 */
export function parseHostAndPort(value: string): HostAndPort | null {
  const text = value.trim();
  if (text === '' || /[/?#@\\\s]/.test(text)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(`http://${text}`);
  } catch {
    return null;
  }
  const hostname = url.hostname.replace(/\.$/, '');
  return hostname === '' ? null : { hostname, port: url.port === '' ? null : url.port };
}

export type AlertsConfig = {
  /** SMTP_URL (smtp:// or smtps://, user and password in the URL); null: e-mail alerts are off. Never logged. */
  smtpUrl: string | null;
  /** ALERT_FROM: the From of alert e-mails, an address or `Name <address>`. */
  from: string;
  /** DIGEST_CRON: when the daily digest e-mails go out (server time). */
  digestCron: string;
};

export type AuthConfig = {
  mode: AuthMode;
  /** AUTH_MODE=none on a non-loopback HOST was allowed on purpose (main.ts warns at start). */
  anonymousOnNetwork: boolean;
  /** Session cookies carry Secure: PUBLIC_URL is https. */
  secureCookies: boolean;
  /** local: the first admin, created at start when no account has this address. */
  initialAdmin: { email: string; password: string } | null;
  /** oidc only. */
  oidc: OidcConfig | null;
};

export type OidcConfig = {
  issuerUrl: string;
  clientId: string;
  /** null: a public client (PKCE alone authenticates the code exchange). */
  clientSecret: string | null;
  /** PUBLIC_URL + /api/auth/callback. */
  redirectUri: string;
  /** Values of the groups claim that make an admin; empty: the first user to sign in is admin. */
  adminGroups: string[];
};

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'verbose'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** text: one readable line per message (the default); json: one JSON object per line, for log collectors. */
export const LOG_FORMATS = ['text', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export const DEFAULT_OPENAI_MODEL = 'gpt-4.1-mini';
export const DEFAULT_X_TRENDS_URLS = ['https://trends24.in/', 'https://getdaytrends.com/'];
export const DEFAULT_NEWS_RSS_URLS = [
  'https://feeds.bbci.co.uk/news/rss.xml',
  'https://www.theguardian.com/world/rss',
  'https://feeds.npr.org/1001/rss.xml',
  'https://rss.nytimes.com/services/xml/rss/nyt/HomePage.xml',
];

export const DEFAULT_MASTODON_INSTANCES = ['https://mastodon.social'];

export const DEFAULT_ALERT_FROM = 'trendjack@localhost';
export const DEFAULT_DIGEST_CRON = '0 8 * * *';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().trim().optional());
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const optionalUrl = z.preprocess(emptyToUndefined, httpUrl.optional());
/** A comma-separated variable as a list of its trimmed, non-empty entries, each checked by `entry`. */
const commaSeparated = <Entry extends z.ZodType>(entry: Entry) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(entry),
  );
const urlList = commaSeparated(httpUrl);
/** A whole number within bounds; the one message says the allowed range and the value given. */
const integer = (min: number, max: number) => {
  const outOfRange = (issue: { input?: unknown }) => `must be a whole number from ${min} to ${max}, not ${String(issue.input)}`;
  // Numbers are read by hand rather than coerced, so the message shows a word as typed (not NaN).
  const toNumber = (value: unknown) => {
    const given = emptyToUndefined(value);
    return typeof given === 'string' && Number.isFinite(Number(given)) ? Number(given) : given;
  };
  return z.preprocess(
    toNumber,
    z.number({ error: outOfRange }).int({ error: outOfRange }).min(min, { error: outOfRange }).max(max, { error: outOfRange }),
  );
};
const hostList = commaSeparated(
  z
    .string()
    .toLowerCase()
    .regex(/^[a-z0-9.\-[\]:]+$/, 'must be a comma-separated list of host or host:port'),
);
const commaList = commaSeparated(z.string());
const allowedHostList = commaSeparated(
  z.string().refine((entry) => parseHostAndPort(entry) !== null, {
    error: (issue) => `has "${String(issue.input)}", which is not a host or host:port (such as trendjack.example.com or 10.0.0.5:3000)`,
  }),
);

/** Express's names for address ranges (proxy-addr), usable in TRUST_PROXY. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
/** An address, an address/prefix (10.0.0.0/8), or one of PROXY_RANGE_NAMES; addresses in their usual forms only (not "0" or "10.1"). */
const isProxyAddress = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.includes(entry.toLowerCase())) {
    return true;
  }
  const [address = '', prefix] = entry.split('/', 2);
  if (isIP(address) === 0) {
    return false;
  }
  try {
    return prefix === undefined || ipaddr.parseCIDR(entry).length === 2;
  } catch {
    return false;
  }
};
/**
 * TRUST_PROXY: the reverse proxies whose X-Forwarded-For names the client: a number of hops, or
 * addresses, ranges and PROXY_RANGE_NAMES. `true` (trust anyone's header) is refused: every client
 * could then pick the address the sign-in throttle and the rate limit count.
 */
const trustProxy = z.union([
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(10)),
  commaSeparated(
    z
      .string()
      .refine(
        isProxyAddress,
        'must be a number of proxies (1 to 10) or a comma-separated list of addresses, ranges (10.0.0.0/8) and loopback, linklocal or uniquelocal',
      ),
  ).refine((entries) => entries.length > 0),
]);
const cronExpression = z
  .string()
  .regex(/^(\S+\s+){4,5}\S+$/, 'must be a cron expression with 5 or 6 fields')
  .refine((expression) => validateCronExpression(expression).valid, 'is not a valid cron expression');
/** An e-mail address, or `Display Name <address>`; the host may be a bare name (trendjack@localhost). */
const mailbox = z
  .string()
  .trim()
  .regex(/^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'must be an e-mail address or "Name <address>"');

const flag = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).transform((value) => ['true', '1', 'yes'].includes(value)),
);

const environmentSchema = z.object({
  PORT: integer(0, 65535).default(3000),
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional()),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./.data')),
  APP_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  AI_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['builtin', 'openai']).optional()),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.preprocess(emptyToUndefined, z.string().default(DEFAULT_OPENAI_MODEL)),
  AI_TIMEOUT_MS: integer(1000, 600000).default(60000),
  AI_MAX_CONCURRENCY: integer(1, 64).default(4),
  REDDIT_CLIENT_ID: optionalText,
  REDDIT_CLIENT_SECRET: optionalText,
  REDDIT_TOKEN_URL: z.preprocess(emptyToUndefined, httpUrl.default('https://www.reddit.com/api/v1/access_token')),
  REDDIT_API_URL: z.preprocess(emptyToUndefined, httpUrl.default('https://oauth.reddit.com')),
  X_TRENDS_URLS: z.preprocess(emptyToUndefined, urlList.default(DEFAULT_X_TRENDS_URLS)),
  NEWS_API_KEY: optionalText,
  NEWS_API_URL: z.preprocess(emptyToUndefined, httpUrl.default('https://newsapi.org/v2')),
  NEWS_RSS_URLS: z.preprocess(emptyToUndefined, urlList.default(DEFAULT_NEWS_RSS_URLS)),
  GOOGLE_TRENDS_RSS_URL: z.preprocess(emptyToUndefined, httpUrl.default('https://trends.google.com/trending/rss')),
  BLUESKY_API_URL: z.preprocess(emptyToUndefined, httpUrl.default('https://public.api.bsky.app')),
  HACKERNEWS_API_URL: z.preprocess(emptyToUndefined, httpUrl.default('https://hn.algolia.com/api/v1')),
  WIKIPEDIA_FEED_URL: z.preprocess(emptyToUndefined, httpUrl.default('https://api.wikimedia.org/feed/v1/wikipedia')),
  MASTODON_INSTANCES: z.preprocess(emptyToUndefined, urlList.default(DEFAULT_MASTODON_INSTANCES)),
  OUTBOUND_ALLOW_HOSTS: z.preprocess(emptyToUndefined, hostList.default([])),
  REFRESH_CRON: z.preprocess(emptyToUndefined, cronExpression.optional()),
  SMTP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  ALERT_FROM: z.preprocess(emptyToUndefined, mailbox.default(DEFAULT_ALERT_FROM)),
  DIGEST_CRON: z.preprocess(emptyToUndefined, cronExpression.default(DEFAULT_DIGEST_CRON)),
  EVENTS_ICS_URLS: z.preprocess(emptyToUndefined, urlList.default([])),
  RATE_LIMIT_PER_MINUTE: integer(1, 1_000_000).default(120),
  TRUST_PROXY: z.preprocess(emptyToUndefined, trustProxy.optional()),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).default('info')),
  LOG_FORMAT: z.preprocess(
    emptyToUndefined,
    z.enum(LOG_FORMATS, { error: (issue) => `must be text or json, not ${String(issue.input)}` }).default('text'),
  ),
  PUBLIC_URL: optionalUrl,
  ALLOWED_HOSTS: z.preprocess(emptyToUndefined, allowedHostList.default([])),
  AUTH_MODE: z.preprocess(emptyToUndefined, z.enum(AUTH_MODES).optional()),
  ALLOW_ANONYMOUS: flag.default(false),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email('must be an e-mail address').optional()),
  ADMIN_PASSWORD: z.preprocess(
    emptyToUndefined,
    // The same rule as passwords typed in the app.
    z.string().min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`).max(MAX_PASSWORD_LENGTH).optional(),
  ),
  OIDC_ISSUER_URL: optionalUrl,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_ADMIN_GROUPS: z.preprocess(emptyToUndefined, commaList.default([])),
});

type Environment = z.infer<typeof environmentSchema>;

/** HOST names this machine only: 127.0.0.0/8, ::1 or localhost. 0.0.0.0 (every interface) is not. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost') {
    return true;
  }
  return ipaddr.isValid(bare) && ipaddr.process(bare).range() === 'loopback';
}

/**
 * AUTH_MODE and its companions. Unset, the mode follows from where the server listens: the OpenID
 * provider when its variables are set (someone configured it on purpose, even on a laptop), else none
 * on a loopback HOST (one person, `npm start`), else local (the Docker image listens on 0.0.0.0).
 */
function authConfig(e: Environment, publicUrl: string): AuthConfig {
  const oidcNamed = e.OIDC_ISSUER_URL !== undefined || e.OIDC_CLIENT_ID !== undefined;
  const mode: AuthMode = e.AUTH_MODE ?? (oidcNamed ? 'oidc' : isLoopbackHost(e.HOST) ? 'none' : 'local');
  if (mode === 'oidc' && (e.OIDC_ISSUER_URL === undefined || e.OIDC_CLIENT_ID === undefined)) {
    throw new ConfigError('Invalid configuration: sign-in through OpenID Connect needs both OIDC_ISSUER_URL and OIDC_CLIENT_ID');
  }
  // Tokens and the client secret travel to the provider: plain http only to a provider on this machine.
  const issuer = mode === 'oidc' ? new URL(e.OIDC_ISSUER_URL!) : null;
  if (issuer && issuer.protocol !== 'https:' && !isLoopbackHost(issuer.hostname)) {
    throw new ConfigError(
      'Invalid configuration: OIDC_ISSUER_URL must be an https:// address (plain http is accepted only for a provider on this machine, such as http://127.0.0.1:8080)',
    );
  }
  const onNetwork = !isLoopbackHost(e.HOST);
  if (mode === 'none' && onNetwork && !e.ALLOW_ANONYMOUS) {
    throw new ConfigError(
      `Invalid configuration: AUTH_MODE=none on HOST ${e.HOST} would let anyone who reaches this server read everything, ` +
        'replace the credentials and spend the AI budget. Use AUTH_MODE=local or oidc, or set ALLOW_ANONYMOUS=true to accept that.',
    );
  }
  // Every request whose Host is not a loopback name, the listen address, PUBLIC_URL's host or in
  // ALLOWED_HOSTS is refused (DNS rebinding): on every interface, the server must be told its name.
  if (onNetwork && e.PUBLIC_URL === undefined && e.ALLOWED_HOSTS.length === 0) {
    throw new ConfigError(
      `Invalid configuration: on HOST ${e.HOST}, Trendjack answers only the addresses it is told people open it under. ` +
        'Set PUBLIC_URL to that address (such as https://trendjack.example.com), or list the host names and addresses in ALLOWED_HOSTS ' +
        '(such as trendjack.intranet,10.0.0.5:3000).',
    );
  }
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD go together (the first admin account)');
  }
  return {
    mode,
    anonymousOnNetwork: mode === 'none' && onNetwork,
    secureCookies: publicUrl.startsWith('https:'),
    initialAdmin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : null,
    oidc:
      mode === 'oidc'
        ? {
            issuerUrl: e.OIDC_ISSUER_URL!,
            clientId: e.OIDC_CLIENT_ID!,
            clientSecret: e.OIDC_CLIENT_SECRET ?? null,
            redirectUri: `${publicUrl}/api/auth/callback`,
            adminGroups: e.OIDC_ADMIN_GROUPS,
          }
        : null,
  };
}

/** Validates an environment; throws ConfigError naming every bad variable. */
export function loadAppConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const provider = e.AI_PROVIDER ?? (e.OPENAI_API_KEY ? 'openai' : 'builtin');
  if (provider === 'openai' && !e.OPENAI_API_KEY && !e.OPENAI_BASE_URL) {
    throw new ConfigError('Invalid configuration: AI_PROVIDER is openai but neither OPENAI_API_KEY nor OPENAI_BASE_URL is set');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: path.resolve(e.DATA_DIR),
    appSecretKey: e.APP_SECRET_KEY ?? null,
    ai: {
      provider,
      openaiApiKey: e.OPENAI_API_KEY ?? null,
      openaiBaseUrl: e.OPENAI_BASE_URL ?? null,
      openaiModel: e.OPENAI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      maxConcurrency: e.AI_MAX_CONCURRENCY,
      fromEnvironment: e.AI_PROVIDER !== undefined || e.OPENAI_API_KEY !== undefined || e.OPENAI_BASE_URL !== undefined,
    },
    reddit: {
      clientId: e.REDDIT_CLIENT_ID ?? null,
      clientSecret: e.REDDIT_CLIENT_SECRET ?? null,
      tokenUrl: e.REDDIT_TOKEN_URL,
      apiUrl: e.REDDIT_API_URL.replace(/\/+$/, ''),
    },
    xTrendsUrls: e.X_TRENDS_URLS,
    news: { apiKey: e.NEWS_API_KEY ?? null, apiUrl: e.NEWS_API_URL.replace(/\/+$/, ''), rssUrls: e.NEWS_RSS_URLS },
    trendSources: {
      googleTrendsRssUrl: e.GOOGLE_TRENDS_RSS_URL.replace(/\/+$/, ''),
      blueskyApiUrl: e.BLUESKY_API_URL.replace(/\/+$/, ''),
      hackerNewsApiUrl: e.HACKERNEWS_API_URL.replace(/\/+$/, ''),
      wikipediaFeedUrl: e.WIKIPEDIA_FEED_URL.replace(/\/+$/, ''),
      mastodonInstances: e.MASTODON_INSTANCES.map((url) => url.replace(/\/+$/, '')),
    },
    outboundAllowHosts: e.OUTBOUND_ALLOW_HOSTS,
    refreshCron: e.REFRESH_CRON ?? null,
    alerts: { smtpUrl: e.SMTP_URL ?? null, from: e.ALERT_FROM, digestCron: e.DIGEST_CRON },
    eventsIcsUrls: e.EVENTS_ICS_URLS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY ?? null,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    publicUrl,
    allowedHosts: allowedHosts(e, publicUrl),
    auth: authConfig(e, publicUrl),
  };
}

/** HOST when it names one address (not 0.0.0.0 or ::), PUBLIC_URL's host on any port, and ALLOWED_HOSTS. */
function allowedHosts(e: Environment, publicUrl: string): HostAndPort[] {
  const bare = e.HOST.replace(/^\[|\]$/g, '');
  const wildcard = ipaddr.isValid(bare) && ipaddr.parse(bare).range() === 'unspecified';
  const listenAddress = wildcard ? null : parseHostAndPort(bare.includes(':') ? `[${bare}]` : bare);
  const publicHost = parseHostAndPort(new URL(publicUrl).hostname);
  const listed = e.ALLOWED_HOSTS.map((entry) => parseHostAndPort(entry)!);
  return [listenAddress, publicHost, ...listed].filter((host) => host !== null);
}

/** Reads the process environment once, at start-up. */
export function readAppConfig(): AppConfig {
  return loadAppConfig(process.env);
}

/** Injection token for the AppConfig object. */
export const APP_CONFIG = Symbol('APP_CONFIG');
