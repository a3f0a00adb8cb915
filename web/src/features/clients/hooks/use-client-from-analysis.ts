import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { clientFromAnalysis } from '../api/client-from-analysis';
import { CLIENTS_PATH, type NewClientState } from '../utils/new-client-state';

/**
 * "Create client" on a website analysis (issue 27): the server drafts a client from it (name, website,
 * sector, description, key messages, market), and the Clients screen opens its new-client form with the
 * draft for the person to complete and save. Nothing is stored until they do.
 */
export function useClientFromAnalysis() {
  const navigate = useNavigate();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const create = async (analysisId: number) => {
    setPendingId(analysisId);
    try {
      const draft = await clientFromAnalysis(analysisId);
      const state: NewClientState = { newClientDraft: draft };
      void navigate(CLIENTS_PATH, { state });
    } catch (error) {
      toast({
        title: 'Client Not Drafted',
        description: errorMessage(error, 'The analysis could not be turned into a client.'),
        variant: 'destructive',
      });
      setPendingId(null);
    }
  };

  return { pendingId, create: (analysisId: number) => void create(analysisId) };
}
