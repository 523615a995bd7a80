/**
 * A hero's front: its real side (III.9), the side every game starts on. The other side is drawn
 * by heros-verso.tsx as the card's own back, so that both sides print back to back and a hero
 * flipped in Tabletop Simulator shows its other side.
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Heros, HeroFace } from '../../src/games/lyoko/card-types.js';
import { LyokoFace } from './parts.js';

/** One side of a hero: its title, « Héros — Name », the mode, the characteristics and abilities; no limit (III.9). */
export function HeroSide(props: { ctx: RenderContext; hero: Heros; side: 'recto' | 'verso' }): SatoriElement {
  const face: HeroFace = props.hero[props.side];
  return (
    <LyokoFace
      ctx={props.ctx}
      tint={props.side === 'verso' && face.mode === 'virtuel' ? '#e6f1fa' : undefined}
      f={{
        title: face.title,
        titlePath: [props.side, 'title'],
        typeLine: `Héros — ${props.hero.name}`,
        character: null,
        limit: null,
        mode: face.mode,
        stats: face.stats,
        effects: face.effects ?? [],
        effectsPath: [props.side, 'effects'],
        art: face.art,
        flavor: face.flavor,
        flavorPath: [props.side, 'flavor'],
      }}
    />
  );
}

export default function heros(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  return <HeroSide ctx={ctx} hero={card as unknown as Heros} side="recto" />;
}
