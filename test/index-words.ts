/**
 * INDEX's words put back in CODEX's: salle → zone, ennemi → Créature (feminine: "une Créature",
 * "Attirez-la"), étage → Chapitre, Précision → Seuil de Précision, the Entrée and Sortie de l'étage
 * → the Début du Chapitre and the Fin de Chapitre. The INDEX tests compare INDEX's texts with
 * CODEX's grammar through it: INDEX says in other words what CODEX says.
 */
export function toCodexWords(t: string): string {
  return t
    .replace(/Précision/g, 'Seuil de Précision')
    .replace(/Entrée de l’étage/g, 'Début du Chapitre')
    .replace(/la Sortie de l’étage/g, 'la Fin de Chapitre')
    .replace(/\bsalles\b/g, 'zones')
    .replace(/\bsalle\b/g, 'zone')
    .replace(/\bun ennemi spécial\b/g, 'une Créature spéciale')
    .replace(/\b[Uu]n ennemi\b/g, (m) => (m[0] === 'U' ? 'Une Créature' : 'une Créature'))
    .replace(/\bAucun ennemi\b/g, 'Aucune Créature')
    .replace(/\b([Dd]es|[Ll]es) ennemis\b/g, '$1 Créatures')
    .replace(/Attirez-le\b/g, 'Attirez-la')
    .replace(/de l’étage/g, 'du Chapitre')
    .replace(/(?<![\p{L}’])étage(?!\p{L})/gu, 'Chapitre');
}

/** The Salles that CODEX calls otherwise, by INDEX name (as the parser reads it, ' for ’). */
export const CODEX_ZONE_NAMES: Record<string, string> = { "Entrée de l'étage": 'Début du Chapitre', "Sortie de l'étage": 'Fin de Chapitre' };
