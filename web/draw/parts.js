// What every board draws: text, cards and dice.

export function esc(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
}

export function text(x, y, content, attrs = '') {
  return `<text x="${x}" y="${y}" ${attrs}>${esc(content)}</text>`;
}

export function svg(width, height, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img">${body}</svg>`;
}

const SUITS = ['♣', '♦', '♥', '♠'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** A card's label from its index 0..54 (core's `Card`: suit = index / 13). */
export function cardLabel(index) {
  if (index >= 52) return index === 52 ? 'black joker' : 'red joker';
  return RANKS[index % 13] + SUITS[Math.floor(index / 13)];
}

/** The card indices of a card set (bits of a u64, as a number or a decimal string). */
export function cardsOf(set) {
  let bits = BigInt(set ?? 0);
  const out = [];
  for (let i = 0; bits > 0n; i++, bits >>= 1n) if (bits & 1n) out.push(i);
  return out;
}

/** `body` marked as the board part `key` names (the page lets a click on it choose the actions that name it). */
export function part(key, body) {
  return `<g data-key="${esc(key)}">${body}</g>`;
}

/** A playing card face up at (x, y). */
export function card(x, y, index, w = 34, h = 48) {
  const label = cardLabel(index);
  const red = index < 52 ? [1, 2].includes(Math.floor(index / 13)) : index === 53;
  const fill = `fill="${red ? '#b3261e' : '#111'}"`;
  // A joker's name: on one line in 9 units, or on two in 12 on a card 44 or more wide.
  const face = label.length > 3 && w >= 44
    ? label.split(' ').map((word, i) => text(x + w / 2, y + h / 2 - 2 + i * 14, word, `text-anchor="middle" font-size="12" ${fill}`)).join('')
    : text(x + w / 2, y + h / 2 + 5, label, `text-anchor="middle" font-size="${label.length > 3 ? 9 : 14}" ${fill}`);
  return `<g class="card"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="#fff" stroke="#555"/>` + face + '</g>';
}

/** A card face down (its back) at (x, y), with an optional count on it. */
export function cardBack(x, y, count = '', w = 34, h = 48) {
  return `<g class="card-back"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="#34507a" stroke="#223"/>` +
    `<rect x="${x + 4}" y="${y + 4}" width="${w - 8}" height="${h - 8}" rx="2" fill="none" stroke="#8fa6c8"/>` +
    (count === '' ? '' : text(x + w / 2, y + h / 2 + 5, count, 'text-anchor="middle" font-size="13" fill="#fff"')) + '</g>';
}

/** A row of face-up cards from (x, y). */
export function cardRow(x, y, indices, step = 38) {
  return indices.map((c, i) => card(x + i * step, y, c)).join('');
}

const PIPS = { 1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]], 5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]] };

/** A die showing `face` at (x, y); pips for 1-6, the number above. */
export function die(x, y, face, fill = '#fff', size = 26) {
  const c = size / 2;
  let body = `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="5" fill="${fill}" stroke="#333"/>`;
  const pips = PIPS[face];
  if (pips) body += pips.map(([dx, dy]) => `<circle cx="${x + c + dx * size * 0.27}" cy="${y + c + dy * size * 0.27}" r="${size * 0.08}" fill="#222"/>`).join('');
  else body += text(x + c, y + c + 5, face, 'text-anchor="middle" font-size="13"');
  return `<g class="die">${body}</g>`;
}

/** `words` split into lines of at most `width` characters (a word longer stays whole). */
export function wrap(words, width) {
  const lines = [];
  for (const word of String(words).split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= width) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}
