import { ConfigError, loadAppConfig } from './app-config.js';

describe(loadAppConfig.name, () => {
  describe('when the environment is empty', () => {
    it('should apply the documented defaults and pick the built-in generator', () => {
      const config = loadAppConfig({});
      expect(config.port).toBe(3000);
      expect(config.host).toBe('127.0.0.1');
      expect(config.databaseUrl).toBeNull();
      expect(config.ai.provider).toBe('builtin');
      expect(config.ai.timeoutMs).toBe(60000);
      expect(config.ai.maxConcurrency).toBe(4);
      expect(config.ai.fromEnvironment).toBe(false);
      expect(config.rateLimitPerMinute).toBe(120);
      expect(config.refreshCron).toBeNull();
      expect(config.xTrendsUrls.length).toBeGreaterThan(0);
      expect(config.alerts).toEqual({ smtpUrl: null, from: 'trendjack@localhost', digestCron: '0 8 * * *' });
    });
  });

  describe('the alert settings', () => {
    it('should take an SMTP URL with credentials, a From with a display name and a digest schedule', () => {
      const config = loadAppConfig({
        SMTP_URL: 'smtp://alerts:s3cret@mail.example.com:587',
        ALERT_FROM: 'Trendjack Alerts <alerts@example.com>',
        DIGEST_CRON: '30 7 * * 1-5',
      });
      expect(config.alerts).toEqual({
        smtpUrl: 'smtp://alerts:s3cret@mail.example.com:587',
        from: 'Trendjack Alerts <alerts@example.com>',
        digestCron: '30 7 * * 1-5',
      });
    });

    it('should take smtps:// and treat blank values as unset', () => {
      expect(loadAppConfig({ SMTP_URL: 'smtps://mail.example.com' }).alerts.smtpUrl).toBe('smtps://mail.example.com');
      expect(loadAppConfig({ SMTP_URL: ' ', ALERT_FROM: '', DIGEST_CRON: '' }).alerts).toEqual({
        smtpUrl: null,
        from: 'trendjack@localhost',
        digestCron: '0 8 * * *',
      });
    });
  });

  describe('when an OpenAI key is set', () => {
    it('should pick the openai provider', () => {
      expect(loadAppConfig({ OPENAI_API_KEY: 'sk-test' }).ai.provider).toBe('openai');
    });
  });

  describe('when AI_PROVIDER, OPENAI_API_KEY or OPENAI_BASE_URL is set', () => {
    it.each([
      { AI_PROVIDER: 'builtin' },
      { OPENAI_API_KEY: 'sk-test' },
      { AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://localhost:11434/v1' },
    ])('should say the environment chooses the AI provider (%o)', (env) => {
      expect(loadAppConfig(env).ai.fromEnvironment).toBe(true);
    });

    it('should not count OPENAI_MODEL alone, or blank values', () => {
      expect(loadAppConfig({ OPENAI_MODEL: 'gpt-5-mini', OPENAI_API_KEY: ' ', AI_PROVIDER: '' }).ai.fromEnvironment).toBe(false);
    });
  });

  describe('when a value is bad', () => {
    it.each([
      ['PORT', 'eighty'],
      ['DATABASE_URL', 'mysql://localhost/db'],
      ['AI_TIMEOUT_MS', '-5'],
      ['X_TRENDS_URLS', 'https://ok.example/,ftp://bad.example/'],
      ['LOG_LEVEL', 'loud'],
      ['REFRESH_CRON', 'every hour'],
      ['SMTP_URL', 'https://mail.example.com'],
      ['SMTP_URL', 'mail.example.com:587'],
      ['ALERT_FROM', 'not an address'],
      ['DIGEST_CRON', 'daily at eight'],
      ['DIGEST_CRON', '99 8 * * *'],
      ['REFRESH_CRON', '*/30 * * * mon-xyz'],
      ['TRUST_PROXY', 'true'],
      ['TRUST_PROXY', '0'],
      ['TRUST_PROXY', '10.0.0.0/8, proxy.example.com'],
      ['TRUST_PROXY', '10.0.0.0/33'],
    ])('should stop with a message naming %s', (name, value) => {
      expect(() => loadAppConfig({ [name]: value })).toThrow(ConfigError);
      expect(() => loadAppConfig({ [name]: value })).toThrow(name);
    });
  });

  describe('LOG_FORMAT', () => {
    it('should write readable lines unless told otherwise', () => {
      expect(loadAppConfig({}).logFormat).toBe('text');
      expect(loadAppConfig({ LOG_FORMAT: ' ' }).logFormat).toBe('text');
    });

    it.each(['text', 'json'] as const)('should take %s', (format) => {
      expect(loadAppConfig({ LOG_FORMAT: format }).logFormat).toBe(format);
    });

    it.each(['JSON', 'yaml', 'pretty'])('should refuse %s, saying what it takes', (value) => {
      expect(() => loadAppConfig({ LOG_FORMAT: value })).toThrow(
        new ConfigError(`Invalid configuration: LOG_FORMAT must be text or json, not ${value}`),
      );
    });
  });

  describe('AI_TIMEOUT_MS', () => {
    it.each([
      ['900000', 'AI_TIMEOUT_MS must be a whole number from 1000 to 600000, not 900000'],
      ['500', 'AI_TIMEOUT_MS must be a whole number from 1000 to 600000, not 500'],
      ['1500.5', 'AI_TIMEOUT_MS must be a whole number from 1000 to 600000, not 1500.5'],
      ['a minute', 'AI_TIMEOUT_MS must be a whole number from 1000 to 600000, not a minute'],
    ])('should refuse %s with the allowed range and the value given', (value, message) => {
      expect(() => loadAppConfig({ AI_TIMEOUT_MS: value })).toThrow(message);
    });

    it('should take the largest value allowed', () => {
      expect(loadAppConfig({ AI_TIMEOUT_MS: '600000' }).ai.timeoutMs).toBe(600000);
    });
  });

  it('should split list variables on commas', () => {
    const config = loadAppConfig({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1:4000, Localhost:5000' });
    expect(config.outboundAllowHosts).toEqual(['127.0.0.1:4000', 'localhost:5000']);
  });

  describe('TRUST_PROXY', () => {
    it('should trust no X-Forwarded-For by default', () => {
      expect(loadAppConfig({}).trustProxy).toBeNull();
    });

    it.each([
      ['1', 1],
      ['loopback', ['loopback']],
      [' 10.0.0.0/8, 192.168.1.5 ,uniquelocal, ::1 ', ['10.0.0.0/8', '192.168.1.5', 'uniquelocal', '::1']],
    ])('should read %j as Express takes it', (value, expected) => {
      expect(loadAppConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
    });
  });

  describe('the keyless trend sources', () => {
    it('should default to the public upstreams the issue names', () => {
      expect(loadAppConfig({}).trendSources).toEqual({
        googleTrendsRssUrl: 'https://trends.google.com/trending/rss',
        blueskyApiUrl: 'https://public.api.bsky.app',
        hackerNewsApiUrl: 'https://hn.algolia.com/api/v1',
        wikipediaFeedUrl: 'https://api.wikimedia.org/feed/v1/wikipedia',
        mastodonInstances: ['https://mastodon.social'],
      });
    });

    it('should take local fakes without a trailing slash', () => {
      const config = loadAppConfig({
        HACKERNEWS_API_URL: 'http://127.0.0.1:4100/hn/',
        MASTODON_INSTANCES: 'http://127.0.0.1:4100/, https://fosstodon.org',
      });
      expect(config.trendSources.hackerNewsApiUrl).toBe('http://127.0.0.1:4100/hn');
      expect(config.trendSources.mastodonInstances).toEqual(['http://127.0.0.1:4100', 'https://fosstodon.org']);
    });

    it.each([
      ['GOOGLE_TRENDS_RSS_URL', 'trends.google.com/trending/rss'],
      ['BLUESKY_API_URL', 'ftp://public.api.bsky.app'],
      ['HACKERNEWS_API_URL', 'not a url'],
      ['WIKIPEDIA_FEED_URL', 'file:///etc/passwd'],
      ['MASTODON_INSTANCES', 'https://mastodon.social,gopher://old.example'],
    ])('should stop with a message naming %s when it is no http(s) URL', (name, value) => {
      expect(() => loadAppConfig({ [name]: value })).toThrow(name);
    });
  });

  describe('sign-in (AUTH_MODE)', () => {
    it.each([
      [{}, 'none'],
      [{ HOST: '::1' }, 'none'],
      [{ HOST: 'localhost' }, 'none'],
      [{ HOST: '0.0.0.0', PUBLIC_URL: 'https://trendjack.example.com' }, 'local'],
      [{ HOST: '10.0.0.5', ALLOWED_HOSTS: 'trendjack.intranet' }, 'local'],
      [
        {
          HOST: '0.0.0.0',
          PUBLIC_URL: 'https://trendjack.example.com',
          OIDC_ISSUER_URL: 'https://id.example.com',
          OIDC_CLIENT_ID: 'trendjack',
        },
        'oidc',
      ],
      [{ OIDC_ISSUER_URL: 'https://id.example.com', OIDC_CLIENT_ID: 'trendjack' }, 'oidc'],
      [{ HOST: '0.0.0.0', AUTH_MODE: 'none', ALLOW_ANONYMOUS: 'true', ALLOWED_HOSTS: '10.0.0.5' }, 'none'],
    ])('should choose the mode from %o: %s', (env, mode) => {
      expect(loadAppConfig(env).auth.mode).toBe(mode);
    });

    it('should refuse AUTH_MODE=none on a non-loopback HOST unless ALLOW_ANONYMOUS=true', () => {
      expect(() => loadAppConfig({ HOST: '0.0.0.0', AUTH_MODE: 'none' })).toThrow(/ALLOW_ANONYMOUS=true/);
      expect(
        loadAppConfig({ HOST: '0.0.0.0', AUTH_MODE: 'none', ALLOW_ANONYMOUS: 'true', ALLOWED_HOSTS: '10.0.0.5' }).auth.anonymousOnNetwork,
      ).toBe(true);
      expect(loadAppConfig({ AUTH_MODE: 'none' }).auth.anonymousOnNetwork).toBe(false);
    });

    it('should build the redirect URI from PUBLIC_URL and mark cookies Secure for https', () => {
      const config = loadAppConfig({
        PUBLIC_URL: 'https://trendjack.intranet.example/',
        OIDC_ISSUER_URL: 'https://id.example.com',
        OIDC_CLIENT_ID: 'trendjack',
        OIDC_ADMIN_GROUPS: 'pr-leads, it-admins',
      });
      expect(config.publicUrl).toBe('https://trendjack.intranet.example');
      expect(config.auth.secureCookies).toBe(true);
      expect(config.auth.oidc).toEqual({
        issuerUrl: 'https://id.example.com',
        clientId: 'trendjack',
        clientSecret: null,
        redirectUri: 'https://trendjack.intranet.example/api/auth/callback',
        adminGroups: ['pr-leads', 'it-admins'],
      });
    });

    it("should accept a plain http issuer on this machine only (the tests' provider, a local Keycloak)", () => {
      expect(loadAppConfig({ OIDC_ISSUER_URL: 'http://127.0.0.1:8080/realms/pr', OIDC_CLIENT_ID: 'trendjack' }).auth.oidc?.issuerUrl).toBe(
        'http://127.0.0.1:8080/realms/pr',
      );
      expect(loadAppConfig({ OIDC_ISSUER_URL: 'http://[::1]:8080', OIDC_CLIENT_ID: 'trendjack' }).auth.mode).toBe('oidc');
    });

    it('should default PUBLIC_URL to http://localhost:PORT, with cookies not Secure', () => {
      const config = loadAppConfig({ PORT: '4100' });
      expect(config.publicUrl).toBe('http://localhost:4100');
      expect(config.auth.secureCookies).toBe(false);
    });

    it.each([
      [{ AUTH_MODE: 'oidc' }, 'OIDC_ISSUER_URL'],
      [{ OIDC_ISSUER_URL: 'https://id.example.com' }, 'OIDC_CLIENT_ID'],
      [{ OIDC_ISSUER_URL: 'http://id.example.com', OIDC_CLIENT_ID: 'trendjack' }, 'OIDC_ISSUER_URL must be an https://'],
      [{ ADMIN_EMAIL: 'lead@example.com' }, 'ADMIN_PASSWORD'],
      [{ ADMIN_EMAIL: 'lead@example.com', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
      [{ ADMIN_EMAIL: 'not an address', ADMIN_PASSWORD: 'long enough password' }, 'ADMIN_EMAIL'],
      [{ ALLOW_ANONYMOUS: 'maybe' }, 'ALLOW_ANONYMOUS'],
    ])('should stop on %o naming %s', (env, name) => {
      expect(() => loadAppConfig(env)).toThrow(ConfigError);
      expect(() => loadAppConfig(env)).toThrow(name);
    });

    it('should keep the first admin from ADMIN_EMAIL and ADMIN_PASSWORD, the address in lower case', () => {
      const config = loadAppConfig({
        HOST: '0.0.0.0',
        PUBLIC_URL: 'https://trendjack.example.com',
        ADMIN_EMAIL: 'Lead@Example.com',
        ADMIN_PASSWORD: 'correct horse battery',
      });
      expect(config.auth.initialAdmin).toEqual({ email: 'lead@example.com', password: 'correct horse battery' });
    });
  });

  describe('the hosts Trendjack answers (ALLOWED_HOSTS)', () => {
    it.each([
      [{ AUTH_MODE: 'local', HOST: '0.0.0.0' }],
      [{ HOST: '10.0.0.5' }],
      [{ HOST: '::', OIDC_ISSUER_URL: 'https://id.example.com', OIDC_CLIENT_ID: 'trendjack' }],
      [{ HOST: '0.0.0.0', AUTH_MODE: 'none', ALLOW_ANONYMOUS: 'true' }],
    ])('should stop on a non-loopback HOST without PUBLIC_URL or ALLOWED_HOSTS, naming both: %o', (env) => {
      expect(() => loadAppConfig(env)).toThrow(ConfigError);
      expect(() => loadAppConfig(env)).toThrow(/Set PUBLIC_URL to that address .*ALLOWED_HOSTS/);
    });

    it("should allow PUBLIC_URL's host and the ALLOWED_HOSTS entries, a port only where one is named", () => {
      const config = loadAppConfig({
        HOST: '0.0.0.0',
        PUBLIC_URL: 'https://Trendjack.Example.com/',
        ALLOWED_HOSTS: ' trendjack.intranet:8080, 10.0.0.5 ,[fd00::5]:3000,trendjack.intranet.:80',
      });
      expect(config.allowedHosts).toEqual([
        { hostname: 'trendjack.example.com', port: null },
        { hostname: 'trendjack.intranet', port: '8080' },
        { hostname: '10.0.0.5', port: null },
        { hostname: '[fd00::5]', port: '3000' },
        { hostname: 'trendjack.intranet', port: null },
      ]);
    });

    it('should allow the HOST listen address when it names one address, not 0.0.0.0 or ::', () => {
      expect(loadAppConfig({ HOST: '10.0.0.5', ALLOWED_HOSTS: 'trendjack.intranet' }).allowedHosts).toContainEqual({
        hostname: '10.0.0.5',
        port: null,
      });
      expect(loadAppConfig({ HOST: 'fd00::5', ALLOWED_HOSTS: 'trendjack.intranet' }).allowedHosts).toContainEqual({
        hostname: '[fd00::5]',
        port: null,
      });
      expect(loadAppConfig({ HOST: '0.0.0.0', ALLOWED_HOSTS: 'trendjack.intranet' }).allowedHosts).toEqual([
        { hostname: 'localhost', port: null },
        { hostname: 'trendjack.intranet', port: null },
      ]);
    });

    it.each([
      'https://trendjack.example.com',
      'trendjack.example.com/app',
      'user@trendjack.example.com',
      'trendjack.example.com:99999',
      'a b',
    ])('should refuse ALLOWED_HOSTS=%s with the expected form', (entry) => {
      expect(() => loadAppConfig({ ALLOWED_HOSTS: entry })).toThrow(`ALLOWED_HOSTS.0 has "${entry}", which is not a host or host:port`);
    });
  });
});
