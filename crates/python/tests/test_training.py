"""The training example's one-minute smoke run: AlphaZero-style self-play
on the native search with the numpy network as its evaluator; it fails
unless the training loss on the games it played falls."""

import os
import pathlib
import subprocess
import sys

EXAMPLE = pathlib.Path(__file__).resolve().parents[1] / "examples" / "alphazero_pocket_stalingrad.py"


def test_the_smoke_run_trains_and_the_loss_falls(tmp_path):
    run = subprocess.run(
        [sys.executable, str(EXAMPLE), "--smoke", "--out", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "OMP_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1"},
    )
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    assert "smoke: the training loss fell" in run.stdout
    assert (tmp_path / "net.npz").exists()
