import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** Both fields are checked for blanks by the service, so the spec's one message covers both. */
export class RedditCredentialsDto {
  @ApiProperty({ description: 'Reddit app ID (shown under the app name on reddit.com/prefs/apps)' })
  @IsString({ message: 'Please provide both Reddit App ID and App Secret' })
  @MaxLength(200, { message: 'The Reddit App ID is too long' })
  appId!: string;

  @ApiProperty({ description: 'Reddit app secret; stored encrypted, never returned' })
  @IsString({ message: 'Please provide both Reddit App ID and App Secret' })
  @MaxLength(200, { message: 'The Reddit App Secret is too long' })
  appSecret!: string;
}
