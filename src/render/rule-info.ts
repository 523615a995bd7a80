/**
 * The diagnostics the renderer reports while laying cards out. They are not rule modules (they
 * come from drawing the templates), but they share the diagnostics' format and are listed with
 * the rules in SARIF output and in docs/rules/.
 */
import type { RuleInfo } from '../core/rule.js';

export const RENDER_RULES: RuleInfo[] = [
  { id: 'render/text-fit', description: 'Card text fits its box at the template\'s smallest allowed size; otherwise shorten it.', severity: 'error' },
  { id: 'render/missing-glyph', description: 'Every character of a card is in its fonts (otherwise it would print as a blank box).', severity: 'error' },
  { id: 'render/template', description: 'The template renders the card without failing.', severity: 'error' },
  {
    id: 'render/image-resolution',
    description: "An image of the card is not enlarged more than 1.5 times in the box it is drawn in (at least two thirds of the card's dpi); otherwise it prints blurred.",
    severity: 'warning',
  },
];
