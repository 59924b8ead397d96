//! The hub: every match this server holds, who watches it, and every
//! operation of the protocol. WebSocket and HTTP both call [`Hub::handle`].
//!
//! Each match sits behind its own async lock, taken for one request at a
//! time; a move is applied, stored in one transaction (on a blocking
//! thread) and only then acknowledged and pushed to the watchers. Bots
//! and hints run on tokio's blocking threads, at most
//! [`Config::workers`] at once, so the I/O threads never wait for a search.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::Semaphore;
use wargames::{AgentKind, Seat, Seed};

use crate::config::Config;
use crate::error::ServerError;
use crate::frame::{Sight, Viewer};
use crate::outbox::Outbox;
use crate::protocol::{Frame, Invitation, Listed, Reply, Request};
use crate::room::{Choice, Definition, Room, check_player, open, reopen, replay_stored};
use crate::store::{MatchRecord, MoveRecord, SeatRecord, Store, checkpoint};
use crate::token::{hex, new_token, random_bytes, same_hash, token_hash};

struct Watcher {
    viewer: Viewer,
    seen: usize,
    out: Outbox,
}

struct State {
    room: Box<dyn Room>,
    joined: Vec<bool>,
    result: Option<String>,
    draw_offer: Option<Seat>,
    /// The choice each move was requested with, by move number, to tell a
    /// resent move from a stale one.
    choices: HashMap<u64, (Seat, Choice)>,
    bot_running: bool,
    /// How far each viewer's log has been narrated and pushed, so that a
    /// push narrates only the new events.
    narrated: Vec<Narrated>,
}

/// How far one viewer's narrated log has been pushed: the events narrated
/// so far and the lines they made.
struct Narrated {
    viewer: Viewer,
    events: usize,
    lines: usize,
}

struct Entry {
    id: String,
    scenario: String,
    hints: u32,
    kinds: Vec<String>,
    token_hashes: Vec<Option<String>>,
    definition: Definition,
    state: tokio::sync::Mutex<State>,
    watchers: Mutex<Vec<Watcher>>,
    /// The presence last told the watchers: whether each seat has an open
    /// WebSocket (a bot's seat always has).
    presence: Mutex<Vec<bool>>,
}

impl Entry {
    fn seat_of(&self, token: &str) -> Result<Seat, ServerError> {
        let hash = token_hash(token);
        self.token_hashes
            .iter()
            .position(|h| h.as_deref().is_some_and(|h| same_hash(h, &hash)))
            .and_then(|i| u8::try_from(i).ok())
            .map(Seat)
            .ok_or(ServerError::BadToken)
    }

    fn bot(&self, seat: Seat) -> Option<AgentKind> {
        self.kinds.get(seat.index()).and_then(|k| k.parse().ok())
    }

    /// Whether each seat has at least one open WebSocket among `watchers`
    /// (a bot's seat: always).
    fn connected(&self, watchers: &[Watcher]) -> Vec<bool> {
        let mut connected: Vec<bool> = self.kinds.iter().map(|k| k != "human").collect();
        for w in watchers {
            if let Viewer::Seat(seat) = w.viewer
                && let Some(c) = connected.get_mut(seat.index())
            {
                *c = true;
            }
        }
        connected
    }

    /// Tells every watcher but `except` the seats' presence if it changed
    /// since last told (a seat's first socket opened or its last closed).
    fn announce(&self, except: Option<&Outbox>) {
        let mut watchers = lock(&self.watchers);
        let connected = self.connected(&watchers);
        {
            let mut told = lock(&self.presence);
            if *told == connected {
                return;
            }
            told.clone_from(&connected);
        }
        let Ok(text) = serde_json::to_string(&Reply::Presence { match_id: self.id.clone(), connected }) else {
            return;
        };
        let mut dropped = false;
        watchers.retain(|w| {
            if except.is_some_and(|e| w.out.same(e)) || w.out.send(text.clone()) {
                true
            } else {
                dropped = true;
                false
            }
        });
        drop(watchers);
        if dropped {
            self.announce(except);
        }
    }
}

impl Entry {
    /// The match `record` stores, defined by `definition`, at `room`.
    fn set_up(record: MatchRecord, definition: Definition, room: Box<dyn Room>) -> Entry {
        let kinds: Vec<String> = record.seats.iter().map(|s| s.kind.clone()).collect();
        // Before anyone connects, only the bots are there.
        let presence = Mutex::new(kinds.iter().map(|k| k != "human").collect());
        Entry {
            id: record.id,
            scenario: record.scenario,
            hints: record.hints,
            token_hashes: record.seats.iter().map(|s| s.token_hash.clone()).collect(),
            kinds,
            definition,
            state: tokio::sync::Mutex::new(State {
                joined: (0..usize::from(room.seats())).map(|i| record.seats.get(i).is_some_and(|s| s.joined)).collect(),
                room,
                result: record.result,
                draw_offer: None,
                choices: HashMap::new(),
                bot_running: false,
                narrated: Vec::new(),
            }),
            watchers: Mutex::new(Vec::new()),
            presence,
        }
    }
}

/// Every match of one server and the operations on them.
pub struct Hub {
    store: Arc<dyn Store>,
    config: Config,
    matches: Mutex<HashMap<String, Arc<Entry>>>,
    retired: Mutex<HashMap<String, ServerError>>,
    pool: Arc<Semaphore>,
}

impl std::fmt::Debug for Hub {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Hub").field("config", &self.config).finish_non_exhaustive()
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn seed_hex(seed: Seed) -> String {
    hex(&seed.0)
}

fn seed_from_hex(text: &str) -> Result<Seed, ServerError> {
    text.parse::<Seed>().map_err(|e| ServerError::Store(format!("stored seed: {e:?}")))
}

async fn blocking<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> Result<T, ServerError> {
    tokio::task::spawn_blocking(f).await.map_err(|e| ServerError::Unavailable(e.to_string()))
}

impl Hub {
    /// A hub over `store`, with every unfinished match of the store loaded
    /// again by replaying its moves; a match whose replay does not reach
    /// its stored digest, or that was stored under another rules version,
    /// is kept in the store untouched and refused with its reason.
    ///
    /// # Errors
    /// The store cannot be read.
    pub async fn start(store: Arc<dyn Store>, config: Config) -> Result<Arc<Hub>, ServerError> {
        let hub = Arc::new(Hub {
            pool: Arc::new(Semaphore::new(config.workers.max(1))),
            store: store.clone(),
            config,
            matches: Mutex::new(HashMap::new()),
            retired: Mutex::new(HashMap::new()),
        });
        let stored = blocking(move || store.unfinished()).await??;
        for (record, moves) in stored {
            let id = record.id.clone();
            match Hub::revive(record, &moves) {
                Ok(entry) => {
                    let entry = Arc::new(entry);
                    lock(&hub.matches).insert(id, entry.clone());
                    hub.clone().wake_bot(entry).await;
                }
                Err(e) => {
                    lock(&hub.retired).insert(id, e);
                }
            }
        }
        Ok(hub)
    }

    /// How many matches this hub holds.
    #[must_use]
    pub fn len(&self) -> usize {
        lock(&self.matches).len()
    }

    /// Whether this hub holds no match.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The limits this hub runs with.
    #[must_use]
    pub fn config(&self) -> &Config {
        &self.config
    }

    fn revive(record: MatchRecord, moves: &[MoveRecord]) -> Result<Entry, ServerError> {
        let seed = seed_from_hex(&record.seed)?;
        let options: serde_json::Value =
            serde_json::from_str(&record.options).map_err(|e| ServerError::Store(e.to_string()))?;
        let definition = Definition { game: record.game.clone(), options, seed };
        let (mut room, _) = open(&record.game, "", Some(&definition.options), seed)?;
        if room.rules_version() != record.rules_version {
            return Err(ServerError::RulesVersion { recorded: record.rules_version, current: room.rules_version() });
        }
        for mv in moves {
            replay_stored(room.as_mut(), mv)?;
        }
        Ok(Entry::set_up(record, definition, room))
    }

    /// The match `id`: held here, or (an ended match, or one made by
    /// another process on a shared store) read from the store and set up
    /// again from its moves.
    async fn entry(&self, id: &str) -> Result<Arc<Entry>, ServerError> {
        if let Some(entry) = lock(&self.matches).get(id) {
            return Ok(entry.clone());
        }
        if let Some(e) = lock(&self.retired).get(id) {
            return Err(e.clone());
        }
        let unknown = || ServerError::UnknownMatch(id.chars().take(64).collect());
        if id.len() != 32 || !id.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(unknown());
        }
        let (store, key) = (self.store.clone(), id.to_owned());
        let Some((record, moves)) = blocking(move || store.load(&key)).await?? else { return Err(unknown()) };
        let entry = match Hub::revive(record, &moves) {
            Ok(entry) => Arc::new(entry),
            Err(e) => {
                lock(&self.retired).insert(id.to_owned(), e.clone());
                return Err(e);
            }
        };
        Ok(lock(&self.matches).entry(id.to_owned()).or_insert(entry).clone())
    }

    /// Answers one request. A WebSocket passes its `outbox`, which a
    /// `join` or `spectate` subscribes to the match's frames.
    ///
    /// # Errors
    /// The request is refused; nothing changed.
    pub async fn handle(self: &Arc<Self>, request: Request, outbox: Option<&Outbox>) -> Result<Reply, ServerError> {
        match request {
            Request::Create { game, scenario, options, seats, hints } => {
                self.create(&game, scenario.as_deref().unwrap_or(""), options.as_ref(), &seats, hints.unwrap_or(0))
                    .await
            }
            Request::List {} => Ok(self.list().await),
            Request::Join { match_id, token } => {
                let entry = self.entry(&match_id).await?;
                let seat = entry.seat_of(&token)?;
                let mut st = entry.state.lock().await;
                if !st.joined[seat.index()] {
                    let (store, id) = (self.store.clone(), entry.id.clone());
                    blocking(move || store.join(&id, seat.0)).await??;
                    st.joined[seat.index()] = true;
                }
                self.frame_for(&entry, &st, Viewer::Seat(seat), outbox)
            }
            Request::Spectate { match_id } => {
                let entry = self.entry(&match_id).await?;
                let st = entry.state.lock().await;
                self.frame_for(&entry, &st, Viewer::Spectator, outbox)
            }
            Request::Snapshot { match_id, token } => {
                let entry = self.entry(&match_id).await?;
                let seat = entry.seat_of(&token)?;
                let st = entry.state.lock().await;
                self.frame_for(&entry, &st, Viewer::Seat(seat), None)
            }
            Request::Play { match_id, token, move_no, id, text } => {
                let choice = match (id, text) {
                    (Some(id), None) => Choice::Id(id),
                    (None, Some(text)) => Choice::Text(text),
                    _ => return Err(ServerError::BadRequest("a move has either `id` or `text`".to_owned())),
                };
                let entry = self.entry(&match_id).await?;
                let seat = entry.seat_of(&token)?;
                self.play(&entry, seat, move_no, choice).await
            }
            Request::Hint { match_id, token } => {
                let entry = self.entry(&match_id).await?;
                let seat = entry.seat_of(&token)?;
                if entry.hints == 0 {
                    return Err(ServerError::NoHints);
                }
                let job = {
                    let st = entry.state.lock().await;
                    if let Some(result) = &st.result {
                        return Err(ServerError::Ended(result.clone()));
                    }
                    st.room.hint_job(seat, entry.hints, Seed::from(random_bytes::<32>()?))?
                };
                let permit =
                    self.pool.clone().acquire_owned().await.map_err(|e| ServerError::Unavailable(e.to_string()))?;
                let hint = blocking(move || {
                    let hint = job();
                    drop(permit);
                    hint
                })
                .await??;
                Ok(Reply::Hint { match_id, hint })
            }
            Request::Resign { match_id, token } => {
                let entry = self.entry(&match_id).await?;
                let seat = entry.seat_of(&token)?;
                let mut st = entry.state.lock().await;
                let name = st.room.seat_names().get(seat.index()).cloned().unwrap_or_default();
                self.end(&entry, &mut st, format!("{name} ({seat}) resigned")).await?;
                Ok(Reply::Done { match_id })
            }
            Request::OfferDraw { match_id, token } => {
                let entry = self.entry(&match_id).await?;
                let seat = entry.seat_of(&token)?;
                let mut st = entry.state.lock().await;
                Self::open_for_draw(&st)?;
                st.draw_offer = Some(seat);
                self.push(&entry, &mut st);
                Ok(Reply::Done { match_id })
            }
            Request::AcceptDraw { match_id, token } => {
                let entry = self.entry(&match_id).await?;
                let seat = entry.seat_of(&token)?;
                let mut st = entry.state.lock().await;
                let rule = Self::open_for_draw(&st)?;
                match st.draw_offer {
                    Some(by) if by != seat => {
                        self.end(&entry, &mut st, format!("drawn by agreement ({rule})")).await?;
                        Ok(Reply::Done { match_id })
                    }
                    _ => Err(ServerError::Draw("the other seat has offered no draw".to_owned())),
                }
            }
            Request::Replay { match_id } => {
                let entry = self.entry(&match_id).await?;
                let st = entry.state.lock().await;
                if st.result.is_none() {
                    return Err(ServerError::ReplayWhileRunning);
                }
                Ok(Reply::Replay { match_id, replay: st.room.replay()? })
            }
        }
    }

    fn open_for_draw(st: &State) -> Result<&'static str, ServerError> {
        if let Some(result) = &st.result {
            return Err(ServerError::Ended(result.clone()));
        }
        st.room.draw_rule().ok_or_else(|| ServerError::Draw(format!("{} has no draw", st.room.game())))
    }

    async fn create(
        self: &Arc<Self>,
        game: &str,
        scenario: &str,
        options: Option<&serde_json::Value>,
        seats: &[String],
        hints: u32,
    ) -> Result<Reply, ServerError> {
        if self.len() >= self.config.max_matches {
            return Err(ServerError::Unavailable(format!("this server holds {} matches", self.config.max_matches)));
        }
        let seed = Seed::from(random_bytes::<32>()?);
        let (room, definition) = open(game, scenario, options, seed)?;
        if seats.len() != usize::from(room.seats()) {
            return Err(ServerError::Seats(format!("{game} has {} seats, not {}", room.seats(), seats.len())));
        }
        let names = room.seat_names();
        let mut records = Vec::new();
        let mut invitations = Vec::new();
        for (i, kind) in seats.iter().enumerate() {
            if kind == "human" {
                let (token, hash) = new_token()?;
                let seat = u8::try_from(i).map_err(|_| ServerError::Seats("too many seats".to_owned()))?;
                invitations.push(Invitation { seat, name: names.get(i).cloned().unwrap_or_default(), token });
                records.push(SeatRecord { kind: kind.clone(), token_hash: Some(hash), joined: false });
            } else {
                let agent: AgentKind = kind
                    .parse()
                    .map_err(|e: wargames::AgentKindError| ServerError::Seats(format!("seat {i}: {e}; or `human`")))?;
                check_player(game, agent)?;
                records.push(SeatRecord { kind: agent.to_string(), token_hash: None, joined: true });
            }
        }
        let id = hex(&random_bytes::<16>()?);
        let record = MatchRecord {
            id: id.clone(),
            game: room.game().to_owned(),
            rules_version: room.rules_version().to_owned(),
            scenario: if options.is_some() { String::new() } else { scenario.to_owned() },
            options: definition.options.to_string(),
            seed: seed_hex(seed),
            hints,
            seats: records,
            result: None,
        };
        let (store, stored) = (self.store.clone(), record.clone());
        blocking(move || store.create(&stored)).await??;
        let entry = Arc::new(Entry::set_up(record, definition, room));
        lock(&self.matches).insert(id.clone(), entry.clone());
        self.clone().wake_bot(entry).await;
        Ok(Reply::Created { match_id: id, invitations })
    }

    async fn list(&self) -> Reply {
        let entries: Vec<Arc<Entry>> = lock(&self.matches).values().cloned().collect();
        let mut matches = Vec::new();
        for entry in entries {
            let st = entry.state.lock().await;
            let open_seats: Vec<u8> =
                st.joined.iter().enumerate().filter(|(_, j)| !**j).filter_map(|(i, _)| u8::try_from(i).ok()).collect();
            if st.result.is_none() && !open_seats.is_empty() {
                matches.push(Listed {
                    match_id: entry.id.clone(),
                    game: st.room.game().to_owned(),
                    scenario: entry.scenario.clone(),
                    seats: entry.kinds.clone(),
                    open_seats,
                    move_no: st.room.move_no(),
                });
            }
        }
        matches.sort_by(|a, b| a.match_id.cmp(&b.match_id));
        Reply::Matches { matches }
    }

    fn frame(
        entry: &Entry,
        st: &State,
        viewer: Viewer,
        sight: Sight,
        log: Vec<String>,
        log_from: usize,
        connected: Vec<bool>,
    ) -> Frame {
        Frame {
            match_id: entry.id.clone(),
            game: st.room.game().to_owned(),
            seat: match viewer {
                Viewer::Seat(s) => Some(s.0),
                Viewer::Spectator => None,
            },
            seat_names: st.room.seat_names(),
            move_no: st.room.move_no(),
            to_act: if st.result.is_some() { None } else { sight.to_act },
            result: st.result.clone().or(sight.over),
            phase: sight.phase,
            path: sight.path,
            view: sight.view,
            view_text: sight.view_text,
            legal: if st.result.is_some() { Vec::new() } else { sight.legal },
            log,
            log_from,
            draw_rule: st.room.draw_rule().map(str::to_owned),
            draw_offered_by: st.draw_offer.map(|s| s.0),
            connected,
        }
    }

    fn frame_for(
        &self,
        entry: &Entry,
        st: &State,
        viewer: Viewer,
        outbox: Option<&Outbox>,
    ) -> Result<Reply, ServerError> {
        let log = st.room.log(viewer);
        let sight = st.room.sight(viewer)?;
        let connected = {
            let mut watchers = lock(&entry.watchers);
            if let Some(out) = outbox {
                watchers.retain(|w| !(w.out.same(out) && w.viewer == viewer));
                watchers.push(Watcher { viewer, seen: log.len(), out: out.clone() });
                let mut watching = lock(&out.watching);
                if !watching.contains(&entry.id) {
                    watching.push(entry.id.clone());
                }
            }
            entry.connected(&watchers)
        };
        let frame = Self::frame(entry, st, viewer, sight, log, 0, connected);
        entry.announce(outbox);
        Ok(Reply::Frame(frame))
    }

    /// Sends every watcher of `entry` its new frame; drops those too slow
    /// to take it. Each viewer's sight is built once, and only the events
    /// since the last push are narrated.
    fn push(&self, entry: &Entry, st: &mut State) {
        let mut watchers = lock(&entry.watchers);
        let connected = entry.connected(&watchers);
        // Per viewer: its sight, the new lines, and the line they start at.
        let mut built: Vec<(Viewer, Sight, Vec<String>, usize)> = Vec::new();
        for w in watchers.iter() {
            if built.iter().any(|b| b.0 == w.viewer) {
                continue;
            }
            let Ok(sight) = st.room.sight(w.viewer) else { continue };
            let (events, lines) =
                st.narrated.iter().find(|n| n.viewer == w.viewer).map_or((0, 0), |n| (n.events, n.lines));
            let mut new = Vec::new();
            let now = st.room.narrate_from(w.viewer, events, &mut new);
            let told = Narrated { viewer: w.viewer, events: now, lines: lines + new.len() };
            match st.narrated.iter_mut().find(|n| n.viewer == w.viewer) {
                Some(n) => *n = told,
                None => st.narrated.push(told),
            }
            built.push((w.viewer, sight, new, lines));
        }
        let st = &*st;
        watchers.retain_mut(|w| {
            let Some((_, sight, new, from)) = built.iter().find(|b| b.0 == w.viewer) else { return false };
            let (log, end) = if w.seen >= *from && w.seen <= from + new.len() {
                (new[w.seen - from..].to_vec(), from + new.len())
            } else {
                // A watcher behind the others (or a log set up again):
                // its lines from the whole log.
                let whole = st.room.log(w.viewer);
                (whole.get(w.seen..).map(<[String]>::to_vec).unwrap_or_default(), whole.len())
            };
            let frame = Self::frame(entry, st, w.viewer, sight.clone(), log, w.seen.min(end), connected.clone());
            w.seen = end;
            match serde_json::to_string(&Reply::Update(frame)) {
                Ok(text) => w.out.send(text),
                Err(_) => false,
            }
        });
        drop(watchers);
        entry.announce(None);
    }

    /// Forgets the WebSocket `out` in every match it joined or watched, and
    /// tells the others of each match if a seat is now away.
    pub fn disconnect(&self, out: &Outbox) {
        let ids = std::mem::take(&mut *lock(&out.watching));
        for id in ids {
            let Some(entry) = lock(&self.matches).get(&id).cloned() else { continue };
            lock(&entry.watchers).retain(|w| !w.out.same(out));
            entry.announce(Some(out));
        }
    }

    async fn play(
        self: &Arc<Self>,
        entry: &Arc<Entry>,
        seat: Seat,
        move_no: u64,
        choice: Choice,
    ) -> Result<Reply, ServerError> {
        let mut st = entry.state.lock().await;
        if let Some(result) = &st.result {
            return Err(ServerError::Ended(result.clone()));
        }
        let current = st.room.move_no();
        if move_no != current {
            if st.choices.get(&move_no) == Some(&(seat, choice.clone())) {
                return Ok(Reply::Played { match_id: entry.id.clone(), move_no: current, repeated: true });
            }
            return Err(ServerError::MoveNumber { sent: move_no, current });
        }
        if entry.bot(seat).is_some() {
            return Err(ServerError::NotYourTurn("a bot plays this seat".to_owned()));
        }
        self.commit(entry, &mut st, seat, choice).await?;
        let now = st.room.move_no();
        drop(st);
        self.clone().wake_bot(entry.clone()).await;
        Ok(Reply::Played { match_id: entry.id.clone(), move_no: now, repeated: false })
    }

    /// Checks, applies and stores one move, then pushes the new frames.
    async fn commit(&self, entry: &Entry, st: &mut State, seat: Seat, choice: Choice) -> Result<(), ServerError> {
        let action = st.room.check(seat, &choice)?;
        let n = st.room.move_no();
        st.room.apply(&action)?;
        // The state's digest only where the log keeps one (a checkpoint, or
        // the match's last move), for the restart to check.
        let digest = if checkpoint(n, st.room.outcome().is_some()) {
            st.room.digest().map(|d| Some(d.to_string()))
        } else {
            Ok(None)
        };
        let stored = match digest {
            Ok(digest) => {
                let record = MoveRecord { n, seat: seat.0, action, digest };
                match self.store.submit(&entry.id, record) {
                    Ok(answer) => answer
                        .await
                        .unwrap_or_else(|_| Err(ServerError::Store("the store's writer has stopped".to_owned()))),
                    Err(e) => Err(e),
                }
            }
            Err(e) => Err(e),
        };
        if let Err(e) = stored {
            // Not stored, so not played: set the match up again from its
            // moves before this one, then from the store, where another
            // process sharing it may have stored this move number first.
            let moves: Vec<String> = (0..n).filter_map(|i| st.room.played(i).map(|(_, a)| a)).collect();
            st.room = reopen(&entry.definition, &moves)?;
            st.narrated.clear();
            if self.resync(entry, st).await.is_ok() && st.room.move_no() > n {
                self.push(entry, st);
                return Err(ServerError::MoveNumber { sent: n, current: st.room.move_no() });
            }
            return Err(e);
        }
        st.choices.insert(n, (seat, choice));
        st.draw_offer = None;
        if let Some(outcome) = st.room.outcome() {
            let (store, id, result) = (self.store.clone(), entry.id.clone(), outcome.clone());
            blocking(move || store.finish(&id, &result)).await??;
            st.result = Some(outcome);
        }
        self.push(entry, st);
        Ok(())
    }

    /// Brings this hub's copy of match `id` up to date with the store
    /// (moves, joins and the result another process sharing the store has
    /// written), pushes the new frames to its watchers here and wakes its
    /// bots. A match this hub does not hold is read when first asked for.
    pub async fn refresh(self: &Arc<Self>, id: &str) {
        let Some(entry) = lock(&self.matches).get(id).cloned() else { return };
        {
            let mut st = entry.state.lock().await;
            let before = (st.room.move_no(), st.result.clone(), st.joined.clone());
            if self.resync(&entry, &mut st).await.is_ok()
                && before != (st.room.move_no(), st.result.clone(), st.joined.clone())
            {
                self.push(&entry, &mut st);
            }
        }
        self.clone().wake_bot(entry).await;
    }

    /// Reads match `entry` from the store and plays the moves stored after
    /// this copy's last one (or all of them again, where they differ),
    /// checking the stored digests.
    async fn resync(&self, entry: &Entry, st: &mut State) -> Result<(), ServerError> {
        let (store, id) = (self.store.clone(), entry.id.clone());
        let Some((record, moves)) = blocking(move || store.load(&id)).await?? else { return Ok(()) };
        let have = st.room.move_no();
        let stored = moves.len() as u64;
        let agrees = have == 0
            || (stored >= have
                && st.room.played(have - 1).map(|(_, a)| a)
                    == moves.get(usize::try_from(have - 1).unwrap_or(usize::MAX)).map(|m| m.action.clone()));
        if !agrees {
            let (mut room, _) =
                open(&entry.definition.game, "", Some(&entry.definition.options), entry.definition.seed)?;
            for m in &moves {
                replay_stored(room.as_mut(), m)?;
            }
            st.room = room;
            st.narrated.clear();
            st.choices.retain(|n, _| *n < stored);
        } else {
            for m in moves.iter().skip(usize::try_from(have).unwrap_or(usize::MAX)) {
                replay_stored(st.room.as_mut(), m)?;
            }
        }
        for (joined, seat) in st.joined.iter_mut().zip(&record.seats) {
            *joined |= seat.joined;
        }
        if st.result.is_none() {
            st.result = record.result.or_else(|| st.room.outcome());
        }
        if have != st.room.move_no() {
            st.draw_offer = None;
        }
        Ok(())
    }

    async fn end(&self, entry: &Entry, st: &mut State, result: String) -> Result<(), ServerError> {
        if let Some(result) = &st.result {
            return Err(ServerError::Ended(result.clone()));
        }
        let (store, id, text) = (self.store.clone(), entry.id.clone(), result.clone());
        blocking(move || store.finish(&id, &text)).await??;
        st.result = Some(result);
        st.draw_offer = None;
        self.push(entry, st);
        Ok(())
    }

    /// Starts the bot loop of `entry` if a bot is to act and none runs.
    async fn wake_bot(self: Arc<Self>, entry: Arc<Entry>) {
        {
            let mut st = entry.state.lock().await;
            let bot_to_act = st.result.is_none() && st.room.to_act().is_some_and(|s| entry.bot(s).is_some());
            if !bot_to_act || st.bot_running {
                return;
            }
            st.bot_running = true;
        }
        tokio::spawn(async move { self.run_bots(entry).await });
    }

    /// Plays the bots' moves while a bot is to act: each decision on the
    /// worker pool, each move committed as a person's is.
    async fn run_bots(self: Arc<Self>, entry: Arc<Entry>) {
        loop {
            let Ok(permit) = self.pool.clone().acquire_owned().await else { return };
            let job = {
                let mut st = entry.state.lock().await;
                let kind = st.room.to_act().and_then(|s| entry.bot(s));
                let seed = random_bytes::<32>().map(Seed::from);
                match (kind, seed, &st.result) {
                    (Some(kind), Ok(seed), None) => match st.room.bot_job(kind, seed) {
                        Ok(job) => (job, st.room.move_no(), st.room.to_act()),
                        Err(_) => {
                            st.bot_running = false;
                            return;
                        }
                    },
                    _ => {
                        st.bot_running = false;
                        return;
                    }
                }
            };
            let (job, n, seat) = job;
            let chosen = blocking(move || {
                let index = job();
                drop(permit);
                index
            })
            .await;
            let mut st = entry.state.lock().await;
            let (Ok(index), Some(seat)) = (chosen, seat) else {
                st.bot_running = false;
                return;
            };
            if st.room.move_no() != n || st.result.is_some() {
                continue;
            }
            if self.commit(&entry, &mut st, seat, Choice::Id(index)).await.is_err() {
                st.bot_running = false;
                return;
            }
        }
    }
}
