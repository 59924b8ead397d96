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

export function draw(shown) {
  const paint = painters[shown.game];
  return paint ? paint(shown.view, shown) : '';
}
