// Print and the CSV and Excel downloads of the view on screen (issue 12): the files are the same query
// the grid asks for, streamed by the server with every matching row and the on-screen headers.
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { GridPrintButton } from './grid-print-button';

export type ExportFormat = 'csv' | 'excel';

const LABELS: Record<ExportFormat, string> = { csv: 'CSV', excel: 'Excel' };

export function GridDownloads({ exportHref }: { exportHref: (format: ExportFormat) => string }) {
  return (
    // Buttons in the screen's own toolbar row, which lays them out and wraps them.
    <>
      <GridPrintButton />
      {(['csv', 'excel'] as const).map((format) => (
        <Button key={format} size="small" startIcon={<FileDownloadIcon />} href={exportHref(format)} download>
          {LABELS[format]}
        </Button>
      ))}
    </>
  );
}
