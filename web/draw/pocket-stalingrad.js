// Pocket Stalingrad: the five urban areas, the sewers (Z), each side's
// area 6 (Gumrak Airfield, the Volga Crossing), units, captures,
// fortresses, shelling and the rolling player's dice, with names as the
// rules page (docs/rules/pocket-stalingrad.md) writes them.
import { svg, text, die, esc } from './parts.js';

const URBAN = ['Grain Elevator', "Pavlov's House", 'Mamayev Kurgan', 'City Centre', 'Dzerzhinsky Tractor Factory'];
const AREA_KEYS = ['grain_elevator', 'pavlovs_house', 'mamayev_kurgan', 'city_centre', 'tractor_factory'];
const SIDE = { soviet: { name: 'Soviet', colour: '#b3261e' }, german: { name: 'German', colour: '#4a5661' } };

/** The tactic dice as the rules page names them (S1-S6, G1-G6). */
export const TACTICS = {
  soviet_fortify: 'S1 Fortify',
  soviet_unit_z_night: 'S2 a unit into Z, then Night',
  soviet_shelling_deploy: 'S3 Deploy, then Shelling',
  soviet_shelling_night: 'S4 Shelling and Night',
  soviet_cmd_fortify: 'S5 +1 CMD, then Fortify',
  soviet_deploy_guards: 'S6 Deploy and Guards',
  german_unit_z: 'G1 a unit into Z',
  german_shelling_deploy: 'G2 Shelling, then Deploy',
  german_engineers: 'G3 combat engineers',
  german_assault: 'G4 Assault',
  german_engineers_deploy: 'G5 combat engineers and Deploy',
  german_assault_shelling: 'G6 Assault and Shelling',
};

/** A tactic's name from its code (the code itself if unknown). */
export function tacticName(code) {
  return TACTICS[code] ?? String(code).replaceAll('_', ' ');
}

// The smallest text: 11 on a wide board, 12 on the narrow one (drawn
// about 342 units across a 360 px phone, so it renders at 12 CSS px or more).
let small = 11;

function units(x, y, count, side) {
  if (count === null) return '';
  const { name, colour } = SIDE[side];
  let out = '';
  const shown = Math.min(count, 10);
  for (let i = 0; i < shown; i++) out += `<rect x="${x + (i % 5) * 13}" y="${y + Math.floor(i / 5) * 13}" width="11" height="11" rx="2" fill="${colour}"/>`;
  return `<g><title>${esc(`${count} ${name} unit${count === 1 ? '' : 's'}`)}</title>${out}${text(x + 68, y + 11, `${name} ${count}`, `font-size="12" font-weight="600" fill="${colour}"`)}</g>`;
}

/** An area: its name (on two lines when long), a second line, both sides' units. */
function area(x, y, w, h, lines, sub, soviet, german, extra = '', key = '') {
  let body = `<g class="area"${key ? ` data-key="${esc(key)}"` : ''}><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#f3ead2" stroke="#8a7a55"/>`;
  lines.forEach((line, i) => { body += text(x + 6, y + 15 + i * 13, line, 'font-size="12" font-weight="600"'); });
  const top = y + 15 + lines.length * 13;
  body += text(x + 6, top, sub, `font-size="${small}" fill="#555"`);
  return body + units(x + 6, top + 6, soviet, 'soviet') + units(x + 6, top + 34, german, 'german') + extra + '</g>';
}

/** `name` split into lines of at most `width` characters. */
function wrap(name, width) {
  const lines = [];
  for (const word of name.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= width) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A die the player may click to keep (data-pick; the page toggles it). */
function pickable(key, label, body) {
  return `<g class="pickable" data-pick="${esc(key)}" tabindex="0" role="button" aria-pressed="false" aria-label="${esc(label)}">${body}</g>`;
}

/**
 * The board. `narrow` (a phone) lays the areas out in two columns, 326
 * units wide, so that its text renders at 12 CSS px or more from 360 px.
 */
export function drawPocketStalingrad(v, shown = { legal: [] }, narrow = false) {
  // At a keep (rule 2), the rolled dice are clicked to choose the keep.
  const keeping = shown.legal.some((t) => t.startsWith('keep '));
  small = narrow ? 12 : 11;
  let body = '';
  const W = 152;
  const H = 136;
  // Where each area goes: wide, Gumrak (the German area 6) left, the five
  // urban areas in a row, the Sewers under the middle one, the Volga
  // Crossing (Soviet area 6) right; narrow, the two areas 6 on top, then
  // the urban areas and the Sewers two by two.
  const X0 = 166;
  const at = narrow
    ? (k) => [8 + (k % 2) * (W + 6), 112 + Math.floor(k / 2) * (H + 6)]
    : (k) => [X0 + k * (W + 6), 10];
  const [gx, gy] = narrow ? [8, 10] : [8, 60];
  const [vx, vy] = narrow ? [8 + W + 6, 10] : [X0 + 5 * (W + 6), 60];
  const [zx, zy] = narrow ? at(5) : [X0 + 2 * (W + 6), 152];
  body += area(gx, gy, W, 96, ['Gumrak Airfield', '(German area 6)'], '', null, v.units[1][6], '', 'Gumrak');
  for (let i = 0; i < 5; i++) {
    const [x, top] = at(i);
    const card = v.areas[i];
    let extra = '';
    const captured = v.captured[i];
    if (captured) extra += `<rect x="${x}" y="${top}" width="${W}" height="${H}" rx="6" fill="${SIDE[captured].colour}" opacity=".2"/>` + text(x + 6, top + H - 8, `captured: ${SIDE[captured].name}`, `font-size="${small}" font-weight="600"`);
    if (v.fortresses[i]) extra += text(x + W - 6, top + H - 8, '⛫ fortress', `font-size="${small}" text-anchor="end"`);
    if (v.shelling === AREA_KEYS[i]) extra += text(x + W - 6, top + 15, '✹ shelled', `font-size="${small}" text-anchor="end" fill="#a35b00"`);
    const lines = wrap(`${i + 1} ${URBAN[i]}`, v.shelling === AREA_KEYS[i] ? 12 : 19);
    body += area(x, top, W, H, lines.slice(0, 2), `${'★'.repeat(card.stars)} ${card.vp} VP`, v.units[0][i], v.units[1][i], extra, URBAN[i]);
  }
  body += area(zx, zy, W, 96, ['Z Sewers'], "No Man's Land", v.units[0][5], v.units[1][5], '', 'Z');
  body += area(vx, vy, W, 96, ['Volga Crossing', '(Soviet area 6)'], `holds at most ${v.area6_cap}`, v.units[0][6], null, '', 'Volga Crossing');

  // The rolling player's dice: units kept and rolled, the three single
  // dice (narrow: on a row of their own).
  let y = narrow ? 112 + 3 * (H + 6) + 24 : 272;
  const roller = SIDE[v.roller];
  const turn = `Turn ${v.turn} of ${v.turns}: the ${roller.name} player's dice`;
  const notes = `${v.night ? ' · Night' : ''}${v.air_hits ? ` · ${v.air_hits} air hits to assign` : ''}`;
  if (narrow && notes) {
    body += text(8, y, turn, 'font-size="13" font-weight="600"') + text(8, y + 18, notes.slice(3), 'font-size="13" font-weight="600"');
    y += 18;
  } else body += text(8, y, turn + notes, 'font-size="13" font-weight="600"');
  const hand = v.hand;
  let x = 8;
  for (const [label, faces, fill] of [['unit dice kept', hand.kept.faces, '#f7e1b5'], ['unit dice rolled', hand.rolled.faces, '#fff']]) {
    body += text(x, y + 22, label, `font-size="${small}" fill="#555"`);
    faces.forEach((f, k) => {
      const drawn = die(x + k * 30, y + 28, f, fill);
      body += keeping && label === 'unit dice rolled' ? pickable(`unit:${f}`, `unit die showing ${f}: keep or not`, drawn) : drawn;
    });
    x += Math.max(faces.length * 30, 96) + 12;
  }
  if (narrow) { x = 8; y += 62; }
  ['CMD die', 'tactic die', 'RATT die'].forEach((name, i) => {
    const slot = hand.singles[i];
    const face = typeof slot === 'object' ? (slot.kept ?? slot.rolled) : null;
    body += text(x, y + 22, name, `font-size="${small}" fill="#555"`);
    const key = ['CMD', 'tactic', 'RATT'][i];
    if (face === null) body += `<rect x="${x}" y="${y + 28}" width="26" height="26" rx="5" fill="none" stroke="#999" stroke-dasharray="3"/>`;
    else if (keeping && slot.kept === undefined) body += pickable(`single:${key}`, `${name} showing ${face}: keep or not`, die(x, y + 28, face, '#fff'));
    else body += die(x, y + 28, face, slot.kept !== undefined ? '#f7e1b5' : '#fff');
    x += narrow ? 100 : 70;
  });
  const tactic = (i) => `tactic ${v.tactics[i] === null ? 'none yet' : tacticName(v.tactics[i])}`;
  const side = (i, s) => `${SIDE[s].name}: reserve ${v.reserve[i]} · CMD ${v.cmd[i]}`;
  if (narrow) {
    ['soviet', 'german'].forEach((s, i) => {
      body += text(8, y + 78 + i * 40, side(i, s), `font-size="12" fill="${SIDE[s].colour}"`);
      body += text(8, y + 96 + i * 40, tactic(i), `font-size="12" fill="${SIDE[s].colour}"`);
    });
    return svg(2 * W + 22, y + 146, body);
  }
  body += text(8, y + 78, `${side(0, 'soviet')} · ${tactic(0)}`, `font-size="12" fill="${SIDE.soviet.colour}"`);
  body += text(520, y + 78, `${side(1, 'german')} · ${tactic(1)}`, `font-size="12" fill="${SIDE.german.colour}"`);
  return svg(X0 + 6 * (W + 6) + 2, 362, body);
}
