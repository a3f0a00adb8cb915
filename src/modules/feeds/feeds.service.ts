import { Inject, Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { type CustomFeed as CustomFeedContract, MAX_CUSTOM_FEEDS } from '../../contracts/feeds.contract.js';
import { AppException } from '../../common/errors/app.exception.js';
import { socketFailure } from '../../platform/http/guarded-fetch-errors.js';
import { UPSTREAM_CLIENT } from '../../platform/http/http.module.js';
import { UpstreamError, type UpstreamClient } from '../../platform/http/upstream-client.js';
import { CustomFeed } from './custom-feed.entity.js';
import { toCustomFeedContract } from './custom-feed.mapper.js';
import { CustomFeedRepository, type FeedReadRecord } from './custom-feed.repository.js';
import { discoverFeed, type FeedPageAnswer } from './feed-discovery.js';
import { normalizeFeedUrl } from './feed-url.js';

/** Time cap of one page or candidate while a feed is looked for. */
const PAGE_TIMEOUT_MS = 8_000;
/** Time cap of the whole search (the page, its link tags, the common paths); the person is waiting. */
const DISCOVERY_TIME_CAP_MS = 25_000;
const FEED_ACCEPT = 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, text/html;q=0.8, */*;q=0.5';

/** A feed a fetch reads: its address and the name its items are published under. */
export type ActiveFeed = { id: number; url: string; title: string };

/** What a fetch found for one feed: entries read, or why it could not be read (in words). */
export type FeedReadResult = { id: number; itemCount: number | null; error: string | null };

/** The feeds people follow (issue 16): added by finding a site's feed, listed, paused, removed, read by the sources module. */
@Injectable()
export class FeedsService {
  constructor(
    private readonly feeds: CustomFeedRepository,
    @Inject(UPSTREAM_CLIENT) private readonly client: UpstreamClient,
  ) {}

  /** Every followed feed, the newest added first. */
  async list(): Promise<CustomFeedContract[]> {
    return (await this.feeds.listNewest()).map(toCustomFeedContract);
  }

  /**
   * Finds the feed behind a site's or a feed's address through the guarded upstream client (private
   * addresses refused unless in OUTBOUND_ALLOW_HOSTS), checks it parses, and stores it.
   * @throws AppException `invalid-input` for a bad or refused address, a full list, or no feed found;
   *   `conflict` when the feed is followed already; `upstream-failed` when the site cannot be reached
   */
  async add(rawUrl: string): Promise<CustomFeedContract> {
    const start = normalizeFeedUrl(rawUrl);
    if ((await this.feeds.count()) >= MAX_CUSTOM_FEEDS) {
      throw new AppException('invalid-input', `You can follow at most ${MAX_CUSTOM_FEEDS} feeds. Remove one to add another.`);
    }
    const deadline = AbortSignal.timeout(DISCOVERY_TIME_CAP_MS);
    const discovered = await discoverFeed(start, (url) => this.fetchPage(url, deadline));
    if (!discovered) {
      throw new AppException('invalid-input', `No RSS or Atom feed found at ${start.host}.`);
    }
    const existing = await this.feeds.findByUrl(discovered.url);
    if (existing) {
      throw alreadyFollowed(existing.title);
    }
    const feed = new CustomFeed(discovered.url, discovered.title, discovered.siteUrl);
    try {
      await this.feeds.save(feed);
    } catch (error) {
      // Two people adding the same feed at once: the unique url decides.
      if (error instanceof UniqueConstraintViolationException) throw alreadyFollowed(discovered.title);
      throw error;
    }
    return toCustomFeedContract(feed);
  }

  /**
   * Pauses (no longer read) or resumes a feed.
   * @throws AppException `not-found` for an unknown id
   */
  async setPaused(id: number, paused: boolean): Promise<CustomFeedContract> {
    const feed = await this.findOrThrow(id);
    if (feed.paused !== paused) {
      feed.paused = paused;
      await this.feeds.save(feed);
    }
    return toCustomFeedContract(feed);
  }

  /**
   * Stops following a feed. Items already fetched from it stay in the trending list.
   * @throws AppException `not-found` for an unknown id
   */
  async remove(id: number): Promise<void> {
    await this.feeds.remove(await this.findOrThrow(id));
  }

  /** The feeds a fetch reads: every one not paused, the oldest added first. */
  async activeFeeds(): Promise<ActiveFeed[]> {
    return (await this.feeds.listActive()).map((feed) => ({ id: feed.id, url: feed.url, title: feed.title }));
  }

  /** Records what a fetch found per feed (shown on the News Scraper screen); removed feeds are skipped. */
  async recordReads(results: readonly FeedReadResult[], fetchedAt = new Date()): Promise<void> {
    const records: FeedReadRecord[] = results.map((result) => ({ ...result, fetchedAt }));
    await this.feeds.recordReads(records);
  }

  private async findOrThrow(id: number): Promise<CustomFeed> {
    const feed = await this.feeds.findById(id);
    if (!feed) {
      throw new AppException('not-found', `Feed ${id} does not exist. It may have been removed already.`);
    }
    return feed;
  }

  /** One GET through the guarded client; no answer at all becomes an AppException in words. */
  private async fetchPage(url: string, signal: AbortSignal): Promise<FeedPageAnswer> {
    try {
      const response = await this.client.request({
        url,
        headers: { accept: FEED_ACCEPT },
        timeoutMs: PAGE_TIMEOUT_MS,
        maxRetries: 0,
        signal,
      });
      const contentType = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      return { url: response.url, status: response.status, contentType, body: response.body };
    } catch (error) {
      if (error instanceof UpstreamError) throw fetchFailure(error, new URL(url).host);
      throw error;
    }
  }
}

function alreadyFollowed(title: string): AppException {
  return new AppException('conflict', `"${title}" is already in your feeds.`);
}

/** Why an address could not be read, for the toast: refused 400, a typo'd host 400, unreachable or slow 502. */
function fetchFailure(error: UpstreamError, host: string): AppException {
  switch (error.reason) {
    case 'refused':
      // "points to a private network; list it in OUTBOUND_ALLOW_HOSTS if Trendjack should reach it"
      return new AppException('invalid-input', `The address ${host} ${error.phrase}.`);
    case 'too_large':
      return new AppException('invalid-input', `${host} sent an answer too large to be a feed or a home page.`);
    case 'timeout':
      return new AppException('upstream-failed', `${host} did not answer within ${PAGE_TIMEOUT_MS / 1000} seconds.`);
    case 'aborted':
      return new AppException('upstream-failed', `${host} did not answer in time.`);
    case 'network': {
      const code = causeCode(error);
      switch (socketFailure(code)) {
        case 'dns-not-found':
          return new AppException('invalid-input', `We could not find the site ${host}. Check the address for typos.`);
        case 'connection-refused':
          return new AppException('upstream-failed', `Could not reach ${host} (the connection was refused).`);
        case 'tls':
          return new AppException('upstream-failed', `A secure connection to ${host} could not be established (${code}).`);
        case 'connection-failed':
          return new AppException('upstream-failed', `Could not reach ${host}${code ? ` (${code})` : ''}.`);
      }
    }
  }
}

/** The socket's error code (ECONNREFUSED, ENOTFOUND, ...) somewhere down the cause chain; '' when none. */
function causeCode(error: unknown): string {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code !== '') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return '';
}
