import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { boundQuery } from '../../platform/database/bound-query.js';
import { ONBOARDING_STATE_ROW_ID } from './onboarding-state.entity.js';

/** Queries of the checklist's one row (table onboarding_state); plain SQL, read fresh on every request. */
@Injectable()
export class OnboardingStateRepository {
  constructor(private readonly em: EntityManager) {}

  async isDismissed(): Promise<boolean> {
    const rows = await boundQuery<{ id: number }>(this.em, 'select id from onboarding_state where id = $1', [ONBOARDING_STATE_ROW_ID]);
    return rows.length > 0;
  }

  /** Marks the list dismissed; a second dismissal keeps the first one's time. */
  async dismiss(): Promise<void> {
    await boundQuery(this.em, 'insert into onboarding_state (id, dismissed_at) values ($1, now()) on conflict (id) do nothing', [
      ONBOARDING_STATE_ROW_ID,
    ]);
  }
}
