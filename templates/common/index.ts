/**
 * The template kit: everything a designer's template needs, from one module (published as
 * `deckwright/kit`): the JSX factory, the shared components and their props, the helpers, and the
 * types of what a template receives. docs/templates.md documents each of them; a test fails when
 * something exported here is not in it.
 */
export { h, Fragment } from './h.js';

export { Frame, type FrameProps } from './Frame.js';
export { Title, glyphMessage, type TitleProps } from './Title.js';
export { TypeLine, type TypeLineProps } from './TypeLine.js';
export { TextBox, type TextBoxProps } from './TextBox.js';
export { StatBadge, type StatBadgeProps } from './StatBadge.js';
export { ArtBox, artHeight, type ArtBoxProps } from './ArtBox.js';
export { Panel, type PanelProps } from './Panel.js';
export { Chip, type ChipProps } from './Chip.js';
export { Icon, type IconProps } from './Icon.js';
export { Picture, type PictureProps } from './Picture.js';
export { pt } from './theme.js';

export type { CardLayout, CardProblem, ManifestWithOptions, RenderContext, SatoriElement } from '../../src/render/context.js';
export type { Paragraph } from '../../src/render/text-layout.js';
export type { CardGeometry, DeckDef, SymbolDef } from '../../src/core/manifest.js';
export type { DrawnComponent } from '../../src/core/formats.js';
export type { Look } from '../../src/core/look.js';
