/**
 * What INDEX's simulation threads load: INDEX's rules (registered on import), then CODEX's share
 * function, which plays the games of the catalogue it is given by the rules that catalogue names.
 */
import './edition.js';

export { playShare, playRecords } from '../../codex/sim/run.js';
