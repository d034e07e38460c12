export { OrreryClient, toOrreryError, type OrreryClientOptions, type MatchSummary, type LobbyEntry, type ReplayStep } from './client';
export { MatchConnection } from './connection';
export { MemoryTokenStore, WebStorageTokenStore, type TokenStore } from './tokens';
export * from './types';
