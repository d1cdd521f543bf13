// Finds where a JSON text first goes wrong, for error messages with a line and column. JSON.parse in Node 20
// often says only "Unexpected token" without a position. Called only after JSON.parse failed, so it favours
// simplicity over speed; it is iterative, so deeply nested input cannot overflow the stack.

/** The first offset where `text` stops being valid JSON (text.length when it ends too early), or -1 if it is valid. */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const n = text.length;
  // What the parser expects next at each open container: 'value' | 'key' | 'colon' | 'commaOrEnd'.
  const stack: { kind: '{' | '['; expect: 'key' | 'colon' | 'value' | 'commaOrEnd' | 'firstKey' | 'firstValue' }[] = [];
  let top = 'value' as 'value' | 'done';
  const ws = () => {
    while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
  };
  const str = (): boolean => {
    i++; // opening quote
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 34) {
        i++;
        return true;
      }
      if (c < 32) return false;
      if (c === 92) {
        const e = text[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return false;
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else {
          i++;
          return false;
        }
      } else i++;
    }
    return false;
  };
  const scalar = (): boolean => {
    const m = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 400));
    if (!m) return false;
    i += m[0].length;
    return true;
  };
  // After a complete value, update the container that holds it.
  const valueDone = () => {
    const s = stack[stack.length - 1];
    if (s) s.expect = 'commaOrEnd';
    else top = 'done';
  };
  for (;;) {
    ws();
    const s = stack[stack.length - 1];
    if (!s && top === 'done') return i < n ? i : -1;
    if (i >= n) return n;
    const c = text[i];
    const wantValue = !s || s.expect === 'value' || s.expect === 'firstValue';
    if (s && (s.expect === 'key' || s.expect === 'firstKey')) {
      if (c === '}' && s.expect === 'firstKey') {
        i++;
        stack.pop();
        valueDone();
        continue;
      }
      if (c !== '"' || !str()) return i;
      s.expect = 'colon';
      continue;
    }
    if (s && s.expect === 'colon') {
      if (c !== ':') return i;
      i++;
      s.expect = 'value';
      continue;
    }
    if (s && s.expect === 'commaOrEnd') {
      if (c === ',') {
        i++;
        s.expect = s.kind === '{' ? 'key' : 'value';
        continue;
      }
      if ((c === '}' && s.kind === '{') || (c === ']' && s.kind === '[')) {
        i++;
        stack.pop();
        valueDone();
        continue;
      }
      return i;
    }
    if (wantValue) {
      if (c === ']' && s?.expect === 'firstValue') {
        i++;
        stack.pop();
        valueDone();
        continue;
      }
      if (c === '{') {
        i++;
        stack.push({ kind: '{', expect: 'firstKey' });
        continue;
      }
      if (c === '[') {
        i++;
        stack.push({ kind: '[', expect: 'firstValue' });
        continue;
      }
      if (c === '"') {
        if (!str()) return Math.min(i, n);
        valueDone();
        continue;
      }
      if (!scalar()) return i;
      valueDone();
      continue;
    }
    return i;
  }
}
