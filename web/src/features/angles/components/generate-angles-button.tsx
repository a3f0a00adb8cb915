import type { PrAngle } from '@contracts/campaigns.contract';
import type { TrendingItem } from '@contracts/trending.contract';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/button';
import { useCurrentClient } from '@/features/clients/hooks/use-current-client';
import { toast } from '@/lib/toast';
import { anglesKey } from '../api/angles-keys';
import { generateAngles } from '../api/generate-angles';

type GenerateAnglesButtonProps = { visibleItems: TrendingItem[] };

/**
 * Generates angles for the items on the current page, for the chosen client if any; the results
 * replace each item's displayed list. Stories the client avoids (shown on request) are skipped: the
 * server refuses to pitch them.
 */
export function GenerateAnglesButton({ visibleItems }: GenerateAnglesButtonProps) {
  const { cache, mutate } = useSWRConfig();
  const { clientId } = useCurrentClient();
  const [generating, setGenerating] = useState(false);
  const targets = visibleItems.filter((item) => !item.excluded);
  const anyShown = targets.some((item) => ((cache.get(anglesKey(item.id, clientId))?.data as PrAngle[] | undefined) ?? []).length > 0);

  const handleGenerate = async () => {
    setGenerating(true);
    try {
      const results = await Promise.all(targets.map((item) => generateAngles(item.id, clientId)));
      await Promise.all(targets.map((item, index) => mutate(anglesKey(item.id, clientId), results[index], { revalidate: false })));
      const count = results.reduce((sum, angles) => sum + angles.length, 0);
      toast({ title: 'Angles Generated', description: `Successfully generated ${count} PR angles.` });
    } catch {
      toast({ title: 'Generation Failed', description: 'Failed to generate PR angles. Please try again.', variant: 'destructive' });
    } finally {
      setGenerating(false);
    }
  };

  return (
    <div className="mt-4 flex justify-center">
      <Button variant="secondary" onClick={() => void handleGenerate()} disabled={generating || targets.length === 0}>
        <Sparkles aria-hidden="true" className="h-4 w-4" />
        {generating ? 'Generating Angles...' : anyShown ? 'Generate more' : 'Generate angles'}
      </Button>
    </div>
  );
}
