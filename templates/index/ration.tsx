/** A Ration: CODEX's, as INDEX rests the same way (2 PA, engage a Ration, up to 2 PV and one Objet dégagé). */
import ration from '../codex/ration.js';

export default ration;
