import type { PitchEmail } from '@contracts/campaigns.contract';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { generatePitch } from '../api/generate-pitch';

/**
 * Generates a pitch for an angle and holds it for the Pitch Email Draft dialog. The pitch is written
 * and signed for the client the angle was written for (issue 27), whoever is chosen now.
 */
export function usePitchEmail() {
  const [pitch, setPitch] = useState<PitchEmail | null>(null);
  const [pendingAngleId, setPendingAngleId] = useState<number | null>(null);

  const requestPitch = async (angleId: number, clientId: number | null, journalistId: number | null) => {
    setPendingAngleId(angleId);
    try {
      setPitch(await generatePitch(angleId, clientId, journalistId));
      toast({ title: 'Pitch Email Generated', description: 'Your pitch email draft is ready.' });
    } catch {
      toast({ title: 'Generation Failed', description: 'Failed to generate pitch email.', variant: 'destructive' });
    } finally {
      setPendingAngleId(null);
    }
  };

  return {
    pitch,
    pendingAngleId,
    requestPitch: (angleId: number, clientId: number | null) => void requestPitch(angleId, clientId, null),
    /** Issue 30: a pitch addressed to a journalist from Who covers this. */
    requestPitchTo: (angleId: number, clientId: number | null, journalistId: number) => void requestPitch(angleId, clientId, journalistId),
    closePitch: () => setPitch(null),
  };
}
