/**
 * A sweep's files in dist/<game>/sweeps/<name>/: the figures as JSON (figures.json), the variants
 * and the cards as CSV (variants.csv, cards.csv) for a spreadsheet, and report.html. Each written
 * atomically; the same figures give the same bytes.
 */
import path from 'node:path';
import { writeFileAtomic } from '../../core/atomic-write.js';
import type { SweepResult } from './run.js';
import { sweepHtml } from './html.js';

/** The JSON of a sweep: its settings, then the figures. */
export function sweepJson(r: SweepResult): object {
  const s = r.spec;
  return {
    game: r.game.name,
    title: r.title,
    sweep: r.id,
    games: s.games,
    seed: s.seed,
    bot: s.bot,
    players: s.players,
    block: s.block,
    axes: s.axes.map((a) => ({ name: a.name, values: a.values })),
    sides: r.sides,
    unit: r.unit,
    ...r.figures,
  };
}

/** One CSV field: quoted when it holds a comma, a quote or a line break. */
function field(v: unknown): string {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const csv = (rows: unknown[][]) => `${rows.map((r) => r.map(field).join(',')).join('\n')}\n`;

export function variantsCsv(r: SweepResult): string {
  const axes = r.spec.axes.map((a) => a.name);
  const head = ['variant', 'label', ...axes, 'decks', 'games', 'win_rate', 'win_low', 'win_high', 'win_diff', 'win_diff_low', 'win_diff_high', 'turns_mean', 'turns_low', 'turns_high', 'turns_diff', 'turns_diff_low', 'turns_diff_high', 'decisions_mean', 'completion', 'drawishness', 'balance', 'first_player_advantage', 'decisiveness', 'lead_changes', 'on_target'];
  const rows = r.figures.variants.map((v) => {
    const m = v.metrics;
    const value = (axis: string) => v.settings.find((s) => s.axis === axis)?.value;
    return [
      v.index,
      v.label,
      ...axes.map(value),
      v.decks?.join(' vs ') ?? '',
      m.games,
      m.winRate.winRate,
      m.winRate.ci95?.[0],
      m.winRate.ci95?.[1],
      v.paired?.winRate?.estimate,
      v.paired?.winRate?.ci95[0],
      v.paired?.winRate?.ci95[1],
      m.turns.mean,
      m.turns.ci95?.[0],
      m.turns.ci95?.[1],
      v.paired?.turns?.estimate,
      v.paired?.turns?.ci95[0],
      v.paired?.turns?.ci95[1],
      m.decisions.mean,
      m.completion.winRate,
      m.drawishness?.winRate,
      m.balance,
      m.firstPlayerAdvantage?.estimate,
      m.decisiveness?.mean,
      m.leadChanges?.mean,
      v.onTarget,
    ];
  });
  return csv([head, ...rows]);
}

export function cardsCsv(r: SweepResult): string {
  const head = ['variant', 'label', 'card', 'name', 'drawn_games', 'drawn_win_rate', 'not_drawn_games', 'not_drawn_win_rate', 'improvement_when_drawn', 'improvement_low', 'improvement_high', 'played_games', 'played_win_rate'];
  const rows = r.figures.variants.flatMap((v) =>
    v.cards.map((c) => [v.index, v.label, c.id, c.name, c.drawn.games, c.drawn.winRate, c.notDrawn.games, c.notDrawn.winRate, c.whenDrawn?.estimate, c.whenDrawn?.ci95[0], c.whenDrawn?.ci95[1], c.played.games, c.played.winRate]),
  );
  return csv([head, ...rows]);
}

/** The folder name a sweep's files go in: its `name`, else made from its axes. */
export function sweepName(r: Pick<SweepResult, 'spec'>): string {
  if (r.spec.name) return r.spec.name;
  const parts = r.spec.axes.map((a) => (a.kind === 'card' ? `${a.card}.${a.field.join('.')}` : a.kind === 'option' ? a.option : a.name));
  if (r.spec.decks) parts.push('decks');
  return (parts.join('+') || 'sweep').replace(/[^A-Za-z0-9._+-]/g, '-');
}

export async function writeSweep(r: SweepResult, dir: string): Promise<string[]> {
  const files = {
    html: path.join(dir, 'report.html'),
    json: path.join(dir, 'figures.json'),
    variants: path.join(dir, 'variants.csv'),
    cards: path.join(dir, 'cards.csv'),
  };
  await writeFileAtomic(files.json, `${JSON.stringify(sweepJson(r), null, 2)}\n`);
  await writeFileAtomic(files.variants, variantsCsv(r));
  await writeFileAtomic(files.cards, cardsCsv(r));
  await writeFileAtomic(files.html, sweepHtml(r));
  return [files.html, files.json, files.variants, files.cards];
}
