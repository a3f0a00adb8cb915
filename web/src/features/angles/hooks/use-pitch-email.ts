import type { PitchEmail } from '@contracts/campaigns.contract';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { generatePitch } from '../api/generate-pitch';

/** Generates a pitch for an angle and holds it for the Pitch Email Draft dialog. */
export function usePitchEmail() {
  const [pitch, setPitch] = useState<PitchEmail | null>(null);
  const [pendingAngleId, setPendingAngleId] = useState<number | null>(null);

  const requestPitch = async (angleId: number) => {
    setPendingAngleId(angleId);
    try {
      setPitch(await generatePitch(angleId));
      toast({ title: 'Pitch Email Generated', description: 'Your pitch email draft is ready.' });
    } catch {
      toast({ title: 'Generation Failed', description: 'Failed to generate pitch email.', variant: 'destructive' });
    } finally {
      setPendingAngleId(null);
    }
  };

  return { pitch, pendingAngleId, requestPitch: (angleId: number) => void requestPitch(angleId), closePitch: () => setPitch(null) };
}
