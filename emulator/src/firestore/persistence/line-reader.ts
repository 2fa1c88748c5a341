/**
 * A data file read line by line in chunks, so that no file is ever one string (V8 caps a
 * string at 512 MiB) and memory holds one chunk at a time. Lines go to a callback (not an
 * async iterator, whose promise per line would cost more than reading a subscriber's line).
 */
import { createReadStream } from 'node:fs';

const NEWLINE = 0x0a;
const CHUNK_BYTES = 4 * 1024 * 1024;

export interface FileLine {
  /**
   * The line without its newline: a view of the chunk it was read in (which each read
   * allocates anew), so keeping it keeps that chunk.
   */
  readonly bytes: Buffer;
  /** 1 for the first line. */
  readonly number: number;
  /** The file ends in the middle of this line (no newline after it). */
  readonly unfinished: boolean;
}

export async function readLines(file: string, onLine: (line: FileLine) => void): Promise<void> {
  let number = 0;
  let partial: Buffer | undefined;
  for await (const chunk of createReadStream(file, { highWaterMark: CHUNK_BYTES }) as AsyncIterable<Buffer>) {
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      const piece = chunk.subarray(start, end);
      const bytes = partial ? Buffer.concat([partial, piece]) : piece;
      partial = undefined;
      onLine({ bytes, number: ++number, unfinished: false });
      start = end + 1;
    }
    if (start < chunk.length) {
      // Copied: a reference into the chunk would keep all of it.
      const rest = Buffer.from(chunk.subarray(start));
      partial = partial ? Buffer.concat([partial, rest]) : rest;
    }
  }
  if (partial) onLine({ bytes: partial, number: ++number, unfinished: true });
}
