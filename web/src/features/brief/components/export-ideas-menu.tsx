import type { BriefCampaignIdea } from '@contracts/ideas.contract';
import { DownloadMenu } from '@/components/download-menu';
import { toast } from '@/lib/toast';
import { downloadTextFile, fileSlug } from '@/lib/export/download-text-file';
import { ideasToCsv } from '../utils/ideas-csv';
import { ideasToMarkdown } from '../utils/ideas-markdown';

type ExportIdeasMenuProps = { ideas: BriefCampaignIdea[]; brandName: string };

/** Export All (the spec leaves its behaviour open): downloads every idea as CSV or as Markdown, built in the browser. */
export function ExportIdeasMenu({ ideas, brandName }: ExportIdeasMenuProps) {
  const baseName = `${fileSlug(brandName)}-campaign-ideas`;

  const handleExport = (fileName: string, mimeType: string, build: () => string) => {
    try {
      downloadTextFile(fileName, mimeType, build());
    } catch {
      toast({ title: 'Export Failed', description: 'There was an error exporting your ideas. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <DownloadMenu
      label="Export All"
      onCsv={() => handleExport(`${baseName}.csv`, 'text/csv', () => ideasToCsv(ideas))}
      onMarkdown={() => handleExport(`${baseName}.md`, 'text/markdown', () => ideasToMarkdown(ideas, brandName))}
    />
  );
}
