// Rattenkrieg: Stalingrad: the area map (from the scenario in the view)
// with the units on it. Your units show their step cards; the enemy's
// show only how many steps they hold, and its hand only how many cards.
// A spectator is sent the game's table instead of a seat's view (`units`
// of both sides, hands and combat cards as counts): every counter shows
// only how many steps it holds.
import { svg, text, card, cardBack, cardsOf, cardLabel, esc, part, wrap } from './parts.js';

// How many counters an area shows before the rest fold into a count that opens.
const STACK = 3;
const REAR_ROW = 7;

// Where the reconstructed map's areas stand: north (Spartakovka) at the
// left, the German rear along the top, the Volga (the Soviet rear) below.
const PLACES = {
  Spartakovka: [80, 190], Orlovka: [215, 135], 'Tractor Works': [200, 320], "Workers' Settlement": [345, 225],
  Barrikady: [330, 400], 'Red October': [470, 380], 'Airfield Settlement': [480, 150], 'Mamayev Kurgan': [600, 275],
  'City Centre': [720, 400], 'Dar Gora': [735, 165], 'Grain Elevator': [870, 345], Yelshanka: [915, 175],
};
const W = 900 + 130;
const REAR = { german_rear: 38, soviet_rear: 500 };
const COLOUR = { german: '#4a5661', soviet: '#b3261e' };

function placeOf(areas, i) {
  const a = areas[i];
  if (a.terrain in REAR) return null;
  if (PLACES[a.name]) return PLACES[a.name];
  const k = i % 12;   // another scenario's map: areas on a grid
  return [90 + (k % 6) * 160, 150 + Math.floor(k / 6) * 200];
}

function atArea(u) { return u.status && typeof u.status === 'object' && 'at' in u.status ? u.status.at : null; }

/** The narrow board's width (a phone): its text renders at 12 CSS px or more from 360 px wide. */
const NW = 320;

/**
 * The board. `narrow` (a phone) draws the areas as a column, each with the
 * areas next to it named, instead of the map.
 */
export function drawRattenkrieg(v, _shown, narrow = false) {
  const areas = v.scenario.areas;
  const names = areas.map((a) => a.name);
  const index = Object.fromEntries(names.map((n, i) => [n, i]));
  const german = cardsOf(v.german_areas);
  const units = Array.from({ length: areas.length }, () => []);
  for (const u of counters(v)) { const at = atArea(u); if (at !== null) units[at].push(u); }

  let body = '';
  // Edges first, under the areas.
  areas.forEach((a, i) => {
    const p = placeOf(areas, i);
    if (!p || narrow) return;
    for (const name of a.adjacent) {
      const j = index[name];
      if (j === undefined) continue;
      const q = placeOf(areas, j);
      if (q === null) body += `<line x1="${p[0]}" y1="${p[1]}" x2="${p[0]}" y2="${REAR[areas[j].terrain] + (areas[j].terrain === 'german_rear' ? 30 : 0)}" stroke="#b9ad8f" stroke-width="3" stroke-dasharray="6 4"/>`;
      else if (j > i) body += `<line x1="${p[0]}" y1="${p[1]}" x2="${q[0]}" y2="${q[1]}" stroke="#b9ad8f" stroke-width="3"/>`;
    }
  });
  const [CW, CH, FS] = narrow ? [150, 30, 12] : [112, 26, 10];
  const counter = (x, y, u) => {
    const { name, label, steps } = counterText(v, u);
    return `<g class="unit" data-key="${esc(name)}"><rect x="${x}" y="${y}" width="${CW}" height="${CH}" rx="3" fill="${COLOUR[u.side]}" opacity="${u.flipped ? 0.6 : 1}"/>` +
      text(x + 4, y + FS + 1, label, `font-size="${FS}" fill="#fff" font-weight="600"`) + text(x + 4, y + 2 * FS + 3, steps, `font-size="${FS}" fill="#fff"`) + '</g>';
  };
  // A stack: up to `room` counters; past it, `room - 1` counters and a
  // count that opens the whole stack (data-more: the page lists it).
  const describe = (u) => {
    const { label, steps } = counterText(v, u);
    return `${u.side === 'german' ? 'German' : 'Soviet'} ${label}: ${steps}`;
  };
  const stack = (list, room, at, where) => {
    if (list.length <= room) return list.map((u, k) => counter(...at(k), u)).join('');
    let out = list.slice(0, room - 1).map((u, k) => counter(...at(k), u)).join('');
    const [x, y] = at(room - 1);
    const rest = list.length - room + 1;
    const all = `${where}: ${list.length} units\n${list.map(describe).join('\n')}`;
    out += `<g class="more" tabindex="0" role="button" data-more="${esc(all)}" aria-label="${esc(`${rest} more units in ${where}: show the whole stack`)}"><rect x="${x}" y="${y}" width="${CW}" height="${CH}" rx="3" fill="#fff" stroke="#555" stroke-dasharray="4 2"/>` +
      text(x + CW / 2, y + CH / 2 + 4, `+${rest} more (show all ${list.length})`, `font-size="${FS}" text-anchor="middle" font-weight="600"`) + '</g>';
    return out;
  };
  if (narrow) return narrowBoard(v, { areas, german, units, stack, CW, CH }, body);
  // The two rears.
  for (const [i, a] of areas.entries()) {
    if (!(a.terrain in REAR)) continue;
    const y = REAR[a.terrain];
    const side = a.terrain === 'german_rear' ? 'german' : 'soviet';
    body += `<g class="rear" data-key="${esc(a.name)}"><rect x="10" y="${y - 30}" width="${W - 20}" height="${side === 'german' ? 64 : 72}" rx="8" fill="${side === 'german' ? '#dfe3e6' : '#d6e4f0'}" stroke="#8a8a8a"/></g>` + text(20, y - 12, a.name, 'font-size="13" font-weight="600"');
    body += stack(units[i], REAR_ROW, (k) => [140 + k * 116, y - 26], a.name);
  }
  // The areas with their units.
  areas.forEach((a, i) => {
    const p = placeOf(areas, i);
    if (!p) return;
    const held = german.includes(i) ? 'german' : 'soviet';
    const h = 34 + Math.max(1, Math.min(units[i].length, STACK)) * 28;
    const [x, y] = [p[0] - 62, p[1] - 30];
 body += `<g class="area" data-key="${esc(a.name)}"><rect x="${x}" y="${y}" width="124" height="${h}" rx="8" fill="${a.terrain === 'urban' ? '#e6dcc4' : '#f4eedc'}" stroke="${COLOUR[held]}" stroke-width="3"/>` +
      text(x + 6, y + 15, a.name, 'font-size="11" font-weight="600"') + text(x + 6, y + 27, `${a.terrain}${a.name === v.scenario.tractor_works || a.name === v.scenario.mamayev_kurgan ? ' · objective' : ''} · ${held}`, 'font-size="9" fill="#555"') + '</g>';
    body += stack(units[i], STACK, (k) => [x + 6, y + 32 + k * 28], a.name);
  });
  // Hands, deck and discards.
  const y = 600;
  body += text(10, y - 16, `Turn ${v.turn} · ${whose(v)}`, 'font-size="13" font-weight="600"');
  let x = 10;
  if (!watching(v)) {
    const hand = cardsOf(v.hand);
    body += text(10, y, 'your hand', 'font-size="12"');
    hand.forEach((c, i) => { body += part(cardLabel(c), card(10 + i * 38, y + 8, c)); });
    x = 30 + Math.max(hand.length, 3) * 38;
  }
  for (const [label, n] of hiddenHands(v)) {
    body += text(x, y, `${label} ${n}`, 'font-size="12"');
    for (let i = 0; i < n; i++) body += cardBack(x + i * 12, y + 8);
    x += Math.max(100, 44 + n * 12);
  }
  body += text(x, y, 'deck', 'font-size="12"') + cardBack(x, y + 8, v.deck);
  const discards = cardsOf(v.discards);
  body += text(x + 50, y, `discards ${discards.length}`, 'font-size="12"');
  discards.slice(-8).forEach((c, i) => { body += card(x + 50 + i * 20, y + 8, c, 30, 44); });
  let bottom = y + 70;
  if (v.combat) {
    // The combat on the table: its counters, the cards each side put down
    // (yours face up; the enemy's face down, or face up where the rules
    // show them, General Chuikov 9.8) and the effects in play.
    const c = v.combat;
    const [mine, theirs] = combatCards(v, c);
    const cy = y + 70;
    body += `<g class="combat"><rect x="6" y="${cy}" width="${W - 12}" height="84" rx="6" fill="#fbeeee" stroke="#b3261e"/>` +
      text(14, cy + 18, combatTitle(v, c), 'font-size="13" font-weight="600" fill="#7a1010"');
    body += text(14, cy + 44, `${mine.label} (${mine.count})`, 'font-size="12"');
    for (let i = 0; i < mine.count; i++) body += i < mine.shown.length ? card(130 + i * 38, cy + 28, mine.shown[i]) : cardBack(130 + i * 38, cy + 28);
    const ex = 150 + Math.max(mine.count, 2) * 38;
    body += text(ex, cy + 44, `${theirs.label} (${theirs.count})`, 'font-size="12"');
    for (let i = 0; i < theirs.count; i++) body += i < theirs.shown.length ? card(ex + 120 + i * 38, cy + 28, theirs.shown[i]) : cardBack(ex + 120 + i * 38, cy + 28);
    if (mine.count === 0 && theirs.count === 0) body += text(130, cy + 60, 'no cards put down yet', 'font-size="12" fill="#777"');
    body += '</g>';
    bottom = cy + 90;
  }
  return svg(W, bottom, body);
}

/** A counter's name, its label (with flipped and isolated) and its steps: the cards of a seat's own counter, else how many. */
function counterText(v, u) {
  const name = (v.scenario.units[u.id] ?? { name: `u${u.id}` }).name;
  const label = `${name}${u.flipped ? ' (flipped)' : ''}${u.isolated ? ' (isolated)' : ''}`;
  const steps = u.own ? cardsOf(u.steps).map(cardLabel).join(' ') : `${u.steps} step${u.steps === 1 ? '' : 's'}`;
  return { name, label, steps };
}

/** Whether `v` is the spectator's table (every counter, no seat's cards) rather than a seat's view. */
function watching(v) {
  return Array.isArray(v.units);
}

/** Who looks at the board, in words. */
function whose(v) {
  if (watching(v)) return 'you watch (every hand and step face down)';
  return `you are the ${v.side === 'german' ? 'German' : 'Soviet'} side`;
}

/** Every counter with its side, and whether its step cards are shown (a seat's own only). */
function counters(v) {
  if (watching(v)) return v.units.map((u) => ({ ...u, own: false }));
  const enemySide = v.side === 'german' ? 'soviet' : 'german';
  return [...v.own_units.map((u) => ({ ...u, side: v.side, own: true })), ...v.enemy_units.map((u) => ({ ...u, side: enemySide, own: false }))];
}

/** The hands shown face down, with how many cards each holds. */
function hiddenHands(v) {
  return watching(v) ? [['German hand', v.german_hand], ['Soviet hand', v.soviet_hand]] : [['enemy hand', v.enemy_hand]];
}

/** The combat's line: where, who attacks whom, and the cards in effect. */
function combatTitle(v, c) {
  const nameOf = (id) => v.scenario.units[id]?.name ?? `u${id}`;
  const defender = c.defender === null ? 'a defender not named yet' : nameOf(c.defender);
  const effects = [c.engineers && 'combat engineers (9.5)', c.molotov && 'Molotov cocktail (9.7)', c.chuikov && 'General Chuikov (9.8)'].filter(Boolean);
  return `Combat in ${v.scenario.areas[c.area].name}: ${nameOf(c.attacker)} attacks ${defender}${effects.length ? ` · ${effects.join(', ')}` : ''}`;
}

/** The two rows of a combat's cards: a label, how many, and those shown face up (the rest face down). */
function combatCards(v, c) {
  if (watching(v)) return [{ label: 'German cards', count: c.german_cards, shown: [] }, { label: 'Soviet cards', count: c.soviet_cards, shown: [] }];
  const own = cardsOf(c.own_cards);
  return [{ label: 'your cards', count: own.length, shown: own }, { label: 'enemy cards', count: c.enemy_cards, shown: cardsOf(c.enemy_shown) }];
}

/** The objective note of an area (the Tractor Works, Mamayev Kurgan). */
function objective(v, a) {
  return a.name === v.scenario.tractor_works || a.name === v.scenario.mamayev_kurgan ? ' · objective' : '';
}

/** The narrow board: the German rear, the areas, the Soviet rear in a column, then the cards and the combat. */
function narrowBoard(v, { areas, german, units, stack, CW, CH }, body) {
  let y = 8;
  const order = [...areas.keys()].sort((i, j) => rank(areas[i]) - rank(areas[j]) || i - j);
  for (const i of order) {
    const a = areas[i];
    const rear = a.terrain in REAR;
    const held = rear ? (a.terrain === 'german_rear' ? 'german' : 'soviet') : german.includes(i) ? 'german' : 'soviet';
    const room = rear ? 6 : 4;
    const rows = Math.ceil(Math.min(units[i].length, room) / 2);
    const lines = [...(rear ? [] : [`${a.terrain}${objective(v, a)} · held by ${held === 'german' ? 'German' : 'Soviet'}`]), ...wrap(`next to: ${a.adjacent.join(', ')}`, 42)];
    const h = 28 + lines.length * 16 + rows * (CH + 4);
    const fill = rear ? (held === 'german' ? '#dfe3e6' : '#d6e4f0') : a.terrain === 'urban' ? '#e6dcc4' : '#f4eedc';
    body += `<g class="${rear ? 'rear' : 'area'}" data-key="${esc(a.name)}"><rect x="6" y="${y}" width="${NW - 12}" height="${h}" rx="8" fill="${fill}" stroke="${rear ? '#8a8a8a' : COLOUR[held]}" stroke-width="${rear ? 1 : 3}"/>` +
      text(14, y + 18, a.name, 'font-size="13" font-weight="600"') +
      lines.map((line, k) => text(14, y + 34 + k * 16, line, 'font-size="12" fill="#555"')).join('') + '</g>';
    const top = y + 24 + lines.length * 16;
    body += stack(units[i], room, (k) => [12 + (k % 2) * (CW + 4), top + Math.floor(k / 2) * (CH + 4)], a.name);
    y += h + 6;
  }
  // Hands, deck and discards.
  y += 16;
  body += text(8, y, `Turn ${v.turn} · ${whose(v)}`, 'font-size="13" font-weight="600"');
  y += 20;
  if (!watching(v)) {
    const hand = cardsOf(v.hand);
    body += text(8, y, hand.length ? 'your hand' : 'your hand: empty', 'font-size="12"');
    hand.forEach((c, i) => { body += part(cardLabel(c), card(8 + (i % 6) * 50, y + 8 + Math.floor(i / 6) * 66, c, 44, 60)); });
    y += 20 + Math.max(1, Math.ceil(hand.length / 6)) * 66;
  }
  // The hands face down, one row each; the deck beside the last.
  const hands = hiddenHands(v);
  hands.forEach(([label, n], k) => {
    body += text(8, y, `${label} ${n}`, 'font-size="12"');
    for (let i = 0; i < n; i++) body += cardBack(8 + i * 12, y + 8);
    if (k === hands.length - 1) body += text(200, y, 'deck', 'font-size="12"') + cardBack(200, y + 8, v.deck);
    y += 76;
  });
  const discards = cardsOf(v.discards);
  body += text(8, y, discards.length > 6 ? `discards ${discards.length} (the last 6)` : `discards ${discards.length}`, 'font-size="12"');
  discards.slice(-6).forEach((c, i) => { body += card(8 + i * 50, y + 8, c, 44, 60); });
  y += discards.length ? 76 : 12;
  if (v.combat) {
    // The combat on the table, as on the wide board.
    const c = v.combat;
    const [mine, theirs] = combatCards(v, c);
    const title = wrap(combatTitle(v, c), 38);
    const ownRows = Math.max(1, Math.ceil(mine.count / 6));
    const enemyRows = Math.max(1, Math.ceil(theirs.count / 6));
    const h = 12 + title.length * 17 + 24 + ownRows * 66 + 24 + enemyRows * 66;
    body += `<g class="combat"><rect x="4" y="${y}" width="${NW - 8}" height="${h}" rx="6" fill="#fbeeee" stroke="#b3261e"/>` +
      title.map((line, k) => text(12, y + 18 + k * 17, line, 'font-size="13" font-weight="600" fill="#7a1010"')).join('');
    let cy = y + 12 + title.length * 17 + 12;
    for (const [k, side] of [mine, theirs].entries()) {
      body += text(12, cy, `${side.label} (${side.count})`, 'font-size="12"');
      for (let i = 0; i < side.count; i++) {
        const [cx, ky] = [12 + (i % 6) * 50, cy + 8 + Math.floor(i / 6) * 66];
        body += i < side.shown.length ? card(cx, ky, side.shown[i], 44, 60) : cardBack(cx, ky, '', 44, 60);
      }
      if (k === 0) cy += 24 + ownRows * 66 - 8;
    }
    body += '</g>';
    y += h + 8;
  }
  return svg(NW, y, body);
}

/** Where an area goes in the narrow column: the German rear first, the Soviet rear (the Volga) last. */
function rank(a) {
  return a.terrain === 'german_rear' ? 0 : a.terrain === 'soviet_rear' ? 2 : 1;
}
