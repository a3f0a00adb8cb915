import { serverMessageOf } from '@/lib/api-client';

/** The server's words for a failed call ({ statusCode, message }), else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? fallback;
}
