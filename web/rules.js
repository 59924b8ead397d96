// A game's rules page (docs/rules/<game>.md, copied into web/rules/ by
// web/build), shown as HTML with the rule the address names marked:
// rules.html#game=rattenkrieg&rule=7.4.
const $ = (id) => document.getElementById(id);

function esc(text) {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
}

function inline(text) {
  return esc(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');
}

/** The Markdown's blocks: headings, list items, table rows, code, paragraphs, each with its plain text. */
export function blocks(markdown) {
  const out = [];
  let paragraph = null;
  let code = null;
  for (const line of markdown.split('\n')) {
    if (code !== null) {
      if (line.startsWith('```')) { out.push({ tag: 'pre', text: code.join('\n') }); code = null; } else code.push(line);
      continue;
    }
    if (line.startsWith('```')) { paragraph = null; code = []; continue; }
    const heading = line.match(/^(#{1,6})\s+(.*)$/);
    if (heading) { paragraph = null; out.push({ tag: `h${heading[1].length}`, text: heading[2] }); continue; }
    if (/^\s*\|/.test(line)) {
      paragraph = null;
      if (!/^\s*\|[\s:|-]+\|\s*$/.test(line)) out.push({ tag: 'tr', text: line.trim().replace(/^\||\|$/g, '') });
      continue;
    }
    const item = line.match(/^\s*(?:[-*]|\d+\.)\s+(.*)$/);
    if (item) { paragraph = { tag: 'li', text: item[1] }; out.push(paragraph); continue; }
    if (line.trim() === '') { paragraph = null; continue; }
    if (paragraph) paragraph.text += ` ${line.trim()}`;
    else { paragraph = { tag: 'p', text: line.trim() }; out.push(paragraph); }
  }
  return out;
}

/** The index of the block that states `rule`: its bold id or its heading, else the first mention. */
export function findRule(list, rule) {
  const plain = (b) => b.text.replace(/\*\*/g, '');
  const whole = rule.endsWith('.0') ? rule.slice(0, -2) : null;
  const starts = (t, id) => t === id || t.startsWith(`${id} `) || t.startsWith(`${id}:`) || t.startsWith(`${id}.`) && !/^\d/.test(t.slice(id.length + 1));
  let i = list.findIndex((b) => b.text.startsWith(`**${rule}`) && starts(plain(b), rule));
  if (i < 0) i = list.findIndex((b) => b.tag.startsWith('h') && (starts(b.text, rule) || (whole && starts(b.text, whole)) || b.text.includes(`(${rule})`)));
  if (i < 0) i = list.findIndex((b) => new RegExp(`(^|[^\\w.-])${rule.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w-])`).test(plain(b)));
  return i;
}

async function main() {
  const wanted = new URLSearchParams(location.hash.slice(1));
  const game = wanted.get('game') ?? '';
  const rule = wanted.get('rule') ?? '';
  if (!/^[a-z-]+$/.test(game)) { $('rules').textContent = 'No game named in the address (rules.html#game=...).'; return; }
  const reply = await fetch(`rules/${game}.md`);
  if (!reply.ok) { $('rules').textContent = `No rules page for ${game} here (${reply.status}).`; return; }
  const list = blocks(await reply.text());
  const html = [];
  let table = [];
  const flush = () => { if (table.length) { html.push(`<table>${table.join('')}</table>`); table = []; } };
  list.forEach((b, i) => {
    if (b.tag === 'tr') { table.push(`<tr id="b${i}">${b.text.split('|').map((c) => `<td>${inline(c.trim())}</td>`).join('')}</tr>`); return; }
    flush();
    if (b.tag === 'li') html.push(`<ul><li id="b${i}">${inline(b.text)}</li></ul>`);
    else if (b.tag === 'pre') html.push(`<pre id="b${i}">${esc(b.text)}</pre>`);
    else html.push(`<${b.tag} id="b${i}">${inline(b.text)}</${b.tag}>`);
  });
  flush();
  $('rules').innerHTML = html.join('\n');
  document.title = `${list[0]?.text ?? game}: rules`;
  if (rule) {
    const at = findRule(list, rule);
    if (at >= 0) {
      const node = $(`b${at}`);
      node.classList.add('here');
      node.scrollIntoView({ block: 'center' });
      $('found').textContent = `rule ${rule}`;
    } else $('found').textContent = `rule ${rule} is not named on this page`;
  }
}

if (typeof document !== "undefined") main();
