/** `--name value` command-line flags, for the small tools in this folder. */
export function parseFlags(argv: string[]): { flags: Map<string, string>; rest: string[] } {
  const flags = new Map<string, string>();
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith('--')) {
      const [name, inline] = a.slice(2).split('=', 2);
      if (inline !== undefined) flags.set(name, inline);
      else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) flags.set(name, argv[++i]);
      else flags.set(name, 'true');
    } else rest.push(a);
  }
  return { flags, rest };
}

export function intFlag(flags: Map<string, string>, name: string, def: number): number {
  const raw = flags.get(name);
  if (raw === undefined) return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a non-negative integer`);
  return n;
}
