import { describe, expect, it } from 'vitest';
import type { IpcMainInvokeEvent } from 'electron';
import { registerHostHandlers } from './host-handlers.js';
import { hostChannel } from './ipc.js';
import { HOST_OPS } from '../schemas/host-api.js';
import { fakeValidate, makeFakeService } from './test-support/fake-service.js';

type Handler = (event: IpcMainInvokeEvent, args: unknown) => Promise<unknown>;

function setup(overrides = {}) {
  const handlers = new Map<string, Handler>();
  const refused: string[] = [];
  const fake = makeFakeService();
  const unregister = registerHostHandlers({
    ipcMain: {
      handle: (ch: string, fn: Handler) => void handlers.set(ch, fn),
      removeHandler: (ch: string) => void handlers.delete(ch),
    } as never,
    service: fake.service,
    validate: fakeValidate,
    trustedWebContentsIds: () => new Set([1]),
    overrides,
    onRefusedSender: (op, url) => refused.push(`${op} ${url}`),
  });
  return { handlers, refused, fake, unregister };
}

const event = (url: string | null, id = 1) =>
  ({ sender: { id }, senderFrame: url === null ? null : { url } }) as unknown as IpcMainInvokeEvent;
const ours = event('app://sandtable/index.html');

describe('host-API IPC handlers', () => {
  it('registers one handler per operation and removes them all', () => {
    const t = setup();
    expect([...t.handlers.keys()].sort()).toEqual(HOST_OPS.map(hostChannel).sort());
    t.unregister();
    expect(t.handlers.size).toBe(0);
  });

  it('runs the operation for our page', async () => {
    const t = setup();
    const r = await t.handlers.get('sandtable:host:getModule')!(ours, { moduleId: 'isabella' });
    expect(r).toEqual({ ok: true, value: { echoed: 'getModule', args: { moduleId: 'isabella' } } });
  });

  it('refuses an unknown sender before anything else', async () => {
    const t = setup();
    const cases = [
      event('https://evil.example/', 1),
      event('app://sandtable/index.html', 2),
      event(null, 1),
      event('file:///home/ana/x.html', 1),
      {
        sender: { id: 1 },
        get senderFrame() {
          throw new Error('frame destroyed');
        },
      } as unknown as IpcMainInvokeEvent,
    ];
    for (const e of cases) {
      const r = (await t.handlers.get('sandtable:host:act')!(e, { action: { side: 'x', verb: 'note', args: {} } })) as {
        ok: boolean;
        error: { code: string };
      };
      expect(r.ok).toBe(false);
      expect(r.error.code).toBe('forbidden-sender');
    }
    expect(t.fake.calls).toEqual([]);
    expect(t.refused).toHaveLength(cases.length);
  });

  it('refuses schema-invalid arguments', async () => {
    const t = setup();
    const r = (await t.handlers.get('sandtable:host:getModule')!(ours, { moduleId: 7 })) as {
      ok: boolean;
      error: { code: string };
    };
    expect(r.error.code).toBe('invalid-args');
    const r2 = (await t.handlers.get('sandtable:host:undo')!(ours, { sneaky: true })) as { ok: boolean };
    expect(r2.ok).toBe(false);
    expect(t.fake.calls).toEqual([]);
  });

  it('runs a shell override after the checks, with the event', async () => {
    const seen: unknown[] = [];
    const t = setup({
      openDialog: async (args: unknown, e: IpcMainInvokeEvent) => (
        seen.push([args, e.sender.id]), { ok: true, value: null }
      ),
    });
    expect(await t.handlers.get('sandtable:host:openDialog')!(ours, {})).toEqual({ ok: true, value: null });
    expect(seen).toEqual([[{}, 1]]);
    const refused = (await t.handlers.get('sandtable:host:openDialog')!(event('https://x/'), {})) as { ok: boolean };
    expect(refused.ok).toBe(false);
    expect(seen).toHaveLength(1);
    expect(t.fake.calls).toEqual([]);
  });
});
