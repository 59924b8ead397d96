// The page: controls, the board drawn from the seat's view, the legal
// actions, the log. It never loads the engine: the worker does, and sends
// only the seat's snapshot (see worker.js).
import { draw } from './draw/index.js';

const $ = (id) => document.getElementById(id);
const HINT_ITERATIONS = 1000;

let worker = null;
let nextId = 1;
const pending = new Map();
let games = [];
let current = null;      // the last snapshot
let busy = false;

// ---- the worker ---------------------------------------------------------

function startWorker() {
  worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = (event) => {
    const m = event.data;
    const waiting = pending.get(m.id);
    if (!waiting) return;
    pending.delete(m.id);
    if (m.ok) waiting.resolve(m);
    else {
      const error = new Error(m.error);
      error.crashed = Boolean(m.crashed);
      waiting.reject(error);
    }
  };
  const crash = (why) => {
    const error = new Error(`the engine stopped (${why}); press New game to start it again`);
    error.crashed = true;
    worker = null;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    showError(error.message);
    setBusy(false);
  };
  worker.onerror = (event) => { event.preventDefault(); crash(event.message || 'an error in the worker'); };
  worker.onmessageerror = () => crash('a message could not be read');
}

function request(type, payload = {}) {
  if (!worker) startWorker();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, type, ...payload });
  });
}

// ---- showing -------------------------------------------------------------

function showError(message) {
  const line = $('error');
  line.textContent = message;
  line.title = message;
  line.hidden = false;
}

function clearError() {
  $('error').hidden = true;
  $('error').textContent = '';
}

function setBusy(on) {
  busy = on;
  $('side').classList.toggle('busy', on);
}

function el(tag, attrs = {}, text = '') {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text) node.textContent = text;
  return node;
}

function actionButton(shown, i) {
  const button = el('button', { type: 'button', 'data-index': String(i) }, `${i + 1}. ${shown.legal[i]}`);
  button.addEventListener('click', () => act('play', { index: i }));
  return button;
}

function render(shown, fresh) {
  current = shown;
  const name = (seat) => shown.seat_names[seat] ?? `seat ${seat}`;
  let status;
  if (shown.over !== null) status = `Game over: ${shown.over}`;
  else if (shown.person_to_act) status = `${name(shown.to_act)}: your move`;
  else status = `${name(shown.to_act)} (${shown.opponent}) to move`;
  $('status').textContent = status;
  $('phase').textContent = shown.phase.text;
  $('board').innerHTML = draw(shown);
  $('view-text').textContent = shown.view_text;

  const actions = $('actions');
  actions.replaceChildren();
  if (shown.groups.length > 0) {
    for (const group of shown.groups) {
      const details = el('details');
      if (shown.groups.length === 1) details.open = true;
      details.append(el('summary', {}, `${group.word} … ${group.members.length} actions`));
      const list = el('div');
      for (const i of group.members) list.append(actionButton(shown, i));
      details.append(list);
      actions.append(details);
    }
  } else {
    shown.legal.forEach((_, i) => actions.append(actionButton(shown, i)));
  }
  if (!shown.person_to_act) actions.append(el('p', {}, shown.over !== null ? 'The game is over.' : 'Waiting for the opponent…'));
  $('undo').hidden = shown.undo === null;
  $('hint').disabled = !shown.person_to_act;
  $('hint-out').textContent = '';

  const log = $('log');
  if (fresh) log.replaceChildren();
  log.start = 1;
  for (const line of shown.log) log.append(el('li', {}, line));
  log.scrollTop = log.scrollHeight;
}

// ---- acting ----------------------------------------------------------------

async function agentsMove() {
  while (current && current.over === null && !current.person_to_act) {
    $('status').textContent = `${current.seat_names[current.to_act]} (${current.opponent}) is thinking…`;
    const reply = await request('agent');
    render(reply.snapshot, false);
  }
}

async function act(type, payload) {
  if (busy) return;
  setBusy(true);
  try {
    const reply = await request(type, payload);
    clearError();
    render(reply.snapshot, false);
    if (type === 'text') $('text').value = '';
    await agentsMove();
  } catch (e) {
    showError(e.message);
  } finally {
    setBusy(false);
  }
}

async function start(type, payload) {
  setBusy(true);
  try {
    const reply = await request(type, payload);
    clearError();
    render(reply.snapshot, true);
    $('game').value = reply.snapshot.game;
    await agentsMove();
  } catch (e) {
    showError(e.message);   // the game on the table is untouched
  } finally {
    setBusy(false);
  }
}

function chosen() {
  return {
    game: $('game').value,
    scenario: $('scenario').value,
    options: $('options').value.trim(),
    seed: $('seed').value.trim(),
    people: [Number($('seat').value)],
    opponent: $('opponent').value,
  };
}

function fillSetup(gameId) {
  const info = games.find((g) => g.id === gameId) ?? games[0];
  $('scenario').replaceChildren(...info.scenarios.map((s, i) => el('option', { value: String(i) }, s)));
  $('seat').replaceChildren(...info.seats.map((s, i) => el('option', { value: String(i) }, s)));
}

async function main() {
  $('setup').addEventListener('submit', (e) => { e.preventDefault(); start('new', chosen()); });
  $('game').addEventListener('change', () => fillSetup($('game').value));
  $('typed').addEventListener('submit', (e) => {
    e.preventDefault();
    const text = $('text').value.trim();
    if (text) act('text', { text });
  });
  $('undo').addEventListener('click', () => act('undo'));
  $('hint').addEventListener('click', async () => {
    if (busy || !current?.person_to_act) return;
    setBusy(true);
    $('hint-out').textContent = `searching (mcts:${HINT_ITERATIONS})…`;
    try {
      const { hint } = await request('hint', { iterations: HINT_ITERATIONS });
      const out = $('hint-out');
      out.replaceChildren(el('p', {}, `Hint (mcts:${hint.iterations}): ${hint.index + 1}. ${hint.text}`));
      const list = el('ul');
      for (const r of hint.ranked) list.append(el('li', {}, `${r.index + 1}. ${r.text}: ${r.visits} visits`));
      out.append(list);
      document.querySelector(`#actions button[data-index="${hint.index}"]`)?.classList.add('hinted');
    } catch (e) {
      $('hint-out').textContent = '';
      showError(e.message);
    } finally {
      setBusy(false);
    }
  });
  $('save').addEventListener('click', async () => {
    try {
      const { replay } = await request('save');
      const a = el('a', { href: URL.createObjectURL(new Blob([replay], { type: 'application/json' })), download: `${current.game}-seed-${$('seed').value.trim() || 'x'}.json` });
      document.body.append(a);
      a.click();
      a.remove();
    } catch (e) {
      showError(e.message);
    }
  });
  $('load').addEventListener('change', async (e) => {
    const file = e.target.files[0];
    e.target.value = '';
    if (!file) return;
    const json = await file.text();
    await start('load', { json, people: [Number($('seat').value)], opponent: $('opponent').value });
  });

  try {
    ({ games } = await request('games'));
  } catch (e) {
    showError(e.message);
    return;
  }
  $('game').replaceChildren(...games.map((g) => el('option', { value: g.id }, g.id)));
  const wanted = new URLSearchParams(location.hash.slice(1));
  const game = games.some((g) => g.id === wanted.get('game')) ? wanted.get('game') : games[0].id;
  $('game').value = game;
  fillSetup(game);
  const opponent = wanted.get('opponent');
  if (opponent && ![...$('opponent').options].some((o) => o.value === opponent)) $('opponent').append(el('option', { value: opponent }, opponent));
  for (const key of ['seat', 'seed', 'opponent', 'scenario']) if (wanted.has(key)) $(key).value = wanted.get(key);
  await start('new', chosen());
}

main();
