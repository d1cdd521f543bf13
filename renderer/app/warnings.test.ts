import { describe, expect, it } from 'vitest';
import type { DocInfo, HostError } from '../../schemas/host-api.js';
import { newWarnings } from './warnings.js';

const doc = (warnings: HostError[], fileName: string | null = 'a.sandtable'): DocInfo => ({
  fileName,
  dirty: false,
  canUndo: true,
  canRedo: false,
  moduleId: 'm',
  scenarioId: 's',
  revision: 1,
  warnings,
});
const nearly = { code: 'nearly-too-large', message: '41.0 MB' };
const over = { code: 'too-large-to-save', message: '50.1 MB' };

describe('newWarnings', () => {
  it('shows a warning once when it appears, again when its code changes or another game opens', () => {
    expect(newWarnings(null, doc([]))).toEqual([]);
    expect(newWarnings(doc([]), doc([nearly]))).toEqual([nearly]);
    // The size in the message changes with every action: it is not shown again.
    expect(newWarnings(doc([nearly]), doc([{ ...nearly, message: '41.2 MB' }]))).toEqual([]);
    expect(newWarnings(doc([nearly]), doc([over]))).toEqual([over]);
    expect(newWarnings(doc([nearly]), doc([nearly], 'b.sandtable'))).toEqual([nearly]);
    expect(newWarnings(doc([nearly]), null)).toEqual([]);
  });
});
