import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Pages load from a real emulator: on a busy 2-core machine that can take more than the
// default second. Waiting longer changes no assertion.
configure({ asyncUtilTimeout: 5000 });

// jsdom does no layout, so it has no scrollIntoView; the editor calls it to show a field it focuses.
if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined });
