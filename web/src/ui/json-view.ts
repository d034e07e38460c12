/** A collapsible, read-only view of any JSON: the fallback table for games without their own. */
import type { Json } from '../../../client-sdk/src';
import { h } from './dom';

export function jsonView(value: Json, open = true): HTMLElement {
  return h('details', { class: 'json', open }, h('summary', null, 'Full view (JSON)'), h('pre', null, JSON.stringify(value, null, 2)));
}
