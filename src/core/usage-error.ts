/**
 * A command used wrongly (an unknown game, an option out of range): said in one line, exit 2.
 * Its own module, light to import: the command line's option parsing needs it before any command runs.
 */
export class UsageError extends Error {}
