/**
 * A small streaming XML writer: elements in, text chunks out to a sink, escaped as it goes.
 * ERN needs no mixed content, comments or processing instructions, so it offers only
 * elements with attributes and text. Indents two spaces per level for people reading it.
 */
export type XmlAttributes = Record<string, string | number | boolean | undefined>;
export type XmlSink = (chunk: string) => void;

// XML 1.0 allows tab, LF, CR and everything from U+0020, except the surrogate-less
// non-characters U+FFFE/U+FFFF. Anything else cannot be written at all, not even escaped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the control characters XML 1.0 forbids
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

export function hasForbiddenXmlCharacter(text: string): boolean {
  return FORBIDDEN_CHARACTERS.test(text);
}

export function escapeXmlText(text: string): string {
  if (FORBIDDEN_CHARACTERS.test(text)) {
    throw new Error(`Text ${JSON.stringify(text)} contains a control character that XML cannot carry.`);
  }
  return text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}

export function escapeXmlAttribute(text: string): string {
  return escapeXmlText(text).replace(/["\t\n\r]/g, (c) =>
    c === '"' ? '&quot;' : c === '\t' ? '&#9;' : c === '\n' ? '&#10;' : '&#13;',
  );
}

export class XmlWriter {
  private readonly open: string[] = [];

  constructor(private readonly sink: XmlSink) {}

  declaration(): void {
    this.sink('<?xml version="1.0" encoding="UTF-8"?>\n');
  }

  /** Opens an element that will have children; close it with end(). */
  start(name: string, attributes?: XmlAttributes): void {
    this.sink(`${this.indent()}<${name}${formatAttributes(attributes)}>\n`);
    this.open.push(name);
  }

  end(): void {
    const name = this.open.pop();
    if (name === undefined) throw new Error('XmlWriter.end() called with no open element.');
    this.sink(`${this.indent()}</${name}>\n`);
  }

  /** Writes <name>text</name>; skips the element when the value is undefined. */
  leaf(name: string, value: string | number | boolean | undefined, attributes?: XmlAttributes): void {
    if (value === undefined) return;
    this.sink(`${this.indent()}<${name}${formatAttributes(attributes)}>${escapeXmlText(String(value))}</${name}>\n`);
  }

  /** Writes an element with children produced by body(). */
  element(name: string, body: () => void, attributes?: XmlAttributes): void {
    this.start(name, attributes);
    body();
    this.end();
  }

  get depth(): number {
    return this.open.length;
  }

  private indent(): string {
    return '  '.repeat(this.open.length);
  }
}

function formatAttributes(attributes: XmlAttributes | undefined): string {
  if (!attributes) return '';
  let out = '';
  for (const [key, value] of Object.entries(attributes)) {
    if (value !== undefined) out += ` ${key}="${escapeXmlAttribute(String(value))}"`;
  }
  return out;
}
