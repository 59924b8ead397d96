// Times the search in the table's worker (see bench.html).
const wanted = new URLSearchParams(location.hash.slice(1));
const iterations = Number(wanted.get('iterations') ?? 1000);
const decisions = Number(wanted.get('decisions') ?? 3);
const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
let nextId = 1;
const ask = (m) => new Promise((resolve, reject) => {
  const id = nextId++;
  const listen = (event) => {
    if (event.data.id !== id) return;
    worker.removeEventListener('message', listen);
    if (event.data.ok) resolve(event.data); else reject(new Error(event.data.error));
  };
  worker.addEventListener('message', listen);
  worker.postMessage({ id, ...m });
});

const out = document.getElementById('out');
try {
  const rows = [];
  for (const game of ['rattenkrieg', 'arnswalde', 'pocket-stalingrad', 'squad']) {
    const { times } = await ask({ type: 'bench', game, seed: 1, opponent: `mcts:${iterations}`, decisions });
    rows.push({ game, times });
    out.textContent = JSON.stringify(rows);
  }
  out.dataset.done = 'yes';
} catch (e) {
  out.textContent = `failed: ${e.message}`;
  out.dataset.done = 'failed';
}
