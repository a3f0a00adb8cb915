import type { AiConnectionTest, AiSettingsUpdate } from '@contracts/settings.contract';
import { apiRequest } from '@/lib/api-client';

/** One real call to the provider: with the given (unsaved) settings, or the saved ones without a body. */
export function testAiConnection(settings?: AiSettingsUpdate): Promise<AiConnectionTest> {
  return apiRequest<AiConnectionTest>('/api/settings/ai/test', { method: 'POST', body: settings });
}
