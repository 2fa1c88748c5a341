/**
 * What the lite Firestore SDK takes from @firebase/webchannel-wrapper/bloom-blob: one class,
 * Integer, with which it orders numeric document ids (`__id123__`) in paths. The module it
 * comes from also carries the full SDK's bloom filter and MD5, about 5 KiB gzip that every
 * reader page would download for nothing, so vite.config.ts points the SDK here instead.
 * Same behaviour for what lite calls (fromString, compare), on BigInt; integer-for-lite.test.ts
 * holds it to the original, and fails if lite starts to import anything else from there.
 */
export class Integer {
  private constructor(private readonly value: bigint) {}

  static fromString(text: string, radix = 10): Integer {
    if (radix !== 10) throw new Error('Integer.fromString: only base 10 is supported.');
    return new Integer(BigInt(text));
  }

  static fromNumber(value: number): Integer {
    return new Integer(BigInt(Math.trunc(value)));
  }

  compare(other: Integer): number {
    return this.value < other.value ? -1 : this.value > other.value ? 1 : 0;
  }

  toNumber(): number {
    return Number(this.value);
  }

  toString(radix = 10): string {
    return this.value.toString(radix);
  }
}
