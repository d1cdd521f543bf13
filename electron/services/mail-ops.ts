// The host operations of play by e-mail (mail.ts holds the records, invitations and verdicts): inviting, joining,
// sending a turn, and what opening an opponent's file does: the verdict against the history this player knows,
// then the game is this player's to play. Before this player's first action of a turn, its next dice secret
// is revealed (commit-reveal dice, engine/core/dice-chain.ts).

import { randomBytes } from 'node:crypto';
import type { Action } from '../../engine/core/types.js';
import { fingerprint, genesisHash } from '../../engine/core/genesis.js';
import type { HostResult, MailInfo, OutgoingFile, PlayerIdentity, PlayerInfo } from '../../schemas/host-api.js';
import type { SaveFile } from '../../schemas/save.js';
import { hostFailure } from '../host-result.js';
import type { GameDocument } from './document.js';
import type { OpsContext } from './host-service.js';
import { type Identity, publicIdentity, saveIdentity } from './identity.js';
import {
  type Invitation,
  isGameId,
  joinedGame,
  type MailRecord,
  makeInvitation,
  newRecord,
  nextReveal,
  finalReveal,
  readInvitation,
  readRecord,
  verdict,
  writeRecord,
} from './mail.js';
import { findForbiddenKey } from './forbidden.js';
import { serializeSaveFile } from './savefile.js';
import { validateSave } from '../../schemas/validate.js';
import { seal, unseal } from './sealed.js';
import { handKey } from '../../engine/core/dice-chain.js';

/** The kind of sealed section that carries a side's secret dice chain. */
export const DICE_CHAIN = 'dice-chain';

/** What the service needs besides the shared context: the identity, modules and starting a document. */
export interface MailDeps {
  identity(): Promise<Identity>;
  /** Replaces the cached identity after a change of name. */
  setIdentity(id: Identity): void;
  moduleRef(
    moduleId: string,
  ): Promise<HostResult<{ ref: SaveFile['module']; sides: string[]; title: string; notByMail?: string }>>;
  /** Opens a game by set-up and players as the document (a joined game). */
  start(file: SaveFile): Promise<HostResult<null>>;
}

/** The mail operations and the hooks the host service calls on open, on act and when building a snapshot. */
export function mailOps(ctx: OpsContext, deps: MailDeps) {
  let invitation: Invitation | null = null;
  /** The verdict on the file just opened, shown once. */
  let lastVerdict: MailInfo['verdict'] | undefined;

  const isMail = (d: GameDocument) => d.setup.twoPlayers === true && !!d.setup.dice;

  /** Carries this player's dice chain in the file, sealed to this player (once; the other side's stays). */
  async function sealChain(d: GameDocument, record: MailRecord): Promise<void> {
    if (d.sealed?.some((x) => x.side === record.side && x.kind === DICE_CHAIN)) return;
    const me = await deps.identity();
    const section = seal(record.side, DICE_CHAIN, me.boxKey, { chainSeed: record.chainSeed });
    d.sealed = [...(d.sealed ?? []), section];
  }

  /** This player's side in a game by e-mail (the document's one side whose key this app holds), or null. */
  const mySide = (d: GameDocument): string | null => d.mySide ?? null;

  const hooks = {
    /** Players for DocInfo: names and fingerprints, and which is this screen's. */
    async players(d: GameDocument): Promise<PlayerInfo[] | undefined> {
      if (!d.players || !d.signed) return undefined;
      const me = await deps.identity();
      return d.players.map((p) => ({
        side: p.side,
        ...(p.name ? { name: p.name } : {}),
        ...(p.publicKey ? { fingerprint: fingerprint(p.publicKey) } : {}),
        you: p.publicKey === me.publicKey,
      }));
    },

    /** DocInfo.mail for a game by e-mail. */
    async info(d: GameDocument): Promise<MailInfo | undefined> {
      if (!isMail(d)) return undefined;
      const side = mySide(d);
      if (!side) return undefined;
      const out: MailInfo = { side, known: d.sentLength, unsent: d.log.length - d.sentLength };
      if (lastVerdict) out.verdict = lastVerdict;
      lastVerdict = undefined;
      return out;
    },

    /** An invitation instead of a saved game: kept for joinGame, answered as code 'invitation'. */
    async openInvitation(json: unknown): Promise<HostResult<never> | null> {
      const read = readInvitation(json);
      if (!read) return null;
      if (!read.ok) return hostFailure('invalid', read.reason);
      const inv = read.invitation;
      const me = await deps.identity();
      if (inv.inviter.publicKey === me.publicKey)
        return hostFailure('own-invitation', 'This is your own invitation: send it to your opponent, who joins it.');
      invitation = inv;
      const who = `${inv.inviter.name ?? 'A player'} (key ${fingerprint(inv.inviter.publicKey!)})`;
      return hostFailure('invitation', `${who} invites you to play the ${inv.side} side of ${inv.module.id}.`);
    },

    /**
     * The private draw keys this machine knows for a game by e-mail: its own side's, grown from its dice chain's
     * seed (this machine's record, or the section sealed to it in the file). Undefined for any other game.
     */
    async keysFor(file: SaveFile): Promise<Record<string, string> | undefined> {
      if (file.setup.twoPlayers !== true || !file.setup.dice || !isGameId(file.setup.seed)) return undefined;
      const me = await deps.identity();
      const mine = (file.players ?? []).filter((p) => p.publicKey === me.publicKey);
      // As GameDocument.mySide: exactly one side is this player's, the other another player's.
      if (mine.length !== 1 || (file.players ?? []).length < 2) return undefined;
      const side = mine[0]!.side;
      const record = await readRecord(ctx.dataDir, file.setup.seed);
      let seed = record?.side === side ? record.chainSeed : undefined;
      if (seed === undefined) {
        const section = file.sealed?.find((x) => x.side === side && x.kind === DICE_CHAIN);
        const opened = section ? unseal(section, me.boxPrivate) : null;
        const value = (opened?.value as { chainSeed?: unknown } | undefined)?.chainSeed;
        if (typeof value === 'string') seed = value;
      }
      return seed === undefined ? undefined : { [side]: handKey(seed) };
    },

    /**
     * Checks an opened game by e-mail against this machine's record: it must continue the history this player
     * sent or accepted. On success the record takes the file's history as accepted.
     */
    async checkOpened(file: SaveFile, d: GameDocument): Promise<HostResult<null>> {
      if (!isMail(d)) return { ok: true, value: null };
      const side = mySide(d);
      if (!side) return { ok: true, value: null };
      let record = await readRecord(ctx.dataDir, file.setup.seed);
      let note = '';
      if (!record) {
        // Another machine of the same player: its dice chain travels sealed to it in the file (sealed.ts).
        const me = await deps.identity();
        const section = file.sealed?.find((x) => x.side === side && x.kind === DICE_CHAIN);
        const opened = section ? unseal(section, me.boxPrivate) : null;
        const seed = (opened?.value as { chainSeed?: unknown } | undefined)?.chainSeed;
        if (typeof seed !== 'string' || !isGameId(file.setup.seed))
          return hostFailure(
            'no-record',
            'This game by e-mail was not started or joined with your keys: its dice secrets for your side are not here.',
          );
        record = { gameId: file.setup.seed, side, chainSeed: seed, known: [] };
        note = ' (this machine had no record of what you sent: the history was checked by its signatures only)';
      }
      await sealChain(d, record);
      const name = (s: string) => {
        const p = d.players?.find((x) => x.side === s);
        return p?.name ? `${p.name} (${s})` : `the ${s} player`;
      };
      // This player's own entries after the last of the other side's are its unsent turn (its own save, a
      // recovered session): they are neither a verdict's news nor accepted history.
      let accepted = file.log.length;
      while (accepted > record.known.length && file.log[accepted - 1]!.side === side) accepted--;
      const v = verdict(record.known, file.log.slice(0, accepted), name);
      if (!v.ok) return hostFailure('history-changed', `${v.message}. The file is refused; your game stays as it was.`);
      record.known = file.log.slice(0, accepted).map((e) => e.hash);
      await writeRecord(ctx.dataDir, record);
      d.sentLength = accepted;
      if (v.count > 0 || note) lastVerdict = { ok: true, message: `${v.message}${note}`, from: v.from, count: v.count };
      return { ok: true, value: null };
    },

    /**
     * The actions to apply for `action`: this player's first action since the other side's comes after the
     * reveal of its next dice secret; a bare reveal (the page's answer to strict dice) gets its secret here.
     */
    async prepare(d: GameDocument, action: Action): Promise<Action[]> {
      if (!isMail(d)) return [action];
      const side = mySide(d);
      if (!side || action.side !== side) return [action];
      const record = await readRecord(ctx.dataDir, d.setup.seed);
      if (!record) return [action];
      // The index comes from the history, not from a counter: reloading a file and acting again reveals the
      // same secret, so the dice are the same.
      const revealed = d.log.filter((e) => e.side === side && e.verb === 'reveal').length;
      const reveal = { side, verb: 'reveal', args: nextReveal(record, revealed) };
      if (action.verb === 'reveal') return [action.args.secret === undefined ? reveal : action];
      for (let i = d.log.length - 1; i >= 0; i--) {
        const e = d.log[i]!;
        if (e.side === side && e.verb === 'reveal') return [action];
        if (e.side !== side) break;
      }
      return [reveal, action];
    },
  };

  const ops = {
    playerInfo: (args: unknown) =>
      ctx.checked('playerInfo', args, async (): Promise<HostResult<PlayerIdentity>> => {
        return { ok: true, value: publicIdentity(await deps.identity()) };
      }),

    setPlayerName: (args: { name: string }) =>
      ctx.checked('setPlayerName', args, async (a: { name: string }): Promise<HostResult<PlayerIdentity>> => {
        const id = { ...(await deps.identity()), name: a.name.trim() || 'Player' };
        await saveIdentity(ctx.dataDir, id);
        deps.setIdentity(id);
        return { ok: true, value: publicIdentity(id) };
      }),

    inviteGame: (args: {
      moduleId: string;
      scenarioId: string;
      mode?: SaveFile['setup']['mode'];
      side: string;
      strictDice?: boolean;
    }) =>
      ctx.checked('inviteGame', args, async (a: typeof args): Promise<HostResult<OutgoingFile>> => {
        const m = await deps.moduleRef(a.moduleId);
        if (!m.ok) return m;
        if (m.value.notByMail) return hostFailure('not-by-mail', m.value.notByMail);
        if (!m.value.sides.includes(a.side))
          return hostFailure('unknown-side', `"${a.side}" is not a side of this game.`);
        const mine = m.value.sides.find((s) => s !== a.side)!;
        const record = newRecord(randomBytes(16).toString('hex'), mine);
        await writeRecord(ctx.dataDir, record);
        const inv = makeInvitation(await deps.identity(), record, {
          module: m.value.ref,
          scenarioId: a.scenarioId,
          mode: a.mode ?? 'enforced',
          options: {},
          side: a.side,
          ...(a.strictDice ? { strictDice: true } : {}),
        });
        const name = `${a.moduleId}-invitation-${record.gameId.slice(0, 6)}.sandtable`;
        return { ok: true, value: { name, text: `${JSON.stringify(inv, null, 2)}\n` } };
      }),

    joinGame: (args: unknown) =>
      ctx.checked('joinGame', args, async () => {
        const inv = invitation;
        if (!inv) return hostFailure('no-invitation', 'Open an invitation first.');
        const m = await deps.moduleRef(inv.module.id);
        if (m.ok && m.value.notByMail) return hostFailure('not-by-mail', m.value.notByMail);
        const me = await deps.identity();
        const record = newRecord(inv.gameId, inv.side);
        const { setup, players } = joinedGame(inv, me, record);
        const game: SaveFile = {
          formatVersion: 2,
          app: { name: 'sandtable', version: ctx.appVersion },
          module: inv.module,
          setup,
          players,
          genesis: genesisHash({ module: inv.module, setup, players }),
          log: [],
          snapshots: [],
        };
        // What came from the invitation meets the same checks as any saved game: the schema, no unsafe keys.
        const valid = validateSave(game);
        if (!valid.ok) return hostFailure('invalid', `The invitation cannot start a game: ${valid.error.message}`);
        const unsafe = findForbiddenKey(game);
        if (unsafe) return hostFailure('forbidden-key', `The invitation holds the key ${unsafe}, which is refused.`);
        // The record first: opening the joined game checks it (an empty history, nothing known yet).
        await writeRecord(ctx.dataDir, record);
        const started = await deps.start(game);
        if (!started.ok) return started;
        invitation = null;
        const joined = ctx.doc();
        if (joined) await sealChain(joined, record);
        return ctx.ok(inv.side);
      }),

    sendTurn: (args: unknown) =>
      ctx.checked('sendTurn', args, async (): Promise<HostResult<OutgoingFile>> => {
        const d = ctx.doc();
        if (!d || !isMail(d)) return hostFailure('not-mail', 'Only a game by e-mail has turns to send.');
        const side = mySide(d);
        const record = await readRecord(ctx.dataDir, d.setup.seed);
        if (!side || !record) return hostFailure('no-record', 'This game by e-mail was not started or joined here.');
        // The game is over: this side reveals its dice chain's seed, so the other side can audit every card it
        // drew into its hidden hand (engine/core/replay.ts keysInLog). Once, with the last file.
        const last = finalReveal(d.state, d.log, record);
        if (last) {
          const r = await d.act(last);
          if (!r.ok) return hostFailure('rejected', r.violations.map((v) => v.message).join('; '));
        }
        const text = serializeSaveFile(d.toSaveFile(ctx.appVersion, new Date().toISOString()));
        record.known = d.log.map((e) => e.hash);
        await writeRecord(ctx.dataDir, record);
        d.sentLength = d.log.length;
        const name = `${d.loaded.info.id}-${d.setup.seed.slice(0, 6)}-${side}-${d.log.length}.sandtable`;
        return { ok: true, value: { name, text } };
      }),
  };
  return { ops, hooks };
}
