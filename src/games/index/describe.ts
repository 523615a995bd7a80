/**
 * An INDEX card as Tabletop Simulator tooltip text (BBCode): its values, then its effects as
 * printed ("[condition] cost : text", the « : » after a condition even without a cost, as INDEX
 * prints it), so a player reads the card by hovering over it. References are named as CODEX's are.
 */
import type { LoadedCard, LoadedPack } from '../../core/pack.js';
import { plainCardText } from '../../export/describe.js';
import { costText, nameOf, weaponLine } from '../codex/describe.js';
import type { Active, Boss, Effect, Ennemi, Joueur, Objet, ObjetSecret, Salle } from './card-types.js';

function effectLine(e: Effect): string {
  const cost = costText(e.cost);
  const before = [e.condition ? `[b][${plainCardText(e.condition)}][/b]` : '', cost].filter(Boolean).join(' ');
  return `${before ? `${before}\u00a0: ` : ''}${plainCardText(e.text)}`;
}

const activeLine = (a: Active) => `[b][${plainCardText(a.condition)}][/b]\u00a0: ${plainCardText(a.effect)}`;

function fighter(c: Ennemi | Boss): string[] {
  const riposte = `Riposte ${c.riposte} ${c.riposteDistance === 'salle' ? '(attaques de sa salle)' : '(attaques d’une autre salle)'}`;
  return [`PV ${c.pv} · ${riposte}`, ...(c.passive ? [`Passif\u00a0: ${plainCardText(c.passive)}`] : []), ...c.actives.map(activeLine)];
}

const weapon = (o: Pick<Objet, 'weapon'>): string[] => (o.weapon ? [weaponLine(o.weapon)] : []);

export function describeIndexCard(card: LoadedCard, pack: LoadedPack): string {
  const d = card.data;
  const lines: string[] = [];
  switch (card.type.id) {
    case 'joueur': {
      const j = d as unknown as Joueur;
      lines.push(`PV ${j.pv}`, `Aptitude\u00a0: ${nameOf(pack, 'aptitude', j.aptitude)}`, `Objet\u00a0: ${nameOf(pack, 'objet', j.startingItem)}`);
      break;
    }
    case 'aptitude':
    case 'objet':
      lines.push(...weapon(d as unknown as Objet), ...(d as unknown as Objet).effects.map(effectLine));
      break;
    case 'objet-secret': {
      const o = d as unknown as ObjetSecret;
      lines.push(`Objet secret n°\u00a0${o.number}`, ...weapon(o), ...o.effects.map(effectLine));
      break;
    }
    case 'ennemi':
    case 'boss':
      lines.push(...fighter(d as unknown as Ennemi));
      break;
    case 'salle': {
      const s = d as unknown as Salle;
      if (s.types?.length) lines.push(s.types.join(' · '));
      if (s.items) lines.push(`${s.items}\u00a0Objet${s.items > 1 ? 's' : ''} face cachée`);
      lines.push(...(s.effects ?? []).map(effectLine));
      break;
    }
  }
  const flavor = d.flavor;
  if (typeof flavor === 'string') lines.push(`[i]${flavor}[/i]`);
  return lines.join('\n');
}
