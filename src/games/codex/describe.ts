/**
 * A CODEX card as Tabletop Simulator tooltip text (BBCode): its values, then its effects as
 * printed, "[condition] cost : text" (a non-breaking space before the colon), so a player reads the card by hovering over it.
 */
import type { LoadedCard, LoadedPack } from '../../core/pack.js';
import { plainCardText } from '../../export/describe.js';
import type { Boss, Active as CodexActive, Effect as CodexEffect, Creature, Objet, Personnage, Secret, Zone } from './card-types.js';

/** An effect's cost as tooltip symbols: "[PA][PA][engager]". */
export function costText(cost: { pa?: number; engage?: boolean } | undefined): string {
  return [...Array(cost?.pa ?? 0).fill('[PA]'), ...(cost?.engage ? ['[engager]'] : [])].join('');
}

/** A weapon's three values, as both editions print them. */
export function weaponLine(w: { accuracy: string; damage: number; range: number | string }): string {
  return `Précision ${w.accuracy} · Dégâts ${w.damage} · Portée ${w.range}`;
}

function effectLine(e: CodexEffect): string {
  const cost = costText(e.cost);
  const condition = e.condition ? `[b][${plainCardText(e.condition)}][/b] ` : '';
  return `${condition}${cost ? `${cost}\u00a0: ` : ''}${plainCardText(e.text)}`;
}

function activeLine(a: CodexActive): string {
  return `[b]${plainCardText(a.condition)}[/b] → ${plainCardText(a.effect)}`;
}

function fighter(c: Creature | Boss): string[] {
  const riposte = `Riposte ${c.riposte} ${c.riposteDistance === 'zone' ? '(attaques de sa Zone)' : '(attaques d’une autre Zone)'}`;
  return [`PV ${c.pv} · ${riposte}`, ...(c.passive ? [`Passif\u00a0: ${plainCardText(c.passive)}`] : [])];
}

/** The printed name of the card `id` of type `type`, for references (a starting item, rewards). */
export function nameOf(pack: LoadedPack, type: string, id: string): string {
  const target = pack.cards.find((c) => c.type.id === type && c.id === id);
  return typeof target?.data.name === 'string' ? target.data.name : id;
}

export function describeCodexCard(card: LoadedCard, pack: LoadedPack): string {
  const d = card.data;
  const lines: string[] = [];
  switch (card.type.id) {
    case 'personnage': {
      const p = d as unknown as Personnage;
      lines.push(`PV ${p.pv} · dé ${p.color}`, `Objet de départ\u00a0: ${nameOf(pack, 'objet', p.startingItem)}`, effectLine(p.effect));
      break;
    }
    case 'objet': {
      const o = d as unknown as Objet;
      if (o.weapon) lines.push(weaponLine(o.weapon));
      lines.push(...o.effects.map(effectLine));
      break;
    }
    case 'creature': {
      const c = d as unknown as Creature;
      lines.push(...fighter(c));
      if (c.garden) lines.push(`Au Jardin\u00a0: ${[c.garden.pv && `PV ${c.garden.pv}`, c.garden.riposte && `Riposte ${c.garden.riposte}`].filter(Boolean).join(' · ')}`);
      lines.push(...c.actives.map(activeLine));
      break;
    }
    case 'boss': {
      const b = d as unknown as Boss;
      lines.push(...fighter(b), `Aptitudes\u00a0: Secret n°\u00a0${b.secret}`, `Récompenses\u00a0: ${b.rewards.map((r) => nameOf(pack, 'objet', r)).join(', ')}`);
      break;
    }
    case 'secret': {
      const s = d as unknown as Secret;
      lines.push(`Secret n°\u00a0${s.number}`, ...(s.aptitudes ?? []).map(activeLine), ...(s.text ? [plainCardText(s.text)] : []));
      break;
    }
    case 'zone': {
      const z = d as unknown as Zone;
      if (z.types?.length) lines.push(z.types.join(' · '));
      if (z.items) lines.push(`${z.items}\u00a0Objet${z.items > 1 ? 's' : ''} face cachée`);
      if (z.effect) lines.push(effectLine(z.effect));
      break;
    }
  }
  const flavor = d.flavor;
  if (typeof flavor === 'string') lines.push(`[i]${flavor}[/i]`);
  return lines.join('\n');
}
