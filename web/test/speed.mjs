// README's speed table: the search's decision times in headless Chromium
// (bench.html, the table's worker) and natively (the `speed` example) at
// the same positions, their ratio, and the page's download size.
//
//   web/build && node web/test/speed.mjs [ITERATIONS] [DECISIONS]
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { launch } from './browser.mjs';
import { serve } from '../serve.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WEB = fileURLToPath(new URL('..', import.meta.url));
const iterations = process.argv[2] ?? '1000';
const decisions = process.argv[3] ?? '3';

const server = await serve(0);
const { context, close } = await launch();
let browser;
try {
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${server.address().port}/bench.html#iterations=${iterations}&decisions=${decisions}`);
  await page.waitForFunction(() => document.getElementById('out').dataset.done, null, { timeout: 600_000 });
  browser = JSON.parse(await page.textContent('#out'));
} finally {
  await close();
  server.close();
}
const native = JSON.parse(execFileSync('cargo', ['run', '--quiet', '--release', '-p', 'wargames-web', '--example', 'speed', '--', iterations, decisions], { cwd: ROOT, encoding: 'utf8' }));

const ms = (t) => t.map((x) => x.toFixed(0)).join(', ');
const median = (t) => [...t].sort((a, b) => a - b)[Math.floor(t.length / 2)];
console.log(`| game | browser: mcts:${iterations}, first ${decisions} decisions (ms) | native (ms) | wasm/native (medians) |`);
console.log('| --- | --- | --- | --- |');
for (const b of browser) {
  const n = native.find((r) => r.game === b.game);
  console.log(`| ${b.game} | ${ms(b.times)} | ${ms(n.times)} | ${(median(b.times) / median(n.times)).toFixed(2)} |`);
}
const files = ['index.html', 'style.css', 'main.js', 'worker.js', ...readdirSync(`${WEB}draw`).map((f) => `draw/${f}`), 'pkg/wargames_web.js', 'pkg/wargames_web_bg.wasm'];
const sizes = (filter) => files.filter(filter).reduce((s, f) => {
  const body = readFileSync(`${WEB}${f}`);
  return { raw: s.raw + body.length, gzip: s.gzip + gzipSync(body, { level: 9 }).length, brotli: s.brotli + brotliCompressSync(body).length };
}, { raw: 0, gzip: 0, brotli: 0 });
const kb = (n) => `${(n / 1024).toFixed(0)} KiB`;
for (const [name, filter] of [['wasm', (f) => f.endsWith('.wasm')], ['JS, HTML, CSS', (f) => !f.endsWith('.wasm')], ['the page in all', () => true]]) {
  const s = sizes(filter);
  console.log(`${name}: ${kb(s.raw)}, gzip ${kb(s.gzip)}, brotli ${kb(s.brotli)}`);
}
