/**
 * Photographs stored as image sets (src/lib/image-set.ts), as the admin's browser stores an
 * upload: drawn and encoded in Node (scripts/lib/image-set-node.ts), written as the owner.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { readProjectConfig } from '../../../emulator/src/config.js';
import { encodeImageSet, uploadImageSet } from '../../../scripts/lib/image-set-node.js';
import { DEMO_PROJECT_ID, TEST_PORTS } from '../../../scripts/lib/stack.js';
import { storagePrefix, storedFileAddress, type ImageFolder } from '../../../src/lib/image-set.js';

const host = readProjectConfig(process.cwd()).host;

/** Where the test stack's images are: what the site built for it takes as its own. */
export const TEST_IMAGE_PREFIX = storagePrefix(`http://${host}:${TEST_PORTS.storage}`, `${DEMO_PROJECT_ID}.appspot.com`);

/** A photograph's worth of detail: a gradient under a grid of shaded tiles. */
function photograph(width: number, height: number): Canvas {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const sky = context.createLinearGradient(0, 0, width, height);
  sky.addColorStop(0, '#1d4e89');
  sky.addColorStop(0.6, '#f2a65a');
  sky.addColorStop(1, '#2b2d42');
  context.fillStyle = sky;
  context.fillRect(0, 0, width, height);
  const tile = 50;
  for (let y = 0; y < height; y += tile) {
    for (let x = 0; x < width; x += tile) {
      context.fillStyle = `rgba(${(x * 7) % 255}, ${(y * 5) % 255}, ${((x + y) * 3) % 255}, 0.25)`;
      context.fillRect(x, y, tile - 4, tile - 4);
    }
  }
  return canvas;
}

/** Stores a photograph of this size as a set, as the owner; returns its reference's address. */
export async function storePhotoSet(folder: ImageFolder, name: string, width: number, height: number): Promise<string> {
  const app = initializeApp({ projectId: DEMO_PROJECT_ID, apiKey: 'demo-api-key', storageBucket: `${DEMO_PROJECT_ID}.appspot.com` }, `photo-set-${name}-${Date.now()}`);
  try {
    const storage = getStorage(app);
    connectStorageEmulator(storage, host, TEST_PORTS.storage, { mockUserToken: 'owner' });
    return storedFileAddress(TEST_IMAGE_PREFIX, await uploadImageSet(storage, await encodeImageSet(photograph(width, height), folder, name)));
  } finally {
    await deleteApp(app);
  }
}
