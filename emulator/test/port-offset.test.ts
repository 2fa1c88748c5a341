import { describe, expect, it } from 'vitest';
import { offsetPort, portOffset, portProblem } from '../src/config.js';

const offset = (value: string) => ({ LOCAL_PORT_OFFSET: value });

describe('ports moved by an offset', () => {
  it('moves a port by a whole-number offset, none when unset or blank', () => {
    expect(offsetPort('Firestore emulator', 8080, 'LOCAL_PORT_OFFSET', offset('100'))).toBe(8180);
    expect(offsetPort('Firestore emulator', 8080, 'LOCAL_PORT_OFFSET', {})).toBe(8080);
    expect(offsetPort('Firestore emulator', 8080, 'LOCAL_PORT_OFFSET', offset(' '))).toBe(8080);
  });

  it('refuses a port that browsers and Node fetch block, naming the service, the port and why', () => {
    expect(() => offsetPort('Firestore emulator', 8080, 'LOCAL_PORT_OFFSET', offset('2000'))).toThrow(
      "LOCAL_PORT_OFFSET=2000 puts the Firestore emulator on port 10080, a port browsers and Node's fetch refuse (the Fetch standard's bad ports); choose another offset.",
    );
    expect(() => offsetPort('site', 5173, 'LOCAL_PORT_OFFSET', offset('827'))).toThrow('the site on port 6000, a port browsers');
  });

  it('refuses a port outside 1024-65535', () => {
    expect(() => offsetPort('Storage emulator', 9199, 'LOCAL_PORT_OFFSET', offset('60000'))).toThrow(
      'LOCAL_PORT_OFFSET=60000 puts the Storage emulator on port 69199, outside 1024-65535; choose another offset.',
    );
    expect(() => offsetPort('emulator hub', 4400, 'LOCAL_PORT_OFFSET', offset('-4000'))).toThrow('the emulator hub on port 400, outside 1024-65535');
  });

  it('refuses an offset that is not a whole number', () => {
    for (const value of ['abc', '1.5', '10px']) {
      expect(() => portOffset('E2E_PORT_OFFSET', { E2E_PORT_OFFSET: value })).toThrow(`E2E_PORT_OFFSET must be a whole number, not "${value}".`);
    }
  });

  it("knows the whole Fetch standard's bad-port list above 1023, and the ports around them are fine", () => {
    const blocked = [1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080];
    for (const port of blocked) expect(portProblem(port), String(port)).toMatch(/refuse/);
    for (const port of [1024, 6664, 6670, 10079, 10081, 65_535]) expect(portProblem(port), String(port)).toBeUndefined();
    for (const port of [1023, 65_536]) expect(portProblem(port), String(port)).toBe('outside 1024-65535');
  });
});
