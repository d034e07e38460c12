/**
 * Match options as form fields, generated from a game's option schema
 * (`GET /api/games`: each option's label and its values' labels). A game may
 * add rules (registerOptionRules) that give the real defaults, hide what does
 * not apply to the seat count, grey out what another choice rules out and
 * say why. With rules, every field shown is sent as shown, so the match
 * started is the one on the screen; without, only the fields the user changed
 * are sent (a default may depend on other options, which the server knows).
 */
import type { Json } from '../../../client-sdk/src';
import type { OptionField, OptionRules } from './option-rules';
import { h, mount } from '../ui/dom';
import { valueLabel } from './games';

export type { OptionField, OptionRules, OptionRuling } from './option-rules';

const optionRules = new Map<string, OptionRules>();

export function registerOptionRules(game: string, rules: OptionRules): void {
  optionRules.set(game, rules);
}

export function rulesFor(game: string): OptionRules | undefined {
  return optionRules.get(game);
}

export class OptionsForm {
  private readonly values = new Map<string, Json>();
  private readonly box = h('div', { class: 'options' });
  private seatCount = 2;
  /** Called after every change of the fields (and of the seat count). */
  onChange: () => void = () => undefined;

  constructor(
    private readonly schema: Record<string, OptionField>,
    private readonly rules: OptionRules | null = null,
  ) {}

  static forGame(game: string, schema: Record<string, OptionField>): OptionsForm {
    return new OptionsForm(schema, optionRules.get(game) ?? null);
  }

  /** The rules' ruling; a chosen value the ruling rules out is dropped first (its field shows the default). */
  private effective() {
    let ruling = this.rules?.(Object.fromEntries(this.values), this.seatCount) ?? {};
    const ruledOut = [...this.values].filter(([k, v]) => ruling.disabledValues?.[k]?.some((x) => JSON.stringify(x) === JSON.stringify(v)));
    if (ruledOut.length && this.rules) {
      for (const [k] of ruledOut) this.values.delete(k);
      ruling = this.rules(Object.fromEntries(this.values), this.seatCount);
    }
    return {
      defaults: ruling.defaults ?? {},
      disabled: new Set(ruling.disabled ?? []),
      hidden: new Set(ruling.hidden ?? []),
      notes: ruling.notes ?? {},
      disabledValues: ruling.disabledValues ?? {},
    };
  }

  private current(key: string, defaults: Record<string, Json>): Json {
    return this.values.has(key) ? this.values.get(key)! : key in defaults ? defaults[key] : (this.schema[key].default ?? null);
  }

  /** The options to send: with rules, every field shown and enabled, as shown; without, the changed ones. */
  get options(): Record<string, Json> {
    const { defaults, disabled, hidden } = this.effective();
    const keys = this.rules ? Object.keys(this.schema) : [...this.values.keys()];
    return Object.fromEntries(keys.filter((k) => !disabled.has(k) && !hidden.has(k)).map((k) => [k, this.current(k, defaults)]));
  }

  set seats(n: number) {
    this.seatCount = n;
    this.render();
  }

  private set(key: string, value: Json): void {
    this.values.set(key, value);
    this.render();
  }

  private field(key: string, f: OptionField, ruling: ReturnType<OptionsForm['effective']>): HTMLElement {
    const off = ruling.disabled.has(key);
    const current = this.current(key, ruling.defaults);
    const ruledOut = (v: Json) => ruling.disabledValues[key]?.some((x) => JSON.stringify(x) === JSON.stringify(v)) ?? false;
    let input: HTMLElement;
    if (f.type === 'boolean') {
      input = h('input', {
        type: 'checkbox',
        name: key,
        'data-option': key,
        disabled: off,
        checked: !off && current === true,
        onchange: (e) => this.set(key, (e.target as HTMLInputElement).checked),
      });
    } else if (f.enum) {
      input = h(
        'select',
        { name: key, 'data-option': key, disabled: off, onchange: (e) => this.set(key, f.enum![(e.target as HTMLSelectElement).selectedIndex]) },
        f.enum.map((o) => h('option', { value: String(o), selected: o === current, disabled: ruledOut(o) }, valueLabel(f, o))),
      );
    } else {
      input = h('input', {
        type: f.type === 'number' ? 'number' : 'text',
        name: key,
        'data-option': key,
        disabled: off,
        value: current === null ? '' : String(current),
        onchange: (e) => {
          const raw = (e.target as HTMLInputElement).value;
          this.set(key, f.type === 'number' ? Number(raw) : raw);
        },
      });
    }
    const note = ruling.notes[key] ?? (this.rules ? '' : f.description);
    return h(
      'label',
      { class: `option option-${f.type}${off ? ' off' : ''}` },
      input,
      h('span', null, h('b', null, f.label ?? key), note ? h('small', { 'data-option-note': key }, note) : null),
    );
  }

  render(): HTMLElement {
    const ruling = this.effective();
    mount(
      this.box,
      Object.entries(this.schema)
        .filter(([k]) => !ruling.hidden.has(k))
        .map(([k, f]) => this.field(k, f, ruling)),
    );
    this.onChange();
    return this.box;
  }
}
