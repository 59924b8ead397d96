// The page: controls, the board drawn from the seat's view, the legal
// actions, the log. It never loads the engine: the worker does, and sends
// only the seat's snapshot (see worker.js).
import { draw } from './draw/index.js';
import { Connection, api, keep, kept, lobby, serverHere, shownOf, wanted as linkWanted } from './online.js';

const $ = (id) => document.getElementById(id);
const HINT_ITERATIONS = 1000;

let worker = null;
let nextId = 1;
const pending = new Map();
let games = [];
let current = null;      // the last snapshot
// A phone-sized screen: the boards take their narrow layout there.
const NARROW = matchMedia('(max-width: 700px)');
let busy = false;
// A match played through the server (online.js), or null at the local table.
let online = null;

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

function showError(message, offline = false) {
  const line = $('error');
  line.dataset.offline = offline ? 'yes' : 'no';
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

/** The phase line, each rule id in it a link to that rule on the game's rules page. */
function showPhase(shown) {
  const line = $('phase');
  line.replaceChildren();
  const rules = [...new Set(shown.phase.path.map((p) => p.rule).filter(Boolean))];
  let rest = shown.phase.text;
  while (rest) {
    let at = -1;
    let rule = '';
    for (const r of rules) {
      const i = rest.indexOf(`(${r})`);
      if (i >= 0 && (at < 0 || i < at)) { at = i; rule = r; }
    }
    if (at < 0) { line.append(rest); break; }
    line.append(rest.slice(0, at + 1));
    const link = el('a', { href: `rules.html#game=${encodeURIComponent(shown.game)}&rule=${encodeURIComponent(rule)}`, target: '_blank', title: `rule ${rule} on the rules page` }, rule);
    line.append(link);
    rest = rest.slice(at + 1 + rule.length);
  }
}

/** The end from the viewer's seat: won, lost or drawn. */
function verdict(shown) {
  const worth = shown.viewer_result;
  if (shown.people.length !== 1 || worth === null) return 'Game over';
  if (worth >= 1) return 'You won';
  if (worth <= 0) return 'You lost';
  if (worth === 0.5 && shown.seat_names.length > 1) return 'A draw';
  return `Game over (worth ${worth} to you)`;
}

/** Draws the board of `shown` (narrow on a phone), with no choice made on it yet. */
function drawBoard(shown) {
  try {
    $('board').innerHTML = draw(shown, NARROW.matches);
  } catch {
    // A view the game's painter cannot read (a server that sends a
    // spectator only what both seats see alike): the log still follows.
    $('board').replaceChildren(el('p', { class: 'no-board' }, 'The board shows a seat\'s view: a spectator of this game follows the log.'));
  }
  boardParts = [...$('board').querySelectorAll('svg > g')].map((g) => [g, g.outerHTML]);
  picked = new Set();
  showPicks();
  chosenKeys = [];
}

function render(shown, fresh) {
  current = shown;
  const name = (seat) => shown.seat_names[seat] ?? `seat ${seat}`;
  let status;
  if (shown.over !== null) status = `${online ? 'Game over' : verdict(shown)}: ${shown.over}`;
  else if (shown.person_to_act) status = `${name(shown.to_act)}: your move`;
  else if (online && shown.viewer === null) status = `${name(shown.to_act)} to move (you watch)`;
  else if (online) status = `${name(shown.to_act)} (${shown.opponent}) to move: waiting`;
  else status = `${name(shown.to_act)} (${shown.opponent}) to move`;
  $('status').textContent = status;
  $('status').dataset.over = shown.over !== null ? 'yes' : 'no';
  showPhase(shown);
  drawBoard(shown);
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

  if (online) showOnline(shown);
  const log = $('log');
  if (fresh) log.replaceChildren();
  log.start = 1;
  for (const old of log.querySelectorAll('li.fresh')) old.classList.remove('fresh');
  for (const line of shown.log) log.append(el('li', { class: 'fresh' }, line));
  log.scrollTop = log.scrollHeight;
  markBoard();
}

// ---- acting ----------------------------------------------------------------

// The other side's decisions, one at a time: each stays on the table for
// `pace` ms with its log lines shown above the board (Skip shows the rest
// at once). `#pace=0` in the address turns the pause off.
let pace = 900;
let skipping = false;
let skipNow = null;

function pause(ms) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    skipNow = () => { clearTimeout(timer); resolve(); };
  });
}

function showMove(who, lines) {
  const box = $('last-move');
  box.hidden = false;
  $('last-move-text').textContent = `${who}: ${lines.join(' · ')}`;
}

async function agentsMove() {
  skipping = false;
  while (current && current.over === null && !current.person_to_act) {
    const who = current.seat_names[current.to_act];
    $('status').textContent = `${who} (${current.opponent}) is thinking…`;
    const before = new Set(boardParts.map(([, html]) => html));
    const reply = await request('agent');
    render(reply.snapshot, false);
    // What the decision changed on the board: the parts drawn otherwise.
    for (const [g, html] of boardParts) if (!before.has(html)) g.classList.add('changed');
    if (reply.snapshot.log.length > 0) {
      showMove(who, reply.snapshot.log);
      if (pace > 0 && !skipping) await pause(pace);
    }
  }
  skipNow = null;
}

async function act(type, payload) {
  if (online) { await actOnline(type, payload); return; }
  if (busy) return;
  setBusy(true);
  $('last-move').hidden = true;
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
    fillSetupSeatsKept(reply.snapshot);
    if (matchMedia('(max-width: 700px)').matches) $('setup-box').open = false;
    await agentsMove();
  } catch (e) {
    showError(e.message);   // the game on the table is untouched
  } finally {
    setBusy(false);
  }
}

// After a load the game may be another one: its menus follow it.
function fillSetupSeatsKept(shown) {
  const seat = $('seat').value;
  fillSetup(shown.game);
  $('seat').value = shown.people.length === 1 ? String(shown.people[0]) : seat;
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
  // A solitaire has no opponent seat: its dice and cards are the game's.
  $('opponent-choice').hidden = info.seats.length === 1;
}

// Dice picked on the board for a keep (Pocket Stalingrad, rule 2): a unit
// face picked keeps every unit die showing it (2.2).
let picked = new Set();

function keepText() {
  const units = [];
  for (const node of $('board').querySelectorAll('[data-pick^="unit:"]')) {
    const face = node.getAttribute('data-pick').slice(5);
    if (picked.has(`unit:${face}`)) units.push(Number(face));
  }
  units.sort((a, b) => a - b);
  const parts = [];
  if (units.length) parts.push(`units ${units.join(' ')}`);
  for (const single of ['CMD', 'tactic', 'RATT']) if (picked.has(`single:${single}`)) parts.push(single);
  return `keep ${parts.length ? parts.join(', ') : 'nothing'}`;
}

function showPicks() {
  const pickables = $('board').querySelectorAll('[data-pick]');
  for (const node of pickables) {
    const on = picked.has(node.getAttribute('data-pick'));
    node.classList.toggle('picked', on);
    node.setAttribute('aria-pressed', String(on));
  }
  $('pick-bar').hidden = pickables.length === 0;
  if (pickables.length) $('pick-text').textContent = keepText();
}

function togglePick(target) {
  const node = target.closest('[data-pick]');
  if (!node || busy) return false;
  const key = node.getAttribute('data-pick');
  if (picked.has(key)) picked.delete(key); else picked.add(key);
  showPicks();
  return true;
}

function playPicked() {
  const wanted = keepText();
  const index = current.legal.indexOf(wanted);
  if (index < 0) { showError(`${wanted} is not a legal keep here`); return; }
  act('play', { index });
}

// Acting on the board: a part (unit, area, card, soldier) that a legal
// action names is highlighted; a click keeps the actions naming it (and
// every part clicked before), and the parts they name next are
// highlighted; one action left is played. Cancel drops the choice.
let chosenKeys = [];
let boardParts = [];   // the board's top-level parts as drawn, with their markup

/** Whether `text` names `key` as a whole name (not inside a longer word). */
function names(text, key) {
  const word = /[\p{L}\p{N}-]/u;
  for (let i = text.indexOf(key); i >= 0; i = text.indexOf(key, i + 1)) {
    const before = text[i - 1];
    const after = text[i + key.length];
    if ((before === undefined || !word.test(before)) && (after === undefined || !word.test(after))) return true;
  }
  return false;
}

function candidates() {
  if (!current?.person_to_act) return [];
  return current.legal.map((t, i) => [t, i]).filter(([t]) => chosenKeys.every((k) => names(t, k)));
}

function markBoard() {
  const left = candidates();
  for (const node of $('board').querySelectorAll('[data-key]')) {
    const key = node.getAttribute('data-key');
    const chosen = chosenKeys.includes(key);
    const can = !chosen && left.some(([t]) => names(t, key));
    node.classList.toggle('can', can);
    node.classList.toggle('chosen', chosen);
    if (can) {
      node.setAttribute('tabindex', '0');
      node.setAttribute('role', 'button');
      node.setAttribute('aria-label', `${key}: choose (${left.filter(([t]) => names(t, key)).length} actions name it)`);
    } else node.removeAttribute('tabindex');
  }
  // The actions left that name no part of the board (pass, end, decline,
  // draw, ...) get a button beside it, so that a game can be played from
  // the board alone (a keep is chosen by its dice instead).
  const onBoard = [...$('board').querySelectorAll('[data-key]')].map((n) => n.getAttribute('data-key')).filter((k) => !chosenKeys.includes(k));
  const dice = $('board').querySelector('[data-pick]') !== null;
  const plain = left.filter(([t]) => !onBoard.some((k) => names(t, k)) && !(dice && t.startsWith('keep ')));
  $('board-acts').replaceChildren(...plain.map(([t, i]) => {
    const button = el('button', { type: 'button', 'data-index': String(i) }, t);
    button.addEventListener('click', () => act('play', { index: i }));
    return button;
  }));
  $('board-acts').hidden = plain.length === 0;
  const open = chosenKeys.length > 0;
  $('choice-bar').hidden = !open;
  for (const button of document.querySelectorAll('#actions button[data-index]')) {
    button.classList.toggle('candidate', open && left.some(([, i]) => String(i) === button.dataset.index));
  }
  if (open) $('choice-text').textContent = `${chosenKeys.join(' › ')}: ${left.length} actions left (highlighted in the list)`;
}

function chooseKey(target) {
  const node = target.closest('[data-key].can');
  if (!node || busy) return false;
  chosenKeys.push(node.getAttribute('data-key'));
  const left = candidates();
  if (left.length === 1) {
    chosenKeys = [];
    act('play', { index: left[0][1] });
  } else markBoard();
  return true;
}

function cancelChoice() {
  chosenKeys = [];
  markBoard();
}

// A stack too tall for its area opens as a list (data-more on the board).
function openMore(target) {
  const more = target.closest('[data-more]');
  if (!more) return false;
  const [head, ...lines] = more.getAttribute('data-more').split('\n');
  $('more-title').textContent = head;
  $('more-list').replaceChildren(...lines.map((l) => el('li', {}, l)));
  $('more').hidden = false;
  $('more-close').focus();
  return true;
}

async function main() {
  NARROW.addEventListener('change', () => { if (current) { drawBoard(current); markBoard(); } });
  $('setup').addEventListener('submit', (e) => { e.preventDefault(); start('new', chosen()); });
  $('game').addEventListener('change', () => fillSetup($('game').value));
  $('typed').addEventListener('submit', (e) => {
    e.preventDefault();
    const text = $('text').value.trim();
    if (text) act('text', { text });
  });
  $('undo').addEventListener('click', () => act('undo'));
  const onBoard = (target) => togglePick(target) || chooseKey(target) || openMore(target);
  $('board').addEventListener('click', (e) => onBoard(e.target));
  $('board').addEventListener('keydown', (e) => {
    if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onBoard(e.target); }
    if (e.key === 'Escape') cancelChoice();
  });
  $('choice-cancel').addEventListener('click', cancelChoice);
  $('pick-play').addEventListener('click', playPicked);
  $('pick-clear').addEventListener('click', () => { picked = new Set(); showPicks(); });
  $('more-close').addEventListener('click', () => { $('more').hidden = true; });
  $('skip').addEventListener('click', () => { skipping = true; skipNow?.(); });
  $('hint').addEventListener('click', async () => {
    if (busy || !current?.person_to_act) return;
    setBusy(true);
    $('hint-out').textContent = online ? 'searching…' : `searching (mcts:${HINT_ITERATIONS})…`;
    try {
      const { hint } = online ? await onlineHint() : await request('hint', { iterations: HINT_ITERATIONS });
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
      const a = el('a', { href: URL.createObjectURL(new Blob([replay], { type: 'application/json' })), download: `${current.game}-${$('seed').value.trim() || new Date().toISOString().slice(0, 19).replaceAll(':', '-')}.json` });
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
  // Served by a match server: the lobby; a match's link: that match.
  const here = await serverHere();
  if (here) lobby(games, showError);
  const link = linkWanted();
  window.addEventListener('hashchange', () => { if (linkWanted() || online) location.reload(); });
  if (link && here) {
    startOnline(link);
    return;
  }
  if (link) showError('this link is to a match on a match server (wargames-server), which does not serve this page');
  $('game').replaceChildren(...games.map((g) => el('option', { value: g.id }, g.title || g.id)));
  const wanted = new URLSearchParams(location.hash.slice(1));
  const game = games.some((g) => g.id === wanted.get('game')) ? wanted.get('game') : games[0].id;
  $('game').value = game;
  fillSetup(game);
  const opponent = wanted.get('opponent');
  if (opponent && ![...$('opponent').options].some((o) => o.value === opponent)) $('opponent').append(el('option', { value: opponent }, opponent));
  for (const key of ['seat', 'seed', 'opponent', 'scenario']) if (wanted.has(key)) $(key).value = wanted.get(key);
  if (wanted.has('pace') && Number.isFinite(Number(wanted.get('pace')))) pace = Number(wanted.get('pace'));
  await start('new', chosen());
}

// ---- a match through the server ---------------------------------------------

function startOnline(link) {
  const mine = link.token ? kept().find((m) => m.match_id === link.match_id && m.token === link.token) : null;
  online = { matchId: link.match_id, token: link.token, frame: null, kinds: mine?.kinds ?? null, conn: null };
  document.body.classList.add('online');
  $('setup-box').hidden = true;
  $('online-box').open = false;
  $('o-leave').hidden = false;
  $('status').textContent = 'Connecting to the server…';
  online.conn = new Connection({
    matchId: link.match_id,
    token: link.token,
    onFrame,
    onPresence: (connected) => {
      if (!online.frame || !Array.isArray(connected)) return;
      online.frame.connected = connected;
      showAway(online.frame);
    },
    onState: (state) => {
      const net = $('net');
      net.dataset.state = state === 'connected' ? 'connected' : state === 'connecting' ? 'connecting' : 'offline';
      net.textContent = state === 'connected' ? '' : state === 'connecting' ? 'Connecting to the server…' : `The connection to the server is lost: trying again (${state.replace(/^offline, /, 'in ')}).`;
      net.hidden = state === 'connected';
      // A refusal for want of a connection is stale once connected again.
      if (state === 'connected' && $('error').dataset.offline === 'yes') clearError();
    },
    onFatal: (e) => {
      showError(e.message);
      $('status').textContent = 'No match: the server refused this link.';
      $('phase').textContent = '';
    },
  });
  // The console's way to speak to the server through this page's connection
  // (`wargames.send({op: ...})`): a refusal shows on the page in one line.
  window.wargames = {
    send: async (message) => {
      try {
        const reply = await online.conn.call(message);
        clearError();
        return reply;
      } catch (e) {
        showError(e.message);
        return e.message;
      }
    },
  };
}

/** A frame from the server: a `frame` (after a join: everything) or an `update` (the log's new lines). */
function onFrame(frame, fresh) {
  const before = online.frame;
  if (!fresh && before && frame.log_from !== before.log_seen) fresh = frame.log_from === 0;
  const changedFrom = before && !fresh ? new Set(boardParts.map(([, html]) => html)) : null;
  frame.log_seen = frame.log_from + frame.log.length;
  online.frame = frame;
  if (fresh && frame.seat !== null && online.token) {
    keep({ match_id: frame.match_id, game: frame.game, seat: frame.seat, seat_name: frame.seat_names[frame.seat], token: online.token, kinds: online.kinds });
  }
  render(shownOf(frame, online.kinds), fresh);
  // The other side's move: narrated above the board, its parts lit.
  const actor = before?.to_act;
  if (changedFrom && actor !== null && actor !== undefined && actor !== frame.seat && frame.log.length > 0) {
    for (const [g, html] of boardParts) if (!changedFrom.has(html)) g.classList.add('changed');
    showMove(frame.seat_names[actor] ?? `seat ${actor}`, frame.log);
  } else if (changedFrom && actor === frame.seat) {
    $('last-move').hidden = true;
  }
}

/** Whose turn, who is away, and the online buttons, from the frame. */
function showOnline(shown) {
  const frame = online.frame;
  document.body.dataset.moveNo = String(frame.move_no);
  document.body.dataset.over = frame.result === null ? 'no' : 'yes';
  showAway(frame);
  const seat = frame.seat !== null && online.token;
  $('o-save').hidden = frame.result === null;
  $('save').hidden = true;
  $('o-resign').hidden = !seat || frame.result !== null;
  $('o-offer').hidden = !seat || frame.result !== null || frame.draw_rule === null || frame.draw_offered_by !== null;
  $('o-accept').hidden = !seat || frame.result !== null || frame.draw_offered_by === null || frame.draw_offered_by === frame.seat;
  if (frame.draw_rule !== null) $('o-offer').textContent = `Offer a draw (${frame.draw_rule})`;
  $('hint').hidden = !seat;
  $('typed').hidden = !seat;
  $('side').querySelector('h2').textContent = seat ? 'Your move' : 'Actions';
}

/** The notice of the seats with no open connection now (the frame's or the last presence's `connected`). */
function showAway(frame) {
  const away = Array.isArray(frame.connected) && frame.result === null
    ? frame.seat_names.filter((_, s) => s !== frame.seat && frame.connected[s] === false)
    : [];
  $('away').textContent = away.length ? `${away.join(' and ')} ${away.length > 1 ? 'are' : 'is'} away (the page is closed or offline): the match waits until they come back.` : '';
  $('away').hidden = away.length === 0;
}

async function actOnline(type, payload) {
  if (busy || !online.frame) return;
  setBusy(true);
  try {
    const message = { op: 'play', match_id: online.matchId, token: online.token ?? '', move_no: online.frame.move_no };
    if (type === 'play') message.id = online.frame.legal[payload.index]?.id ?? payload.index;
    else if (type === 'text') message.text = payload.text;
    else throw new Error(`${type} is not a move in a match through the server`);
    await online.conn.call(message);
    clearError();
    if (type === 'text') $('text').value = '';
  } catch (e) {
    showError(e.message, e.code === 'offline');
  } finally {
    setBusy(false);
  }
}

async function onlineHint() {
  const { hint } = await online.conn.call({ op: 'hint', match_id: online.matchId, token: online.token ?? '' });
  return { hint: { iterations: hint.iterations, index: hint.id, text: hint.text, ranked: hint.ranked.map(([index, text, visits]) => ({ index, text, visits })) } };
}

async function onlineRequest(op) {
  try {
    await online.conn.call({ op, match_id: online.matchId, token: online.token ?? '' });
    clearError();
  } catch (e) {
    showError(e.message);
  }
}

function wireOnline() {
  $('o-resign').addEventListener('click', () => { if (confirm('Resign this match?')) onlineRequest('resign'); });
  $('o-offer').addEventListener('click', () => onlineRequest('offer_draw'));
  $('o-accept').addEventListener('click', () => onlineRequest('accept_draw'));
  // The replay (seed, every hidden card) once the match is over.
  $('o-save').addEventListener('click', async () => {
    try {
      const { replay } = await api({ op: 'replay', match_id: online.matchId });
      const text = `${JSON.stringify(replay, null, 2)}\n`;
      const a = el('a', { href: URL.createObjectURL(new Blob([text], { type: 'application/json' })), download: `${online.frame.game}-${online.matchId}.json` });
      document.body.append(a);
      a.click();
      a.remove();
    } catch (e) {
      showError(e.message);
    }
  });
}

wireOnline();
main();
