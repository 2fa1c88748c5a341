/**
 * A data file read line by line in chunks, so that no file is ever one string (V8 caps a
 * string at 512 MiB) and memory holds one chunk at a time. Lines go to a callback (not an
 * async iterator, whose promise per line would cost more than reading a subscriber's line).
 */
import { createReadStream } from 'node:fs';

const NEWLINE = 0x0a;
const CHUNK_BYTES = 4 * 1024 * 1024;

export interface FileLine {
  /** The line without its newline; only valid during the callback (the chunk is reused). */
  readonly bytes: Buffer;
  /** Where the line starts in the file. */
  readonly offset: number;
  /** 1 for the first line. */
  readonly number: number;
  /** The file ends in the middle of this line (no newline after it). */
  readonly unfinished: boolean;
}

export async function readLines(file: string, onLine: (line: FileLine) => void): Promise<void> {
  let number = 0;
  let chunkOffset = 0;
  let partial: Buffer | undefined;
  for await (const chunk of createReadStream(file, { highWaterMark: CHUNK_BYTES }) as AsyncIterable<Buffer>) {
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      const piece = chunk.subarray(start, end);
      const bytes = partial ? Buffer.concat([partial, piece]) : piece;
      onLine({ bytes, offset: chunkOffset + start - (partial?.length ?? 0), number: ++number, unfinished: false });
      partial = undefined;
      start = end + 1;
    }
    if (start < chunk.length) {
      const rest = Buffer.from(chunk.subarray(start));
      partial = partial ? Buffer.concat([partial, rest]) : rest;
    }
    chunkOffset += chunk.length;
  }
  if (partial) onLine({ bytes: partial, offset: chunkOffset - partial.length, number: ++number, unfinished: true });
}
