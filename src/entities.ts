import { PrAngle } from './modules/angles/pr-angle.entity.js';
import { SavedItem } from './modules/angles/saved-item.entity.js';
import { AuthSession } from './modules/auth/auth-session.entity.js';
import { LoginFailure } from './modules/auth/login-failure.entity.js';
import { OneTimeLink } from './modules/auth/one-time-link.entity.js';
import { User } from './modules/auth/user.entity.js';
import { CampaignIdea } from './modules/campaigns/campaign-idea.entity.js';
import { Client } from './modules/clients/client.entity.js';
import { UserPreference } from './modules/clients/user-preference.entity.js';
import { CalendarEvent } from './modules/events/calendar-event.entity.js';
import { CalendarSyncState } from './modules/events/calendar-sync-state.entity.js';
import { CustomFeed } from './modules/feeds/custom-feed.entity.js';
import { ArticleByline } from './modules/journalists/article-byline.entity.js';
import { Journalist } from './modules/journalists/journalist.entity.js';
import { JournalistArticle } from './modules/journalists/journalist-article.entity.js';
import { JournalistPitch } from './modules/journalists/journalist-pitch.entity.js';
import { MediaList } from './modules/journalists/media-list.entity.js';
import { MediaListMember } from './modules/journalists/media-list-member.entity.js';
import { OnboardingState } from './modules/onboarding/onboarding-state.entity.js';
import { FetchRun } from './modules/sources/fetch-run.entity.js';
import { RefreshSetting } from './modules/sources/refresh-setting.entity.js';
import { SourceCredential } from './modules/sources/source-credential.entity.js';
import { Topic } from './modules/trending/topic.entity.js';
import { TrendingItem } from './modules/trending/trending-item.entity.js';
import { TrendingSnapshot } from './modules/trending/trending-snapshot.entity.js';
import { Alert } from './modules/watchlists/alert.entity.js';
import { AlertAttempt } from './modules/watchlists/alert-attempt.entity.js';
import { Watchlist } from './modules/watchlists/watchlist.entity.js';
import { WatchlistMatch } from './modules/watchlists/watchlist-match.entity.js';
import { WebsiteAnalysis } from './modules/website/website-analysis.entity.js';
import { AiSetting } from './platform/ai/ai-setting.entity.js';
import { GenerationCache } from './platform/ai/generation-cache.entity.js';

/**
 * Every entity, for what runs without the Nest modules: the migration CLI (mikro-orm.config.ts,
 * create-migration.ts), tests and benches that open their own ORM. The app registers each entity in
 * its feature module (MikroOrmModule.forFeature) and loads them from there (autoLoadEntities).
 */
export const ALL_ENTITIES = [
  Topic,
  TrendingItem,
  TrendingSnapshot,
  PrAngle,
  CampaignIdea,
  SavedItem,
  CalendarEvent,
  CalendarSyncState,
  WebsiteAnalysis,
  SourceCredential,
  FetchRun,
  RefreshSetting,
  GenerationCache,
  AiSetting,
  CustomFeed,
  User,
  AuthSession,
  OneTimeLink,
  LoginFailure,
  Watchlist,
  WatchlistMatch,
  Alert,
  AlertAttempt,
  OnboardingState,
  Client,
  UserPreference,
  Journalist,
  JournalistArticle,
  ArticleByline,
  MediaList,
  MediaListMember,
  JournalistPitch,
];
