const OBJECT_URL_LIFETIME_MS = 60_000;

/** Makes the browser save a text as a file: a Blob behind a temporary object URL, no server round trip. */
export function downloadTextFile(fileName: string, mimeType: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${mimeType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the Blob after this function returns; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/** A file-name-safe version of a brand name: "Acme Pay!" → "acme-pay". */
export function fileSlug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'brand'
  );
}
