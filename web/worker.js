// The engine's worker: it alone loads the WebAssembly table and holds the
// full game (hidden parts included, for the agents' search). The page
// receives only what the seat may see: the snapshot the table builds from
// the seat's view, its legal actions and the log redacted for it.
import init, { Table, games } from './pkg/wargames_web.js';

let table = null;   // the current game
let sent = 0;       // log lines the page already has
let dead = null;    // why the engine stopped, once it has
const ready = init();

function snapshot(fresh) {
  if (fresh) sent = 0;
  const shown = JSON.parse(table.snapshot(sent));
  sent = shown.log_from + shown.log.length;
  return shown;
}

// Replaces the current game only once the new one is set up: a refused
// set-up or replay leaves the game as it was.
function replace(next) {
  if (table) table.free();
  table = next;
  return snapshot(true);
}

// The seed typed, or else a fresh random one the page never learns.
function seedOf(typed) {
  const text = String(typed ?? '').trim();
  if (text !== '') return text;
  const words = crypto.getRandomValues(new Uint32Array(2));
  return String((BigInt(words[0]) << 32n) | BigInt(words[1]));
}

function time(f) {
  const start = performance.now();
  const value = f();
  return [value, performance.now() - start];
}

const commands = {
  games: () => ({ games: JSON.parse(games()) }),
  new: (m) => ({ snapshot: replace(new Table(m.game, m.scenario ?? '', m.options ?? '', seedOf(m.seed), Uint8Array.from(m.people), m.opponent)) }),
  load: (m) => ({ snapshot: replace(Table.load(m.json, Uint8Array.from(m.people), m.opponent)) }),
  play: (m) => { table.playIndex(m.index); return { snapshot: snapshot(false) }; },
  text: (m) => { table.playText(m.text); return { snapshot: snapshot(false) }; },
  undo: () => { table.undo(); return { snapshot: snapshot(false) }; },
  // Only the snapshot: the agent's index among its own legal actions (or
  // how long it thought) could tell the page what the seat may not know.
  agent: () => { table.agentMove(); return { snapshot: snapshot(false) }; },
  hint: (m) => ({ hint: JSON.parse(table.hint(m.iterations)) }),
  // A replay holds the seed and every chance outcome (the other seat's
  // cards, the dice to come): the page gets it once the game is over.
  save: () => {
    if (JSON.parse(table.snapshot(1e9)).over === null) throw new Error('the replay holds the seed and every hidden card and coming die: it can be downloaded once the game is over');
    return { replay: table.replay() };
  },
  // Decision times of an agent at the first decisions of a seeded game of
  // agents in every seat (README's speed table).
  bench: (m) => {
    const t = new Table(m.game, '', '', String(m.seed), new Uint8Array(0), m.opponent);
    const times = [];
    try {
      for (let i = 0; i < m.decisions && JSON.parse(t.snapshot(1e9)).over === null; i++) {
        times.push(time(() => t.agentMove())[1]);
      }
    } finally { t.free(); }
    return { times };
  },
};

self.onmessage = async (event) => {
  const m = event.data;
  await ready.catch((e) => { dead = dead ?? `the engine could not be loaded: ${e}`; });
  if (dead) { self.postMessage({ id: m.id, ok: false, crashed: true, error: dead }); return; }
  const command = commands[m.type];
  if (!command) { self.postMessage({ id: m.id, ok: false, error: `unknown request ${JSON.stringify(m.type)}` }); return; }
  if (!table && !['games', 'new', 'load', 'bench'].includes(m.type)) {
    self.postMessage({ id: m.id, ok: false, error: 'no game yet: start one' });
    return;
  }
  try {
    self.postMessage({ id: m.id, ok: true, ...command(m) });
  } catch (e) {
    // A trap (a panic in the engine) leaves the module unusable: say so
    // and refuse everything after it; a refusal is an Error with one line.
    if (e instanceof WebAssembly.RuntimeError) {
      dead = `the engine crashed: ${e.message}`;
      self.postMessage({ id: m.id, ok: false, crashed: true, error: dead });
    } else {
      self.postMessage({ id: m.id, ok: false, error: e instanceof Error ? e.message : String(e) });
    }
  }
};
