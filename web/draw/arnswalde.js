// Arnswalde 1945: the two fronts (North, South) with their Soviet cards,
// the town (the Central Square) with Tigers and refugees, morale, decks
// and the player's hand.
import { svg, text, card, cardBack, cardsOf, cardLabel, esc, part } from './parts.js';

const SURRENDER = { clubs: '♣', spades: '♠', diamonds: '♦', hearts: '♥' };

function tigers(x, y, n) {
  let out = '';
  for (let i = 0; i < n; i++) out += `<g><rect x="${x + i * 24}" y="${y}" width="20" height="14" rx="3" fill="#5b6b3a"/><rect x="${x + i * 24 + 7}" y="${y - 5}" width="8" height="6" fill="#5b6b3a"/><title>Tiger</title></g>`;
  return out;
}

function front(x, y, name, f, n) {
  let body = `<rect x="${x}" y="${y}" width="300" height="120" rx="8" fill="#efe4c8" stroke="#8a7a55"/>` + text(x + 10, y + 20, name, 'font-size="14" font-weight="600"');
  body += text(x + 10, y + 42, `Tigers ${n}`, 'font-size="12"') + tigers(x + 70, y + 32, n);
  let cx = x + 10;
  if (f.face_down) { body += cardBack(cx, y + 60, '?'); cx += 40; }
  for (const c of f.face_up) { body += card(cx, y + 60, c); cx += 38; }
  if (!f.face_down && f.face_up.length === 0) body += text(x + 10, y + 88, 'no Soviet cards', 'font-size="12" fill="#777"');
  return body;
}

export function drawArnswalde(v) {
  let body = '';
  const [north, south, central] = v.tigers.town;
  body += part('North', front(10, 10, 'North front', v.fronts[0], north));
  body += part('South', front(10, 140, 'South front', v.fronts[1], south));
  // The town.
  body += `<g data-key="Central Square"><rect x="330" y="60" width="260" height="150" rx="40" fill="#e3d7b7" stroke="#8a7a55"/></g>` + text(460, 84, 'Arnswalde: the Central Square', 'font-size="13" font-weight="600" text-anchor="middle"');
  body += text(345, 112, `Tigers ${central}`, 'font-size="12"') + tigers(410, 102, central);
  body += text(345, 140, `refugee markers ${v.refugees.in_town}`, 'font-size="12"');
  for (let i = 0; i < v.refugees.in_town; i++) body += `<circle cx="${480 + i * 16}" cy="136" r="6" fill="#c08a2e"/>`;
  body += text(345, 168, `escaped: ${v.refugees.escaped} refugee markers, ${v.tigers.escaped} Tigers`, 'font-size="12"');
  body += text(345, 190, `repair area ${v.tigers.repair} · Tigers lost ${v.tigers.lost}`, 'font-size="12"');
  // Morale and the decks.
  const x = 610;
  body += text(x, 24, `Turn ${v.turn} · ${esc(v.options.difficulty)}`, 'font-size="13" font-weight="600"');
  body += text(x, 46, 'morale', 'font-size="12"');
  v.options.morale_track.forEach((suits, i) => {
    const here = i === v.morale - 1 || (v.morale > v.options.morale_track.length && i === v.options.morale_track.length - 1);
    body += `<rect x="${x + 50 + i * 26}" y="34" width="22" height="22" rx="3" fill="${here ? '#c08a2e' : '#fff'}" stroke="#555"/>` + text(x + 61 + i * 26, 50, suits.map((s) => SURRENDER[s] ?? '').join('') || String(i + 1), 'font-size="10" text-anchor="middle"');
  });
  body += text(x, 76, `morale ${v.morale}`, 'font-size="12"');
  body += cardBack(x, 90, v.soviet_deck) + text(x + 17, 152, 'Soviet', 'font-size="10" text-anchor="middle"');
  body += cardBack(x + 56, 90, v.judgement_deck) + text(x + 73, 152, 'judgement', 'font-size="10" text-anchor="middle"');
  const discards = cardsOf(v.discards);
  body += text(x + 110, 104, `discards ${discards.length}`, 'font-size="12"');
  if (discards.length) body += card(x + 110, 110, discards[discards.length - 1], 26, 36);
  // The hand.
  const hand = cardsOf(v.hand);
  body += text(330, 240, hand.length ? 'Your hand' : 'Your hand: empty', 'font-size="13" font-weight="600"');
  hand.forEach((c, i) => { body += part(cardLabel(c), card(330 + i * 38, 248, c)); });
  body += text(10, 290, `actions left ${v.actions_left} · waiting for: ${String(v.pending).replaceAll('_', ' ')}`, 'font-size="12" fill="#555"');
  return svg(840, 310, body);
}
