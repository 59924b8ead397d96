// End-to-end test of playing a friend through `wargames-server` in
// headless Chromium: the server on a loopback port with a fresh SQLite file;
// two browser contexts create and join a match through the lobby and play a
// whole Rattenkrieg and a whole Pocket Stalingrad match against each other
// by clicking (the board, now and then), a third context watches. Mid-match
// one page is closed and opened again from its link, and the server is
// killed (kill -9) and started again on the same file: both pages resume
// and end with the digest the native `replay` example verifies. Every frame
// each page receives is recorded: the other seat's hidden cards never reach
// a page (its frames or its DOM). Then a 360x740 phone (the lobby and a
// match), a forged message from the console and a wrong token in the link.
//
//   web/build && cargo build -p wargames-server --example replay && \
//   SERVER=target/debug/wargames-server node web/test/lobby.mjs
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from './browser.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = fileURLToPath(new URL('./out/', import.meta.url));
mkdirSync(OUT, { recursive: true });
const SERVER = process.env.SERVER ?? join(ROOT, process.env.CARGO_TARGET_DIR ?? 'target', 'debug', 'wargames-server');
const MAX_DECISIONS = 2000;
let passed = 0;
let failed = 0;

function check(ok, what) {
  if (ok) { passed++; console.log(`ok - ${what}`); } else { failed++; console.log(`not ok - ${what}`); }
  return ok;
}

// ---- the server ------------------------------------------------------------------

function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'wargames-lobby-'));
const database = join(dir, 'matches.sqlite');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let server = null;

/** Starts the server on `port` and `database`; resolves once it listens. */
function startServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(SERVER, ['--addr', `127.0.0.1:${port}`, '--database', database, '--web', join(ROOT, 'web'), '--workers', '1'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let said = '';
    child.stderr.on('data', (d) => {
      said += d;
      if (said.includes('listening on')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the server stopped (${code}): ${said}`)));
    server = child;
  });
}

function killServer() {
  const child = server;
  return new Promise((resolve) => { child.removeAllListeners('exit'); child.on('exit', resolve); child.kill('SIGKILL'); });
}

async function api(message) {
  const r = await fetch(`${base}/api`, { method: 'POST', body: JSON.stringify(message) });
  return r.json();
}

// ---- pages ---------------------------------------------------------------------------

/** A page that records every WebSocket frame it receives (across reloads) and every script error. */
async function open(context, url, viewport) {
  const page = await context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  page.frames_ = context.frames_ ??= [];
  page.problems = context.problems ??= [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => page.frames_.push(String(f.payload))));
  page.on('pageerror', (e) => page.problems.push(e.message));
  await page.goto(url);
  return page;
}

async function errorLine(page) {
  return (await page.isVisible('#error')) ? page.textContent('#error') : '';
}

function state(page) {
  return page.evaluate(() => ({
    move: Number(document.body.dataset.moveNo ?? -1),
    over: document.body.dataset.over === 'yes',
    mine: /your move/.test(document.querySelector('#status').textContent),
    busy: document.querySelector('#side').classList.contains('busy'),
    connected: document.querySelector('#net').hidden,
  }));
}

/** Waits until `page` shows move `move` (or later) with its connection up. */
async function reached(page, move, timeout = 60_000) {
  return page.waitForFunction((m) => Number(document.body.dataset.moveNo ?? -1) >= m && document.querySelector('#net').hidden, move, { timeout }).then(() => true, () => false);
}

// A fixed sequence of pseudo-random picks, so that a run is repeatable.
let seed = 12345;
function pick(n) {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return n > 0 ? (seed >>> 8) % n : 0;
}

/** Clicks highlighted board parts until an action is played; false if the board could not finish it. */
async function clickBoard(page) {
  for (let clicks = 0; clicks < 6; clicks++) {
    const can = page.locator('#board .can');
    const count = await can.count();
    if (count === 0) break;
    const part = can.nth(pick(count));
    const box = await part.boundingBox({ timeout: 2000 }).catch(() => null);
    if (!box) break;
    const clicked = await part.click({ position: { x: box.width / 2, y: 2 }, timeout: 5000 }).then(() => true, () => false);
    if (!clicked) break;
    if (!(await page.isVisible('#choice-bar'))) return true;
  }
  if (await page.isVisible('#choice-bar')) await page.click('#choice-cancel');
  return false;
}

/**
 * In the page: waits up to `wait` ms for the page to be at its own move (or
 * the end); there, clicks the action button `r` modulo their number (unless
 * `board`) and waits for the next frame. What it found: `wait`, `over`,
 * `ready` (left to the board) or `played`, with the move number and the
 * page's error line.
 */
async function step({ r, wait, board }) {
  const $ = (q) => document.querySelector(q);
  const ready = () => document.body.dataset.over === 'yes' || (/your move/.test($('#status').textContent) && !$('#side').classList.contains('busy') && $('#net').hidden);
  const until = (ok, ms) => new Promise((resolve) => {
    const end = Date.now() + ms;
    const tick = () => (ok() || Date.now() > end ? resolve(ok()) : setTimeout(tick, 5));
    tick();
  });
  if (!(await until(ready, wait))) return { did: 'wait' };
  const move = Number(document.body.dataset.moveNo);
  if (document.body.dataset.over === 'yes') return { did: 'over', move };
  // What the page shows of the other side's move that led here.
  const told = $('#last-move').hidden ? '' : $('#last-move-text').textContent;
  const lit = document.querySelectorAll('#board g.changed').length;
  const lines = document.querySelectorAll('#log li.fresh').length;
  if (board && $('#board .can')) return { did: 'ready', move, told, lit, lines };
  const buttons = document.querySelectorAll('#actions button[data-index]');
  if (buttons.length === 0) return { did: 'none', move };
  // Half the time the last action (often a pass: shorter matches).
  buttons[r % 2 ? buttons.length - 1 : (r >> 1) % buttons.length].click();
  await until(() => Number(document.body.dataset.moveNo) > move || !$('#error').hidden, 30_000);
  return { did: 'played', move, told, lit, lines, error: $('#error').hidden ? '' : $('#error').textContent };
}

/** Through the lobby: `page` makes a match of `game` (seat 0 me, seat 1 `second`); the friend's link, if any, and the page's own link. */
async function create(page, game, second) {
  await page.waitForSelector('#online-box:not([hidden])');
  if (!(await page.$eval('#online-box', (d) => d.open))) await page.click('#online-box > summary');
  await page.selectOption('#o-game', game);
  await page.selectOption('#o-seats select[data-seat="1"]', second);
  await page.click('#o-new');
  await page.waitForSelector('#o-go');
  const invite = second === 'friend' ? await page.inputValue('.invite-link') : null;
  if (invite) {
    // Copy puts the link on the clipboard (or leaves it selected to copy).
    await page.click('.invite button');
    await page.waitForFunction(() => document.querySelector('.invite button').textContent !== 'Copy', null, { timeout: 5000 }).catch(() => {});
    const said = await page.textContent('.invite button');
    const copied = said === 'Copied' ? await page.evaluate(() => navigator.clipboard.readText()).catch(() => null) : null;
    check(copied === invite || said === 'Selected: copy it', `${game}: Copy puts the invitation link on the clipboard (${said})`);
  }
  await page.click('#o-go');
  await page.waitForFunction(() => document.body.dataset.moveNo !== undefined, null, { timeout: 30_000 });
  return { invite, own: page.url() };
}

// ---- what a page may receive ------------------------------------------------------------

const FRAME_KEYS = ['type', 'match_id', 'game', 'seat', 'seat_names', 'move_no', 'to_act', 'result', 'phase', 'path', 'view', 'view_text', 'legal', 'log', 'log_from', 'draw_rule', 'draw_offered_by'];

/** Every frame a page received: only the protocol's fields (no seed, no digest), no replay. */
function checkFrames(frames, who) {
  const parsed = frames.map((f) => { try { return JSON.parse(f); } catch { return null; } });
  const views = parsed.filter((f) => f && (f.type === 'frame' || f.type === 'update'));
  const odd = views.filter((f) => Object.keys(f).some((k) => !FRAME_KEYS.includes(k) && k !== 'connected'));
  check(views.length > 10 && odd.length === 0, `${who}: its ${views.length} frames carry only the protocol's fields${odd.length ? ` (also: ${Object.keys(odd[0]).join(',')})` : ''}`);
  check(!frames.some((f) => /"(seed|digest|replay)"/.test(f)), `${who}: no frame carries a seed, a digest or a replay`);
}

/** The other seat's cards as the native narration tells them, never in `seen` (frames and DOM). */
function checkHidden(narration, mine, seen, who) {
  const secret = narration.split('\n').map((l) => l.replace(/^\s*\d+\s+/, ''))
    .filter((l) => /^\S+: \S*[♣♦♥♠] dealt to/.test(l) && !l.startsWith(`${mine}:`));
  const leaked = secret.filter((l) => seen.some((text) => text.includes(l)));
  check(secret.length > 0 && leaked.length === 0, `${who}: none of the ${secret.length} hidden cards the native narration deals the other side reached the page${leaked.length ? `: ${leaked.slice(0, 3).join(' | ')}` : ''}`);
}

async function download(page, name) {
  await page.waitForSelector('#o-save:not([hidden])');
  const [file] = await Promise.all([page.waitForEvent('download'), page.click('#o-save')]);
  const path = `${OUT}${name}.json`;
  await file.saveAs(path);
  return path;
}

// The native `replay` example, built before the test (REPLAY), else run by cargo.
const REPLAY = process.env.REPLAY;

function verify(path) {
  try {
    if (REPLAY) return execFileSync(REPLAY, [path], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return execFileSync('cargo', ['run', '--quiet', '--example', 'replay', '--', path], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    return `${e.stdout}${e.stderr}`;
  }
}

// ---- one match between two pages -------------------------------------------------------

async function match(contexts, game, { closeAt, killAt }) {
  const [ca, cb, cc] = contexts;
  for (const c of contexts) c.frames_ = [];
  let a = await open(ca, `${base}/`);
  const { invite, own } = await create(a, game, 'friend');
  check(/#match=[0-9a-f]{32}&token=[0-9a-f]{32}$/.test(own) && /#match=[0-9a-f]{32}&token=[0-9a-f]{32}$/.test(invite), `${game}: the seats' links carry the token in the fragment only`);
  const matchId = own.match(/match=([0-9a-f]+)/)[1];
  // The spectator finds the match among the open ones.
  const c = await open(cc, `${base}/`);
  await c.waitForSelector('#online-box:not([hidden])');
  await c.click('#online-box > summary');
  const watch = c.locator(`#o-open a.watch[href$="#match=${matchId}&watch=1"]`);
  await watch.waitFor();
  await watch.click();
  let b = await open(cb, invite);
  await reached(b, 0);
  await reached(c, 0);
  const firstFrame = (ctx) => JSON.parse(ctx.frames_.find((f) => f.startsWith('{"type":"frame"')) ?? '{}');
  const seats = [ca, cb, cc].map((ctx) => firstFrame(ctx).seat);
  const shown = await Promise.all([a, b, c].map((p) => p.textContent('#status')));
  check(seats[0] === 0 && seats[1] === 1 && seats[2] === null && shown.every((s) => / to move|your move/.test(s)), `${game}: the creator holds seat 0, the invited friend seat 1, the spectator none (${shown.map((s) => s.trim()).join(' | ')})`);

  const contents = { a: [], b: [], c: [] };
  const began = Date.now();
  let decisions = 0;
  let byBoard = 0;
  let move = 0;
  let closed = false;
  let killed = false;
  let stalled = '';
  let i = 0;
  let idle = 0;
  let narrated = 0;
  let lit = 0;
  let switches = 0;
  let last = null;
  while (decisions < MAX_DECISIONS) {
    const pages = [a, b];
    // The page at its move plays (the board every tenth decision).
    const board = decisions % 10 === 9;
    const found = await pages[i].evaluate(step, { r: pick(1 << 20), wait: 40, board });
    if (found.did === 'wait') {
      i = 1 - i;
      if (++idle > 1500) { stalled = `no page to act at move ${move}`; break; }
      continue;
    }
    idle = 0;
    if (found.did === 'over') {
      if ((await Promise.all(pages.map(state))).every((s) => s.over)) break;
      i = 1 - i;
      continue;
    }
    if (found.did === 'none') { stalled = `no action to click at move ${found.move}`; break; }
    move = found.move;
    // A page that comes to its move after the other side's (one that
    // brought log lines: a move may narrate nothing to the other seat).
    if (last !== null && last !== i && found.lines > 0) {
      switches++;
      if (found.told) narrated++;
      if (found.lit > 0) lit++;
    }
    last = i;
    if (found.did === 'played') {
      decisions++;
      if (found.error) { stalled = `decision ${decisions} refused: ${found.error}`; break; }
    } else if (found.did === 'ready' && !(closed === false && move >= closeAt) && !(killed === false && move >= killAt)) {
      decisions++;
      if (await clickBoard(pages[i])) {
        byBoard++;
        await pages[i].waitForFunction((m) => Number(document.body.dataset.moveNo) > m || !document.querySelector('#error').hidden, move, { timeout: 30_000 }).catch(() => {});
        const error = await errorLine(pages[i]);
        if (error) { stalled = `decision ${decisions} refused: ${error}`; break; }
      }
    }
    if (decisions % 25 === 0 && found.did === 'played') {
      contents.a.push(await a.content());
      contents.b.push(await b.content());
      contents.c.push(await c.content());
    }
    if (!closed && move >= closeAt) {
      // The friend's page is closed mid-match; the other page says so (where
      // the server tells who is connected); the same link brings it back.
      closed = true;
      await b.close();
      const knows = ca.frames_.some((f) => f.includes('"connected"'));
      if (knows) {
        const away = await a.waitForSelector('#away:not([hidden])', { timeout: 10_000 }).then(() => true, () => false);
        check(away, `${game}: the other page says the friend is away (${away ? (await a.textContent('#away')).trim() : 'no notice'})`);
      } else {
        console.log(`# ${game}: the server's frames carry no "connected": the away notice is not checked`);
      }
      b = await open(cb, invite);
      const now = (await api({ op: 'spectate', match_id: matchId })).move_no;
      const back = await reached(b, now);
      const bm = (await state(b)).move;
      check(back && bm === now, `${game}: the closed page, opened again from its link, is back at move ${bm} (the match is at ${now})`);
      if (knows) {
        const gone = await a.waitForSelector('#away', { state: 'hidden', timeout: 10_000 }).then(() => true, () => false);
        check(gone, `${game}: the away notice goes once the friend is back`);
      }
      last = null;   // a page opened anew narrates no move it did not see
      continue;
    }
    if (!killed && move >= killAt) {
      // kill -9 and a restart on the same file: the pages reconnect.
      killed = true;
      move = (await api({ op: 'spectate', match_id: matchId })).move_no;
      await Promise.all([a, b, c].map((p) => reached(p, move)));
      const heard = [ca, cb, cc].map((ctx) => ctx.frames_.length);
      await killServer();
      const offline = await a.waitForSelector('#net:not([hidden])', { timeout: 10_000 }).then(() => true, () => false);
      check(offline, `${game}: the page says the connection is lost when the server is killed (${offline ? (await a.textContent('#net')).trim() : ''})`);
      await startServer();
      const both = (await Promise.all([a, b, c].map((p) => reached(p, move, 30_000)))).every(Boolean);
      const moves = await Promise.all([a, b, c].map(async (p) => (await state(p)).move));
      const rejoined = [ca, cb, cc].every((ctx, k) => ctx.frames_.slice(heard[k]).some((f) => f.startsWith('{"type":"frame"')));
      check(both && rejoined && moves.every((m) => m === move), `${game}: after kill -9 and a restart the three pages join again and stand at move ${move} (${moves.join(', ')})`);
      last = null;
      continue;
    }
  }
  const over = (await Promise.all([a, b].map(state))).every((s) => s.over);
  check(over && !stalled, `${game}: two pages played the match to its end in ${decisions} decisions, ${byBoard} by clicking the board, in ${((Date.now() - began) / 1000).toFixed(1)} s${stalled ? ` (${stalled})` : ''}`);
  check(switches >= 2 && narrated >= switches * 0.9 && lit >= switches / 2, `${game}: of ${switches} times a page came to its move after the other side's, the move was narrated above the board ${narrated} times and its parts lit on the board ${lit} times`);
  const watched = await c.waitForFunction(() => document.body.dataset.over === 'yes', null, { timeout: 20_000 }).then(() => true, () => false);
  const statuses = await Promise.all([a, b, c].map((p) => p.textContent('#status')));
  check(watched && new Set(statuses.map((s) => s.replace(/^.*?: /, ''))).size === 1, `${game}: the three pages show the same end (${statuses[2].trim()})`);
  for (const [k, p] of Object.entries({ a, b, c })) contents[k].push(await p.content());
  const watchedBoard = await c.locator('#board svg > g').count();
  const noBoard = await c.locator('#board .no-board').count();
  check(watchedBoard > 0 && noBoard === 0, `${game}: the spectator's page draws the board (${watchedBoard} parts) from what a spectator may see`);
  check(closed && killed, `${game}: a page was closed and reopened, and the server killed and restarted, mid-match`);

  const files = [await download(a, `lobby-${game}-a`), await download(b, `lobby-${game}-b`)];
  const digests = files.map((f) => (readFileSync(f, 'utf8').match(/"digest": "([0-9a-f]+)"/) ?? [])[1]);
  const told = verify(files[0]);
  const verified = (told.match(/digest (\S+) verified/) ?? [])[1];
  check(digests[0] !== undefined && digests[0] === digests[1] && verified === digests[0], `${game}: both pages' replays have the digest ${digests[0]} and the native replay example verifies it (${verified ?? told.trim().split('\n').pop()})`);
  const outcome = (told.match(/Outcome: (.*)/) ?? [])[1];
  check(outcome !== undefined && statuses[0].includes(outcome), `${game}: the pages' end is the native outcome (${outcome})`);

  checkFrames(ca.frames_, `${game}, seat page`);
  checkFrames(cb.frames_, `${game}, friend's page`);
  checkFrames(cc.frames_, `${game}, spectator`);
  if (game === 'rattenkrieg') {
    const first = firstFrame(ca);
    const second = firstFrame(cb);
    checkHidden(told, first.seat_names[first.seat], [...ca.frames_, ...contents.a], `${game}, ${first.seat_names[first.seat]}'s page`);
    checkHidden(told, second.seat_names[second.seat], [...cb.frames_, ...contents.b], `${game}, ${second.seat_names[second.seat]}'s page`);
    checkHidden(told, '', [...cc.frames_, ...contents.c], `${game}, the spectator`);
  }
  // The lobby lists the match among this browser's own.
  await a.goto(`${base}/`);
  await a.click('#online-box > summary');
  const listed = await a.locator(`#o-own a.resume[href$="#match=${matchId}&${own.split('&')[1]}"]`).count();
  check(listed === 1, `${game}: the lobby lists the match among this browser's own`);
  await a.screenshot({ path: `${OUT}lobby-${game}.png` });
  for (const p of [a, b, c]) await p.close();
  return { matchId, own, invite };
}

// ---- bad input ----------------------------------------------------------------------------------

async function badInput(context, { matchId }) {
  // A running match vs a bot, to forge moves in.
  const page = await open(context, `${base}/`);
  const { own: link } = await create(page, 'pocket-stalingrad', 'heuristic');
  await page.waitForFunction(() => /your move/.test(document.querySelector('#status').textContent));
  const id = link.match(/match=([0-9a-f]+)/)[1];
  const token = link.match(/token=([0-9a-f]+)/)[1];
  const before = (await api({ op: 'spectate', match_id: id })).move_no;
  const forged = [
    [{ op: 'play', match_id: id, token: '0'.repeat(32), move_no: before, id: 0 }, 'bad_token'],
    [{ op: 'play', match_id: id, token, move_no: before, id: 99999 }, 'no_such_action'],
    [{ op: 'play', match_id: id, token, move_no: before + 7, id: 0 }, 'move_number'],
    [{ op: 'play', match_id: id, token, move_no: before, text: 'march on the moon' }, 'no_such_action'],
    [{ op: 'play', match_id: id, token, move_no: before, id: 0, seed: 1 }, 'bad_request'],
    [{ op: 'replay', match_id: id }, 'replay_while_running'],
    ['{"op": "play", "match_id": ', 'bad_request'],
  ];
  for (const [message, code] of forged) {
    await page.evaluate((m) => window.wargames.send(m), message);
    const line = await errorLine(page);
    const after = (await api({ op: 'spectate', match_id: id })).move_no;
    const shown = Number(await page.evaluate(() => document.body.dataset.moveNo));
    check(line.startsWith(`${code}: `) && !line.includes('\n') && after === before && shown === before, `a forged ${typeof message === 'string' ? 'half message' : JSON.stringify(message).slice(0, 60)} from the console is refused in one line and changes nothing (${line})`);
  }
  // The match's hint, and resigning it.
  await page.click('#hint');
  const hinted = await page.waitForFunction(() => document.querySelector('#hint-out').textContent.includes('visits'), null, { timeout: 60_000 }).then(() => true, () => false);
  check(hinted, `a hint from the server names an action with visit counts (${(await page.textContent('#hint-out')).slice(0, 80)})`);
  page.once('dialog', (d) => d.accept());
  await page.click('#o-resign');
  const ended = await page.waitForFunction(() => document.body.dataset.over === 'yes', null, { timeout: 10_000 }).then(() => true, () => false);
  check(ended && (await page.isVisible('#o-save')), `resigning ends the match and offers the replay (${(await page.textContent('#status')).trim()})`);
  await page.close();

  // A wrong token, and a match that does not exist, in the link.
  for (const [url, code] of [[`${base}/#match=${matchId}&token=${'f'.repeat(32)}`, 'bad_token'], [`${base}/#match=${'0'.repeat(32)}&token=${'f'.repeat(32)}`, 'unknown_match']]) {
    const p = await open(context, url);
    await p.waitForSelector('#error:not([hidden])', { timeout: 10_000 }).catch(() => {});
    const line = await errorLine(p);
    const sockets = [];
    p.on('websocket', (ws) => sockets.push(ws));
    await p.waitForTimeout(1500);
    const actions = await p.locator('#actions button').count();
    check(line.startsWith(`${code}: `) && !line.includes('\n') && actions === 0 && sockets.length === 0, `a link with ${code === 'bad_token' ? 'a wrong token' : 'an unknown match'} is refused in one line, shows no actions and is not retried (${line})`);
    await p.close();
  }
}

// ---- a phone -------------------------------------------------------------------------------------

/** The page's width and its smallest visible text in CSS px. */
function measure(page) {
  return page.evaluate(() => {
    let least = [Infinity, ''];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const node = n.parentElement;
      if (!n.textContent.trim() || !node || !node.checkVisibility() || node.closest('option')) continue;
      const box = node.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      let px = parseFloat(getComputedStyle(node).fontSize);
      if (node instanceof SVGElement && node.getScreenCTM()) px *= node.getScreenCTM().a;
      if (px < least[0]) least = [px, n.textContent.trim().slice(0, 40)];
    }
    const out = [...document.querySelectorAll('#actions button, #board-acts button, #online-box button, #online-box select, #online-box a, #o-leave')]
      .filter((b) => b.checkVisibility())
      .filter((b) => { const r = b.getBoundingClientRect(); return r.left < 0 || r.right > 360; })
      .map((b) => b.textContent.trim().slice(0, 30));
    return { wide: document.documentElement.scrollWidth, least, out };
  });
}

async function phone(context) {
  const page = await open(context, `${base}/`, { width: 360, height: 740 });
  await page.waitForSelector('#online-box:not([hidden])');
  await page.click('#online-box > summary');
  await page.waitForSelector('#o-open li');
  let m = await measure(page);
  check(m.wide <= 360 && m.least[0] >= 12 && m.out.length === 0, `the lobby on a 360x740 phone: ${m.wide} px wide, smallest text ${m.least[0]} CSS px ("${m.least[1]}"), controls out of reach: ${m.out.length ? m.out.join(' | ') : 'none'}`);
  await page.screenshot({ path: `${OUT}lobby-phone.png`, fullPage: true });
  await create(page, 'pocket-stalingrad', 'heuristic');
  let worst = null;
  let played = 0;
  for (let i = 0; i < 8; i++) {
    const reachedMine = await page.waitForFunction(() => (/your move/.test(document.querySelector('#status').textContent) && !document.querySelector('#side').classList.contains('busy')) || document.body.dataset.over === 'yes', null, { timeout: 30_000 }).then(() => true, () => false);
    if (!reachedMine || (await state(page)).over) break;
    m = await measure(page);
    if (m.wide > 360 || m.least[0] < 12 || m.out.length > 0) { worst = m; break; }
    const before = (await state(page)).move;
    const buttons = page.locator('#actions button[data-index]');
    await buttons.nth(pick(await buttons.count())).click();
    await page.waitForFunction((b) => Number(document.body.dataset.moveNo) > b, before, { timeout: 30_000 });
    played++;
  }
  m = worst ?? m;
  check(worst === null && played >= 4, `a match on a 360x740 phone: ${played} decisions clicked; ${m.wide} px wide, smallest text ${m.least[0].toFixed(1)} CSS px ("${m.least[1]}"), actions out of reach: ${m.out.length ? m.out.join(' | ') : 'none'}`);
  await page.screenshot({ path: `${OUT}lobby-phone-match.png`, fullPage: true });
  await page.close();
}

// ---- a draw agreed --------------------------------------------------------------------------

/**
 * Two pages of a Pocket Stalingrad match: the creator offers a draw (V.4),
 * the friend's page shows "Accept the draw" and accepts; both pages end
 * drawn. A game with no draw rule shows neither button.
 */
async function drawAgreed(contexts) {
  const [ca, cb] = contexts;
  const a = await open(ca, `${base}/`);
  const { invite } = await create(a, 'pocket-stalingrad', 'friend');
  const b = await open(cb, invite);
  await reached(a, 0);
  await reached(b, 0);
  const shown = async (p) => ({ offer: await p.isVisible('#o-offer'), accept: await p.isVisible('#o-accept') });
  const before = await Promise.all([a, b].map(shown));
  await a.click('#o-offer');
  await b.waitForSelector('#o-accept:not([hidden])', { timeout: 20_000 }).catch(() => {});
  const offered = await Promise.all([a, b].map(shown));
  await b.click('#o-accept');
  const ended = await Promise.all([a, b].map((p) => p.waitForFunction(() => document.body.dataset.over === 'yes', null, { timeout: 20_000 }).then(() => true, () => false)));
  const statuses = await Promise.all([a, b].map((p) => p.textContent('#status')));
  const after = await Promise.all([a, b].map(shown));
  check(before.every((s) => s.offer && !s.accept) && !offered[0].accept && !offered[0].offer && offered[1].accept
    && ended.every(Boolean) && statuses.every((s) => /draw/i.test(s)) && after.every((s) => !s.offer && !s.accept),
    `pocket-stalingrad: a draw offered on one page (V.4) is accepted on the other, and both end drawn (${statuses.map((s) => s.trim()).join(' | ')})`);
  await a.close();
  await b.close();
  // Rattenkrieg has no draw: no button offers one.
  const r = await open(ca, `${base}/`);
  await create(r, 'rattenkrieg', 'friend');
  await reached(r, 0);
  check(!(await r.isVisible('#o-offer')) && !(await r.isVisible('#o-accept')), 'rattenkrieg: a game with no draw rule shows no draw button');
  await r.close();
}

// ---- the run ---------------------------------------------------------------------------------

const started = Date.now();
await startServer();
const browsers = await Promise.all([launch(), launch(), launch()]);
const contexts = browsers.map((b) => b.context);
for (const c of contexts) await c.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
try {
  const first = await match(contexts, 'rattenkrieg', { closeAt: 8, killAt: 20 });
  await match(contexts, 'pocket-stalingrad', { closeAt: 6, killAt: 14 });
  console.log(`# two matches: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await drawAgreed(contexts);
  await badInput(contexts[2], first);
  await phone(contexts[2]);
  const problems = contexts.flatMap((c) => c.problems ?? []);
  check(problems.length === 0, `no script error on any page${problems.length ? `: ${problems.slice(0, 3).join('; ')}` : ''}`);
} catch (e) {
  check(false, `the test ran to its end: ${e.stack}`);
} finally {
  for (const b of browsers) await b.close();
  await killServer();
  rmSync(dir, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed === 0 ? 0 : 1);
