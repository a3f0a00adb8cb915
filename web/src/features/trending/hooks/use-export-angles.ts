import type { PrAngle } from '@contracts/campaigns.contract';
import type { TrendingItem } from '@contracts/trending.contract';
import { useRef } from 'react';
import { anglesKey } from '@/features/angles/api/angles-keys';
import { useCurrentClient } from '@/features/clients/hooks/use-current-client';
import { downloadTextFile } from '@/lib/export/download-text-file';
import { fetcher } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { anglesToCsv, anglesToMarkdown, hasAnglesToExport, type StoryAngles } from '../utils/angles-export';

export type AnglesExportFormat = 'csv' | 'markdown';

const FILE_TYPES: Record<AnglesExportFormat, { extension: string; mimeType: string; build: (stories: StoryAngles[]) => string }> = {
  csv: { extension: 'csv', mimeType: 'text/csv', build: anglesToCsv },
  markdown: { extension: 'md', mimeType: 'text/markdown', build: anglesToMarkdown },
};

/** "pr-angles-2026-11-28": the day in the name tells two exports apart. */
function exportBaseName(now: Date): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `pr-angles-${day}`;
}

/**
 * Export Ideas (issue 29): the stored angles of the stories in view (for the chosen client, as the
 * panels show them), read fresh from GET /api/trending/:id/angles and downloaded as CSV or Markdown.
 * The spec's toasts frame it; a page without any angle says so instead of downloading an empty file.
 */
export function useExportAngles(storiesInView: readonly TrendingItem[]) {
  const { clientId } = useCurrentClient();
  const exporting = useRef(false);

  return async (format: AnglesExportFormat) => {
    if (exporting.current) {
      return;
    }
    exporting.current = true;
    toast({ title: 'Export Started', description: 'Your ideas are being prepared for export.' });
    try {
      const stories = await Promise.all(
        storiesInView.map(async (story) => ({ story, angles: await fetcher<PrAngle[]>(anglesKey(story.id, clientId)) })),
      );
      if (!hasAnglesToExport(stories)) {
        toast({
          title: 'Nothing to Export',
          description: 'None of the stories on this page has angles yet. Generate angles, then export again.',
        });
        return;
      }
      const fileType = FILE_TYPES[format];
      downloadTextFile(`${exportBaseName(new Date())}.${fileType.extension}`, fileType.mimeType, fileType.build(stories));
      toast({ title: 'Export Complete', description: 'Your ideas have been exported successfully.' });
    } catch {
      toast({ title: 'Export Failed', description: 'There was an error exporting your ideas. Please try again.', variant: 'destructive' });
    } finally {
      exporting.current = false;
    }
  };
}
