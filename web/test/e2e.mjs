// End-to-end test of the web table in headless Chromium: for each game,
// start it, play it to the end against the bot by clicking and typing,
// check that what the seat may not see never reaches the page, download
// the replay and verify it with the native `replay` example, and load a
// native replay into the page. Bad input (typed text, replays) and a
// crash of the worker are checked on the way. Screenshots go to
// web/test/out/<game>.png.
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
    return !document.querySelector('#side').classList.contains('busy') && /your move|Game over/.test(status);
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

async function typeAction(page, text) {
  await page.fill('#text', text);
  await page.press('#text', 'Enter');
}

async function upload(page, name, text) {
  await page.setInputFiles('#load', { name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

async function playGame(context, base, { game, seat, opponent, seed }) {
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${base}/#game=${game}&seat=${seat}&opponent=${opponent}&seed=${seed}`);
  let status = await settled(page);
  check(status.includes('your move'), `${game}: the game starts at the person's move (${status})`);

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
  // A hint: the search's choice with its visits.
  await page.click('#hint');
  await page.waitForFunction(() => document.querySelector('#hint-out').textContent.includes('visits'), null, { timeout: 120_000 });
  check(/Hint \(mcts:1000\): \d+\. /.test(await page.textContent('#hint-out')), `${game}: a hint names an action with visit counts`);

  // Play to the end: click the first action, type every third.
  const seen = [];
  let decisions = 0;
  let undone = false;
  while (!status.includes('Game over') && decisions < MAX_DECISIONS) {
    decisions++;
    const undo = page.locator('#undo');
    if (!undone && (await undo.isVisible())) {
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
    if (decisions === 12) await page.screenshot({ path: `${OUT}${game}.png` });
  }
  check(status.includes('Game over'), `${game}: played to the end in ${decisions} decisions (${status.trim()})`);
  if (game === 'squad') check(undone, `${game}: a part of a decision was taken back (back, R-D2)`);
  seen.push(await page.evaluate(() => document.body.textContent));

  // The replay: downloaded, verified natively.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save')]);
  const file = `${OUT}${game}.json`;
  await download.saveAs(file);
  let told = '';
  try { told = cargo(['--example', 'replay', '--', file]); } catch (e) { told = `${e.stdout}${e.stderr}`; }
  check(/digest \S+ verified/.test(told), `${game}: the browser's replay verifies natively`);
  const outcome = (told.match(/Outcome: (.*)/) ?? [])[1];
  check(outcome !== undefined && status.includes(`Game over: ${outcome}`), `${game}: the same outcome natively (${outcome})`);

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
    (want) => document.querySelector('#status').textContent.includes(want) && !document.querySelector('#side').classList.contains('busy'),
    `Game over: ${nativeOutcome}`,
    { timeout: 30000 },
  ).then(() => true, () => false);
  const shown = await page.textContent('#status');
  check(loaded && !(await errorLine(page)), `${game}: a native replay loads in the page with its outcome (${nativeOutcome}; the page says: ${shown.trim()})`);
  // A tampered replay is refused, the loaded game stays.
  const tampered = readFileSync(native, 'utf8').replace(/"digest": "([0-9a-f]+)"/, (_, d) => `"digest": "${'0'.repeat(d.length)}"`);
  await upload(page, 'tampered.json', tampered);
  await page.waitForFunction(() => document.querySelector('#error').textContent.startsWith('replay:'));
  check((await errorLine(page)).includes('does not verify') && (await page.textContent('#status')).includes('Game over'), `${game}: a replay that does not verify is refused (${await errorLine(page)})`);
  check(problems.length === 0, `${game}: no script error on the page ${problems.join('; ')}`);
  return page;
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
