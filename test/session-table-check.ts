/**
 * What every pack's table view must be for a page to draw it without knowing the game: ids unique
 * on the table, images that are render keys of the pack's own cards (fronts, or a deck's back),
 * counters with a label and a value, one player per seat, and a hand for the viewer only.
 */
import { expect } from 'vitest';
import type { LoadedPack } from '../src/core/pack.js';
import { backKey, frontKey } from '../src/render/outputs.js';
import type { TableCard, TableCounter, TableView } from '../src/engine/session-table.js';

export function imageKeys(pack: LoadedPack): Set<string> {
  const keys = new Set<string>();
  for (const c of pack.cards) {
    keys.add(frontKey(c.deck.id, c.id));
    keys.add(backKey(c.deck.id, c.deck.back.unique ? c.id : null));
  }
  return keys;
}

function checkCounters(counters: TableCounter[]): void {
  for (const c of counters) {
    expect(typeof c.id).toBe('string');
    expect(c.label.length).toBeGreaterThan(0);
    expect(['number', 'string']).toContain(typeof c.value);
  }
}

export function checkTable(table: TableView, pack: LoadedPack | Set<string>): void {
  const keys = pack instanceof Set ? new Set([...pack, ...[...pack].map((k) => `${k.split('/')[0]}/_back`)]) : imageKeys(pack);
  const ids = new Set<string>();
  const card = (c: TableCard) => {
    expect(ids.has(c.id), `card id ${c.id} twice on the table`).toBe(false);
    ids.add(c.id);
    expect(c.name.length).toBeGreaterThan(0);
    expect(typeof c.faceDown).toBe('boolean');
    if (c.image !== undefined) expect(keys.has(c.image), `image ${c.image} is not a render key of the pack`).toBe(true);
    checkCounters(c.counters);
  };
  const zoneIds = new Set<string>();
  const zone = (z: TableView['zones'][number]) => {
    expect(zoneIds.has(z.id), `zone id ${z.id} twice`).toBe(false);
    zoneIds.add(z.id);
    expect(z.title.length).toBeGreaterThan(0);
    z.cards.forEach(card);
    if (z.pile) expect(z.pile.count).toBeGreaterThanOrEqual(0);
    if (z.pile?.back) expect(keys.has(z.pile.back)).toBe(true);
    checkCounters(z.counters ?? []);
  };
  table.zones.forEach(zone);
  if (table.board) {
    expect(table.board.cells.length).toBe(table.board.rows * table.board.cols);
    for (const cell of table.board.cells) {
      expect(cell.row).toBeLessThan(table.board.rows);
      expect(cell.col).toBeLessThan(table.board.cols);
      (cell.cards ?? []).forEach(card);
    }
  }
  expect(table.players.map((p) => p.seat)).toEqual(table.players.map((_, i) => i));
  for (const p of table.players) {
    expect(p.name.length).toBeGreaterThan(0);
    checkCounters(p.stats);
    if (p.seat === table.viewer) {
      expect(p.hand).not.toBeNull();
      p.hand!.forEach(card);
      expect(p.handCount).toBe(p.hand!.length);
    } else expect(p.hand).toBeNull();
    p.front.forEach(zone);
  }
  checkCounters(table.counters);
}
