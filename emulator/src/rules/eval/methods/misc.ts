/**
 * rules.Bytes, rules.LatLng and rules.Path (docs/emulator.md §7.6).
 */
import { evalError } from '../errors.js';
import { float, int, path, str, type Of } from '../value.js';
import { method, type MethodTable } from './support.js';

type B = Of<'bytes'>;
type G = Of<'latlng'>;
type P = Of<'path'>;

export const BYTES_METHODS: MethodTable = {
  size: method<B>(0, (b) => int(BigInt(b.value.length))),
  toBase64: method<B>(0, (b) => str(Buffer.from(b.value).toString('base64url'))),
  toHexString: method<B>(0, (b) => str(Buffer.from(b.value).toString('hex').toUpperCase())),
};

const EARTH_RADIUS_METRES = 6_371_000;
const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine). */
function distance(a: G, b: G): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const LATLNG_METHODS: MethodTable = {
  latitude: method<G>(0, (g) => float(g.lat)),
  longitude: method<G>(0, (g) => float(g.lng)),
  distance: method<G>(1, (g, [other], pos) => (other?.type === 'latlng' ? float(distance(g, other)) : evalError(pos))),
};

const WILDCARD_SEGMENT = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/;

export const PATH_METHODS: MethodTable = {
  /** Replaces `{name}` segments with the map's values. */
  bind: method<P>(1, (p, [bindings], pos) => {
    if (bindings?.type !== 'map') return evalError(pos);
    const segments: string[] = [];
    for (const segment of p.segments) {
      const name = WILDCARD_SEGMENT.exec(segment)?.[1];
      const value = name === undefined ? undefined : bindings.entries.get(name);
      if (name === undefined) segments.push(segment);
      else if (value?.type === 'string') segments.push(value.value);
      else if (value?.type === 'path') segments.push(...value.segments);
      else return evalError(pos);
    }
    return path(segments);
  }),
};
