import type { AiProvider } from './ai-provider.js';

/**
 * The provider that answers now. The engine reads it once per generation; the AI settings replace it
 * when the Settings screen saves new ones (on every instance, through the change feed), so a new
 * provider takes effect without a restart. Calls already running finish on the provider they started with.
 */
export class AiProviderSwitch {
  constructor(private provider: AiProvider) {}

  get current(): AiProvider {
    return this.provider;
  }

  replace(next: AiProvider): void {
    this.provider = next;
  }
}
