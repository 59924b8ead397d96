// The board of each game, drawn as SVG from the game's own View JSON (the
// seat's view: nothing else reaches the page).
import { drawRattenkrieg } from './rattenkrieg.js';
import { drawPocketStalingrad } from './pocket-stalingrad.js';
import { drawArnswalde } from './arnswalde.js';
import { drawSquad } from './squad.js';

const painters = {
  rattenkrieg: drawRattenkrieg,
  'pocket-stalingrad': drawPocketStalingrad,
  arnswalde: drawArnswalde,
  squad: drawSquad,
};

/** The board of `shown`; `narrow` (a phone) asks for a layout whose text renders at 12 CSS px or more from 360 px wide. */
export function draw(shown, narrow = false) {
  const paint = painters[shown.game];
  return paint ? paint(shown.view, shown, narrow) : '';
}
