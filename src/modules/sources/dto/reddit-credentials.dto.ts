import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { REDDIT_CREDENTIALS_INCOMPLETE_MESSAGE } from '../connectors/reddit.connector.js';

/**
 * Reddit's app IDs and secrets are base64url text. Anything else never reaches Reddit: the ID goes
 * into the User-Agent header, where an emoji or a line break would make the request itself fail
 * (and be retried as if Reddit were down) instead of being refused.
 */
const REDDIT_KEY_TEXT = /^[A-Za-z0-9_-]*$/;

/**
 * Both fields are checked for blanks by the service, so the spec's one message covers both.
 * class-validator runs a property's decorators from the bottom up and the pipe stops at the first
 * error, so the type check sits lowest: a missing field is reported as missing, not as too long.
 */
export class RedditCredentialsDto {
  @ApiProperty({ description: 'Reddit app ID (shown under the app name on reddit.com/prefs/apps)' })
  @MaxLength(200, { message: 'The Reddit App ID is too long' })
  @Matches(REDDIT_KEY_TEXT, { message: 'A Reddit App ID has only letters, digits, - and _' })
  @IsString({ message: REDDIT_CREDENTIALS_INCOMPLETE_MESSAGE })
  appId!: string;

  @ApiProperty({ description: 'Reddit app secret; stored encrypted, never returned' })
  @MaxLength(200, { message: 'The Reddit App Secret is too long' })
  @Matches(REDDIT_KEY_TEXT, { message: 'A Reddit App Secret has only letters, digits, - and _' })
  @IsString({ message: REDDIT_CREDENTIALS_INCOMPLETE_MESSAGE })
  appSecret!: string;
}
