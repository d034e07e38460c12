/**
 * Match options as form fields, generated from a game's option schema
 * (`GET /api/games`: each option's label and its values' labels). Only fields the user changed are sent: a schema's
 * default can depend on other options (RftG goals default on only with an
 * expansion), and the server fills those in itself. A game may add rules
 * that show those real defaults and grey out what cannot apply.
 */
import type { Json } from '../../../client-sdk/src';
import { h, mount } from '../ui/dom';
import { valueLabel } from './games';

export interface OptionField {
  type: 'boolean' | 'string' | 'number';
  enum?: Json[];
  default?: Json;
  label: string;
  /** Keyed by the value as text; the server fills in every listed value. */
  valueLabels?: Record<string, string>;
  description: string;
}

export interface OptionRules {
  (chosen: Record<string, Json>, seats: number): { defaults?: Record<string, Json>; disabled?: string[] };
}

const optionRules = new Map<string, OptionRules>();

export function registerOptionRules(game: string, rules: OptionRules): void {
  optionRules.set(game, rules);
}

export class OptionsForm {
  private readonly values = new Map<string, Json>();
  private readonly box = h('div', { class: 'options' });
  private seatCount = 2;

  constructor(
    private readonly schema: Record<string, OptionField>,
    private readonly rules: OptionRules = () => ({}),
  ) {}

  static forGame(game: string, schema: Record<string, OptionField>): OptionsForm {
    return new OptionsForm(schema, optionRules.get(game));
  }

  private effective() {
    const chosen = Object.fromEntries(this.values);
    const { defaults = {}, disabled = [] } = this.rules(chosen, this.seatCount);
    return { defaults, disabled: new Set(disabled) };
  }

  /** The options to send: changed fields that can apply. */
  get options(): Record<string, Json> {
    const { disabled } = this.effective();
    return Object.fromEntries([...this.values].filter(([k]) => !disabled.has(k)));
  }

  set seats(n: number) {
    this.seatCount = n;
    this.render();
  }

  private set(key: string, value: Json): void {
    this.values.set(key, value);
    this.render();
  }

  private field(key: string, f: OptionField, defaults: Record<string, Json>, off: boolean): HTMLElement {
    const current = this.values.has(key) ? this.values.get(key)! : key in defaults ? defaults[key] : (f.default ?? null);
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
        f.enum.map((o) => h('option', { value: String(o), selected: o === current }, valueLabel(f, o))),
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
    return h(
      'label',
      { class: `option option-${f.type}${off ? ' off' : ''}` },
      input,
      h('span', null, h('b', null, f.label ?? key), h('small', null, f.description)),
    );
  }

  render(): HTMLElement {
    const { defaults, disabled } = this.effective();
    mount(
      this.box,
      Object.entries(this.schema).map(([k, f]) => this.field(k, f, defaults, disabled.has(k))),
    );
    return this.box;
  }
}
