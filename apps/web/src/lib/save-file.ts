import { requestBlob } from './http.js';

/**
 * Files behind the session cannot be plain links: the file is fetched, then handed to the
 * browser as a blob link, saved under the server's file name (or `fallbackName`). Some APIs hand
 * a file out on POST (an invoice is made on request).
 */
export async function downloadFile(path: string, fallbackName: string, method: 'GET' | 'POST' = 'GET'): Promise<void> {
  const file = await requestBlob(path, undefined, method);
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
