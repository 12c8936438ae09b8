/** Hands a file made in the page, or by the server, to the browser as a download. */
export function saveFile(data: Blob | string, type: string, filename: string) {
  const blob = data instanceof Blob ? data : new Blob([data], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
