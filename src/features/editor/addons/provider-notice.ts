/**
 * A configured AI provider that keeps failing is said once: after FAILURES_BEFORE_NOTICE
 * fallbacks in a row, a toast names the reason and what to check. Only an answer from the
 * service itself resets the count; operations that always run locally say nothing about it.
 */
import type { ProviderInfo } from '../../../core/ai/types';
import { toast } from '../../../state/toasts-store';

export const FAILURES_BEFORE_NOTICE = 3;

export function createProviderNotice(): (provider: ProviderInfo) => void {
  let failures = 0;
  let noticeShown = false;
  return (provider) => {
    if (!provider.fallback) {
      if (provider.kind !== 'local') failures = 0;
      return;
    }
    failures += 1;
    if (failures >= FAILURES_BEFORE_NOTICE && !noticeShown) {
      noticeShown = true;
      toast({
        type: 'error',
        category: 'ai',
        title: `The AI service failed (${provider.reason ?? 'no answer'})`,
        message: `${provider.advice ?? 'Check the address, the model name and the token in the AI panel’s Ethics tab, and that the service is running.'} The built-in engine answers meanwhile.`,
      });
    }
  };
}
