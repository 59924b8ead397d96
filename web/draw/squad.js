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

function actionCard(x, y, [instance, code, name]) {
  const [first, ...rest] = lines(name, 13);
  return `<g class="card"><title>${esc(`${name} (${code})`)}</title><rect x="${x}" y="${y}" width="86" height="46" rx="4" fill="#fffaf0" stroke="#7a6a4a"/>` +
    text(x + 4, y + 13, code, 'font-size="10" fill="#7a6a4a"') + text(x + 82, y + 13, `#${instance}`, 'font-size="9" fill="#999" text-anchor="end"') +
    text(x + 4, y + 27, first, 'font-size="10" font-weight="600"') + (rest.length ? text(x + 4, y + 40, rest.join(' '), 'font-size="10" font-weight="600"') : '') + '</g>';
}

export function drawSquad(v) {
  let body = '';
  const slots = v.path.length;
  const SW = Math.min(200, Math.floor(960 / slots) - 10);
  const [timer, limit] = v.timer;
  body += text(10, 20, `${v.mission_name} (${v.mission}) → ${v.objective_name} (${v.objective}) · round ${v.round} · timer ${timer}/${limit}${v.active ? ' · objective active' : ''} · kills ${v.kills}`, 'font-size="13" font-weight="600"');
  // The timer track.
  for (let i = 1; i <= limit; i++) body += `<rect x="${10 + (i - 1) * 22}" y="28" width="18" height="12" rx="2" fill="${i <= timer ? '#c08a2e' : '#fff'}" stroke="#777"/>`;
  // The path, slot by slot.
  let tallest = 0;
  for (let s = 0; s < slots; s++) {
    const x = 10 + s * (SW + 10);
    const cardHere = v.path[s];
    const soldiers = v.soldiers.filter((d) => d.slot === s && d.life === 'in_play');
    const enemies = v.enemies.filter((e) => e.slot === s);
    const dropped = v.dropped.filter((d) => d[0] === s);
    const h = 70 + (soldiers.length + enemies.length) * 34 + dropped.length * 14;
    tallest = Math.max(tallest, h);
    body += `<g class="slot"><rect x="${x}" y="52" width="${SW}" height="${h}" rx="6" fill="${s === v.objective_slot ? '#efe0b8' : '#f4eedc'}" stroke="#8a7a55" ${cardHere ? '' : 'stroke-dasharray="5 4"'}/>` +
      text(x + 6, 68, `slot ${s}${s === v.objective_slot ? ' · objective' : ''}`, 'font-size="10" fill="#777"') +
      text(x + 6, 84, cardHere ? `${cardHere[1]} (${cardHere[0]})` : '(no card yet)', 'font-size="11" font-weight="600"') + '</g>';
    if (s + 1 < slots) body += `<path d="M${x + SW} 80 l10 0" stroke="#8a7a55" stroke-width="2"/>`;
    let y = 92;
    for (const d of soldiers) {
      const turn = v.turn && v.soldiers[v.turn[0]] === d;
      body += `<g class="soldier" data-key="${esc(d.name)}"><rect x="${x + 4}" y="${y}" width="${SW - 8}" height="30" rx="4" fill="${SOLDIER}" stroke="${turn ? '#f2c14e' : 'none'}" stroke-width="3"/>` +
        text(x + 8, y + 12, d.name, 'font-size="10" fill="#fff" font-weight="600"') +
        text(x + 8, y + 25, `♥${d.health} XP ${d.xp} supp ${d.suppression}${d.done ? ' · done' : ''}`, 'font-size="9" fill="#fff"') + '</g>';
      y += 34;
    }
    for (const e of enemies) {
      body += `<g class="enemy" data-key="${esc(e.name)}"><rect x="${x + 4}" y="${y}" width="${SW - 8}" height="30" rx="4" fill="${ENEMY}"/>` +
        text(x + 8, y + 12, `${e.name} (${e.card})`, 'font-size="10" fill="#fff" font-weight="600"') +
        text(x + 8, y + 25, `figures ${e.figures} EKIA ${e.ekia} supp ${e.suppression}${e.target !== null ? ` → ${v.soldiers[e.target]?.name ?? e.target}` : ''}`, 'font-size="9" fill="#fff"') + '</g>';
      y += 34;
    }
    for (const [, code, name] of dropped) { body += text(x + 8, y + 10, `dropped: ${name} (${code})`, 'font-size="9"'); y += 14; }
  }
  // Each soldier's hand and gear.
  let y = 52 + tallest + 24;
  for (const d of v.soldiers) {
    body += text(10, y, `${d.name} (${d.card}) · ${d.life.replaceAll('_', ' ')} · counters ${d.counters}`, 'font-size="12" font-weight="600"');
    d.hand.forEach((c, i) => { body += part(c[2], actionCard(10 + i * 90, y + 6, c)); });
    const gear = d.gear.filter(Boolean).map(([code, name, empty, deployed]) => `${name}${empty ? ' (out of ammo)' : ''}${deployed ? ' (deployed)' : ''}`).join(', ');
    body += text(10, y + 62, `gear: ${gear || '-'}`, 'font-size="10" fill="#444"');
    y += 82;
  }
  const [locations, enemyCards, actions, events] = v.decks;
  const decks = [['locations', locations], ['enemies', enemyCards], ['actions', actions], ['events', events]];
  decks.forEach(([name, n], i) => { body += cardBack(10 + i * 70, y, n) + text(27 + i * 70, y + 62, name, 'font-size="10" text-anchor="middle"'); });
  if (v.supports.length) body += text(300, y + 20, `support: ${v.supports.map((s) => s[1]).join(', ')}`, 'font-size="11"');
  body += text(300, y + 40, `waiting for: ${v.waiting}`.slice(0, 120), 'font-size="11" fill="#555"');
  return svg(980, y + 72, body);
}
