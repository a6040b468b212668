// Database notifications (LISTEN/NOTIFY) for in-process caches, so they hear about changes made by any
// instance or by hand. On PostgreSQL a dedicated connection LISTENs and reconnects when it drops; on the
// embedded database PGlite calls back in this process before the writing query returns.
//
// A cache may only trust what it read while its listener was live: `live` is false until LISTEN is in
// place and again as soon as the connection is lost (a notification may have been missed), and every
// change of state is reported, so the cache can drop what it holds.
import pg from "pg";
import { env } from "../env";
import { openedEmbeddedDatabase } from "./adapter";

export interface ChangeHandlers {
  /** A notification arrived on the channel. */
  onChange: () => void;
  /** `live` changed: listening started (true) or the connection was lost (false). */
  onLiveChange: (live: boolean) => void;
}

export interface ChangeListener {
  readonly live: boolean;
  /** Closed for good (disconnectDb): the caller listens anew if it still needs to. */
  readonly closed: boolean;
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;
const holder = globalThis as unknown as { __postlaneChangeListeners?: Set<ChangeListener> };

function registry(): Set<ChangeListener> {
  holder.__postlaneChangeListeners ??= new Set();
  return holder.__postlaneChangeListeners;
}

class PostgresChangeListener implements ChangeListener {
  live = false;
  private client: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  closed = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly handlers: ChangeHandlers,
  ) {
    void this.connect();
  }

  private setLive(live: boolean) {
    if (this.live === live) return;
    this.live = live;
    this.handlers.onLiveChange(live);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url, keepAlive: true, application_name: "postlane-listener" });
    this.client = client;
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.setLive(false);
      client.end().catch(() => {});
      if (!this.closed) {
        this.timer = setTimeout(() => void this.connect(), RECONNECT_MS);
        this.timer.unref?.();
      }
    };
    client.on("error", lost);
    client.on("end", lost);
    client.on("notification", (message) => {
      if (message.channel === this.channel) this.handlers.onChange();
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel}"`);
      if (this.client === client && !this.closed) this.setLive(true);
    } catch {
      lost();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    this.setLive(false);
    await client?.end().catch(() => {});
  }
}

class EmbeddedChangeListener implements ChangeListener {
  live = false;
  private unlisten: (() => Promise<void>) | undefined;
  closed = false;

  constructor(
    channel: string,
    private readonly handlers: ChangeHandlers,
  ) {
    const database = openedEmbeddedDatabase();
    if (!database) return; // nothing open yet: stays not live; the caller tries again later
    database
      .listen(channel, () => handlers.onChange())
      .then((unlisten) => {
        this.unlisten = unlisten;
        if (this.closed) return void unlisten().catch(() => {});
        this.live = true;
        handlers.onLiveChange(true);
      })
      .catch(() => {});
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.live) {
      this.live = false;
      this.handlers.onLiveChange(false);
    }
    await this.unlisten?.().catch(() => {});
  }
}

/** Starts listening on `channel` of the database the app uses (DATABASE_URL, or the open embedded one). */
export function listenForChanges(channel: string, handlers: ChangeHandlers): ChangeListener {
  const url = env().DATABASE_URL;
  const listener = url ? new PostgresChangeListener(url, channel, handlers) : new EmbeddedChangeListener(channel, handlers);
  registry().add(listener);
  return listener;
}

/** Closes every listener of this process (disconnectDb: scripts, tests). */
export async function closeChangeListeners(): Promise<void> {
  const listeners = [...registry()];
  registry().clear();
  await Promise.all(listeners.map((listener) => listener.close()));
}
