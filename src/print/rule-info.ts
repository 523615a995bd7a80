/**
 * What the print stage reports about the pack's data, located in game.yaml like any diagnostic
 * and listed with the rules in SARIF output and in docs/rules/.
 */
import type { RuleInfo } from '../core/rule.js';

export const CARD_SIZE_RULE: RuleInfo = {
  id: 'print/card-size',
  description: "The manifest's card size fits on the chosen paper, and its 300 dpi images (for the print shop) within the image limits.",
  severity: 'error',
};

export const PRINT_RULES: RuleInfo[] = [CARD_SIZE_RULE];
