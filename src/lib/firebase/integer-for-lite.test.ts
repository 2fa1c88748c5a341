import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Integer as Original } from '@firebase/webchannel-wrapper/bloom-blob';
import { Integer } from './integer-for-lite.js';

// Tests run from the repository root.
const LITE = path.resolve('node_modules/@firebase/firestore/dist/lite');

describe('the Integer the lite SDK gets instead of the bloom-blob module', () => {
  it('is all the browser build of lite imports from that module', () => {
    const files = readdirSync(LITE).filter((file) => /\.browser\.esm\.js$|^common-[^.]+\.esm\.js$/.test(file));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const imports = [...readFileSync(path.join(LITE, file), 'utf8').matchAll(/import \{([^}]*)\} from '@firebase\/webchannel-wrapper\/bloom-blob'/g)];
      for (const [, names] of imports) expect(names?.trim(), file).toBe('Integer');
    }
  });

  it('orders numeric ids as the original does', () => {
    const ids = ['0', '7', '42', '-3', '9007199254740993', '9007199254740992', '123456789012345678901234567890', '-123456789012345678901234567890'];
    for (const a of ids) {
      for (const b of ids) {
        expect(Integer.fromString(a).compare(Integer.fromString(b)), `${a} vs ${b}`).toBe(Math.sign(Original.fromString(a).compare(Original.fromString(b))));
      }
      expect(Integer.fromString(a).toString()).toBe(Original.fromString(a).toString());
    }
  });
});
