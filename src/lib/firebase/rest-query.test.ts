import { Timestamp } from 'firebase/firestore/lite';
import { decodeFields, decodeValue, parseTimestamp } from './rest-query.js';

describe('parseTimestamp', () => {
  it('keeps every digit of the second Firestore writes, and gives the date to the millisecond', () => {
    const time = parseTimestamp('2026-01-31T12:00:05.123456789Z');
    expect(time && { seconds: time.seconds, nanoseconds: time.nanoseconds }).toEqual({ seconds: 1769860805, nanoseconds: 123456789 });
    expect(time?.toDate().toISOString()).toBe('2026-01-31T12:00:05.123Z');
    // The same instant as the SDK's own Timestamp.
    expect(time?.toDate()).toEqual(new Timestamp(1769860805, 123456789).toDate());
  });

  it('reads a whole second, a short fraction and an offset', () => {
    expect(parseTimestamp('2026-01-31T12:00:05Z')?.nanoseconds).toBe(0);
    expect(parseTimestamp('2026-01-31T12:00:05.5Z')?.nanoseconds).toBe(500_000_000);
    expect(parseTimestamp('2026-01-31T13:00:05+01:00')?.seconds).toBe(1769860805);
  });

  it('refuses what is not a timestamp', () => {
    expect(parseTimestamp('yesterday')).toBeNull();
    expect(parseTimestamp('2026-01-31')).toBeNull();
    expect(parseTimestamp('2026-13-45T99:00:00Z')).toBeNull();
  });
});

describe('decodeValue', () => {
  it('gives the values as the SDK gives them to the app', () => {
    expect(
      decodeFields({
        title: { stringValue: 'Yield curves' },
        readTime: { integerValue: '6' },
        price: { doubleValue: 101.25 },
        nan: { doubleValue: 'NaN' },
        isFeatured: { booleanValue: true },
        disclosure: { nullValue: null },
        tags: { arrayValue: { values: [{ stringValue: 'Bonds' }, { stringValue: 'Rates' }] } },
        none: { arrayValue: {} },
        author: { mapValue: { fields: { name: { stringValue: 'Dana Whitfield' }, links: { mapValue: {} } } } },
      }),
    ).toEqual({
      title: 'Yield curves',
      readTime: 6,
      price: 101.25,
      nan: Number.NaN,
      isFeatured: true,
      disclosure: null,
      tags: ['Bonds', 'Rates'],
      none: [],
      author: { name: 'Dana Whitfield', links: {} },
    });
  });

  it('gives null for the types the site never stores', () => {
    expect(decodeValue({ bytesValue: 'AAE=' })).toBeNull();
    expect(decodeValue({ referenceValue: 'projects/p/databases/(default)/documents/a/b' })).toBeNull();
    expect(decodeValue({ geoPointValue: { latitude: 1, longitude: 2 } })).toBeNull();
  });
});
