/**
 * What the Tabletop Simulator export reports about the pack's data, located in game.yaml like
 * any diagnostic and listed with the rules in SARIF output and in docs/rules/.
 */
import type { RuleInfo } from '../core/rule.js';

export const DICE_RULE: RuleInfo = {
  id: 'tts/dice',
  description: 'Every die of the manifest is one Tabletop Simulator has (d4, d6, d8, d10, d12, d20).',
  severity: 'error',
};

export const TTS_RULES: RuleInfo[] = [DICE_RULE];
