import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Rel } from '@mikro-orm/core';
import { Alert } from './alert.entity.js';

/** One try at delivering an alert: when, whether it went through, and why not. */
@Entity({ tableName: 'alert_attempt' })
export class AlertAttempt {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Alert, { deleteRule: 'cascade', index: true })
  alert: Rel<Alert>;

  @Property({ type: 'datetime' })
  at: Date = new Date();

  @Property({ type: 'boolean' })
  ok: boolean;

  @Property({ type: 'text', nullable: true })
  error: string | null;

  constructor(alert: Rel<Alert>, ok: boolean, error: string | null) {
    this.alert = alert;
    this.ok = ok;
    this.error = error;
  }
}
