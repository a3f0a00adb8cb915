import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import { ALERT_DELIVERY_ATTEMPTS } from '../../contracts/watchlists.contract.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { UPSTREAM_CLIENT } from '../../platform/http/http.module.js';
import { safeHttpLink } from '../../platform/http/safe-link.js';
import { UpstreamError, type UpstreamClient } from '../../platform/http/upstream-client.js';
import { MailError, MailSender, type MailMessage } from '../../platform/mail/mail-sender.js';
import { JobQueue } from '../../platform/queue/job-queue.js';
import { type AlertStory, type AlertWatchlist, digestEmail, matchEmail, testEmail, trendjackItemUrl } from './alert-message.js';
import { ATTEMPT_TIMEOUT_MS, AlertAttempt } from './alert-attempt.entity.js';
import type { Alert } from './alert.entity.js';
import { AlertRepository } from './alert.repository.js';
import type { Watchlist } from './watchlist.entity.js';
import { type MatchedStory, WatchlistRepository } from './watchlist.repository.js';
import { webhookFormatOf } from '../../contracts/watchlists.contract.js';
import { webhookBody } from './webhook-format.js';
import { stageBadgeText } from '../../contracts/timeline.contract.js';
import { TrendingService } from '../trending/index.js';

export const DELIVER_ALERT_QUEUE = 'deliver-alert';
type DeliverAlertJob = { alertId: number };

/** The most stories one digest e-mail lists. */
const DIGEST_STORIES = 10;
export const DIGEST_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Time cap of one webhook call. */
const WEBHOOK_TIMEOUT_MS = 10_000;
/** HTTP answers worth another try: the receiver said "later" or failed on its side. */
const RETRYABLE_STATUSES = new Set([408, 425, 429]);

/** Why one try failed, in words; `permanent`: another try would fail the same way, so none is made. */
class DeliveryFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/**
 * Delivers alerts through the job queue: one job per alert, worked by one instance, tried up to
 * ALERT_DELIVERY_ATTEMPTS times with exponential backoff. Every try is recorded (alert_attempt) before
 * the alert goes out and leaves it retrying, sent or failed with the reason in words; a webhook
 * carries an Idempotency-Key that is the same for every try of one alert. A failure no retry can mend (no
 * SMTP_URL, a refused address, a 4xx from the webhook, a 5xx from the mail server) fails at once.
 */
@Injectable()
export class AlertDeliveryService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly em: EntityManager,
    private readonly queue: JobQueue,
    private readonly trending: TrendingService,
    private readonly alerts: AlertRepository,
    private readonly watchlists: WatchlistRepository,
    private readonly mail: MailSender,
    @Inject(UPSTREAM_CLIENT) private readonly client: UpstreamClient,
  ) {
    queue.define<DeliverAlertJob>({
      name: DELIVER_ALERT_QUEUE,
      attempts: ALERT_DELIVERY_ATTEMPTS,
      concurrency: 4,
      timeoutSeconds: ATTEMPT_TIMEOUT_MS / 1000,
      work: (job) => this.deliver(job.data.alertId, job.finalAttempt, job.signal),
    });
  }

  /** Queues the delivery of each alert in the transaction of `em`: the jobs exist only if the alerts do. */
  async enqueue(em: EntityManager, alerts: readonly { id: number }[]): Promise<void> {
    await this.queue.sendMany<DeliverAlertJob>(
      DELIVER_ALERT_QUEUE,
      alerts.map((alert) => ({ alertId: alert.id })),
      { em },
    );
  }

  /**
   * One try at one alert; throws when a retry should follow. An alert that is gone (its watchlist was
   * deleted) or already settled is left alone. Runs outside any request, so it opens its own context.
   */
  @CreateRequestContext()
  async deliver(alertId: number, finalAttempt: boolean, signal?: AbortSignal): Promise<void> {
    const alert = await this.alerts.findWithWatchlist(alertId);
    if (!alert || alert.status === 'sent' || alert.status === 'failed') return;
    // Stored before the alert goes out: a try the process does not live to finish stays in the history.
    const attempt = new AlertAttempt(alert);
    alert.attempts += 1;
    await this.alerts.recordAttempt(alert, attempt);
    let failure: DeliveryFailure | null = null;
    try {
      await this.send(alert, signal);
    } catch (error) {
      failure = error instanceof DeliveryFailure ? error : new DeliveryFailure(`Unexpected error: ${describe(error)}`, false);
    }
    if (failure && signal?.aborted) {
      // Cut off by a stop: the queue has handed the job back and the next try decides the status. A
      // send that went through before the cut is recorded as sent below, so the retry sends nothing.
      attempt.interrupt();
      await this.alerts.recordAttempt(alert, attempt);
      return;
    }
    attempt.finish(failure?.message ?? null);
    if (failure) {
      // The last failure stays on a sent alert too: the history says what the earlier tries ran into.
      alert.lastError = failure.message;
      alert.status = failure.permanent || finalAttempt ? 'failed' : 'retrying';
    } else {
      alert.status = 'sent';
      alert.sentAt = new Date();
    }
    await this.alerts.recordAttempt(alert, attempt);
    if (failure && alert.status === 'retrying') throw failure;
  }

  private async send(alert: Alert, signal?: AbortSignal): Promise<void> {
    const watchlist = toAlertWatchlist(alert.watchlist);
    const story = alert.kind === 'match' ? await this.matchedStory(alert) : null;
    if (alert.channel === 'email') {
      await this.sendMail(await this.composeMail(alert, watchlist, story));
    } else {
      const message = { alertId: alert.id, watchlist, story, publicUrl: this.config.publicUrl };
      await this.postWebhook(alert.recipient, webhookBody(webhookFormatOf(alert.recipient), message), idempotencyKey(alert), signal);
    }
  }

  private async composeMail(alert: Alert, watchlist: AlertWatchlist, story: AlertStory | null): Promise<MailMessage> {
    const publicUrl = this.config.publicUrl;
    switch (alert.kind) {
      case 'match':
        return matchEmail(alert.recipient, watchlist, story!, publicUrl);
      case 'test':
        return testEmail(alert.recipient, watchlist, publicUrl);
      case 'digest':
        return digestEmail(alert.recipient, watchlist, await this.digestStories(alert), publicUrl);
    }
  }

  private async matchedStory(alert: Alert): Promise<AlertStory> {
    const itemId = alert.trendingItem?.id;
    const story = itemId === undefined ? null : await this.watchlists.matchedStory(alert.watchlist.id, itemId);
    if (!story) throw new DeliveryFailure('The story is no longer stored.', true);
    return (await this.withTiming([story]))[0]!;
  }

  /** The watchlist's best matches (by PR score) of the 24 hours before the digest was made. */
  private async digestStories(alert: Alert): Promise<AlertStory[]> {
    const until = new Date(alert.createdAt.getTime() + 1);
    const since = new Date(until.getTime() - DIGEST_WINDOW_MS);
    const stories = await this.watchlists.topStoriesBetween(alert.watchlist.id, since, until, DIGEST_STORIES);
    if (stories.length === 0) throw new DeliveryFailure('None of the day’s matched stories is stored any more.', true);
    return this.withTiming(stories);
  }

  /** The stories as alerts tell them, each with its stage and window as of its latest snapshot (issue 31). */
  private async withTiming(stories: readonly MatchedStory[]): Promise<AlertStory[]> {
    const timelines = await this.trending.storyTimelines(stories);
    return stories.map((story) => {
      const timeline = timelines.get(story.id);
      return { ...this.toStory(story), ...(timeline ? { timing: stageBadgeText(timeline) } : {}) };
    });
  }

  private toStory(story: MatchedStory): AlertStory {
    return {
      itemId: story.id,
      title: story.title,
      source: story.source,
      outlet: outletOf(story),
      prScore: story.prScore,
      url: safeHttpLink(story.sourceUrl),
      matchedKeywords: story.matchedKeywords,
      trendjackUrl: trendjackItemUrl(this.config.publicUrl, story.id),
    };
  }

  private async sendMail(message: MailMessage): Promise<void> {
    try {
      await this.mail.send(message);
    } catch (error) {
      if (error instanceof MailError) throw new DeliveryFailure(error.message, error.permanent);
      throw error;
    }
  }

  /**
   * POSTs the body through the guarded client (every hop checked after DNS), one try: the queue
   * retries. Every try of one alert carries the same Idempotency-Key, so a receiver can tell a retry
   * after a crash (which may repeat a delivery that went through) from a new alert.
   */
  private async postWebhook(rawUrl: string, body: object, key: string, signal?: AbortSignal): Promise<void> {
    const host = new URL(rawUrl).host;
    let status: number;
    let answer: string;
    try {
      const response = await this.client.request({
        url: rawUrl,
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/plain, */*', 'idempotency-key': key },
        body: JSON.stringify(body),
        timeoutMs: WEBHOOK_TIMEOUT_MS,
        maxRetries: 0,
        signal,
      });
      status = response.status;
      answer = response.body;
    } catch (error) {
      if (error instanceof UpstreamError) {
        throw new DeliveryFailure(`The webhook at ${host} ${error.phrase}.`, error.reason === 'refused' || error.reason === 'too_large');
      }
      throw error;
    }
    if (status >= 200 && status < 300) return;
    const said = answer.trim() ? `: ${answer.replace(/\s+/g, ' ').trim().slice(0, 160)}` : '';
    if (status >= 500 || RETRYABLE_STATUSES.has(status)) {
      throw new DeliveryFailure(`The webhook at ${host} answered HTTP ${status}${said}.`, false);
    }
    throw new DeliveryFailure(`The webhook at ${host} refused the alert (HTTP ${status}${said}).`, true);
  }
}

/** The same for every try of one alert, and never the same for two alerts of this server. */
export function idempotencyKey(alert: Pick<Alert, 'id'>): string {
  return `trendjack-alert-${alert.id}`;
}

function toAlertWatchlist(watchlist: Watchlist): AlertWatchlist {
  return {
    id: watchlist.id,
    name: watchlist.name,
    keywords: watchlist.keywords,
    minPrScore: watchlist.minPrScore,
    sources: watchlist.sources,
    onlyRising: watchlist.onlyRising,
  };
}

/** The outlet of a news article or the subreddit of a post; other sources name themselves. */
function outletOf(item: Pick<MatchedStory, 'source' | 'publication' | 'subreddit'>): string | null {
  if (item.source === 'news') return item.publication;
  if (item.source === 'reddit' && item.subreddit) return `r/${item.subreddit}`;
  return null;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
