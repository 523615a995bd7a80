/**
 * The link beside each diagnostic that opens the YAML at its line in the designer's editor:
 * `--editor vscode` (the default), `none`, or a URL template of the designer's own with {file},
 * {line} and {column} (e.g. `idea://open?file={file}&line={line}`). {file} is the absolute path,
 * URI-encoded; the template must name a scheme, and never a script's.
 */
import { UsageError } from '../core/usage-error.js';

export type EditorLink = (absFile: string, line: number, column: number) => string | null;

const PRESETS: Record<string, string> = {
  // VS Code's own form: vscode://file/abs/path:line:col (the path starts with its '/').
  vscode: 'vscode://file{file}:{line}:{column}',
};

/** The link maker of `--editor <value>`; a template that cannot be a link is a usage error. */
export function editorLink(value = 'vscode'): EditorLink {
  if (value === 'none') return () => null;
  const template = PRESETS[value] ?? value;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(template)?.[1]?.toLowerCase();
  if (!scheme || !template.includes('{file}')) {
    throw new UsageError(`--editor must be vscode, none, or a URL template with {file} (and {line}, {column}), e.g. 'vscode://file{file}:{line}:{column}'; got '${value}'`);
  }
  if (['javascript', 'data', 'vbscript'].includes(scheme)) throw new UsageError(`--editor: a ${scheme}: link cannot open an editor; give the editor's own URL scheme`);
  return (file, line, column) =>
    template
      // encodeURI keeps '/' but also '?' and '#', which would end the path: those are encoded too.
      .replaceAll('{file}', encodeURI(file.split('\\').join('/')).replaceAll('?', '%3F').replaceAll('#', '%23'))
      .replaceAll('{line}', String(line))
      .replaceAll('{column}', String(column));
}
