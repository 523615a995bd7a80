/**
 * A bot's name as a report says it, in the report's language (« heuristique » in French): the
 * command's value (`--bot heuristic`) is English, a report's sentences are not. A bot the
 * catalogue does not know (a project's own) keeps the name it has.
 */
import { translator } from '../../i18n/translate.js';

export function botName(bot: string, language: string): string {
  return translator(language)('report.bot', { bot });
}
