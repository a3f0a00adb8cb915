import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Rel } from '@mikro-orm/core';
import { Alert } from './alert.entity.js';

/**
 * The longest one try at an alert may run (the queue's job timeout): a try still unfinished after it
 * was cut short by a stop or a crash.
 */
export const ATTEMPT_TIMEOUT_MS = 120_000;

/**
 * One try at delivering an alert: when, whether it went through, and why not. Stored before the alert
 * goes out and finished after, so a try a crash cut short stays visible (finishedAt null).
 */
@Entity({ tableName: 'alert_attempt' })
export class AlertAttempt {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Alert, { deleteRule: 'cascade', index: true })
  alert: Rel<Alert>;

  /** When the try started. */
  @Property({ type: 'datetime' })
  at: Date = new Date();

  /** When the try ended; null while it is in flight, or when the server stopped before it ended. */
  @Property({ type: 'datetime', nullable: true })
  finishedAt: Date | null = null;

  /** False until the try ends delivered. */
  @Property({ type: 'boolean' })
  ok: boolean = false;

  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  /** The server stopped before the try ended (its job was handed back to be tried again). */
  @Property({ type: 'boolean' })
  interrupted: boolean = false;

  constructor(alert: Rel<Alert>) {
    this.alert = alert;
  }

  /** Ends the try: delivered, or failed with the reason in words. */
  finish(error: string | null): void {
    this.ok = error === null;
    this.error = error;
    this.finishedAt = new Date();
  }

  /** Ends the try as cut off by a stop: the recipient may or may not have got the alert. */
  interrupt(): void {
    this.interrupted = true;
    this.finishedAt = new Date();
  }
}
