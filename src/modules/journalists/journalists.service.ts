import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  COVERAGE_WINDOW_DAYS,
  type Journalist,
  type JournalistDetail,
  type JournalistPage,
  type JournalistUpdate,
  JOURNALISTS_PAGE_SIZE,
  PITCH_WARNING_COUNT,
  PITCH_WARNING_DAYS,
  RECENT_ARTICLES_LIMIT,
  type StoryJournalist,
} from '../../contracts/journalists.contract.js';
import { AppException } from '../../common/errors/app.exception.js';
import { publicationMarket, storyCountry } from '../generation/index.js';
import { GENERAL_TOPIC, TrendingService } from '../trending/index.js';
import { personKey } from './byline.js';
import { JournalistPitch } from './journalist-pitch.entity.js';
import { Journalist as JournalistEntity } from './journalist.entity.js';
import { beatsByJournalist, toJournalist } from './journalist.mapper.js';
import { closestArticle, storyCoverage } from './story-coverage.js';
import { type JournalistRow, JournalistRepository } from './journalist.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Journalists Who covers this lists at most. */
const WHO_COVERS_LIMIT = 20;
/** Bylined articles of the window weighed for Who covers this: the newest, which covers weeks of a few hundred feeds. */
const RECENT_ARTICLES_WEIGHED = 5000;
/** A journalist's newest articles a pitch looks through for the one closest to the story. */
const ARTICLES_WEIGHED_FOR_A_PITCH = 50;
/** Score of the people who wrote the story itself: nobody fits better. */
const AUTHOR_SCORE = 100;

export type DirectoryQuery = { q?: string; outlet?: string; topic?: string; page?: number };

/** Who a pitch goes to: the journalist, their real article closest to the story (null when none is stored), and a warning in words when they were pitched often. */
export type PitchRecipient = {
  journalist: Journalist;
  article: { title: string; url: string | null } | null;
  wroteThisStory: boolean;
  warning: string | null;
};

/** The journalist directory, Who covers this, and who a pitch may go to (issue 30). */
@Injectable()
export class JournalistsService {
  constructor(
    private readonly em: EntityManager,
    private readonly journalists: JournalistRepository,
    private readonly trending: TrendingService,
  ) {}

  /** One page of the directory (JOURNALISTS_PAGE_SIZE), newest byline first, filtered by name/outlet search, outlet and topic. */
  async list(query: DirectoryQuery): Promise<JournalistPage> {
    const page = query.page ?? 1;
    const { rows, total } = await this.journalists.listPage(
      {
        query: query.q?.trim() || undefined,
        outletKey: query.outlet?.trim() ? personKey(query.outlet) : undefined,
        topic: query.topic?.trim() || undefined,
      },
      JOURNALISTS_PAGE_SIZE,
      (page - 1) * JOURNALISTS_PAGE_SIZE,
    );
    return { items: await this.withBeats(rows), total };
  }

  /** A journalist with their newest articles. @throws AppException `not-found` */
  async get(id: number): Promise<JournalistDetail> {
    const [journalist] = await this.withBeats(await this.journalists.listByIds([id]));
    if (!journalist) throw new AppException('not-found', `Journalist ${id} does not exist.`);
    const articles = await this.journalists.articlesOf(id, RECENT_ARTICLES_LIMIT);
    return {
      ...journalist,
      recentArticles: articles.map((article) => ({
        title: article.title,
        url: article.url,
        publishedAt: new Date(article.publishedAt).toISOString(),
      })),
    };
  }

  /**
   * Saves what the team adds: e-mail, notes, do-not-contact. A field left out stays; null or an empty
   * text clears it. @throws AppException `not-found`
   */
  async update(id: number, input: JournalistUpdate): Promise<JournalistDetail> {
    const journalist = await this.em.findOne(JournalistEntity, { id });
    if (!journalist) throw new AppException('not-found', `Journalist ${id} does not exist.`);
    if (input.email !== undefined) journalist.email = input.email?.trim() || null;
    if (input.notes !== undefined) journalist.notes = input.notes?.trim() || null;
    if (input.doNotContact !== undefined) journalist.doNotContact = input.doNotContact;
    await this.em.flush();
    return this.get(id);
  }

  /**
   * Who covers a story, best fit first: the people who wrote it, then those who wrote on its subject in
   * the last COVERAGE_WINDOW_DAYS days (storyCoverage) at an outlet of the story's market (wire services
   * and outlets of no clear market count a little less; other markets' outlets are left out). Do-not-contact
   * journalists stay in the answer (the screen greys them); the pitch path refuses them.
   * @throws AppException `not-found` for an unknown story
   */
  async whoCovers(trendingItemId: number): Promise<StoryJournalist[]> {
    const { item, topicName } = await this.trending.getItem(trendingItemId);
    const authorIds = await this.journalists.authorsOf(trendingItemId);
    const since = new Date(Date.now() - COVERAGE_WINDOW_DAYS * DAY_MS);
    const coverage = storyCoverage(
      { title: item.title, topicId: item.topicId, topicName },
      await this.journalists.recentBylinedArticles(since, trendingItemId, RECENT_ARTICLES_WEIGHED),
      await this.journalists.topicIdNamed(GENERAL_TOPIC.name),
    ).filter((entry) => !authorIds.includes(entry.journalistId));
    const ids = [...authorIds, ...coverage.map((entry) => entry.journalistId)];
    const journalists = new Map(
      (await this.withBeats(await this.journalists.listByIds(ids))).map((journalist) => [journalist.id, journalist]),
    );
    const market = storyCountry(item);

    const answer: StoryJournalist[] = [];
    for (const id of authorIds) {
      const journalist = journalists.get(id);
      if (journalist) answer.push({ journalist, reason: 'wrote this story', score: AUTHOR_SCORE });
    }
    for (const { journalistId, count, subject } of coverage) {
      const journalist = journalists.get(journalistId);
      if (!journalist) continue;
      const outletMarket = publicationMarket({ publication: journalist.outlet, subreddit: null, sourceUrl: null });
      if (market !== 'global' && outletMarket !== null && outletMarket !== market) continue;
      // Five recent articles on the subject is a beat; an outlet of no clear market (a wire) costs a little.
      const score = Math.min(90, 40 + count * 10) - (market === 'global' || outletMarket === market ? 0 : 10);
      const reason = `${count} ${count === 1 ? 'article' : 'articles'} on ${subject} in ${COVERAGE_WINDOW_DAYS} days`;
      answer.push({ journalist, reason, score });
    }
    return answer.sort((a, b) => b.score - a.score || a.journalist.name.localeCompare(b.journalist.name)).slice(0, WHO_COVERS_LIMIT);
  }

  /**
   * The journalist a pitch about a story is addressed to, with their real article closest to it: the
   * story itself when they wrote it, else their newest stored article sharing its subject
   * (closestArticle; none when nothing does). When the team already drafted PITCH_WARNING_COUNT or
   * more pitches to them in PITCH_WARNING_DAYS days, a warning in words. The pitch counts once
   * drafted (recordPitch).
   * @throws AppException `not-found`, or `invalid-input` for a journalist marked do-not-contact
   */
  async pitchRecipient(
    journalistId: number,
    story: { id: number; title: string; sourceUrl: string | null; topicId: number | null },
  ): Promise<PitchRecipient> {
    const [journalist] = await this.withBeats(await this.journalists.listByIds([journalistId]));
    if (!journalist) throw new AppException('not-found', `Journalist ${journalistId} does not exist.`);
    if (journalist.doNotContact) {
      throw new AppException('invalid-input', `${journalist.name} is marked do-not-contact: the team asked not to pitch them.`);
    }
    const earlier = await this.journalists.countPitchesSince(journalistId, new Date(Date.now() - PITCH_WARNING_DAYS * DAY_MS));
    const wroteThisStory = (await this.journalists.authorsOf(story.id)).includes(journalistId);
    const article = wroteThisStory
      ? { title: story.title, url: story.sourceUrl }
      : closestArticle(
          { title: story.title, topicId: story.topicId, topicName: null },
          await this.journalists.articlesOf(journalistId, ARTICLES_WEIGHED_FOR_A_PITCH),
          await this.journalists.topicIdNamed(GENERAL_TOPIC.name),
        );
    return {
      journalist,
      article: article && { title: article.title, url: article.url },
      wroteThisStory,
      warning:
        earlier >= PITCH_WARNING_COUNT
          ? `You have already drafted ${earlier} pitches to ${journalist.name} in the last ${PITCH_WARNING_DAYS} days. ` +
            'Reporters block PR people who pitch them too often: send this one only if it is clearly on their beat.'
          : null,
    };
  }

  /** Counts a pitch drafted to a journalist, for the warning before too many (pitchRecipient). */
  async recordPitch(journalistId: number): Promise<void> {
    this.em.persist(new JournalistPitch(this.em.getReference(JournalistEntity, journalistId)));
    await this.em.flush();
  }

  /** How big the directory is: the closing note's figures. */
  directoryFigures(): ReturnType<JournalistRepository['directoryFigures']> {
    return this.journalists.directoryFigures();
  }

  private async withBeats(rows: readonly JournalistRow[]): Promise<Journalist[]> {
    const beats = beatsByJournalist(await this.journalists.beatsOf(rows.map((row) => row.id)));
    const nowMs = Date.now();
    return rows.map((row) => toJournalist(row, beats.get(row.id) ?? [], nowMs));
  }
}
