import { describe, expect, it } from 'vitest';
import { dispatchHostOp } from './dispatch.js';
import { hostChannel } from './ipc.js';
import { HOST_OPS, isHostOp } from '../schemas/host-api.js';
import { fakeValidate, makeFakeService } from './test-support/fake-service.js';

describe('dispatchHostOp', () => {
  it('calls the service method of the same name, which checks the arguments', async () => {
    const fake = makeFakeService();
    const r = await dispatchHostOp(fake.service, fakeValidate, 'getModule', { moduleId: 'isabella' });
    expect(r).toEqual({ ok: true, value: { echoed: 'getModule', args: { moduleId: 'isabella' } } });
    expect(fake.calls).toEqual([{ op: 'getModule', args: { moduleId: 'isabella' } }]);
  });

  it('refuses schema-invalid arguments without touching the service', async () => {
    const fake = makeFakeService();
    const r = await dispatchHostOp(fake.service, fakeValidate, 'getModule', { moduleId: ['x'] });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('invalid-args');
    expect(fake.calls).toEqual([]);
  });

  it('refuses unknown operations, including service helpers that are not host operations', async () => {
    const fake = makeFakeService();
    for (const op of ['openPath', 'close', 'isDirty', 'constructor', 'toString', '']) {
      const r = await dispatchHostOp(fake.service, fakeValidate, op, {});
      expect(!r.ok && r.error.code, op).toBe('unknown-operation');
    }
    expect(fake.calls).toEqual([]);
  });

  it('treats missing arguments as an empty object', async () => {
    const fake = makeFakeService();
    const r = await dispatchHostOp(fake.service, fakeValidate, 'undo', undefined);
    expect(r.ok).toBe(true);
    expect(fake.calls[0]).toEqual({ op: 'undo', args: {} });
  });

  it('uses an override instead of the service when given one', async () => {
    const fake = makeFakeService();
    const r = await dispatchHostOp(
      fake.service,
      fakeValidate,
      'openDialog',
      {},
      { openDialog: async () => ({ ok: true, value: null }) },
    );
    expect(r).toEqual({ ok: true, value: null });
    expect(fake.calls).toEqual([]);
  });

  it('validates before an override runs', async () => {
    const fake = makeFakeService();
    let ran = false;
    const r = await dispatchHostOp(
      fake.service,
      fakeValidate,
      'setTitle',
      { title: 5 },
      {
        setTitle: async () => {
          ran = true;
          return { ok: true, value: null };
        },
      },
    );
    expect(r.ok).toBe(false);
    expect(ran).toBe(false);
  });

  it('turns exceptions from the service or the validator into error results', async () => {
    const fake = makeFakeService();
    const r = await dispatchHostOp(fake.service, fakeValidate, 'save', {});
    expect(r).toEqual({ ok: false, error: { code: 'internal', message: 'save failed: disk on fire' } });
    const v = await dispatchHostOp(
      fake.service,
      () => {
        throw new Error('no schema');
      },
      'setTitle',
      { title: 'x' },
      { setTitle: async () => ({ ok: true, value: null }) },
    );
    expect(!v.ok && v.error.code).toBe('invalid-args');
  });

  it('leaves the arguments of an operation that reaches the service to the service, which checks them once', async () => {
    const fake = makeFakeService();
    let asked = 0;
    const counting = (op: string, args: unknown) => {
      asked++;
      return fakeValidate(op, args);
    };
    expect((await dispatchHostOp(fake.service, counting, 'getModule', { moduleId: 'x' })).ok).toBe(true);
    expect(asked).toBe(0);
    expect(
      (
        await dispatchHostOp(
          fake.service,
          counting,
          'setTitle',
          { title: 'x' },
          { setTitle: async () => ({ ok: true, value: null }) },
        )
      ).ok,
    ).toBe(true);
    expect(asked).toBe(1);
  });
});

describe('the shared operation list', () => {
  it('has one distinct channel per operation', () => {
    const channels = HOST_OPS.map(hostChannel);
    expect(new Set(channels).size).toBe(HOST_OPS.length);
    expect(isHostOp('act')).toBe(true);
    expect(isHostOp('onMenu')).toBe(false);
    expect(isHostOp('kind')).toBe(false);
  });
});
