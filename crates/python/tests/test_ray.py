"""Studies as Ray tasks: `wargames.ray.study` on a Ray cluster gives the
summary one machine gives, byte for byte. Run by `.ci/ray` against a real
local cluster of two nodes (RAY_ADDRESS set); skipped without one."""

import json
import os

import pytest

import wargames
import wargames.ray
from wargames import _wargames

ADDRESS = os.environ.get("RAY_ADDRESS")
ray = pytest.importorskip("ray") if ADDRESS else None
pytestmark = pytest.mark.skipif(not ADDRESS, reason="needs a Ray cluster: RAY_ADDRESS (run .ci/ray)")


@pytest.fixture(scope="module", autouse=True)
def cluster():
    ray.init(address=ADDRESS)
    yield
    ray.shutdown()


def test_the_cluster_has_the_nodes_asked_for():
    alive = [n for n in ray.nodes() if n["Alive"]]
    assert len(alive) == int(os.environ.get("WARGAMES_RAY_NODES", "1"))


@pytest.mark.parametrize(
    "game, games, seed, agents, shards",
    [
        ("pocket-stalingrad", 3_000, 1, None, 7),
        ("squad", 120, 7, ["heuristic"], 4),
        ("rattenkrieg", 200, 3, ["heuristic", "random"], 3),
        ("arnswalde", 500, 11, None, 5),
    ],
)
def test_a_study_on_the_cluster_is_byte_identical_to_one_machine(game, games, seed, agents, shards):
    result = wargames.ray.study(game, games, seed=seed, agents=agents, shards=shards)
    alone, _ = _wargames.study(game, games, seed, agents, None, 2, 0, False)
    assert result["summary_json"] == alone
    assert result["summary"] == json.loads(alone)
    assert result["summary"]["games"] == games


def test_rows_come_back_in_game_order():
    result = wargames.ray.study("pocket-stalingrad", 90, seed=5, shards=4, first=10, rows=True)
    alone = wargames.study("pocket-stalingrad", 90, seed=5, first=10)
    assert result["rows"] == alone["rows"]
    assert result["rows"]["game"] == list(range(10, 100))


def test_the_split_covers_every_game_once():
    assert wargames.ray.split(10, 3) == [(0, 4), (4, 3), (7, 3)]
    assert wargames.ray.split(2, 5, first=8) == [(8, 1), (9, 1)]
    with pytest.raises(ValueError, match="shards"):
        wargames.ray.split(10, 0)


def test_bad_input_is_refused_before_any_task_runs():
    with pytest.raises(ValueError, match="agent"):
        wargames.ray.study("squad", 10, agents=["nobody"], shards=2)
    with pytest.raises(ValueError, match="at least one game"):
        wargames.ray.study("squad", 0, shards=2)
    with pytest.raises(ValueError):
        wargames.ray.study("no-such-game", 10)
