/** One checker diagnostic as the page shows it: severity, rule id, message, where (an editor link) and the source lines. */
import { el } from './dom.js';
import type { PageDiagnostic } from './page-types.js';

export function diagnosticItem(d: PageDiagnostic): HTMLLIElement {
  const where = `${d.file}:${d.line}:${d.column}`;
  const loc = d.link ? el('a', { class: 'loc', href: d.link, title: 'Open in the editor' }, where) : el('span', { class: 'loc' }, where);
  const quote = el('pre', { class: 'quote' });
  for (const q of d.quote) {
    const line = el('span', { class: q.n === d.at ? 'qline at' : 'qline' }, el('span', { class: 'ln' }, String(q.n)), q.text || ' ');
    quote.append(line, '\n');
    if (q.n === d.at) quote.append(el('span', { class: 'caret' }, `${' '.repeat(String(q.n).length + 1 + Math.max(0, d.column - 1))}^`), '\n');
  }
  return el(
    'li',
    { class: `diag ${d.severity}`, 'data-rule': d.rule },
    el('div', { class: 'head' }, el('span', { class: 'sev' }, d.severity), ' ', el('code', { class: 'rule' }, d.rule), ' ', loc),
    el('div', { class: 'msg' }, d.message),
    d.quote.length ? quote : null,
  );
}

export function diagnosticList(list: PageDiagnostic[]): HTMLUListElement {
  return el('ul', { class: 'diags' }, ...list.map(diagnosticItem));
}
