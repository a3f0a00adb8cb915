import { Download, FileSpreadsheet, FileText } from 'lucide-react';
import { Menu } from '@/components/ui/menu';

type DownloadMenuProps = {
  /** The button's text ("Export Ideas", "Export All"). */
  label: string;
  onCsv: () => void;
  onMarkdown: () => void;
};

/** A download button that offers the two export formats, CSV and Markdown (one file per choice). */
export function DownloadMenu({ label, onCsv, onMarkdown }: DownloadMenuProps) {
  return (
    <Menu
      trigger={
        <>
          <Download aria-hidden="true" className="h-4 w-4" />
          {label}
        </>
      }
      actions={[
        { label: 'Download CSV', icon: <FileSpreadsheet aria-hidden="true" className="h-4 w-4" />, onSelect: onCsv },
        { label: 'Download Markdown', icon: <FileText aria-hidden="true" className="h-4 w-4" />, onSelect: onMarkdown },
      ]}
    />
  );
}
