"""The pool's legal ids: the ragged `legal_ids()` beside the dense mask,
`sample_legal` drawing from them, and the mask written by clearing only
what each row set before (checked against a full clear)."""

import numpy as np
import pytest

import wargames
import wargames.vector as vector
from conftest import GAMES
from wargames import _wargames


def dense(ids, offsets, width):
    """The mask of the ragged ids, built from zeros (a full clear)."""
    mask = np.zeros((len(offsets) - 1, width), np.int8)
    for k in range(len(offsets) - 1):
        mask[k, ids[offsets[k] : offsets[k + 1]]] = 1
    return mask


@pytest.mark.parametrize("cls", GAMES, ids=lambda c: c.id)
@pytest.mark.parametrize("copy", [True, False])
def test_vector_legal_ids_are_exactly_the_set_entries_of_the_mask(cls, copy):
    envs = vector.make(cls, 8, seed=4, opponent="random", threads=2, copy=copy)
    rng = np.random.default_rng(2)
    obs, _ = envs.reset()
    for _ in range(150):
        ids, offsets = envs.legal_ids()
        assert ids.dtype == np.int32 and offsets.dtype == np.int64
        assert offsets.shape == (envs.num_envs + 1,) and offsets[0] == 0 and offsets[-1] == len(ids)
        mask = obs["action_mask"]
        for k in range(envs.num_envs):
            row = ids[offsets[k] : offsets[k + 1]]
            np.testing.assert_array_equal(row, np.flatnonzero(mask[k]))
        actions = vector.sample_legal(rng, ids, offsets)
        assert actions.dtype == np.int64 and actions.shape == (envs.num_envs,)
        live = mask.sum(axis=1) > 0
        assert (mask[live, actions[live]] == 1).all()
        obs, *_ = envs.step(actions)
    envs.close()


def test_vector_legal_ids_of_recv_are_those_of_the_rows_returned():
    cls = wargames.Rattenkrieg
    pool = vector.make(cls, 6, seed=5, opponent="random", threads=2, batch_size=2)
    rng = np.random.default_rng(3)
    pool.async_reset()
    for _ in range(60):
        obs, _, _, _, info = pool.recv()
        ids, offsets = pool.legal_ids()
        assert offsets.shape == (3,)
        np.testing.assert_array_equal(dense(ids, offsets, cls.num_distinct_actions), obs["action_mask"])
        pool.send(vector.sample_legal(rng, ids, offsets), info["env_id"])
    pool.close()


def test_vector_sample_legal_draws_each_legal_id_uniformly():
    ids = np.array([3, 7, 9, 4], np.int32)
    offsets = np.array([0, 3, 3, 4], np.int64)
    rng = np.random.default_rng(0)
    draws = np.stack([vector.sample_legal(rng, ids, offsets) for _ in range(3000)])
    counts = np.array([(draws[:, 0] == a).sum() for a in (3, 7, 9)])
    assert set(np.unique(draws[:, 0])) == {3, 7, 9}
    assert (abs(counts - 1000) < 150).all()
    # A row with no legal id gets 0; a row of one id, that id.
    assert (draws[:, 1] == 0).all() and (draws[:, 2] == 4).all()
    assert (vector.sample_legal(rng, np.zeros(0, np.int32), np.zeros(3, np.int64)) == 0).all()


def test_vector_sample_legal_native_draws_what_its_numpy_form_draws():
    # int32 ids and int64 offsets (what legal_ids() gives) go native; int64
    # ids take the numpy form: the same seed gives the same ids.
    shapes = np.random.default_rng(5)
    for trial in range(200):
        counts = shapes.integers(0, 6, size=shapes.integers(1, 40))
        offsets = np.concatenate([[0], np.cumsum(counts)]).astype(np.int64)
        ids = shapes.integers(0, 5000, size=offsets[-1]).astype(np.int32)
        native = vector.sample_legal(np.random.default_rng(trial), ids, offsets)
        numpy = vector.sample_legal(np.random.default_rng(trial), ids.astype(np.int64), offsets)
        assert native.dtype == np.int64
        np.testing.assert_array_equal(native, numpy)
    # Strided arrays are read as they are.
    wide = np.array([3, -1, 7, -1, 9, -1], np.int32)[::2]
    np.testing.assert_array_equal(
        vector.sample_legal(np.random.default_rng(1), wide, np.array([0, 3], np.int64)),
        vector.sample_legal(np.random.default_rng(1), np.array([3, 7, 9]), np.array([0, 3])),
    )


def test_vector_sample_legal_refuses_bad_input():
    rng = np.random.default_rng(0)
    ids = np.array([1, 2], np.int32)
    with pytest.raises(TypeError, match="rng must be a numpy Generator"):
        vector.sample_legal(np.random.RandomState(0), ids, [0, 2])
    with pytest.raises(TypeError, match="ids must be integers"):
        vector.sample_legal(rng, ids.astype(np.float32), [0, 2])
    with pytest.raises(TypeError, match="offsets must be integers"):
        vector.sample_legal(rng, ids, [0.0, 2.0])
    with pytest.raises(ValueError, match="ids must be one-dimensional"):
        vector.sample_legal(rng, ids.reshape(1, 2), [0, 2])
    with pytest.raises(ValueError, match="offsets must start at 0"):
        vector.sample_legal(rng, ids, [1, 2])
    with pytest.raises(ValueError, match="offsets must start at 0"):
        vector.sample_legal(rng, ids, np.zeros(0, np.int64))
    with pytest.raises(ValueError, match="must not decrease"):
        vector.sample_legal(rng, ids, [0, 2, 1])
    with pytest.raises(ValueError, match="past the 2 ids"):
        vector.sample_legal(rng, ids, [0, 3])
    # The same refusals on the native path (int32 ids, int64 offsets), and no draw made.
    before = rng.bit_generator.state
    for bad, message in [([1, 2], "offsets must start at 0"), ([], "offsets must start at 0"),
                         ([0, 2, 1], "must not decrease"), ([0, 3], "past the 2 ids")]:
        with pytest.raises(ValueError, match=message):
            vector.sample_legal(rng, ids, np.array(bad, np.int64))
    assert rng.bit_generator.state == before


def test_vector_legal_ids_before_reset_is_refused():
    envs = vector.make(wargames.PocketStalingrad, 2, seed=1, opponent="random")
    with pytest.raises(ValueError, match="before reset"):
        envs.legal_ids()


def rows(cls, height):
    return vector._rows(cls, height)


@pytest.mark.parametrize("cls", GAMES, ids=lambda c: c.id)
def test_vector_rows_cleared_where_they_were_set_equal_the_full_clear_on_random_playouts(cls):
    # Two pools of the same seed: one written into the same arrays every
    # step (the pool clears only what each row of the mask and of the
    # observation set before), the other into fresh arrays every step,
    # dirtied with ones first (every row cleared in full, as the pool does
    # for an array it has not written). Every third step goes through
    # send/recv (the observation copied from the environment's own buffer)
    # instead of step.
    n = 8
    kept, fresh = (_wargames.vector_pool(cls.id, n, 7, "random", -1, None, 2) for _ in range(2))
    every = np.arange(n, dtype=np.int64)
    same_rows = rows(cls, n)
    for pool in (kept, fresh):
        pool.send_reset(every)
    kept.recv_into(n, same_rows, by_id=True)
    first = rows(cls, n)
    first["action_mask"][:] = 1
    first["observation"][:] = 1
    fresh.recv_into(n, first, by_id=True)
    np.testing.assert_array_equal(same_rows["action_mask"], first["action_mask"])
    np.testing.assert_array_equal(same_rows["observation"], first["observation"])
    rng = np.random.default_rng(8)
    ended = 0
    for step in range(300):
        offsets = same_rows["legal_offsets"]
        actions = vector.sample_legal(rng, same_rows["legal_ids"][: offsets[-1]], offsets)
        other = rows(cls, n)
        other["action_mask"][:] = 1
        other["observation"][:] = 1
        if step % 3 == 0:
            for pool, arrays in ((kept, same_rows), (fresh, other)):
                pool.send(actions, every)
                pool.recv_into(n, arrays, by_id=True)
        else:
            kept.step_into(actions, same_rows)
            fresh.step_into(actions, other)
        np.testing.assert_array_equal(same_rows["action_mask"], other["action_mask"])
        np.testing.assert_array_equal(same_rows["observation"], other["observation"])
        offsets = same_rows["legal_offsets"]
        full = dense(same_rows["legal_ids"], offsets, cls.num_distinct_actions)
        np.testing.assert_array_equal(same_rows["action_mask"], full)
        ended += int(same_rows["terminated"].sum())
    assert ended > 0


def test_vector_rows_without_room_for_the_legal_ids_are_refused():
    cls = wargames.PocketStalingrad
    pool = _wargames.vector_pool(cls.id, 2, 1, "random", 0, None, 1)
    pool.send_reset(np.arange(2, dtype=np.int64))
    short = rows(cls, 2)
    short["legal_ids"] = np.empty(5, np.int32)
    with pytest.raises(ValueError, match="legal_ids array has shape"):
        pool.recv_into(2, short, by_id=True)
    wrong = rows(cls, 2)
    wrong["legal_offsets"] = np.zeros(3, np.int32)
    with pytest.raises(TypeError, match="legal_offsets array must be a writable int64"):
        pool.recv_into(2, wrong, by_id=True)


def test_vector_reset_drains_fewer_envs_in_flight_than_a_batch():
    envs = vector.make(wargames.PocketStalingrad, 4, seed=1, opponent="random", threads=2, batch_size=2)
    envs.async_reset()
    obs, _, _, _, info = envs.recv()
    ids, offsets = envs.legal_ids()
    envs.send(vector.sample_legal(np.random.default_rng(0), ids, offsets)[:1], info["env_id"][:1])
    # Three envs in flight, batches of two: the last drain is of one env.
    obs, _ = envs.reset()
    assert obs["observation"].shape == (4, wargames.PocketStalingrad.observation_size)
    envs.close()
