"""The library's merge from Python: disjoint slices of one study add up to
the summary of one run, byte for byte; anything else is refused."""

import pytest

from wargames import _wargames


def part(first, games, seed=1, agents=None):
    return _wargames.study("pocket-stalingrad", games, seed, agents, None, 1, first, False)[0]


def test_disjoint_slices_merge_to_the_one_run_in_any_order():
    whole = part(0, 300)
    pieces = [part(0, 100), part(100, 120), part(220, 80)]
    assert _wargames.merge(pieces) == whole
    assert _wargames.merge(pieces[::-1]) == whole


def test_overlaps_other_studies_and_junk_are_refused():
    with pytest.raises(ValueError, match="cannot be merged"):
        _wargames.merge([part(0, 50), part(40, 50)])
    with pytest.raises(ValueError, match="cannot be merged"):
        _wargames.merge([part(0, 50), part(50, 50, seed=2)])
    with pytest.raises(ValueError, match="not a study's summary"):
        _wargames.merge([part(0, 50), "{}"])
    with pytest.raises(ValueError, match="nothing to merge"):
        _wargames.merge([])
