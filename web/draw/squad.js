// Squad: the mission path from the mission card to the objective, the
// soldiers and enemy cards in their slots, the timer, hands and gear.
import { svg, text, cardBack, esc, part } from './parts.js';

const SOLDIER = '#3d6b3a';
const ENEMY = '#8c2a1e';

/** `name` in lines of at most `width` characters (a long word stays whole). */
function lines(name, width) {
  const out = [];
  for (const word of String(name).split(' ')) {
    const last = out.length - 1;
    if (last >= 0 && out[last].length + 1 + word.length <= width) out[last] += ` ${word}`;
    else out.push(word);
  }
  return out;
}

/** An action card, 86 by 46 (96 by 60 with 12-unit text on the narrow board). */
function actionCard(x, y, { instance, card: code, name }, narrow = false) {
  const [w, h, fs, small, step] = narrow ? [96, 60, 12, 12, 15] : [86, 46, 10, 9, 13];
  const [first, ...rest] = lines(name, narrow ? 12 : 13);
  return `<g class="card"><title>${esc(`${name} (${code})`)}</title><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="#fffaf0" stroke="#7a6a4a"/>` +
    text(x + 4, y + 13, code, `font-size="${fs}" fill="#7a6a4a"`) + text(x + w - 4, y + 13, `#${instance}`, `font-size="${small}" fill="#999" text-anchor="end"`) +
    text(x + 4, y + 14 + step, first, `font-size="${fs}" font-weight="600"`) + (rest.length ? text(x + 4, y + 14 + 2 * step, rest.join(' '), `font-size="${fs}" font-weight="600"`) : '') + '</g>';
}

/**
 * The board. `narrow` (a phone, 320 units wide so that its text renders at
 * 12 CSS px or more from 360 px) draws the path's slots as a column.
 */
export function drawSquad(v, _shown, narrow = false) {
  let body = '';
  const slots = v.path.length;
  const SW = narrow ? 300 : Math.min(200, Math.floor(960 / slots) - 10);
  const [fs, small] = narrow ? [12, 12] : [10, 9];
  const { turn: timer, limit } = v.timer;
  const title = `${v.mission_name} (${v.mission}) → ${v.objective_name} (${v.objective}) · round ${v.round} · timer ${timer}/${limit}${v.active ? ' · objective active' : ''} · kills ${v.kills}`;
  const heading = narrow ? lines(title, 40) : [title];
  heading.forEach((line, i) => { body += text(10, 20 + i * 17, line, 'font-size="13" font-weight="600"'); });
  const top = 17 * (heading.length - 1);
  // The timer track.
  const tick = narrow ? Math.min(22, Math.floor(300 / limit)) : 22;
  for (let i = 1; i <= limit; i++) body += `<rect x="${10 + (i - 1) * tick}" y="${top + 28}" width="${tick - 4}" height="12" rx="2" fill="${i <= timer ? '#c08a2e' : '#fff'}" stroke="#777"/>`;
  // The path, slot by slot (narrow: one under the other).
  let tallest = 0;
  let below = top + 52;
  for (let s = 0; s < slots; s++) {
    const x = narrow ? 10 : 10 + s * (SW + 10);
    const y0 = narrow ? below : top + 52;
    const cardHere = v.path[s];
    const soldiers = v.soldiers.filter((d) => d.slot === s && d.life === 'in_play');
    const enemies = v.enemies.filter((e) => e.slot === s);
    const dropped = v.dropped.filter((d) => d.slot === s);
    const h = 70 + (soldiers.length + enemies.length) * 34 + dropped.length * 16;
    tallest = Math.max(tallest, h);
    below = y0 + h + 8;
    body += `<g class="slot"><rect x="${x}" y="${y0}" width="${SW}" height="${h}" rx="6" fill="${s === v.objective_slot ? '#efe0b8' : '#f4eedc'}" stroke="#8a7a55" ${cardHere ? '' : 'stroke-dasharray="5 4"'}/>` +
      text(x + 6, y0 + 16, `slot ${s}${s === v.objective_slot ? ' · objective' : ''}`, `font-size="${narrow ? 12 : 10}" fill="#777"`) +
      text(x + 6, y0 + 32, cardHere ? `${cardHere.name} (${cardHere.card})` : '(no card yet)', `font-size="${narrow ? 12 : 11}" font-weight="600"`) + '</g>';
    if (s + 1 < slots) body += narrow ? `<path d="M${x + 20} ${y0 + h} l0 8" stroke="#8a7a55" stroke-width="2"/>` : `<path d="M${x + SW} ${y0 + 28} l10 0" stroke="#8a7a55" stroke-width="2"/>`;
    let y = y0 + 40;
    for (const d of soldiers) {
      const turn = v.turn && v.soldiers[v.turn.soldier] === d;
      body += `<g class="soldier" data-key="${esc(d.name)}"><rect x="${x + 4}" y="${y}" width="${SW - 8}" height="30" rx="4" fill="${SOLDIER}" stroke="${turn ? '#f2c14e' : 'none'}" stroke-width="3"/>` +
        text(x + 8, y + 12, d.name, `font-size="${fs}" fill="#fff" font-weight="600"`) +
        text(x + 8, y + 26, `♥${d.health} XP ${d.xp} supp ${d.suppression}${d.done ? ' · done' : ''}`, `font-size="${small}" fill="#fff"`) + '</g>';
      y += 34;
    }
    for (const e of enemies) {
      body += `<g class="enemy" data-key="${esc(e.name)}"><rect x="${x + 4}" y="${y}" width="${SW - 8}" height="30" rx="4" fill="${ENEMY}"/>` +
        text(x + 8, y + 12, `${e.name} (${e.card})`, `font-size="${fs}" fill="#fff" font-weight="600"`) +
        text(x + 8, y + 26, `figures ${e.figures} EKIA ${e.ekia} supp ${e.suppression}${e.target !== null ? ` → ${v.soldiers[e.target]?.name ?? e.target}` : ''}`, `font-size="${small}" fill="#fff"`) + '</g>';
      y += 34;
    }
    for (const { gear: { item: code, name } } of dropped) { body += text(x + 8, y + 10, `dropped: ${name} (${code})`, `font-size="${small}"`); y += 16; }
  }
  // Each soldier's hand and gear (narrow: three cards a row).
  let y = (narrow ? below : top + 52 + tallest) + 24;
  const perRow = narrow ? 3 : 10;
  for (const d of v.soldiers) {
    body += text(10, y, `${d.name} (${d.card}) · ${d.life.replaceAll('_', ' ')} · counters ${d.counters}`, 'font-size="12" font-weight="600"');
    d.hand.forEach((c, i) => { body += part(c.name, actionCard(10 + (i % perRow) * (narrow ? 100 : 90), y + 6 + Math.floor(i / perRow) * 64, c, narrow)); });
    const rows = Math.max(1, Math.ceil(d.hand.length / perRow));
    const gear = d.gear.filter(Boolean).map((g) => `${g.name}${g.out_of_ammo ? ' (out of ammo)' : ''}${g.deployed ? ' (deployed)' : ''}`).join(', ');
    const gearLines = narrow ? lines(`gear: ${gear || '-'}`, 44) : [`gear: ${gear || '-'}`];
    const gy = narrow ? y + 6 + rows * 64 + 10 : y + 62;
    gearLines.forEach((line, i) => { body += text(10, gy + i * 15, line, `font-size="${fs}" fill="#444"`); });
    y = gy + (gearLines.length - 1) * 15 + 20;
  }
  const { locations, enemies: enemyCards, actions, events } = v.decks;
  const decks = [['locations', locations], ['enemies', enemyCards], ['actions', actions], ['events', events]];
  decks.forEach(([name, n], i) => { body += cardBack(10 + i * 70, y, n) + text(27 + i * 70, y + 62, name, `font-size="${fs}" text-anchor="middle"`); });
  const notes = [...(v.supports.length ? [`support: ${v.supports.map((s) => s.name).join(', ')}`] : []), narrow ? `waiting for: ${v.waiting}` : `waiting for: ${v.waiting}`.slice(0, 120)];
  if (!narrow) {
    notes.forEach((note, i) => { body += text(300, y + 20 + (v.supports.length ? i : 1) * 20, note, `font-size="11"${i === notes.length - 1 ? ' fill="#555"' : ''}`); });
    return svg(980, y + 72, body);
  }
  const out = notes.flatMap((note) => lines(note, 44));
  out.forEach((line, i) => { body += text(10, y + 88 + i * 16, line, 'font-size="12" fill="#555"'); });
  return svg(320, y + 92 + out.length * 16, body);
}
