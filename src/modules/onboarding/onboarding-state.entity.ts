import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The id of the one row of onboarding_state. */
export const ONBOARDING_STATE_ROW_ID = 1;

/**
 * The first-run checklist's state for the whole install (issue 26): one row, written when an admin
 * dismisses the list. No row: not dismissed. Whether each step is done is never stored: it is read
 * from what the step is about (the AI provider in force, the Reddit credentials, the fetch log).
 */
@Entity({ tableName: 'onboarding_state' })
export class OnboardingState {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number = ONBOARDING_STATE_ROW_ID;

  @Property({ type: 'datetime' })
  dismissedAt!: Date;
}
