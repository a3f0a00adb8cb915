import type { BriefCampaignIdea } from '@contracts/ideas.contract';
import { Download, FileSpreadsheet, FileText } from 'lucide-react';
import { Menu } from '@/components/ui/menu';
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
    <Menu
      trigger={
        <>
          <Download aria-hidden="true" className="h-4 w-4" />
          Export All
        </>
      }
      actions={[
        {
          label: 'Download CSV',
          icon: <FileSpreadsheet aria-hidden="true" className="h-4 w-4" />,
          onSelect: () => handleExport(`${baseName}.csv`, 'text/csv', () => ideasToCsv(ideas)),
        },
        {
          label: 'Download Markdown',
          icon: <FileText aria-hidden="true" className="h-4 w-4" />,
          onSelect: () => handleExport(`${baseName}.md`, 'text/markdown', () => ideasToMarkdown(ideas, brandName)),
        },
      ]}
    />
  );
}
