import { E2E_BASE_PORT } from '../scripts/lib/stack.js';

/** Where the end-to-end tests serve the production build (next to `npm start`'s 5173). */
export const E2E_SITE = { host: '127.0.0.1', port: E2E_BASE_PORT + 4 } as const;
export const E2E_BASE_URL = `http://${E2E_SITE.host}:${E2E_SITE.port}`;

/** Where e2e/dev-server.spec.ts serves the site as `npm start` does (Vite's development server). */
export const E2E_DEV_SITE = { host: '127.0.0.1', port: E2E_BASE_PORT + 6 } as const;
