/**
 * The end-to-end stack's ports: seven in a row from 18080 + E2E_PORT_OFFSET (Firestore,
 * Storage, Auth, hub, the site, the built pages' own site, the development server of
 * e2e/dev-server.spec.ts). Apart from firebase.json's so that a run goes on beside
 * `npm start`; offsets of 10 never overlap.
 */
import { offsetPort, portOffset } from '../../emulator/src/config.js';

const SERVICES = ['Firestore emulator', 'Storage emulator', 'Auth emulator', 'emulator hub', 'site', "built pages' site", 'development server'];

/** 18080 + E2E_PORT_OFFSET, once each of the seven ports is checked (PortOffsetError when one cannot serve). */
export function e2eBasePort(env: NodeJS.ProcessEnv = process.env): number {
  SERVICES.forEach((service, at) => offsetPort(`end-to-end ${service}`, 18080 + at, 'E2E_PORT_OFFSET', env));
  return 18080 + portOffset('E2E_PORT_OFFSET', env);
}
