/** The core rules, in the order they run. Packs add their own after these. */
import type { Rule } from '../rule.js';
import { yamlSyntax } from './yaml-syntax.js';
import { schema } from './schema.js';
import { types } from './types.js';
import { uniqueId } from './unique-id.js';
import { reference } from './reference.js';
import { manifestCount } from './manifest-count.js';
import { textMarkup } from './text-markup.js';
import { unknownIcon } from './unknown-icon.js';
import { template } from './template.js';
import { fonts } from './fonts.js';
import { limits } from './limits.js';
import { images } from './images.js';
import { typography } from './typography.js';

export const coreRules: Rule[] = [yamlSyntax, schema, types, uniqueId, reference, manifestCount, textMarkup, unknownIcon, template, fonts, limits, images, typography];
