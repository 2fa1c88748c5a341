/**
 * WebP from WebAssembly (@jsquash/webp: libwebp, as Chromium uses it) for the browsers whose
 * canvas cannot make WebP: Safari's `toBlob('image/webp')` answers with a PNG. Loaded only
 * when one needs it, and only from the admin's upload, so readers never download it.
 */
import simdWasm from '@jsquash/webp/codec/enc/webp_enc_simd.wasm?url';
import plainWasm from '@jsquash/webp/codec/enc/webp_enc.wasm?url';

/** What the encoder reads: RGBA pixels, row after row (an ImageData has these). */
export interface Pixels {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}

type Encode = (pixels: Pixels, quality: number) => Promise<ArrayBuffer>;

let encoder: Promise<Encode> | undefined;

/**
 * Loads the encoder once. In a browser it fetches its .wasm from the build's own assets;
 * Node (the tests) passes the compiled module, since Node cannot fetch a file address.
 */
export function loadWasmWebp(compiled?: WebAssembly.Module): Promise<Encode> {
  encoder ??= (async () => {
    const { default: encode, init } = await import('@jsquash/webp/encode');
    const locateFile = (file: string): string => (file.includes('simd') ? simdWasm : plainWasm);
    await (compiled ? init(compiled) : init({ locateFile }));
    return (pixels: Pixels, quality: number) => encode(pixels as ImageData, { quality: Math.round(quality * 100) });
  })();
  encoder.catch(() => {
    encoder = undefined;
  });
  return encoder;
}

/** `pixels` as WebP at `quality` (0–1, as canvas.toBlob takes it). */
export async function encodeWebpWasm(pixels: Pixels, quality: number): Promise<Blob> {
  const encode = await loadWasmWebp();
  return new Blob([await encode(pixels, quality)], { type: 'image/webp' });
}
