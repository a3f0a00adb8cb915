import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The id of the one row of refresh_setting. */
export const REFRESH_SETTING_ROW_ID = 1;

/**
 * The automatic refresh chosen in the Settings screen (issue 31): one row, read at start-up by every
 * instance and turned into the queue's shared schedule. Ignored while REFRESH_CRON is set.
 */
@Entity({ tableName: 'refresh_setting' })
export class RefreshSetting {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number = REFRESH_SETTING_ROW_ID;

  /** 0 (off), 15, 30 or 60. */
  @Property({ type: 'smallint' })
  intervalMinutes = 0;

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();
}
