/** Where seat tokens live between page loads; memory by default, localStorage in a browser. */
export interface TokenStore {
  get(matchId: string): string | null;
  set(matchId: string, token: string): void;
  delete(matchId: string): void;
}

export class MemoryTokenStore implements TokenStore {
  private readonly tokens = new Map<string, string>();
  get(matchId: string) {
    return this.tokens.get(matchId) ?? null;
  }
  set(matchId: string, token: string) {
    this.tokens.set(matchId, token);
  }
  delete(matchId: string) {
    this.tokens.delete(matchId);
  }
}

/** For browsers: any object with the Web Storage get/set/remove calls. */
export class WebStorageTokenStore implements TokenStore {
  constructor(
    private readonly storage: { getItem(k: string): string | null; setItem(k: string, v: string): void; removeItem(k: string): void },
    private readonly prefix = 'orrery:seat:',
  ) {}
  get(matchId: string) {
    return this.storage.getItem(this.prefix + matchId);
  }
  set(matchId: string, token: string) {
    this.storage.setItem(this.prefix + matchId, token);
  }
  delete(matchId: string) {
    this.storage.removeItem(this.prefix + matchId);
  }
}
