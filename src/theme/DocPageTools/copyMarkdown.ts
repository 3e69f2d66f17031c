/**
 * Loaded on the first "Copy page" click: fetches the page's Markdown twin and puts it on the clipboard.
 * Rejects when the twin cannot be fetched or the browser refuses the clipboard, so the button can say so.
 */
export async function copyMarkdown(url: string): Promise<void> {
  const response = await fetch(url, { headers: { accept: 'text/markdown' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const markdown = await response.text();
  if (!navigator.clipboard?.writeText) throw new Error('The Clipboard API is not available');
  await navigator.clipboard.writeText(markdown);
}
