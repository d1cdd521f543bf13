// Test doubles for the shell's tests: a host service that records its calls and a small argument validator,
// so the bridge and the IPC gate can be tested without the real service and the generated schemas.

import type { HostArgsValidator, HostServiceLike } from '../dispatch.js';
import { HOST_OPS, isHostOp } from '../../schemas/host-api.js';

/** A recorded call to the fake service. */
export interface FakeCall {
  op: string;
  args: unknown;
}

/**
 * A HostServiceLike whose operations check their arguments as the real service's gate does (with fakeValidate),
 * then echo them; `save` throws, to test error mapping.
 */
export function makeFakeService(opts: { dirty?: boolean } = {}): {
  service: HostServiceLike;
  calls: FakeCall[];
  closed: () => boolean;
} {
  const calls: FakeCall[] = [];
  let closed = false;
  const service: Record<string, unknown> = {};
  for (const op of HOST_OPS) {
    service[op] = async (args: unknown) => {
      const valid = fakeValidate(op, args);
      if (!valid.ok) return valid;
      calls.push({ op, args });
      if (op === 'save') throw new Error('disk on fire');
      return { ok: true, value: { echoed: op, args } };
    };
  }
  service.openPath = async (p: string) => {
    calls.push({ op: 'openPath', args: p });
    return { ok: true, value: { opened: p } };
  };
  service.isDirty = () => opts.dirty ?? false;
  // What main asks at start for the menu's language (the real service: HostService.uiLanguage).
  service.uiLanguage = async () => null;
  service.close = async () => {
    closed = true;
  };
  return { service: service as HostServiceLike, calls, closed: () => closed };
}

/**
 * A stand-in for schemas/validate.ts: every op takes an object; getModule needs a string moduleId;
 * openContents needs string name and text; setTitle needs a string title; no-argument ops take no keys.
 */
export const fakeValidate: HostArgsValidator = (op, args) => {
  const bad = (message: string) => ({
    ok: false as const,
    error: { code: 'invalid-args', message: `${op}: ${message}` },
  });
  if (!isHostOp(op)) return bad('unknown operation');
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return bad('arguments must be an object');
  const a = args as Record<string, unknown>;
  switch (op) {
    case 'getModule':
      return typeof a.moduleId === 'string' ? { ok: true } : bad('moduleId must be a string');
    case 'openContents':
      return typeof a.name === 'string' && typeof a.text === 'string'
        ? { ok: true }
        : bad('name and text must be strings');
    case 'setTitle':
      return typeof a.title === 'string' ? { ok: true } : bad('title must be a string');
    case 'undo':
    case 'redo':
    case 'save':
    case 'listModules':
      return Object.keys(a).length === 0 ? { ok: true } : bad('takes no arguments');
    default:
      return { ok: true };
  }
};
