import { build, type Rollup } from 'vite';
const out = (await build({ logLevel: 'silent', build: { write: false } })) as Rollup.RollupOutput | Rollup.RollupOutput[];
const outputs = Array.isArray(out) ? out : [out];
const rows: [number, string, string][] = [];
for (const o of outputs) for (const c of o.output) if (c.type === 'chunk' && /^(assets\/)?(boot|start|shared|article-page|article-extras|sidebar|firebase-app|article-html|index)-/.test(c.fileName))
  for (const [id, m] of Object.entries(c.modules)) rows.push([m.renderedLength, c.fileName.replace(/-[\w-]{8}\.js$/, ''), id.replace(/.*node_modules\//, 'nm/').replace(/.*\/src\//, 'src/')]);
rows.sort((a, b) => b[0] - a[0]);
for (const r of rows.slice(0, 60)) console.log(String(r[0]).padStart(7), r[1].padEnd(22), r[2]);
