// End-to-end test of the web table in headless Chromium: for each game,
// start it, play it to the end against the bot by clicking and typing,
// check that what the seat may not see never reaches the page, download
// the replay and verify it with the native `replay` example, and load a
// native replay into the page. Bad input (typed text, replays) and a
// crash of the worker are checked on the way. Then each game is played
// whole by clicking the board (and the buttons beside it) alone, and each
// board is read on a 360x740 phone (text at 12 CSS px or more, no sideways
// scroll). Screenshots go to web/test/out/<game>.png,
// board-only-<game>.png and phone-<game>.png.
//
//   web/build && node web/test/e2e.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launch } from './browser.mjs';
import { serve } from '../serve.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = fileURLToPath(new URL('./out/', import.meta.url));
mkdirSync(OUT, { recursive: true });

// The seat a person plays and the bot against it (the solitaires have no
// opponent seat: their dice and cards are the match's).
const GAMES = [
  { game: 'rattenkrieg', seat: 0, opponent: 'mcts:30', seed: 4 },
  { game: 'arnswalde', seat: 0, opponent: 'heuristic', seed: 5 },
  { game: 'pocket-stalingrad', seat: 1, opponent: 'mcts:100', seed: 6 },
  { game: 'squad', seat: 0, opponent: 'heuristic', seed: 7 },
];
const MAX_DECISIONS = 1500;
let passed = 0;
let failed = 0;

function check(ok, what) {
  if (ok) { passed++; console.log(`ok - ${what}`); } else { failed++; console.log(`not ok - ${what}`); }
  return ok;
}

function cargo(args) {
  return execFileSync('cargo', ['run', '--quiet', ...args], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Waits until the page is idle at a person's decision or the game's end. */
async function settled(page) {
  await page.waitForFunction(() => {
    const status = document.querySelector('#status').textContent;
    return !document.querySelector('#side').classList.contains('busy') && (/your move/.test(status) || document.querySelector('#status').dataset.over === 'yes');
  }, null, { timeout: 180_000 });
  return page.textContent('#status');
}

async function errorLine(page) {
  return (await page.isVisible('#error')) ? page.textContent('#error') : '';
}

/** Clicks the first legal action (opening its group when the list is grouped). */
async function clickFirst(page) {
  const visible = page.locator('#actions button:visible');
  if ((await visible.count()) === 0) await page.locator('#actions summary').first().click();
  await page.locator('#actions button:visible').first().click();
}

/** Clicks a board part at the middle of its top edge (its middle may be under a counter). */
async function clickPart(locator) {
  const box = await locator.boundingBox();
  await locator.click({ position: { x: box.width / 2, y: 2 } });
}

/** Plays by clicking highlighted board parts; true if an action was played so, false if the board could not finish it (the choice is then cancelled). */
async function clickBoard(page) {
  for (let clicks = 0; clicks < 6; clicks++) {
    const can = page.locator('#board .can');
    if ((await can.count()) === 0) break;
    await clickPart(can.first());
    if (!(await page.isVisible('#choice-bar'))) return true;
  }
  if (await page.isVisible('#choice-bar')) await page.click('#choice-cancel');
  return false;
}

async function typeAction(page, text) {
  await page.fill('#text', text);
  await page.press('#text', 'Enter');
}

async function upload(page, name, text) {
  await page.setInputFiles('#load', { name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

// Every message the worker sends the page, recorded as the page receives it.
function recordWorkerMessages() {
  const Base = window.Worker;
  window.__received = [];
  window.Worker = class extends Base {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => window.__received.push(e.data));
    }
  };
}

// What a worker's answer may hold, and a snapshot's fields (the Rust
// Snapshot's JSON): nothing else reaches the page.
const ANSWER_KEYS = new Set(['id', 'ok', 'error', 'crashed', 'games', 'snapshot', 'hint', 'replay']);
const SNAPSHOT_KEYS = ['game', 'scenario', 'people', 'opponent', 'seat_names', 'viewer', 'to_act', 'person_to_act', 'over', 'viewer_result', 'phase', 'view', 'view_text', 'legal', 'groups', 'undo', 'log', 'log_from', 'steps'].sort().join(',');

/** Checks every recorded message: only known answers, snapshots with only their fields, a replay only after the end. */
async function checkReceived(page, game) {
  const received = await page.evaluate(() => window.__received);
  const extra = received.flatMap((m) => Object.keys(m).filter((k) => !ANSWER_KEYS.has(k)));
  check(received.length > 10 && extra.length === 0, `${game}: the worker's ${received.length} answers carry nothing but the snapshot, hint, games, replay or error${extra.length ? ` (also: ${[...new Set(extra)].join(', ')})` : ''}`);
  const odd = received.filter((m) => m.snapshot && Object.keys(m.snapshot).sort().join(',') !== SNAPSHOT_KEYS);
  check(odd.length === 0, `${game}: every snapshot has exactly the snapshot's fields (no seed)${odd.length ? `: ${Object.keys(odd[0].snapshot).join(',')}` : ''}`);
  let over = false;
  const early = received.filter((m) => { if (m.snapshot) over = m.snapshot.over !== null; return m.replay !== undefined && !over; });
  check(early.length === 0, `${game}: a replay (seed and hidden cards) reaches the page only once the game is over`);
}

/** What the board must never show (the bugs players met), found on the page now; '' if nothing. */
async function boardFaults(page, game) {
  return page.evaluate((game) => {
    const board = document.querySelector('#board');
    const text = board.textContent;
    const faults = [];
    if (/_/.test(text)) faults.push(`a code name on the board: ${text.match(/\S*_\S*/)[0]}`);
    if (/…/.test(text)) faults.push('a label cut short');
    if (/(your|enemy) cards \d|\bnull\b|\bundefined\b/.test(text)) faults.push(`raw data on the board: ${text.match(/(your|enemy) cards \d|\bnull\b|\bundefined\b/)[0]}`);
    // Areas never overlap (a stack too tall spilled over the next one).
    const boxes = [...board.querySelectorAll('g.area > rect:first-child')].map((r) => r.getBBox());
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i], boxes[j]];
        if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) faults.push('two areas overlap');
      }
    }
    // Every unit counter lies inside an area or a rear.
    if (game === 'rattenkrieg') {
      const combat = board.querySelector('.combat');
      if (combat) {
        const told = [...combat.textContent.matchAll(/cards \((\d+)\)/g)].reduce((n, m) => n + Number(m[1]), 0);
        const drawn = combat.querySelectorAll('.card, .card-back').length;
        if (told !== drawn) faults.push(`a combat tells ${told} cards put down but draws ${drawn}`);
      }
    }
    if (game === 'pocket-stalingrad' && !/Soviet \d/.test(text)) faults.push('unit counts without their side');
    return faults.join('; ');
  }, game);
}

async function playGame(context, base, { game, seat, opponent, seed }) {
  const page = await context.newPage();
  await page.addInitScript(recordWorkerMessages);
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('response', (r) => { if (r.status() >= 400) problems.push(`${r.status()} for ${r.url()}`); });
  await page.goto(`${base}/#game=${game}&seat=${seat}&opponent=${opponent}&seed=${seed}&pace=0`);
  let status = await settled(page);
  check(status.includes('your move'), `${game}: the game starts at the person's move (${status})`);

  const info = await page.evaluate(() => ({
    titles: [...document.querySelectorAll('#game option')].map((o) => o.textContent),
    opponent: !document.querySelector('#opponent-choice').hidden,
  }));
  check(info.titles.join('|') === 'Arnswalde 1945|Pocket Stalingrad|Rattenkrieg: Stalingrad|Squad', `${game}: games are listed by title, in the registry's order (${info.titles.join(', ')})`);
  check(info.opponent === (game === 'rattenkrieg' || game === 'pocket-stalingrad'), `${game}: the Opponent menu shows only where there is an opponent seat`);
  // The phase line links its rule to the game's rules page, served with the table.
  const link = page.locator('#phase a').first();
  if (check((await link.count()) === 1, `${game}: the phase line links a rule (${await page.textContent('#phase')})`)) {
    const rule = await link.textContent();
    const rules = await context.newPage();
    await rules.goto(new URL(await link.getAttribute('href'), page.url()).href);
    const marked = await rules.waitForSelector('.here', { timeout: 10_000 }).then((e) => e.textContent(), () => '');
    check(marked.includes(rule.replace(/\.0$/, '')), `${game}: the link opens the rules page at rule ${rule} (${marked.slice(0, 60)})`);
    await rules.close();
  }
  // Bad input first: it must leave the game as it is.
  const before = await page.textContent('#view-text');
  await typeAction(page, 'march on the moon');
  await page.waitForSelector('#error:not([hidden])');
  check((await errorLine(page)).startsWith('no legal action reads "march on the moon"'), `${game}: typed text naming no action is refused`);
  await upload(page, 'bad.json', '{"game": "squad", "steps": 3}');
  await page.waitForFunction(() => document.querySelector('#error').textContent.startsWith('replay:'));
  const line = await errorLine(page);
  check(line === 'replay: not a replay of squad: invalid type: integer `3`, expected a sequence at line 1 column 28', `${game}: a malformed replay is refused in one line (${line})`);
  await page.fill('#options', '{"turns": "many"');
  await page.click('#new');
  await page.waitForFunction(() => document.querySelector('#error').textContent.startsWith('not valid options'));
  check(/^not valid options for [a-z-]+: .* at line 1 column \d+$/.test(await errorLine(page)), `${game}: malformed options are refused in one line (${await errorLine(page)})`);
  await page.fill('#options', '');
  check((await page.textContent('#view-text')) === before && (await page.$eval('#game', (s) => s.value)) === game, `${game}: the game on the table is untouched`);
  if (game === 'arnswalde') {
    await typeAction(page, 'place Tigers: North 7, South 7, Central Square 7');
    await page.waitForFunction(() => document.querySelector('#error').textContent.startsWith('refused'));
    check((await errorLine(page)).startsWith('refused: 3.1: place all 7 Tiger IIs'), `${game}: typed text the rules refuse shows the rule (${await errorLine(page)})`);
  }
  if (game === 'rattenkrieg') {
    await typeAction(page, 'activate 13Gds');
    await page.waitForFunction(() => document.querySelector('#error').textContent.startsWith('refused'));
    check((await errorLine(page)) === 'refused: 7.1: 13Gds is not one of your counters', `${game}: typed text the rules refuse shows the rule`);
  }
  // Mid-game the replay (seed, hidden cards) is refused.
  await page.click('#save');
  const refused = await page.waitForFunction(() => document.querySelector('#error').textContent.includes('once the game is over'), null, { timeout: 10_000 }).then(() => true, () => false);
  check(refused, `${game}: the replay cannot be downloaded mid-game (${await errorLine(page)})`);
  // A hint: the search's choice with its visits.
  await page.click('#hint');
  await page.waitForFunction(() => document.querySelector('#hint-out').textContent.includes('visits'), null, { timeout: 120_000 });
  check(/Hint \(mcts:1000\): \d+\. /.test(await page.textContent('#hint-out')), `${game}: a hint names an action with visit counts`);

  // A partial choice on the board can be cancelled.
  if ((await page.locator('#board .can').count()) > 0) {
    await clickPart(page.locator('#board .can').first());
    const open = await page.isVisible('#choice-bar');
    if (open) await page.click('#choice-cancel');
    const clean = !(await page.isVisible('#choice-bar')) && (await page.locator('#board .chosen').count()) === 0;
    check(clean, `${game}: a board choice ${open ? 'part-way made is cancelled' : 'of one action plays it at once'}`);
    if (!open) status = await settled(page);
  }
  // Play to the end: click the first action, type every third.
  const seen = [];
  let decisions = 0;
  let undone = false;
  const keptByClick = [];
  let byBoard = 0;
  let boardFault = '';
  let combatSeen = false;
  const isOver = () => page.$eval('#status', (s) => s.dataset.over === 'yes');
  while (!(await isOver()) && decisions < MAX_DECISIONS) {
    decisions++;
    const undo = page.locator('#undo');
    if (game === 'pocket-stalingrad' && keptByClick.length < 3 && (await page.isVisible('#pick-bar'))) {
      // The keep chosen by clicking dice on the board (rule 2, 2.2).
      await page.locator('#board [data-pick]').first().click();
      const wanted = (await page.textContent('#pick-text')).replace(/^keep /, '');
      await page.click('#pick-play');
      keptByClick.push(wanted);
    } else if (decisions % 3 === 1 && (await page.locator('#board .can').count()) > 0 && (await clickBoard(page))) {
      byBoard++;
    } else if (!undone && (await undo.isVisible())) {
      await undo.click();
      undone = true;
    } else if (decisions % 3 === 0) {
      const texts = await page.locator('#actions button').allTextContents();
      const text = texts[texts.length - 1].replace(/^\d+\. /, '');
      await typeAction(page, text === 'back' ? texts[0].replace(/^\d+\. /, '') : text);
    } else {
      await clickFirst(page);
    }
    status = await settled(page);
    const error = await errorLine(page);
    if (error) { check(false, `${game}: decision ${decisions} refused: ${error}`); break; }
    if (decisions % 10 === 0) seen.push(await page.evaluate(() => document.body.textContent));
    if (!boardFault) boardFault = await boardFaults(page, game);
    if (game === 'rattenkrieg' && !combatSeen && (await page.locator('#board .combat').count()) > 0) combatSeen = true;
    if (decisions === 12) await page.screenshot({ path: `${OUT}${game}.png` });
  }
  check(await isOver(), `${game}: played to the end in ${decisions} decisions (${status.trim()})`);
  check(/^(You won|You lost|A draw): /.test(status.trim()), `${game}: the end is told from the player's seat (${status.trim()})`);
  check(byBoard >= 3, `${game}: ${byBoard} decisions played by clicking the board`);
  check(boardFault === '', `${game}: the board never showed a code name, a cut label, raw data or overlapping areas${boardFault ? `: ${boardFault}` : ''}`);
  if (game === 'rattenkrieg') check(combatSeen, `${game}: a combat was drawn with the cards put down`);
  if (game === 'pocket-stalingrad') {
    const log = await page.$$eval('#log li', (l) => l.map((x) => x.textContent));
    const played = keptByClick.filter((k) => log.some((l) => l.endsWith(`keeps ${k}`)));
    check(keptByClick.length > 0 && played.length === keptByClick.length, `${game}: keeps chosen by clicking dice on the board were played (${keptByClick.join(' | ')})`);
  }
  if (game === 'squad') check(undone, `${game}: a part of a decision was taken back (back, R-D2)`);
  seen.push(await page.evaluate(() => document.body.textContent));

  // The replay: downloaded, verified natively.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save')]);
  const file = `${OUT}${game}.json`;
  await download.saveAs(file);
  await checkReceived(page, game);
  let told = '';
  try { told = cargo(['--example', 'replay', '--', file]); } catch (e) { told = `${e.stdout}${e.stderr}`; }
  check(/digest \S+ verified/.test(told), `${game}: the browser's replay verifies natively`);
  const outcome = (told.match(/Outcome: (.*)/) ?? [])[1];
  check(outcome !== undefined && status.includes(`: ${outcome}`), `${game}: the same outcome natively (${outcome})`);

  // What the seat may not see: the native replay narrates every event
  // whole; the other seat's cards (Rattenkrieg) and the face-down cards
  // (Arnswalde) must appear nowhere on the page.
  const secret = told.split('\n').map((l) => l.replace(/^\s*\d+\s+/, ''))
    .filter((l) => (game === 'rattenkrieg' && /^Soviet: \S*[♣♦♥♠] dealt to/.test(l)) || (game === 'arnswalde' && / dealt face down in /.test(l)));
  if (game === 'rattenkrieg' || game === 'arnswalde') {
    check(secret.length > 0, `${game}: the native narration shows hidden cards (${secret.length} lines)`);
    const leaked = secret.filter((l) => seen.some((text) => text.includes(l)));
    check(leaked.length === 0, `${game}: none of them reached the page${leaked.length ? `: ${leaked.slice(0, 3).join(' | ')}` : ''}`);
  }

  // The reverse: a native game's replay loads and verifies in the page.
  const native = `${OUT}native-${game}.json`;
  const played = cargo(['--example', 'play', '--', game, '--humans', '0', '--seed', '9', '--opponent', 'heuristic', '--save', native]);
  const nativeOutcome = (played.match(/Game over: (.*)/) ?? [])[1];
  await upload(page, 'native.json', readFileSync(native, 'utf8'));
  // The page already shows the end of the game played above: wait for the
  // native game's own outcome, not for any "Game over".
  const loaded = await page.waitForFunction(
    (want) => document.querySelector('#status').textContent.endsWith(want) && !document.querySelector('#side').classList.contains('busy'),
    `: ${nativeOutcome}`,
    { timeout: 30000 },
  ).then(() => true, () => false);
  const shown = await page.textContent('#status');
  check(loaded && !(await errorLine(page)), `${game}: a native replay loads in the page with its outcome (${nativeOutcome}; the page says: ${shown.trim()})`);
  // A tampered replay is refused, the loaded game stays.
  const tampered = readFileSync(native, 'utf8').replace(/"digest": "([0-9a-f]+)"/, (_, d) => `"digest": "${'0'.repeat(d.length)}"`);
  await upload(page, 'tampered.json', tampered);
  await page.waitForFunction(() => document.querySelector('#error').textContent.startsWith('replay:'));
 check((await errorLine(page)).includes('does not verify') && (await isOver()), `${game}: a replay that does not verify is refused (${await errorLine(page)})`);
  check(problems.length === 0, `${game}: no script error on the page ${problems.join('; ')}`);
  return page;
}

/** A phone: 360x740, no horizontal scroll, set-up folded, errors whole, actions in reach. */
async function phone(browser, base) {
  const page = await browser.newPage();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${base}/#game=pocket-stalingrad&seat=1&opponent=heuristic&seed=3&pace=5000`);
  let status = await settled(page);
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  check(await fits(), `phone: no horizontal scroll at 360 px (${await page.evaluate(() => document.documentElement.scrollWidth)} px wide)`);
  check(!(await page.$eval('#setup-box', (d) => d.open)), 'phone: the set-up is folded away once a game runs');
  const long = 'x'.repeat(30) + ' charge the Volga with every unit from Gumrak Airfield and the Sewers at once, at night, under shelling';
  await typeAction(page, long);
  await page.waitForSelector('#error:not([hidden])');
  const whole = await page.$eval('#error', (e) => e.scrollWidth <= e.clientWidth && e.getBoundingClientRect().height > 30 && e.textContent.includes('under shelling'));
  check(whole && (await fits()), 'phone: a long error is shown whole, wrapped');
  let reachable = true;
  let moveShown = '';
  for (let i = 0; i < 12 && !status.includes('Game over') && (await page.$eval('#status', (s) => s.dataset.over)) !== 'yes'; i++) {
    const visible = page.locator('#actions button:visible');
    if ((await visible.count()) === 0) await page.locator('#actions summary').first().click();
    const button = page.locator('#actions button:visible').first();
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    reachable &&= box !== null && box.x >= 0 && box.x + box.width <= 360;
    await button.click();
    if (!moveShown) {
      const shown = await page.waitForSelector('#last-move:not([hidden])', { timeout: 3000 }).then(() => true, () => false);
      if (shown) {
        const line = await page.textContent('#last-move-text');
        const inLog = await page.$$eval('#log li.fresh', (l) => l.map((x) => x.textContent));
        const marked = await page.locator('#board g.changed').count();
        await page.click('#skip');
        if (line.startsWith('Soviet: ') && inLog.some((l) => line.includes(l)) && marked > 0) moveShown = `${line}; ${marked} parts of the board marked`;
      }
    }
    status = await settled(page);
    reachable &&= await fits();
  }
  check(moveShown, `phone: the other side's decision is shown with its log line and marked on the board, and Skip goes on (${moveShown})`);
  check(reachable, 'phone: every action tapped was within the screen and the page never scrolled sideways');
  await page.screenshot({ path: `${OUT}phone.png`, fullPage: false });
  await page.close();
}

/** The smallest text of the board in CSS px (its font size times the SVG's scale) and the one that has it. */
function smallestBoardText(page) {
  return page.evaluate(() => {
    let least = [Infinity, ''];
    for (const t of document.querySelectorAll('#board svg text')) {
      const px = parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a;
      if (px < least[0]) least = [px, t.textContent];
    }
    return least;
  });
}

/** Every board on a 360x740 phone: its text renders at 12 CSS px or more and the page does not scroll sideways. */
async function phoneBoards(browser, base, games) {
  for (const { game, seat, seed } of games) {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${base}/#game=${game}&seat=${seat}&opponent=heuristic&seed=${seed}&pace=0`);
    await settled(page);
    // A few decisions in, so that more of the board is drawn.
    for (let i = 0; i < 6 && (await page.$eval('#status', (s) => s.dataset.over)) !== 'yes'; i++) {
      await clickFirst(page);
      await settled(page);
      const [px, what] = await smallestBoardText(page);
      if (px < 12) { check(false, `${game} on a phone: board text "${what}" renders at ${px.toFixed(1)} CSS px`); break; }
    }
    const [px, what] = await smallestBoardText(page);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    check(px >= 12 && wide <= 360, `${game} on a phone: the smallest board text renders at ${px.toFixed(1)} CSS px ("${what}"), the page is ${wide} px wide at 360`);
    await page.screenshot({ path: `${OUT}phone-${game}.png`, fullPage: true });
    await page.close();
  }
}

/**
 * A whole game of `game` played on a 360x740 phone by clicking the board and the buttons beside
 * it only (its dice, parts and the actions that name no part); after every decision the board's
 * text renders at 12 CSS px or more and the page does not scroll sideways.
 */
async function boardOnlyGame(browser, base, { game, seat, seed }) {
  const page = await browser.newPage();
  await page.setViewportSize({ width: 360, height: 740 });
  let least = [Infinity, ''];
  let widest = 0;
  await page.goto(`${base}/#game=${game}&seat=${seat}&opponent=heuristic&seed=${seed}&pace=0`);
  let clicks = 0;
  let stuck = '';
  for (let n = 0; n < MAX_DECISIONS; n++) {
    await settled(page);
    const [px, what] = await smallestBoardText(page);
    if (px < least[0]) least = [px, what];
    widest = Math.max(widest, await page.evaluate(() => document.documentElement.scrollWidth));
    if ((await page.$eval('#status', (s) => s.dataset.over)) === 'yes') break;
    if (await page.isVisible('#pick-bar')) {
      // A keep: keep nothing, or else one die more each time it is refused.
      const dice = page.locator('#board [data-pick]');
      for (let k = 0; k <= (await dice.count()); k++) {
        if (k > 0) await dice.nth(k - 1).click();
        const wanted = await page.textContent('#pick-text');
        await page.click('#pick-play');
        clicks++;
        // A keep that is not legal is refused at once, on the page.
        if ((await errorLine(page)) !== `${wanted} is not a legal keep here`) break;
      }
    } else if ((await page.locator('#board .can').count()) > 0) {
      await clickPart(page.locator('#board .can').first());
      clicks++;
    } else if ((await page.locator('#board-acts button').count()) > 0) {
      await page.locator('#board-acts button').first().click();
      clicks++;
    } else {
      stuck = await page.textContent('#status');
      break;
    }
  }
  const over = (await page.$eval('#status', (s) => s.dataset.over)) === 'yes';
  check(over && !stuck, `${game} on a phone: a whole game played by touching the board alone (${clicks} taps; ${stuck ? `stuck at ${stuck}` : (await page.textContent('#status')).trim()})`);
  check(least[0] >= 12 && widest <= 360, `${game} on a phone, over the whole game: the smallest board text rendered at ${least[0].toFixed(1)} CSS px ("${least[1]}"), the page at most ${widest} px wide at 360`);
  await page.screenshot({ path: `${OUT}board-only-${game}.png`, fullPage: true });
  await page.close();
}

async function crashAndRecover(page) {
  const worker = page.workers()[0];
  await worker.evaluate(() => { setTimeout(() => { throw new Error('simulated crash'); }, 0); });
  await page.waitForFunction(() => document.querySelector('#error').textContent.includes('the engine stopped'));
  check((await errorLine(page)).includes('simulated crash'), `a crash of the worker is reported on the page (${await errorLine(page)})`);
  await page.click('#new');
  const status = await settled(page);
  check(status.includes('your move') && !(await errorLine(page)), 'New game starts a fresh engine after a crash');
}

const started = Date.now();
const server = await serve(0);
const base = `http://127.0.0.1:${server.address().port}`;
const { context, close } = await launch();
try {
  let last;
  for (const setup of process.argv[2] ? GAMES.filter((g) => g.game === process.argv[2]) : GAMES) {
    last = await playGame(context, base, setup);
  }
  if (!process.argv[2]) await phone(context, base);
  for (const setup of process.argv[2] ? GAMES.filter((g) => g.game === process.argv[2]) : GAMES) await boardOnlyGame(context, base, setup);
  await phoneBoards(context, base, process.argv[2] ? GAMES.filter((g) => g.game === process.argv[2]) : GAMES);
  await crashAndRecover(last);
} catch (e) {
  check(false, `the test ran to its end: ${e.stack ?? e}`);
} finally {
  await close();
  server.close();
}
console.log(`${passed} passed, ${failed} failed`);
console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
process.exit(failed === 0 ? 0 : 1);
