import type { ClientInput } from '@contracts/clients.contract';
import { apiRequest } from '@/lib/api-client';

/** An unsaved client drafted from a stored website analysis, for the person to complete and save. */
export function clientFromAnalysis(analysisId: number): Promise<ClientInput> {
  return apiRequest<ClientInput>(`/api/clients/from-analysis/${analysisId}`, { method: 'POST' });
}
