/** Saves a blob as a file on the device (the browser's download). */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start reading it before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
