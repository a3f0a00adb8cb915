// Formula-safe CSV, one writer for the browser's exports (angles, ideas) and the server's (media lists).
/** One column of an exported table: its header and how a row gives its cell's text. */
export type CsvColumn<Row> = { header: string; value: (row: Row) => string };

/**
 * One quoted field (RFC 4180). A text starting with =, +, - or @ gets a leading apostrophe so a
 * spreadsheet shows it instead of running it as a formula.
 */
function csvField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rows as CSV, a header line first, CRLF line ends and a BOM so Excel reads UTF-8. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((column) => csvField(column.header)),
    ...rows.map((row) => columns.map((column) => csvField(column.value(row)))),
  ];
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}
