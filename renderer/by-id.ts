// Finding a thing by its id in a list the page holds as it came (the view's pieces, a module's units): the lists
// are never changed in place (a snapshot brings new ones), so each gets its index once, kept beside it until it
// is dropped. A long game's log panel names a piece on every row it draws, and 2,500 counters made each name a
// scan of the whole view.

const indexes = new WeakMap<readonly { id: string }[], Map<string, { id: string }>>();

/** The item of `list` with this id (the first, as Array.find gives it), or undefined. */
export function byId<T extends { id: string }>(list: readonly T[] | undefined, id: string): T | undefined {
  if (!list) return undefined;
  let index = indexes.get(list);
  if (!index) {
    index = new Map();
    for (let i = list.length - 1; i >= 0; i--) index.set(list[i]!.id, list[i]!);
    indexes.set(list, index);
  }
  return index.get(id) as T | undefined;
}
