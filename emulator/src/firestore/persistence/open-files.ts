/**
 * The data files a start read documents from, kept open until the emulator stops so that
 * documents left on disk (DocumentOnDisk) can be read from them. A compaction may remove
 * or replace a file meanwhile: an open file stays readable (and its disk space taken)
 * until it is closed.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import type { StoredFile } from './document-line.js';

class OpenFile implements StoredFile {
  constructor(
    private readonly path: string,
    readonly fd: number,
  ) {}

  read(offset: number, length: number): Buffer {
    const bytes = Buffer.allocUnsafe(length);
    for (let read = 0; read < length; ) {
      const n = readSync(this.fd, bytes, read, length - read, offset + read);
      if (n === 0) throw new Error(`${this.path} is shorter than when it was read at start`);
      read += n;
    }
    return bytes;
  }
}

export class OpenFiles {
  private readonly files: OpenFile[] = [];

  open(path: string): StoredFile {
    const file = new OpenFile(path, openSync(path, 'r'));
    this.files.push(file);
    return file;
  }

  closeAll(): void {
    for (const file of this.files.splice(0)) closeSync(file.fd);
  }
}
