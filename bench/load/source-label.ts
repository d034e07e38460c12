/** How the profile summaries name code: a package path inside node_modules, else a path relative to here. */
import path from 'node:path';

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

export function shortUrl(url: string): string {
  if (!url) return '(native)';
  const u = url.replace(/^file:\/\//, '');
  const nm = u.lastIndexOf('node_modules/');
  return nm >= 0 ? u.slice(nm + 'node_modules/'.length) : path.relative(process.cwd(), u);
}

/** `function file`, with `:line` when asked (CPU samples have useful lines; tsx-compiled allocation sites do not). */
export function frameLabel(f: CallFrame, withLine: boolean): string {
  return `${f.functionName || '(anonymous)'} ${shortUrl(f.url)}${withLine ? `:${f.lineNumber + 1}` : ''}`;
}
