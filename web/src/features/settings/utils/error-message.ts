import { serverMessageOf } from '@/lib/api-client';

/** The words to show for a failed call: the server's message, else the error's own, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? (error instanceof Error && error.message ? error.message : fallback);
}
