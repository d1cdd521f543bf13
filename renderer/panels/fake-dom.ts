// Tests only: a minimal stand-in for the DOM calls of dom.ts's el() (tags, attributes, text and children), so a
// panel's nodes can be built and read under Node.

/** A fake element. */
export class FakeEl {
  attrs: Record<string, string> = {};
  children: FakeEl[] = [];
  textContent = '';
  constructor(readonly tag: string) {}
  setAttribute(k: string, v: string): void {
    this.attrs[k] = v;
  }
  addEventListener(): void {}
  append(...c: (FakeEl | string)[]): void {
    for (const x of c) if (typeof x !== 'string') this.children.push(x);
  }
  /** This element and its descendants with the tag. */
  all(tag: string): FakeEl[] {
    return [...(this.tag === tag ? [this] : []), ...this.children.flatMap((c) => c.all(tag))];
  }
}

/** Install a fake `document` whose createElement makes FakeEls; returns the function that puts the old one back. */
export function fakeDocument(): () => void {
  const g = globalThis as { document?: unknown };
  const saved = g.document;
  g.document = { createElement: (tag: string) => new FakeEl(tag) };
  return () => {
    g.document = saved;
  };
}
