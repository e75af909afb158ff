import { isDeepStrictEqual } from 'node:util';
import type { Answer } from './visitor';

/** What one stored item looks like once normalised (absent: undefined). */
export type Value = unknown;

export type Kind =
  'todos' | 'cards' | 'conversions' | 'budget' | 'projects' | 'settings' | 'habits' | 'routines' | 'study';

interface Entry {
  acked: Value;
  /** A write sent whose answer never came: it may or may not have been stored. */
  pending?: { value: Value };
}

/** The server's acknowledgement of one write: the item's id and its value as stored (undefined: deleted). */
export interface Ack {
  id: string;
  value: Value;
}

/** How many conversions a user keeps (docs/product.md#calls); older ones go when a new one is stored. */
const KEPT_CONVERSIONS = 3;

/**
 * What one user's server has acknowledged, kind by kind: every write answered 2xx is applied here, so afterwards
 * the stored data must equal it. A write whose answer was lost (the server was killed) is kept as pending: either
 * outcome is then allowed, and `settle` takes what was found.
 */
export class Ledger {
  private readonly entries = new Map<Kind, Map<string, Entry>>();
  private readonly pendingCreates = new Map<Kind, Value[]>();
  /** Conversion ids still kept, oldest first. */
  private conversions: string[] = [];
  readonly problems: string[] = [];
  writes = 0;

  private of(kind: Kind) {
    let map = this.entries.get(kind);
    if (!map) this.entries.set(kind, (map = new Map()));
    return map;
  }

  private entry(kind: Kind, id: string) {
    const map = this.of(kind);
    let entry = map.get(id);
    if (!entry) map.set(id, (entry = { acked: undefined }));
    return entry;
  }

  /** Ids of items the server has acknowledged and not deleted. */
  ids(kind: Kind): string[] {
    return [...this.of(kind)].filter(([, entry]) => entry.acked !== undefined).map(([id]) => id);
  }

  value(kind: Kind, id: string): Value {
    return this.of(kind).get(id)?.acked;
  }

  /** A value the data starts with before any write (default settings). */
  seed(kind: Kind, id: string, value: Value) {
    this.of(kind).set(id, { acked: value });
  }

  /**
   * Sends one write and applies its answer. `id` names the item changed (none for a create); `intended` is what
   * it becomes if stored; `ack` reads the stored value from a 2xx answer. A lost answer rethrows.
   */
  async write(
    kind: Kind,
    id: string | null,
    intended: Value,
    send: () => Promise<Answer>,
    ack: (body: never) => Ack,
  ) {
    const creates = this.pendingCreates.get(kind) ?? [];
    this.pendingCreates.set(kind, creates);
    const entry = id === null ? undefined : this.entry(kind, id);
    if (entry) entry.pending = { value: intended };
    else creates.push(intended);
    const answer = await send();
    if (entry) delete entry.pending;
    else creates.splice(creates.indexOf(intended), 1);
    if (answer.status >= 200 && answer.status < 300) {
      this.writes += 1;
      this.apply(kind, ack(answer.body as never), id === null);
    } else {
      this.problems.push(`${kind}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    }
    return answer;
  }

  private apply(kind: Kind, { id, value }: Ack, created: boolean) {
    this.of(kind).set(id, { acked: value });
    if (kind !== 'conversions') return;
    if (created) this.conversions.push(id);
    if (value === undefined) this.conversions = this.conversions.filter((kept) => kept !== id);
    for (const gone of this.conversions.splice(0, Math.max(0, this.conversions.length - KEPT_CONVERSIONS))) {
      this.of(kind).delete(gone);
    }
  }

  /** What differs between the stored items (by id) and what was acknowledged; empty when they agree. */
  check(kind: Kind, stored: Map<string, Value>): string[] {
    const problems: string[] = [];
    const unclaimed = [...(this.pendingCreates.get(kind) ?? [])];
    const known = this.of(kind);
    for (const [id, entry] of known) {
      const found = stored.get(id);
      const allowed = entry.pending ? [entry.acked, entry.pending.value] : [entry.acked];
      if (!allowed.some((value) => isDeepStrictEqual(value, found))) {
        problems.push(`${kind} ${id}: stored ${show(found)}, acknowledged ${show(entry.acked)}`);
      }
    }
    for (const [id, found] of stored) {
      if (known.has(id)) continue;
      const claimed = unclaimed.findIndex((value) => isDeepStrictEqual(value, found));
      // A create whose answer was lost may have been stored; the oldest conversion may have made way for it.
      if (claimed >= 0) unclaimed.splice(claimed, 1);
      else problems.push(`${kind} ${id}: stored ${show(found)}, never acknowledged`);
    }
    return problems.filter((problem) => !this.madeWay(kind, problem, stored));
  }

  /** A kept conversion missing only because a create whose answer was lost pushed it out. */
  private madeWay(kind: Kind, problem: string, stored: Map<string, Value>) {
    if (kind !== 'conversions' || (this.pendingCreates.get(kind) ?? []).length === 0) return false;
    const oldest = this.conversions[0];
    const anyNew = [...stored.keys()].some((id) => !this.of(kind).has(id));
    return (
      oldest !== undefined &&
      anyNew &&
      this.conversions.length === KEPT_CONVERSIONS &&
      problem.startsWith(`${kind} ${oldest}:`)
    );
  }

  /** After a check, takes what was stored as acknowledged: every pending write is resolved one way or the other. */
  settle(kind: Kind, stored: Map<string, Value>, newestFirst: string[] = [...stored.keys()]) {
    const map = this.of(kind);
    map.clear();
    for (const [id, value] of stored) map.set(id, { acked: value });
    this.pendingCreates.set(kind, []);
    if (kind === 'conversions') this.conversions = [...newestFirst].reverse();
  }
}

const show = (value: Value) => (value === undefined ? 'nothing' : JSON.stringify(value).slice(0, 200));
