/**
 * The rows a spreadsheet reads from RFC 4180 CSV: fields split on commas outside quotes, records
 * on CRLF outside quotes, "" inside quotes for one quote. Strict, so a stray quote fails the test.
 */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] !== '"') throw new Error(`unquoted field at ${at}: ${JSON.stringify(text.slice(at, at + 20))}`);
    let field = '';
    at += 1;
    for (;;) {
      const quote = text.indexOf('"', at);
      if (quote < 0) throw new Error('unterminated field');
      field += text.slice(at, quote);
      if (text[quote + 1] === '"') {
        field += '"';
        at = quote + 2;
      } else {
        at = quote + 1;
        break;
      }
    }
    row.push(field);
    if (text[at] === ',') {
      at += 1;
    } else if (text.startsWith('\r\n', at)) {
      rows.push(row);
      row = [];
      at += 2;
    } else {
      throw new Error(`expected , or CRLF at ${at}`);
    }
  }
  return rows;
}
