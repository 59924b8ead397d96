// Arnswalde 1945: the two fronts (North, South) with their Soviet cards,
// the town (the Central Square) with Tigers and refugees, morale, decks
// and the player's hand.
import { svg, text, card, cardBack, cardsOf, cardLabel, esc, part, wrap } from './parts.js';

const SURRENDER = { clubs: '♣', spades: '♠', diamonds: '♦', hearts: '♥' };

function tigers(x, y, n) {
  let out = '';
  for (let i = 0; i < n; i++) out += `<g><rect x="${x + i * 24}" y="${y}" width="20" height="14" rx="3" fill="#5b6b3a"/><rect x="${x + i * 24 + 7}" y="${y - 5}" width="8" height="6" fill="#5b6b3a"/><title>Tiger</title></g>`;
  return out;
}

/** A front with its Tigers and Soviet cards (cards `cw` by `ch`: 44 by 56 on the narrow board, where a joker's name needs two lines). */
function front(x, y, name, f, n, cw = 34, ch = 48) {
  let body = `<rect x="${x}" y="${y}" width="300" height="120" rx="8" fill="#efe4c8" stroke="#8a7a55"/>` + text(x + 10, y + 20, name, 'font-size="14" font-weight="600"');
  body += text(x + 10, y + 42, `Tigers ${n}`, 'font-size="12"') + tigers(x + 70, y + 32, n);
  let cx = x + 10;
  if (f.face_down) { body += cardBack(cx, y + 60, '?', cw, ch); cx += cw + 6; }
  for (const c of f.face_up) { body += card(cx, y + 60, c, cw, ch); cx += cw + 4; }
  if (!f.face_down && f.face_up.length === 0) body += text(x + 10, y + 88, 'no Soviet cards', 'font-size="12" fill="#777"');
  return body;
}

/**
 * The board. `narrow` (a phone, 320 units wide so that its text renders at
 * 12 CSS px or more from 360 px) puts the town under the fronts and morale,
 * decks and hand under the town.
 */
export function drawArnswalde(v, _shown, narrow = false) {
  // Where the town, morale and decks, the hand and the last line go.
  const [tx, ty, tw] = narrow ? [10, 270, 300] : [330, 60, 260];
  const [x, my] = narrow ? [10, 430] : [610, 0];
  const [hx, hy] = narrow ? [10, my + 190] : [330, 240];
  const [cw, ch] = narrow ? [44, 60] : [34, 48];
  const small = narrow ? 12 : 10;
  let body = '';
  const [north, south, central] = v.tigers.town;
  body += part('North', front(10, 10, 'North front', v.fronts[0], north, cw, narrow ? 56 : 48));
  body += part('South', front(10, 140, 'South front', v.fronts[1], south, cw, narrow ? 56 : 48));
  // The town.
  body += `<g data-key="Central Square"><rect x="${tx}" y="${ty}" width="${tw}" height="150" rx="40" fill="#e3d7b7" stroke="#8a7a55"/></g>` + text(tx + tw / 2, ty + 24, 'Arnswalde: the Central Square', 'font-size="13" font-weight="600" text-anchor="middle"');
  body += text(tx + 15, ty + 52, `Tigers ${central}`, 'font-size="12"') + tigers(tx + 80, ty + 42, central);
  body += text(tx + 15, ty + 80, `refugee markers ${v.refugees.in_town}`, 'font-size="12"');
  for (let i = 0; i < v.refugees.in_town; i++) body += `<circle cx="${tx + 150 + i * 16}" cy="${ty + 76}" r="6" fill="#c08a2e"/>`;
  body += text(tx + 15, ty + 108, `escaped: ${v.refugees.escaped} refugee markers, ${v.tigers.escaped} Tigers`, 'font-size="12"');
  body += text(tx + 15, ty + 130, `repair area ${v.tigers.repair} · Tigers lost ${v.tigers.lost}`, 'font-size="12"');
  // Morale and the decks.
  body += text(x, my + 24, `Turn ${v.turn} · ${esc(v.options.difficulty)}`, 'font-size="13" font-weight="600"');
  body += text(x, my + 46, 'morale', 'font-size="12"');
  v.options.morale_track.forEach((suits, i) => {
    const here = i === v.morale - 1 || (v.morale > v.options.morale_track.length && i === v.options.morale_track.length - 1);
    body += `<rect x="${x + 50 + i * 26}" y="${my + 34}" width="22" height="22" rx="3" fill="${here ? '#c08a2e' : '#fff'}" stroke="#555"/>` + text(x + 61 + i * 26, my + 50, suits.map((s) => SURRENDER[s] ?? '').join('') || String(i + 1), `font-size="${small}" text-anchor="middle"`);
  });
  body += text(x, my + 76, `morale ${v.morale}`, 'font-size="12"');
  const jx = narrow ? x + 76 : x + 56;
  body += cardBack(x, my + 90, v.soviet_deck) + text(x + 17, my + 152, 'Soviet', `font-size="${small}" text-anchor="middle"`);
  body += cardBack(jx, my + 90, v.judgement_deck) + text(jx + 17, my + 152, 'judgement', `font-size="${small}" text-anchor="middle"`);
  const discards = cardsOf(v.discards);
  const dx = narrow ? x + 150 : x + 110;
  body += text(dx, my + 104, `discards ${discards.length}`, 'font-size="12"');
  if (discards.length) body += narrow ? card(dx, my + 110, discards[discards.length - 1], cw, ch) : card(dx, my + 110, discards[discards.length - 1], 26, 36);
  // The hand.
  const hand = cardsOf(v.hand);
  body += text(hx, hy, hand.length ? 'Your hand' : 'Your hand: empty', 'font-size="13" font-weight="600"');
  hand.forEach((c, i) => { body += part(cardLabel(c), card(hx + i * (cw + 4), hy + 8, c, cw, ch)); });
  const last = `actions left ${v.actions_left} · waiting for: ${String(v.pending).replaceAll('_', ' ')}`;
  if (!narrow) {
    body += text(10, 290, last, 'font-size="12" fill="#555"');
    return svg(840, 310, body);
  }
  const lines = wrap(last, 42);
  lines.forEach((line, i) => { body += text(10, hy + ch + 30 + i * 16, line, 'font-size="12" fill="#555"'); });
  return svg(320, hy + ch + 30 + lines.length * 16, body);
}
