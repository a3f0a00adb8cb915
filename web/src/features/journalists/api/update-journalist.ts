import type { JournalistDetail, JournalistUpdate } from '@contracts/journalists.contract';
import { apiRequest } from '@/lib/api-client';
import { journalistKey } from './get-journalist';

/** Saves what the team adds to a journalist (e-mail, notes, do-not-contact). */
export function updateJournalist(id: number, input: JournalistUpdate): Promise<JournalistDetail> {
  return apiRequest<JournalistDetail>(journalistKey(id), { method: 'PUT', body: input });
}
