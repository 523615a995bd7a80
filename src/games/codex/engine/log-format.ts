/** The `format` of a CODEX game log, by which `deckwright replay` knows one. */
export const LOG_FORMAT = 'deckwright-codex-log';
