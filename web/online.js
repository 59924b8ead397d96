// Playing through `wargames-server` (docs/server.md): the lobby (create a
// match, invite a friend, the open matches, one's own matches, watching)
// and one match's connection (join with the seat's token, frames pushed on
// every change, reconnect with back-off). The page finds the server by
// asking it for its list of matches; served without one (web/serve), the
// lobby stays hidden and the page plays against its in-browser bot alone.
//
// A seat's token travels only in the address's fragment (`#match=…&token=…`,
// never sent to a server nor in a Referer), in the join and play messages,
// and in this browser's localStorage (the matches it plays).

const STORE = 'wargames.matches';
const BOTS = [
  ['random', 'bot: random'],
  ['heuristic', 'bot: heuristic'],
  ['mcts:200', 'bot: search, 200 iterations (mcts:200)'],
  ['mcts:1000', 'bot: search, 1000 iterations (mcts:1000)'],
];
/** The hints a match made here offers its people (mcts iterations). */
export const HINTS = 300;

/** One request by `POST /api`: its reply, or an Error whose message is the server's one line. */
export async function api(message) {
  const response = await fetch('api', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(message) });
  const reply = await response.json().catch(() => ({ type: 'error', code: 'bad_reply', message: `the server answered ${response.status}` }));
  if (reply.type === 'error') throw refusal(reply);
  return reply;
}

/** A refusal as one line: its code and the server's message. */
export function refusal(reply) {
  const line = `${reply.code ?? 'error'}: ${String(reply.message ?? '').replace(/\s+/g, ' ')}`.trim();
  const error = new Error(line);
  error.code = reply.code;
  return error;
}

/** Whether a match server serves this page (it answers `list`). */
export async function serverHere() {
  try {
    const reply = await api({ op: 'list' });
    return reply.type === 'matches';
  } catch {
    return false;
  }
}

// ---- the matches this browser plays (tokens) -------------------------------

/** The matches kept here: [{match_id, game, seat, seat_name, token, at}], newest first. */
export function kept() {
  try {
    const list = JSON.parse(localStorage.getItem(STORE) ?? '[]');
    return Array.isArray(list) ? list.filter((m) => m && typeof m.match_id === 'string' && typeof m.token === 'string') : [];
  } catch {
    return [];
  }
}

/** Keeps (or refreshes) a match this browser plays. */
export function keep(entry) {
  const list = kept().filter((m) => !(m.match_id === entry.match_id && m.token === entry.token));
  list.unshift({ ...entry, at: Date.now() });
  localStorage.setItem(STORE, JSON.stringify(list.slice(0, 50)));
}

export function forget(matchId, token) {
  localStorage.setItem(STORE, JSON.stringify(kept().filter((m) => !(m.match_id === matchId && m.token === token))));
}

/** The address of a seat (its token in the fragment) or of a match to watch. */
export function linkTo(matchId, token) {
  const base = `${location.origin}${location.pathname}`;
  return token ? `${base}#match=${matchId}&token=${token}` : `${base}#match=${matchId}&watch=1`;
}

/** What the address asks for: a seat of a match, a match to watch, or nothing online. */
export function wanted() {
  const hash = new URLSearchParams(location.hash.slice(1));
  const match = hash.get('match');
  if (!match) return null;
  return { match_id: match, token: hash.get('token'), pace: hash.get('pace') };
}

// ---- one match's connection --------------------------------------------------

/**
 * A match over a WebSocket: joins the seat (or spectates), hands every
 * frame to `onFrame(frame, fresh)` and every change of who is connected
 * (`presence`: one flag per seat) to `onPresence(connected)`, and after a lost connection opens a new
 * one with back-off (0.5 s doubling to 8 s) and joins again, which brings
 * the current frame. `onState(text)` tells how the connection stands; a
 * refusal of the join itself (a wrong token, no such match) stops it.
 */
export class Connection {
  constructor({ matchId, token, onFrame, onPresence, onState, onFatal }) {
    Object.assign(this, { matchId, token, onFrame, onPresence, onState, onFatal });
    this.pending = [];      // requests sent on this socket, answered in order
    this.delay = 500;
    this.closed = false;
    this.socket = null;
    this.open();
  }

  open() {
    if (this.closed) return;
    const url = new URL('ws', location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(url);
    this.socket = socket;
    this.onState('connecting');
    socket.onopen = () => {
      const hello = this.token ? { op: 'join', match_id: this.matchId, token: this.token } : { op: 'spectate', match_id: this.matchId };
      this.call(hello).then((frame) => {
        this.delay = 500;
        this.onState('connected');
        this.onFrame(frame, true);
      }, (e) => {
        if (['bad_token', 'unknown_match', 'bad_request', 'rules_version'].includes(e.code)) {
          this.close();
          this.onFatal(e);
        } else if (e.code !== 'offline') {
          // The server could not answer now (its store, a rate limit):
          // try again after the back-off.
          socket.close();
        }
      });
    };
    socket.onmessage = (event) => {
      let reply;
      try { reply = JSON.parse(event.data); } catch { return; }
      if (reply.type === 'update') { this.onFrame(reply, false); return; }
      if (reply.type === 'presence') { this.onPresence?.(reply.connected); return; }
      const waiting = this.pending.shift();
      if (!waiting) return;
      if (reply.type === 'error') waiting.reject(refusal(reply)); else waiting.resolve(reply);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      for (const waiting of this.pending) waiting.reject(Object.assign(new Error('the connection to the server was lost; reconnecting'), { code: 'offline' }));
      this.pending = [];
      if (this.closed) return;
      const wait = this.delay;
      this.delay = Math.min(this.delay * 2, 8000);
      this.onState(`offline, ${(wait / 1000).toFixed(1)} s`);
      setTimeout(() => this.open(), wait);
    };
  }

  /** Sends one request on the socket; its reply (an Error with the server's line if refused). */
  call(message) {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) {
      return Promise.reject(Object.assign(new Error('not connected to the server; reconnecting'), { code: 'offline' }));
    }
    return new Promise((resolve, reject) => {
      this.pending.push({ resolve, reject });
      socket.send(typeof message === 'string' ? message : JSON.stringify(message));
    });
  }

  close() {
    this.closed = true;
    this.socket?.close();
  }
}

// ---- a frame as the table shows it ------------------------------------------

/**
 * The snapshot the board and the lists draw (the local table's shape) from
 * a server frame: the same view, phase, legal actions (their ids are their
 * places) and log.
 */
export function shownOf(frame, kinds) {
  const legal = frame.legal.map((a) => a.text);
  return {
    game: frame.game,
    seat_names: frame.seat_names,
    viewer: frame.seat,
    to_act: frame.to_act,
    person_to_act: frame.seat !== null && frame.to_act === frame.seat && frame.result === null && legal.length > 0,
    over: frame.result,
    viewer_result: null,
    people: frame.seat === null ? [] : [frame.seat],
    opponent: kinds?.[frame.to_act] ?? 'the other player',
    phase: { text: frame.phase, path: frame.path },
    view: frame.view,
    view_text: frame.view_text ?? '',
    legal,
    groups: [],
    undo: null,
    log: frame.log,
    log_from: frame.log_from,
  };
}

// ---- the lobby ------------------------------------------------------------------

const $ = (id) => document.getElementById(id);

function el(tag, attrs = {}, text = '') {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text) node.textContent = text;
  return node;
}

/**
 * Fills and wires the lobby: `games` as the engine lists them (ids, seats,
 * scenarios; the first scenario is the standard game); `showError` shows a
 * refusal in the page's one error line.
 */
export function lobby(games, showError) {
  $('online-box').hidden = false;
  $('o-game').replaceChildren(...games.map((g) => el('option', { value: g.id }, g.title || g.id)));
  const fill = () => {
    const info = games.find((g) => g.id === $('o-game').value) ?? games[0];
    $('o-scenario').replaceChildren(...info.scenarios.map((s, i) => el('option', { value: i === 0 ? '' : s }, s)));
    $('o-seats').replaceChildren(...info.seats.map((name, i) => {
      const label = el('label', {}, `${name} `);
      const select = el('select', { 'data-seat': String(i) });
      select.append(el('option', { value: 'me' }, 'me'), el('option', { value: 'friend' }, 'a friend'));
      for (const [value, text] of BOTS) select.append(el('option', { value }, text));
      select.value = i === 0 ? 'me' : 'friend';
      label.append(select);
      return label;
    }));
  };
  $('o-game').addEventListener('change', fill);
  fill();
  $('o-create').addEventListener('submit', async (e) => {
    e.preventDefault();
    const chosen = [...$('o-seats').querySelectorAll('select')].map((s) => s.value);
    const game = $('o-game').value;
    const scenario = $('o-scenario').value;
    try {
      const made = await api({ op: 'create', game, ...(scenario ? { scenario } : {}), seats: chosen.map((c) => (c === 'me' || c === 'friend' ? 'human' : c)), hints: HINTS });
      const kinds = chosen.map((c) => (c === 'me' ? 'you' : c === 'friend' ? 'your friend' : c));
      const invites = $('o-invites');
      invites.replaceChildren();
      let mine = null;
      for (const inv of made.invitations) {
        if (chosen[inv.seat] === 'me' && mine === null) {
          mine = inv;
          keep({ match_id: made.match_id, game, seat: inv.seat, seat_name: inv.name, token: inv.token, kinds });
          continue;
        }
        const row = el('div', { class: 'invite' });
        const input = el('input', { type: 'text', readonly: '', class: 'invite-link', 'aria-label': `invitation for ${inv.name}`, value: linkTo(made.match_id, inv.token) });
        const copy = el('button', { type: 'button' }, 'Copy');
        copy.addEventListener('click', async () => {
          input.select();
          let done = false;
          try { await navigator.clipboard.writeText(input.value); done = true; } catch { done = document.execCommand?.('copy') ?? false; }
          copy.textContent = done ? 'Copied' : 'Selected: copy it';
        });
        row.append(el('span', {}, `Send this link to your friend (${inv.name}):`), input, copy);
        invites.append(row);
      }
      const go = el('a', { href: mine ? linkTo(made.match_id, mine.token) : linkTo(made.match_id), id: 'o-go' }, mine ? `Open my seat (${mine.name})` : 'Watch this match');
      invites.append(go);
      invites.hidden = false;
      showOwn();
      refresh();
    } catch (err) {
      showError(err.message);
    }
  });
  $('o-refresh').addEventListener('click', refresh);
  showOwn();
  refresh();

  async function refresh() {
    try {
      const { matches } = await api({ op: 'list' });
      $('o-open').replaceChildren(...(matches.length ? matches.map((m) => {
        const li = el('li');
        li.append(`${m.game}${m.scenario ? ` (${m.scenario})` : ''}: ${m.seats.join(' v ')}, move ${m.move_no}, ${m.open_seats.length} seat(s) waiting `);
        li.append(el('a', { href: linkTo(m.match_id), class: 'watch' }, 'Watch'));
        return li;
      }) : [el('li', {}, 'none')]));
    } catch (err) {
      showError(err.message);
    }
  }
}

/** The matches this browser plays, each a link back to its seat. */
function showOwn() {
  const own = kept();
  $('o-own').replaceChildren(...(own.length ? own.map((m) => {
    const li = el('li');
    li.append(el('a', { href: linkTo(m.match_id, m.token), class: 'resume' }, `${m.game} as ${m.seat_name}`), ' ');
    const drop = el('button', { type: 'button', title: 'forget this match in this browser' }, 'Forget');
    drop.addEventListener('click', () => { forget(m.match_id, m.token); showOwn(); });
    li.append(drop);
    return li;
  }) : [el('li', {}, 'none yet')]));
}
