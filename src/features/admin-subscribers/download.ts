/** Saves text as a file on the admin's device, the way a download link does. */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Kept a while: some browsers read the file after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
