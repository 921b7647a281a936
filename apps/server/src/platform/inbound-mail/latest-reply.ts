/**
 * The part of a mail reply its writer typed: mail programs quote the message answered below an
 * attribution line ("On Mon, 2 Mar 2026, Liner <…> wrote:") or a separator, with "> " lines.
 */
const CUT_AT = [
  /^On .{1,200}wrote:\s*$/,
  /^Le .{1,200}a écrit\s*:\s*$/,
  /^Am .{1,200}schrieb .{0,200}:\s*$/,
  /^-{2,}\s*Original Message\s*-{2,}\s*$/i,
  /^_{5,}\s*$/,
  /^From:\s.+$/,
  /^-{2,}\s*Reply above this line\s*-{2,}\s*$/i,
];

export function latestReplyOf(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (const line of lines) {
    const trimmed = line.trim();
    if (CUT_AT.some((pattern) => pattern.test(trimmed))) break;
    if (trimmed.startsWith('>')) continue;
    kept.push(line);
  }
  return kept.join('\n').trim();
}
