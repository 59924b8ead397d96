// The wasm build plays the seeded games of crates/web/tests/golden.json
// (written by the native test `golden_digests_of_seeded_games`) and must
// end each in the same state: the same digest and number of steps under
// wasm32 as on x86_64.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, Table } from '../pkg/wargames_web.js';

const wasm = readFileSync(new URL('../pkg/wargames_web_bg.wasm', import.meta.url));
initSync({ module: wasm });
const golden = JSON.parse(readFileSync(new URL('../../crates/web/tests/golden.json', import.meta.url), 'utf8'));

for (const row of golden) {
  test(`${row.game} seed ${row.seed} ${row.opponent}: the same digest as natively`, () => {
    const table = new Table(row.game, '', '', row.seed, new Uint8Array(0), row.opponent);
    let shown = JSON.parse(table.snapshot(1e9));
    for (let i = 0; shown.over === null && i < 20000; i++) {
      table.agentMove();
      shown = JSON.parse(table.snapshot(1e9));
    }
    const replay = JSON.parse(table.replay());
    table.free();
    assert.equal(shown.steps, row.steps);
    assert.equal(replay.digest, row.digest);
  });
}
