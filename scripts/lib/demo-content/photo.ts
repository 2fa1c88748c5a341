/**
 * The demo articles' featured photographs: landscapes as a camera takes them (sky, sun and
 * clouds, hills, a city skyline, water with its reflection, grain), drawn in Node on
 * @napi-rs/canvas at a camera's size, so the demo's pages download what a real publication's
 * do. Each article gets its own scene, chosen and shaped by a generator seeded with its slug.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { seededRandom } from './svg-kit.js';

/** Bumped whenever a change to the drawing changes the pictures (the cache keys on it). */
export const PHOTO_VERSION = 1;

/** Camera sizes: 3:2 (most cameras) and 4:3 (phones), 3000 to 4032 px wide. */
const SIZES: readonly (readonly [number, number])[] = [
  [3000, 2000],
  [3600, 2400],
  [4032, 2688],
  [4032, 3024],
  [3264, 2448],
];

type Light = 'morning' | 'noon' | 'dusk' | 'overcast';
type Scene = 'hills' | 'skyline' | 'harbour';

const SKIES: Readonly<Record<Light, { top: string; horizon: string; sun: string; haze: string }>> = {
  morning: { top: '#4a78b8', horizon: '#f2c9a0', sun: '#fff4d6', haze: '#e8d2bd' },
  noon: { top: '#2f6fc0', horizon: '#b9d7f0', sun: '#ffffff', haze: '#c6dcee' },
  dusk: { top: '#2b2d5c', horizon: '#f08a4b', sun: '#ffd27a', haze: '#c77a62' },
  overcast: { top: '#7d8a99', horizon: '#c9cfd6', sun: '#eef1f4', haze: '#b7bec7' },
};

/** What a photograph shows: everything its pixels follow from (the cache keys on it). */
export interface PhotoSpec {
  readonly seed: string;
  readonly width: number;
  readonly height: number;
  readonly light: Light;
  readonly scene: Scene;
}

export function photoSpec(slug: string): PhotoSpec {
  const random = seededRandom(`photo:${slug}`);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const [width, height] = pick(SIZES);
  return { seed: slug, width, height, light: pick(['morning', 'noon', 'dusk', 'overcast'] as const), scene: pick(['hills', 'skyline', 'harbour'] as const) };
}

/** A ridge line: midpoint displacement, `points` + 1 heights around 0 with `roughness`. */
function ridge(random: () => number, points: number, roughness: number): number[] {
  const heights = new Array<number>(points + 1).fill(0);
  heights[0] = random() - 0.5;
  heights[points] = random() - 0.5;
  for (let step = points, scale = 1; step > 1; step /= 2, scale *= roughness) {
    for (let i = step / 2; i < points; i += step) {
      heights[i] = (heights[i - step / 2]! + heights[i + step / 2]!) / 2 + (random() - 0.5) * scale;
    }
  }
  return heights;
}

/** `a` and `b` (#rrggbb) mixed, `t` of the way from a to b. */
function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, at: number) => parseInt(hex.slice(at, at + 2), 16);
  const value = (at: number) => Math.round(channel(a, at) + (channel(b, at) - channel(a, at)) * t).toString(16).padStart(2, '0');
  return `#${value(1)}${value(3)}${value(5)}`;
}

function sky(context: SKRSContext2D, spec: PhotoSpec, horizon: number, sun: { x: number; y: number }): void {
  const { width, height } = spec;
  const colours = SKIES[spec.light];
  const gradient = context.createLinearGradient(0, 0, 0, horizon);
  gradient.addColorStop(0, colours.top);
  gradient.addColorStop(1, colours.horizon);
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  const glow = context.createRadialGradient(sun.x, sun.y, 0, sun.x, sun.y, width * 0.45);
  glow.addColorStop(0, `${colours.sun}dd`);
  glow.addColorStop(0.08, `${colours.sun}88`);
  glow.addColorStop(1, `${colours.sun}00`);
  context.fillStyle = glow;
  context.fillRect(0, 0, width, height);
  if (spec.light !== 'overcast') {
    context.fillStyle = colours.sun;
    context.beginPath();
    context.arc(sun.x, sun.y, width * 0.018, 0, Math.PI * 2);
    context.fill();
  }
}

/** Soft clouds: drawn small and scaled up, which blurs them as a lens does. */
function clouds(context: SKRSContext2D, spec: PhotoSpec, random: () => number, horizon: number): void {
  const scale = 16;
  const small = createCanvas(Math.ceil(spec.width / scale), Math.ceil(spec.height / scale));
  const cloud = small.getContext('2d');
  const count = spec.light === 'overcast' ? 60 : 18 + Math.floor(random() * 14);
  const shade = spec.light === 'dusk' ? '#f4b89a' : spec.light === 'overcast' ? '#dde1e6' : '#ffffff';
  for (let i = 0; i < count; i++) {
    const x = random() * small.width;
    const y = random() * (horizon / scale) * 0.8;
    const radius = (0.04 + random() * 0.08) * small.width;
    const puff = cloud.createRadialGradient(x, y, 0, x, y, radius);
    puff.addColorStop(0, `${shade}${spec.light === 'overcast' ? '66' : 'aa'}`);
    puff.addColorStop(1, `${shade}00`);
    cloud.fillStyle = puff;
    cloud.beginPath();
    cloud.ellipse(x, y, radius * (1.6 + random()), radius * 0.55, 0, 0, Math.PI * 2);
    cloud.fill();
  }
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(small, 0, 0, spec.width, spec.height);
}

/** Ranges of hills, each nearer one darker and less hazy, their top edge at `base` minus up to `rise`. */
function hills(context: SKRSContext2D, spec: PhotoSpec, random: () => number, horizon: number, layers: number): void {
  const { width } = spec;
  const haze = SKIES[spec.light].haze;
  const land = spec.light === 'dusk' ? '#2a2730' : spec.light === 'overcast' ? '#3e4a44' : '#2f4a34';
  for (let layer = 0; layer < layers; layer++) {
    const depth = layer / Math.max(1, layers - 1);
    const heights = ridge(random, 256, 0.55);
    const rise = spec.height * (0.16 - depth * 0.07);
    const base = horizon - spec.height * 0.02 * (layers - layer);
    context.beginPath();
    context.moveTo(0, spec.height);
    heights.forEach((h, i) => context.lineTo((width * i) / 256, base - rise * (0.5 + h)));
    context.lineTo(width, spec.height);
    context.closePath();
    const fill = context.createLinearGradient(0, base - rise, 0, horizon + spec.height * 0.05);
    fill.addColorStop(0, mix(haze, land, 0.25 + depth * 0.7));
    fill.addColorStop(1, mix(haze, land, 0.45 + depth * 0.55));
    context.fillStyle = fill;
    context.fill();
  }
}

/** A city's towers along the horizon, with rows of windows, some lit. */
function skyline(context: SKRSContext2D, spec: PhotoSpec, random: () => number, horizon: number): void {
  const { width, height } = spec;
  const haze = SKIES[spec.light].haze;
  const lit = spec.light === 'dusk' ? 0.45 : spec.light === 'overcast' ? 0.12 : 0.04;
  for (const [row, shade] of [[0, 0.35], [1, 0.75]] as const) {
    let x = -random() * width * 0.02;
    while (x < width) {
      const towerWidth = width * (0.018 + random() * 0.045);
      const towerHeight = height * (0.05 + random() * (row === 0 ? 0.3 : 0.22)) * (1 - Math.abs(x / width - 0.55) * 0.8);
      const top = horizon - towerHeight;
      const body = mix(haze, spec.light === 'dusk' ? '#1c1a2b' : '#34404f', shade + random() * 0.15);
      context.fillStyle = body;
      context.fillRect(x, top, towerWidth, towerHeight + 2);
      // The face towards the light a shade paler.
      context.fillStyle = mix(body, SKIES[spec.light].horizon, 0.18);
      context.fillRect(x, top, towerWidth * 0.35, towerHeight + 2);
      if (random() < 0.3) context.fillRect(x + towerWidth * 0.45, top - height * 0.03, width * 0.002, height * 0.03);
      const window = Math.max(3, Math.round(width * 0.0028));
      for (let y = top + window * 2; y < horizon - window; y += window * 2.2) {
        for (let wx = x + window; wx < x + towerWidth - window; wx += window * 2) {
          const on = random() < lit;
          context.fillStyle = on ? '#ffd98a' : mix(body, '#9fb3c8', 0.25 + random() * 0.2);
          context.fillRect(wx, y, window, window * 1.3);
        }
      }
      x += towerWidth + width * random() * 0.01;
    }
  }
}

/** Ground below the horizon: fields with furrows and grass, darker towards the camera. */
function ground(context: SKRSContext2D, spec: PhotoSpec, random: () => number, horizon: number): void {
  const { width, height } = spec;
  const near = spec.light === 'dusk' ? '#1f1d22' : '#2b3b22';
  const far = mix(SKIES[spec.light].haze, '#566b3f', 0.6);
  const fill = context.createLinearGradient(0, horizon, 0, height);
  fill.addColorStop(0, far);
  fill.addColorStop(1, near);
  context.fillStyle = fill;
  context.fillRect(0, horizon, width, height - horizon);
  context.lineCap = 'round';
  for (let i = 0; i < 9000; i++) {
    const y = horizon + Math.pow(random(), 0.7) * (height - horizon);
    const nearness = (y - horizon) / (height - horizon);
    const x = random() * width;
    const blade = height * (0.004 + nearness * 0.03) * (0.5 + random());
    context.strokeStyle = mix(far, random() < 0.5 ? '#a9b86a' : '#18230f', 0.3 + random() * 0.5);
    context.lineWidth = 1 + nearness * width * 0.0012;
    context.beginPath();
    context.moveTo(x, y);
    context.lineTo(x + (random() - 0.5) * blade * 0.6, y - blade);
    context.stroke();
  }
}

/** Water from the horizon down: the scene above mirrored, darker, broken by ripples. */
function water(canvas: Canvas, context: SKRSContext2D, spec: PhotoSpec, random: () => number, horizon: number): void {
  const { width, height } = spec;
  const depth = height - horizon;
  context.save();
  context.translate(0, horizon * 2);
  context.scale(1, -1);
  context.globalAlpha = 0.75;
  context.drawImage(canvas, 0, horizon - depth, width, depth, 0, horizon - depth, width, depth);
  context.restore();
  const dark = context.createLinearGradient(0, horizon, 0, height);
  dark.addColorStop(0, 'rgba(10, 30, 45, 0.25)');
  dark.addColorStop(1, 'rgba(5, 15, 25, 0.7)');
  context.fillStyle = dark;
  context.fillRect(0, horizon, width, depth);
  // Ripples: thin light and dark streaks, longer and thicker towards the camera.
  for (let i = 0; i < 7000; i++) {
    const y = horizon + Math.pow(random(), 1.4) * depth;
    const nearness = (y - horizon) / depth;
    const length = width * (0.005 + nearness * 0.05) * (0.3 + random());
    context.fillStyle = random() < 0.5 ? `rgba(255, 255, 255, ${0.05 + random() * 0.12})` : `rgba(0, 10, 20, ${0.08 + random() * 0.15})`;
    context.fillRect(random() * width - length / 2, y, length, 1 + nearness * height * 0.003);
  }
}

/** Darker corners, as a lens gives them. */
function vignette(context: SKRSContext2D, spec: PhotoSpec): void {
  const { width, height } = spec;
  const shade = context.createRadialGradient(width / 2, height / 2, height * 0.45, width / 2, height / 2, Math.hypot(width, height) / 2);
  shade.addColorStop(0, 'rgba(0, 0, 0, 0)');
  shade.addColorStop(1, 'rgba(0, 0, 0, 0.35)');
  context.fillStyle = shade;
  context.fillRect(0, 0, width, height);
}

/** A sensor's noise: each pixel a little lighter or darker, the channels slightly apart. */
function grain(context: SKRSContext2D, spec: PhotoSpec, random: () => number, amount: number): void {
  const image = context.getImageData(0, 0, spec.width, spec.height);
  const pixels = image.data;
  let state = Math.floor(random() * 0xffffffff) | 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  for (let i = 0; i < pixels.length; i += 4) {
    const luminance = (next() + next() - 1) * amount;
    pixels[i] = pixels[i]! + luminance + (next() - 0.5) * amount * 0.4;
    pixels[i + 1] = pixels[i + 1]! + luminance + (next() - 0.5) * amount * 0.4;
    pixels[i + 2] = pixels[i + 2]! + luminance + (next() - 0.5) * amount * 0.4;
  }
  context.putImageData(image, 0, 0);
}

/** The photograph of `spec`, at its full size. */
export function drawPhoto(spec: PhotoSpec): Canvas {
  const random = seededRandom(`scene:${spec.seed}`);
  const canvas = createCanvas(spec.width, spec.height);
  const context = canvas.getContext('2d');
  const horizon = spec.height * (0.5 + random() * 0.16);
  const sun = { x: spec.width * (0.15 + random() * 0.7), y: horizon * (spec.light === 'noon' ? 0.2 : 0.55 + random() * 0.3) };
  sky(context, spec, horizon, sun);
  clouds(context, spec, random, horizon);
  hills(context, spec, random, horizon, spec.scene === 'hills' ? 4 : 2);
  if (spec.scene !== 'hills') skyline(context, spec, random, horizon);
  if (spec.scene === 'harbour') water(canvas, context, spec, random, horizon);
  else ground(context, spec, random, horizon);
  vignette(context, spec);
  grain(context, spec, random, 4);
  return canvas;
}
