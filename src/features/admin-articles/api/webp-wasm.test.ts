/**
 * The WebAssembly WebP encoder, the one Safari's admins use (its canvas makes no WebP): real
 * libwebp from @jsquash/webp, its .wasm read from node_modules, the result decoded again
 * with Skia (@napi-rs/canvas).
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeWebpWasm, loadWasmWebp, type Pixels } from './webp-wasm.js';

/** A photo-like picture: a diagonal gradient with a red square in its top-left quarter. */
function picture(width: number, height: number): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const square = x < width / 2 && y < height / 2;
      data.set(square ? [220, 30, 30, 255] : [(x * 255) / width, (y * 255) / height, 128, 255], at);
    }
  }
  return { data, width, height };
}

async function decoded(blob: Blob) {
  const image = await loadImage(Buffer.from(await blob.arrayBuffer()));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return { width: image.width, height: image.height, pixel: (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data] };
}

describe('the WebAssembly WebP encoder', () => {
  beforeAll(async () => {
    // Node's WebAssembly has SIMD, so @jsquash/webp picks its SIMD build: that module is given.
    const wasm = createRequire(import.meta.url).resolve('@jsquash/webp/codec/enc/webp_enc_simd.wasm');
    await loadWasmWebp(await WebAssembly.compile(await readFile(wasm)));
  });

  it('encodes pixels as a WebP of the same size and picture', async () => {
    const blob = await encodeWebpWasm(picture(320, 240), 0.8);
    expect(blob.type).toBe('image/webp');
    const bytes = Buffer.from(await blob.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const image = await decoded(blob);
    expect([image.width, image.height]).toEqual([320, 240]);
    const [red, green, blue] = image.pixel(40, 40);
    expect(red).toBeGreaterThan(190);
    expect(green).toBeLessThan(70);
    expect(blue).toBeLessThan(70);
    const [, lowerGreen] = image.pixel(300, 220);
    expect(lowerGreen).toBeGreaterThan(190);
  });

  it('honours the quality: a lower one makes a smaller file', async () => {
    const pixels = picture(640, 480);
    const [good, poor] = await Promise.all([encodeWebpWasm(pixels, 0.9), encodeWebpWasm(pixels, 0.3)]);
    expect(poor.size).toBeLessThan(good.size);
  });
});
