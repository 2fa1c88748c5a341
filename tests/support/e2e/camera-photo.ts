/**
 * A photo as a phone hands it over: a large JPEG of several MB, stored sideways with EXIF
 * Orientation 6 (turn 90° clockwise to show it) and a GPS position, which the upload must
 * apply and strip. Drawn at test time on @napi-rs/canvas: a gradient with noise, which
 * compresses about as badly as a real photograph.
 */
import { createCanvas } from '@napi-rs/canvas';

/** EXIF as the camera writes it (big-endian TIFF): Orientation in IFD0, and a GPS IFD with a latitude. */
function exifSegment(): Buffer {
  const tiff = Buffer.alloc(104);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: (offset: number) => void) => {
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    value(at + 8);
  };
  // IFD0 at 8: two entries, then no next IFD.
  tiff.writeUInt16BE(2, 8);
  entry(10, 0x0112, 3, 1, (at) => tiff.writeUInt16BE(6, at)); // Orientation: 6, shown turned 90° clockwise
  entry(22, 0x8825, 4, 1, (at) => tiff.writeUInt32BE(38, at)); // GPSInfo: the GPS IFD at 38
  tiff.writeUInt32BE(0, 34);
  // The GPS IFD at 38: version, latitude reference, latitude (three rationals at 80).
  tiff.writeUInt16BE(3, 38);
  entry(40, 0x0000, 1, 4, (at) => tiff.set([2, 2, 0, 0], at));
  entry(52, 0x0001, 2, 2, (at) => tiff.write('N\0', at, 'latin1'));
  entry(64, 0x0002, 5, 3, (at) => tiff.writeUInt32BE(80, at));
  tiff.writeUInt32BE(0, 76);
  [[51, 1], [30, 1], [2614, 100]].forEach(([numerator, denominator], index) => {
    tiff.writeUInt32BE(numerator!, 80 + index * 8);
    tiff.writeUInt32BE(denominator!, 84 + index * 8);
  });
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

/** The EXIF marker any JPEG or WebP holding EXIF has in its bytes. */
export const EXIF_MARK = Buffer.from('Exif\0\0', 'latin1');

/**
 * A `width`×`height` JPEG stored as a camera stores a portrait photo: landscape pixels, with
 * Orientation 6 in its EXIF (so it shows `height`×`width`), and a GPS position.
 */
export async function sidewaysCameraJpeg(width = 4000, height = 3000): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#1e3a5f');
  gradient.addColorStop(0.5, '#c98b4a');
  gradient.addColorStop(1, '#2f6b3a');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  const pixels = context.getImageData(0, 0, width, height);
  let seed = 7;
  for (let index = 0; index < pixels.data.length; index += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const noise = (seed % 48) - 24;
    pixels.data[index] = pixels.data[index]! + noise;
    pixels.data[index + 1] = pixels.data[index + 1]! + noise;
    pixels.data[index + 2] = pixels.data[index + 2]! + noise;
  }
  context.putImageData(pixels, 0, 0);
  const jpeg = await canvas.encode('jpeg', 92);
  // EXIF in APP1, right after the start of image.
  return Buffer.concat([jpeg.subarray(0, 2), exifSegment(), jpeg.subarray(2)]);
}

/** The size a JPEG's frame header (SOF) gives: its pixels as stored. */
export function jpegSize(jpeg: Buffer): { width: number; height: number } {
  let at = 2;
  while (at < jpeg.length) {
    const marker = jpeg.readUInt16BE(at);
    const length = jpeg.readUInt16BE(at + 2);
    if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker)) {
      return { height: jpeg.readUInt16BE(at + 5), width: jpeg.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  throw new Error('No frame header in this JPEG.');
}

/**
 * A `width`×`height` PNG of random pixels, half see-through: no encoder can make it small,
 * so its PNG fallback at 1200 px stays over any limit of the rules.
 */
export async function staticPng(width = 1200, height = 900): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const pixels = context.createImageData(width, height);
  // xorshift32: every byte of it random, unlike a small LCG's low bits.
  let seed = 0x9e3779b9;
  for (let index = 0; index < pixels.data.length; index++) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    const byte = (seed >>> 8) & 0xff;
    pixels.data[index] = index % 4 === 3 ? 128 + (byte >> 1) : byte;
  }
  context.putImageData(pixels, 0, 0);
  return canvas.encode('png');
}
