// Pocket Stalingrad: the five urban areas, the sewers (Z), each side's
// area 6 (Gumrak, the Volga Crossing), units, captures, fortresses,
// shelling and the rolling player's dice.
import { svg, text, die, esc } from './parts.js';

const URBAN = ['Grain Elevator', "Pavlov's House", 'Mamayev Kurgan', 'City Centre', 'Dzerzhinsky Tractor Factory'];
const AREA_KEYS = ['grain_elevator', 'pavlovs_house', 'mamayev_kurgan', 'city_centre', 'tractor_factory'];
const SIDE = { soviet: { name: 'Soviet', colour: '#b3261e' }, german: { name: 'German', colour: '#4a5661' } };

function units(x, y, count, colour, label) {
  let out = '';
  const shown = Math.min(count, 10);
  for (let i = 0; i < shown; i++) out += `<rect x="${x + (i % 5) * 13}" y="${y + Math.floor(i / 5) * 13}" width="11" height="11" rx="2" fill="${colour}"><title>${esc(label)}</title></rect>`;
  return out + text(x + 70, y + 10, count, 'font-size="13" font-weight="600"');
}

function area(x, y, w, h, title, sub, soviet, german, extra = '') {
  return `<g class="area"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#f3ead2" stroke="#8a7a55"/>` +
    text(x + 6, y + 16, title, 'font-size="12" font-weight="600"') +
    text(x + 6, y + 31, sub, 'font-size="11" fill="#555"') +
    units(x + 6, y + 40, soviet, SIDE.soviet.colour, `${soviet} Soviet units`) +
    units(x + 6, y + 72, german, SIDE.german.colour, `${german} German units`) + extra + '</g>';
}

export function drawPocketStalingrad(v) {
  let body = '';
  const W = 136;
  // Gumrak (the German area 6) left, the Volga Crossing (Soviet area 6) right.
  body += area(8, 60, 110, 110, 'Gumrak (6)', 'German area 6', 0, v.units[1][6]);
  for (let i = 0; i < 5; i++) {
    const x = 128 + i * (W + 6);
    const card = v.areas[i];
    let extra = '';
    const captured = v.captured[i];
    if (captured) extra += `<rect x="${x}" y="10" width="${W}" height="110" rx="6" fill="${SIDE[captured].colour}" opacity=".25"/>` + text(x + 6, 112, `captured by the ${SIDE[captured].name}`, 'font-size="11" font-weight="600"');
    if (v.fortresses[i]) extra += text(x + W - 6, 31, '⛫ fortress', 'font-size="11" text-anchor="end"');
    if (v.shelling === AREA_KEYS[i]) extra += text(x + W - 6, 100, '✹ shelling', 'font-size="11" text-anchor="end" fill="#a35b00"');
    const title = `${i + 1} ${URBAN[i]}`;
    body += area(x, 10, W, 110, title.length > 21 ? `${title.slice(0, 20)}…` : title, `${'★'.repeat(card.stars)}  ${card.vp} VP`, v.units[0][i], v.units[1][i], extra);
  }
  body += area(128 + 2 * (W + 6), 128, W, 100, 'Z Sewers', "No Man's Land", v.units[0][5], v.units[1][5]);
  body += area(852, 60, 120, 110, 'Volga Crossing (6)', `Soviet area 6, max ${v.area6_cap}`, v.units[0][6], 0);

  // The rolling player's dice: units kept and rolled, the three single dice.
  const y = 250;
  const roller = SIDE[v.roller];
  body += text(8, y, `Turn ${v.turn} of ${v.turns}: the ${roller.name} player's dice${v.night ? ' · Night' : ''}${v.air_hits ? ` · ${v.air_hits} air hits to assign` : ''}`, 'font-size="13" font-weight="600"');
  const hand = v.hand;
  let x = 8;
  for (const [label, faces, fill] of [['kept', hand.kept.faces, '#f7e1b5'], ['rolled', hand.rolled.faces, '#fff']]) {
    body += text(x, y + 22, label, 'font-size="11" fill="#555"');
    faces.forEach((f, k) => { body += die(x + k * 30, y + 28, f, fill); });
    x += Math.max(faces.length * 30, 44) + 12;
  }
  ['CMD', 'tactic', 'RATT'].forEach((name, i) => {
    const slot = hand.singles[i];
    const face = typeof slot === 'object' ? (slot.kept ?? slot.rolled) : null;
    body += text(x, y + 22, name, 'font-size="11" fill="#555"');
    body += face === null ? `<rect x="${x}" y="${y + 28}" width="26" height="26" rx="5" fill="none" stroke="#999" stroke-dasharray="3"/>` : die(x, y + 28, face, slot.kept !== undefined ? '#f7e1b5' : '#fff');
    x += 44;
  });
  const side = (i, s) => `${SIDE[s].name}: reserve ${v.reserve[i]}, CMD ${v.cmd[i]}, tactic ${v.tactics[i] ?? '-'}`;
  body += text(8, y + 78, side(0, 'soviet'), `font-size="12" fill="${SIDE.soviet.colour}"`);
  body += text(480, y + 78, side(1, 'german'), `font-size="12" fill="${SIDE.german.colour}"`);
  return svg(980, 340, body);
}
