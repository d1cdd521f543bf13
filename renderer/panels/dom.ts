// A tiny helper to build DOM elements without a framework.

/** Attributes and properties for el(); `on*` keys add listeners, `text` sets textContent. */
export type Attrs = Record<string, string | number | boolean | ((e: Event) => void) | undefined | null>;

/** Create an element with attributes, listeners and children. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string | null | undefined)[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (typeof v === 'function') e.addEventListener(k.slice(2).toLowerCase(), v as EventListener);
    else if (k === 'text') e.textContent = String(v);
    else if (k === 'value' && 'value' in e) (e as HTMLInputElement).value = String(v);
    else e.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) if (c !== null && c !== undefined) e.append(c);
  return e;
}

/** Remove every child of an element. */
export function clear(e: Element): void {
  while (e.firstChild) e.removeChild(e.firstChild);
}
