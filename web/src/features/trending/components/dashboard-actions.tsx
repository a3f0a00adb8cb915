import { Download, Plus } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

const SIMULATED_EXPORT_MS = 1500;

/** SPEC dashboard item 1: Export Ideas is simulated (nothing is sent); New Campaign scrolls to the top. */
export function DashboardActions() {
  const exporting = useRef(false);

  const handleExport = () => {
    if (exporting.current) {
      return;
    }
    exporting.current = true;
    toast({ title: 'Export Started', description: 'Your ideas are being prepared for export.' });
    setTimeout(() => {
      exporting.current = false;
      toast({ title: 'Export Complete', description: 'Your ideas have been exported successfully.' });
    }, SIMULATED_EXPORT_MS);
  };

  const handleNewCampaign = () => {
    toast({ title: 'New Campaign', description: 'Creating a new campaign...' });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <>
      <Button variant="secondary" onClick={handleExport}>
        <Download aria-hidden="true" className="h-4 w-4" />
        Export Ideas
      </Button>
      <Button onClick={handleNewCampaign}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        New Campaign
      </Button>
    </>
  );
}
