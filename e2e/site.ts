import { E2E_PORT_OFFSET } from '../scripts/lib/stack.js';

/** Where the end-to-end tests serve the production build (next to `npm start`'s 5173). */
export const E2E_SITE = { host: '127.0.0.1', port: 14173 + E2E_PORT_OFFSET } as const;
export const E2E_BASE_URL = `http://${E2E_SITE.host}:${E2E_SITE.port}`;
