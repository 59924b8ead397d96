"""Native agents, the search hint, studies: whole games, the GIL released,
Ctrl-C."""

import _thread
import json
import signal
import threading
import time

import pytest

import wargames


def play(game, agents, seed=1):
    state = game.new_initial_state(seed=seed)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(state.sample_chance_outcome())
        else:
            bot = agents[state.current_player()]
            action = bot.step(state)
            assert action in state.legal_actions()
            state.apply_action(action)
    return state.returns()


def test_every_agent_kind_plays_whole_games(game):
    n = game.num_players
    for make in (
        lambda seat: wargames.random(game, seed=seat),
        lambda seat: wargames.heuristic(game, seed=seat),
        lambda seat: wargames.mcts(game, 30, seed=seat),
    ):
        returns = play(game, [make(seat) for seat in range(n)])
        assert len(returns) == n


def test_an_agent_of_another_game_is_refused():
    bot = wargames.random(wargames.Squad)
    state = wargames.Arnswalde.new_initial_state()
    with pytest.raises(ValueError):
        bot.step(state)
    assert bot.name == "random" and bot.game == "squad"


def test_no_search_of_zero_iterations():
    with pytest.raises(ValueError):
        wargames.mcts(wargames.Squad, 0)


def test_hint_gives_the_choice_and_the_visit_counts(game):
    state = game.new_initial_state(seed=2)
    while state.is_chance_node():
        state.apply_action(state.sample_chance_outcome())
    found = wargames.search.hint(state, 200, 1)
    legal = state.legal_actions()
    assert found["action"] in legal
    assert sorted(a for a, _ in found["visits"]) == legal
    assert found["text"] == state.action_to_string(found["action"])
    assert found == wargames.search.hint(state, 200, 1)


def test_hint_at_a_chance_node_is_refused():
    state = wargames.PocketStalingrad.new_initial_state()
    assert state.is_chance_node()
    with pytest.raises(wargames.RuleError):
        wargames.search.hint(state, 10, 1)


def test_a_search_releases_the_gil():
    state = wargames.Rattenkrieg.new_initial_state(seed=1)
    while state.is_chance_node():
        state.apply_action(state.sample_chance_outcome())
    bot = wargames.mcts(wargames.Rattenkrieg, 5000, seed=1)
    ticks = []
    done = threading.Event()

    def count():
        n = 0
        while not done.is_set():
            n += 1
            if n % 1000 == 0:
                ticks.append(time.perf_counter())

    counter = threading.Thread(target=count)
    counter.start()
    time.sleep(0.01)
    start = time.perf_counter()
    bot.step(state)
    end = time.perf_counter()
    done.set()
    counter.join()
    # With the GIL held through the search, no Python code of another
    # thread could run in the middle of it; it ran there.
    assert end - start > 0.05
    middle = [t for t in ticks if start + 0.2 * (end - start) < t < end - 0.2 * (end - start)]
    assert len(middle) > 10


def test_a_study_gives_a_summary_and_rows_pandas_reads(game):
    pandas = pytest.importorskip("pandas")
    result = wargames.study(game, 300, seed=4)
    rows = pandas.DataFrame(result["rows"])
    assert len(rows) == 300 and result["summary"]["games"] == 300
    assert list(rows["game"]) == list(range(300))
    assert set(rows["outcome"]) == set(result["summary"]["outcomes"])
    assert sum(result["summary"]["outcomes"].values()) == 300
    assert rows["steps"].sum() == result["summary"]["length"]["sum"]
    for seat in range(game.num_players):
        assert rows[f"return_{seat}"].between(0, 1).all()


def test_a_study_is_the_same_on_any_threads_and_in_slices(game):
    one = wargames.study(game, 400, seed=9, threads=1, rows=False)["summary"]
    two = wargames.study(game, 400, seed=9, threads=2)
    assert one == two["summary"]
    first = wargames.study(game, 150, seed=9)["rows"]
    rest = wargames.study(game, 250, seed=9, first=150)["rows"]
    assert first["outcome"] + rest["outcome"] == two["rows"]["outcome"]


def test_a_study_with_heuristic_and_search_agents():
    result = wargames.study(wargames.PocketStalingrad, 4, seed=1, agents=["mcts:20", "heuristic"])
    assert result["summary"]["agents"] == ["mcts:20", "heuristic"]
    with pytest.raises(ValueError):
        wargames.study(wargames.PocketStalingrad, 4, agents=["heuristic"])
    with pytest.raises(ValueError):
        wargames.study(wargames.PocketStalingrad, 4, agents=["best", "random"])


def test_ctrl_c_stops_a_long_study():
    # Far more games than the test waits for: only KeyboardInterrupt ends it.
    # Python's own Ctrl-C handler for the test's length: a process started in
    # the background of a shell inherits SIGINT ignored, and then
    # interrupt_main does nothing.
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    timer = threading.Timer(0.5, _thread.interrupt_main)
    start = time.perf_counter()
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            wargames.study(wargames.Rattenkrieg, 10**9, seed=1, rows=False)
    finally:
        timer.cancel()
        signal.signal(signal.SIGINT, previous)
    assert time.perf_counter() - start < 5.0


def test_playouts_counts_games_and_steps():
    result = wargames.playouts(wargames.Arnswalde, 2000, seed=1)
    assert result["games"] == 2000 and result["steps"] > 2000
    assert result["games_per_second"] > 0


def test_a_seeded_match_and_its_replay(game):
    agents = ["heuristic"] * game.num_players
    final, record = wargames.play_match(game, agents, seed=5)
    assert final.is_terminal()
    again, record_again = wargames.play_match(game, agents, seed=5)
    assert again == final and record_again == record
    replayed = wargames.replay(game, record)
    assert replayed == final
    # A record whose last step is changed no longer replays.
    data = json.loads(record)
    data["steps"] = data["steps"][:-1]
    with pytest.raises(wargames.RuleError):
        wargames.replay(game, json.dumps(data))
    with pytest.raises(wargames.RuleError):
        wargames.replay(game, "{}")
    with pytest.raises(ValueError):
        wargames.play_match(game, ["heuristic"] * (game.num_players + 1))


def test_the_native_replay_example_verifies_a_python_match(game, tmp_path):
    """The Rust `replay` example (built by `cargo test` or `.ci/run`) reads
    and verifies a replay played from Python."""
    import pathlib
    import subprocess

    binary = pathlib.Path(__file__).resolve().parents[3] / "target" / "debug" / "examples" / "replay"
    if not binary.exists():
        pytest.skip(f"the replay example is not built at {binary} (cargo build --example replay)")
    _, record = wargames.play_match(game, ["heuristic"] * game.num_players, seed=9)
    path = tmp_path / "replay.json"
    path.write_text(record)
    run = subprocess.run([str(binary), str(path), "--quiet"], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "verified" in run.stdout
