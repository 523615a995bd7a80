/** Where the project's own folders are, wherever the command is run from. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// This file compiles to build/src/core/paths.js: three levels below the project root.
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const buildRoot = path.join(projectRoot, 'build');
export const templatesBuildDir = path.join(buildRoot, 'templates');
export const templatesSourceDir = path.join(projectRoot, 'templates');
