/**
 * Hands a file made in the browser to the browser's own download handling. Every export of the app (budget,
 * mind map, converted text, the account's data) saves through this.
 */
export function downloadFile(data: Blob | Uint8Array | string, name: string, type = '') {
  const blob =
    data instanceof Blob
      ? data
      : new Blob([typeof data === 'string' ? data : (data as Uint8Array<ArrayBuffer>)], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers start reading the file only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
