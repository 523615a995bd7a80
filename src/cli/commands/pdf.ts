import type { Command } from 'commander';
import { DEFAULT_PRINT_OPTIONS, PRINT_LAYOUTS, type PrintOptions } from '../../print/print-options.js';
import { listOf, numberIn, oneOf } from '../parse-options.js';
import { exportEach } from './export-each.js';

export interface PdfFlags {
  paper?: string;
  orientation?: string;
  duplex?: string;
  bleed?: boolean;
  offsetX?: string;
  offsetY?: string;
  vector?: boolean;
  layout?: string;
}

export function printOptionsFrom(flags: PdfFlags): PrintOptions {
  return {
    paper: oneOf('--paper', flags.paper, ['a4', 'letter'] as const) ?? DEFAULT_PRINT_OPTIONS.paper,
    orientation: oneOf('--orientation', flags.orientation, ['portrait', 'landscape'] as const),
    duplex: oneOf('--duplex', flags.duplex, ['long', 'short', 'none'] as const) ?? DEFAULT_PRINT_OPTIONS.duplex,
    bleed: Boolean(flags.bleed),
    offsetX: numberIn('--offset-x', flags.offsetX, -20, 20) ?? 0,
    offsetY: numberIn('--offset-y', flags.offsetY, -20, 20) ?? 0,
    vector: Boolean(flags.vector),
    layouts: listOf('--layout', flags.layout, PRINT_LAYOUTS) ?? DEFAULT_PRINT_OPTIONS.layouts,
  };
}

export function registerPdf(program: Command): void {
  program
    .command('pdf')
    .description('print-and-play PDFs under dist/<game>/print/: duplex sheets, fold-and-glue sheets, one print-shop file per deck')
    .argument('[game...]', 'game names under cards/ or pack folders (default: all)')
    .option('--paper <paper>', 'a4 or letter', 'a4')
    .option('--orientation <o>', 'portrait or landscape (default: portrait for sheets, landscape for fold-and-glue)')
    .option('--duplex <mode>', 'long or short (the edge the printer flips on), or none (all backs at the end)', 'long')
    .option('--bleed', 'keep each card\'s bleed, cards spaced apart, instead of trimmed cards touching')
    .option('--offset-x <mm>', 'shift the backs right by this many mm (printer calibration; negative for left)')
    .option('--offset-y <mm>', 'shift the backs down by this many mm (printer calibration; negative for up)')
    .option('--vector', 'embed each card\'s SVG as vectors instead of its 300 dpi PNG')
    .option('--layout <list>', `which documents, comma-separated: ${PRINT_LAYOUTS.join(', ')}`, PRINT_LAYOUTS.join(','))
    .option('--force', 'print even when the checker finds errors (cards with errors are left out)')
    .action(async (games: string[], flags: PdfFlags & { force?: boolean }) => {
      const { printGame } = await import('../../pipeline/pdf.js');
      const opts = printOptionsFrom(flags);
      await exportEach(games, flags.force, 'PDF', (game, prepared) => printGame(game, prepared, opts), { shop: opts.layouts.includes('shop') && (opts.layouts.length === 1 ? 'only' : true) });
    });
}
