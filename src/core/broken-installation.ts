/**
 * A problem with deckwright's own files (its bundled fonts, its compiled templates), not with the
 * pack being built: it is never blamed on a card, and the command stops with exit code 2 and one
 * line that says what to reinstall.
 */
export class BrokenInstallationError extends Error {}
