/**
 * The template kit, as a project imports it: `import { h, Frame, TextBox, type RenderContext } from 'deckwright/kit'`.
 */
export { h, Fragment } from './h.js';
export { Frame } from './Frame.js';
export { Title } from './Title.js';
export { TypeLine } from './TypeLine.js';
export { StatBadge } from './StatBadge.js';
export { ArtBox, artHeight } from './ArtBox.js';
export { Panel } from './Panel.js';
export { TextBox } from './TextBox.js';
export { Icon } from './Icon.js';
export { Chip } from './Chip.js';
export type { CardLayout, CardProblem, RenderContext, SatoriElement } from '../../src/render/context.js';
