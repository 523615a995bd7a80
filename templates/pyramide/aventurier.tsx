/**
 * An adventurer (« Les aventuriers »): name and epithet, portrait, the ability with its kind
 * (passive or special), and for a special its recharge bar, one box a turn, to mark with a token
 * as it recharges. The foot gives what every player counts: base move and the XP a level costs,
 * with a level track 1–4 (« L'XP peut être utilisé … pour augmenter d'un niveau »).
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Aventurier } from '../../src/games/pyramide/card-types.js';
import { ArtBox, artHeight } from '../common/ArtBox.js';
import { Chip } from '../common/Chip.js';
import { Frame } from '../common/Frame.js';
import { Panel } from '../common/Panel.js';
import { TextBox } from '../common/TextBox.js';
import { Title } from '../common/Title.js';
import { TypeLine } from '../common/TypeLine.js';
import { Hand } from './parts.js';

/** The base move and the XP of a level, the book's unless the ability changes them. */
export const BASE_MOVE = 2;
export const LEVEL_COST = 6;

export default function aventurier(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const a = card as unknown as Aventurier;
  const w = ctx.safe.width;
  const ability = a.ability;
  const special = ability.kind === 'speciale';
  const move = ability.effect === 'deplacement' ? (ability.value ?? BASE_MOVE) : BASE_MOVE;
  const cost = ability.effect === 'cout-niveau' ? (ability.value ?? LEVEL_COST) : LEVEL_COST;
  const recharge = special ? (ability.recharge ?? 0) : 0;
  const artH = artHeight(ctx, 330, 180);
  const barH = special ? 96 : 0;
  const footH = 150;
  const textH = ctx.safe.height - 86 - 44 - artH - 70 - barH - footH - 60;
  return (
    <Frame ctx={ctx}>
      <Title ctx={ctx} text={a.name} path={['name']} width={w} size={80} minSize={50} />
      <TypeLine ctx={ctx} text={a.epithet} width={w} />
      <div style={{ display: 'flex', marginTop: 10 }}>
        <ArtBox ctx={ctx} icon={a.art} width={w} height={artH} />
      </div>
      <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center', marginTop: 12, height: 58 }}>
        <Chip ctx={ctx} text={special ? 'Capacité spéciale' : 'Passif'} color={special ? '#a8323e' : ctx.deck.color} />
        <Hand ctx={ctx} text={ability.name} size={44} color={ctx.look.ink} style={{ marginLeft: 16 }} />
      </div>
      <Panel rimColor={ctx.look.rim} background="#fffaf0" outer={{ marginTop: 8 }} style={{ flexDirection: 'column', padding: 14 }}>
        <TextBox ctx={ctx} paragraphs={[{ text: ability.text, path: ['ability', 'text'] }, ...(a.flavor ? [{ text: a.flavor, italic: true, path: ['flavor'] }] : [])]} width={w - 34} height={textH} sizePt={9} />
      </Panel>
      {special ? <RechargeBar ctx={ctx} turns={recharge} width={w} height={barH} /> : null}
      <div style={{ display: 'flex', flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center', width: w, height: footH, marginTop: 'auto' }}>
        <Stat ctx={ctx} label="Déplacement" value={`${move} cases`} />
        <Stat ctx={ctx} label="Un niveau" value={`${cost} XP`} />
        <LevelTrack ctx={ctx} />
      </div>
    </Frame>
  );
}

/** « une barre de rechargement »: one box a turn, the last one marked « prête ». */
function RechargeBar(props: { ctx: RenderContext; turns: number; width: number; height: number }): SatoriElement {
  const { ctx, turns } = props;
  const box = Math.min(78, Math.floor((props.width - 190) / Math.max(turns, 1)) - 8);
  return (
    <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center', width: props.width, height: props.height, marginTop: 8 }}>
      <div style={{ display: 'flex', width: 180, fontFamily: ctx.fonts.body, fontWeight: 700, fontSize: 28, color: ctx.look.ink }}>{`Recharge ${turns} tours`}</div>
      {Array.from({ length: turns }, (_, i) => (
        <div
          style={{
            display: 'flex',
            width: box,
            height: box,
            marginLeft: 8,
            borderRadius: 10,
            border: `4px solid ${ctx.deck.color}`,
            backgroundColor: i === turns - 1 ? (ctx.deck.accent ?? '#ffffff') : '#ffffff',
            alignItems: 'center',
            justifyContent: 'center',
            fontFamily: ctx.fonts.body,
            fontWeight: 700,
            fontSize: Math.round(box * 0.42),
            color: ctx.deck.color,
          }}
        >
          {String(i + 1)}
        </div>
      ))}
    </div>
  );
}

function Stat(props: { ctx: RenderContext; label: string; value: string }): SatoriElement {
  const { ctx } = props;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width: 190 }}>
      <Hand ctx={ctx} text={props.value} size={46} color={ctx.deck.color} />
      <div style={{ display: 'flex', fontFamily: ctx.fonts.body, fontSize: 26, color: ctx.look.ink }}>{props.label}</div>
    </div>
  );
}

/** Levels 1 to 4, to mark with a token. */
function LevelTrack(props: { ctx: RenderContext }): SatoriElement {
  const { ctx } = props;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      <div style={{ display: 'flex', flexDirection: 'row' }}>
        {[1, 2, 3, 4].map((n) => (
          <div style={{ display: 'flex', width: 58, height: 58, marginLeft: 6, borderRadius: 29, border: `4px solid ${ctx.look.rim}`, backgroundColor: '#ffffff', alignItems: 'center', justifyContent: 'center', fontFamily: ctx.fonts.body, fontWeight: 700, fontSize: 30, color: ctx.look.ink }}>
            {String(n)}
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', fontFamily: ctx.fonts.body, fontSize: 26, color: ctx.look.ink }}>Niveau</div>
    </div>
  );
}
