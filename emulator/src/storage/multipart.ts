/**
 * `multipart/related` upload bodies (docs/emulator.md §5.3): a JSON metadata part, then the raw
 * bytes. Split on the boundary as bytes, never as text, so any data survives.
 */
import { invalidArgument } from '../shared/errors.js';

export interface MultipartPart {
  readonly contentType?: string;
  readonly body: Buffer;
}

const CRLF = Buffer.from('\r\n');
const badBody = (why: string) => invalidArgument(`Invalid multipart request: ${why}.`);

function boundaryOf(contentType: string | undefined): string {
  if (!contentType || !/^multipart\/related\s*(;|$)/i.test(contentType)) {
    throw invalidArgument(`Bad content type. ${contentType ?? '(none)'}`);
  }
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = m?.[1] ?? m?.[2];
  if (!boundary) throw invalidArgument(`Bad content type. ${contentType}`);
  return boundary;
}

function partContentType(headers: string): string | undefined {
  for (const line of headers.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon === -1 || line.slice(0, colon).trim().toLowerCase() !== 'content-type') continue;
    return line.slice(colon + 1).trim();
  }
  return undefined;
}

/**
 * The next `CRLF--boundary` from `from` that really ends a part: followed by `--` or by
 * optional padding and CRLF (RFC 2046), not by more boundary-like characters.
 */
function nextDelimiterAt(body: Buffer, delimiter: Buffer, from: number): number {
  for (let at = body.indexOf(delimiter, from); at !== -1; at = body.indexOf(delimiter, at + 1)) {
    const rest = body.subarray(at + delimiter.length, at + delimiter.length + 80).toString('latin1');
    if (/^(--|[ \t]*\r\n)/.test(rest)) return at;
  }
  return -1;
}

export function parseMultipart(contentType: string | undefined, body: Buffer): MultipartPart[] {
  const delimiter = Buffer.from(`--${boundaryOf(contentType)}`);
  const nextDelimiter = Buffer.concat([CRLF, delimiter]);
  let pos = body.indexOf(delimiter);
  if (pos === -1) throw badBody('no boundary');
  const parts: MultipartPart[] = [];
  for (;;) {
    pos += delimiter.length;
    if (body.subarray(pos, pos + 2).toString('latin1') === '--') return parts;
    const lineEnd = body.indexOf(CRLF, pos);
    if (lineEnd === -1) throw badBody('truncated part');
    const headersStart = lineEnd + 2;
    const headersEnd = body.subarray(headersStart, headersStart + 2).equals(CRLF)
      ? headersStart
      : body.indexOf('\r\n\r\n', headersStart);
    if (headersEnd === -1) throw badBody('part without a header end');
    const dataStart = headersEnd === headersStart ? headersStart + 2 : headersEnd + 4;
    const dataEnd = nextDelimiterAt(body, nextDelimiter, dataStart);
    if (dataEnd === -1) throw badBody('part without a closing boundary');
    const type = partContentType(body.subarray(headersStart, headersEnd).toString('utf8'));
    parts.push({ contentType: type, body: body.subarray(dataStart, dataEnd) });
    pos = dataEnd + CRLF.length;
  }
}

export interface UploadBody {
  /** The parsed JSON of the metadata part. */
  readonly metadata: unknown;
  readonly media: Buffer;
  readonly mediaContentType?: string;
}

/** An upload body: exactly a metadata part and a media part. */
export function parseUploadBody(contentType: string | undefined, body: Buffer): UploadBody {
  const parts = parseMultipart(contentType, body);
  const [meta, media] = parts;
  if (parts.length !== 2 || !meta || !media) throw badBody(`expected 2 parts, got ${parts.length}`);
  let metadata: unknown;
  try {
    metadata = meta.body.length === 0 ? {} : JSON.parse(meta.body.toString('utf8'));
  } catch {
    throw badBody('the metadata part is not JSON');
  }
  return { metadata, media: media.body, mediaContentType: media.contentType };
}
